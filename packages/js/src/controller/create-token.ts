import { integrationError, type JsonObject, readObject, type TokenRequest } from '@kassa/protocol';
import { type ConfirmContext, collectDetails, paymentFrames } from './confirm.js';
import type { FrameEntry } from './frame-registry.js';
import type { GroupState } from './group-state.js';
import { errorResult } from './payload.js';
import {
  DATA_TOKEN_TYPES,
  type DataTokenType,
  normalizeCountries,
  tokenDataProblem,
} from './token-params.js';
import { runValidationGate } from './validation-gate.js';

interface CreateTokenInput {
  group: GroupState | undefined;
  payload: TokenRequest;
}

const CARD_TYPES = new Set(['card', 'cardNumber', 'cardExpiry', 'cardCvc']);

/** The legacy card object of `POST /v1/tokens` from what the card frames collected. */
function cardObject(collected: JsonObject, data: JsonObject): JsonObject {
  const card = readObject(collected, 'card');
  const address = readObject(readObject(collected, 'billing_details'), 'address');
  const out: JsonObject = { ...card };
  if (typeof address.postal_code === 'string') out.address_zip = address.postal_code;
  if (typeof address.country === 'string') out.address_country = address.country;
  return normalizeCountries({ ...out, ...data });
}

/**
 * The frames of the card element a call names (with the rest of its group's card fields),
 * or the integration error `misused` when the frame is not a card field.
 */
export function cardFrames(
  ctx: ConfirmContext,
  group: GroupState | undefined,
  frameId: string,
  misused: string,
): { chosen: FrameEntry; frames: FrameEntry[] } {
  const frames = group === undefined ? [] : paymentFrames(ctx.registry, group.id, frameId);
  const chosen = frames.find((frame) => frame.frameId === frameId);
  if (chosen === undefined || !CARD_TYPES.has(chosen.elementType)) {
    throw integrationError(misused);
  }
  return { chosen, frames };
}

async function fromElement(ctx: ConfirmContext, input: CreateTokenInput): Promise<JsonObject> {
  const { group, payload } = input;
  const { frameId, tokenType: type } = payload;
  const { chosen, frames } = cardFrames(
    ctx,
    group,
    frameId ?? '',
    'stripe.createToken() takes a card, cardNumber or cardCvc Element (with cvc_update).',
  );
  // cvc_update needs only the cvc field; a card token needs the whole card.
  const used = type === 'cvc_update' ? [chosen] : frames;
  const gate = await runValidationGate(ctx.registry, used);
  if (gate.error !== null) return errorResult(gate.error);
  const collected = await collectDetails(ctx.registry, used);
  const body: JsonObject =
    type === 'cvc_update'
      ? { cvc_update: { cvc: readObject(collected, 'card').cvc ?? '' } }
      : { card: cardObject(collected, payload.data ?? {}) };
  return post(ctx, body);
}

async function post(ctx: ConfirmContext, body: JsonObject): Promise<JsonObject> {
  const result = await ctx.api.post('tokens', body);
  if (!result.ok) return errorResult(result.error);
  return { token: result.body };
}

/** `pii` data is given as Stripe.js names it: personal_id_number becomes pii[id_number]. */
function dataBody(type: DataTokenType, data: JsonObject): JsonObject {
  if (type === 'pii') {
    const { personal_id_number: id, ...rest } = data;
    return { pii: { ...rest, id_number: id ?? null } };
  }
  return { [type]: normalizeCountries(data) };
}

/**
 * stripe.createToken(element | 'cvc_update' | 'pii' | 'bank_account' | 'account' | 'person',
 * data): the data's parameter rules (value ranges, country codes) are checked here, before
 * anything is sent.
 */
export async function createToken(
  ctx: ConfirmContext,
  groups: ReadonlyMap<string, GroupState>,
  payload: TokenRequest,
): Promise<JsonObject> {
  const input = { group: groups.get(payload.groupId ?? ''), payload };
  const type = payload.tokenType;
  if (payload.frameId !== undefined) return fromElement(ctx, input);
  if (!DATA_TOKEN_TYPES.includes(type as DataTokenType)) {
    throw integrationError(`stripe.createToken() does not know the token type ${type}.`);
  }
  const data = payload.data ?? {};
  const problem = tokenDataProblem(type as DataTokenType, data);
  if (problem !== null) throw integrationError(`Invalid value for createToken(): ${problem}.`);
  if (type === 'pii' && typeof data.personal_id_number !== 'string') {
    throw integrationError(
      'Invalid value for createToken(): pii.personal_id_number should be a string.',
    );
  }
  return post(ctx, dataBody(type as DataTokenType, data));
}
