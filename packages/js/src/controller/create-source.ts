import { integrationError, type JsonObject, readObject, type SourceRequest } from '@kassa/protocol';
import { type ConfirmContext, collectDetails } from './confirm.js';
import { cardFrames } from './create-token.js';
import type { GroupState } from './group-state.js';
import { deepMerge, errorResult } from './payload.js';
import { runValidationGate } from './validation-gate.js';

const NOT_A_CARD =
  'stripe.createSource() takes a card, cardNumber, cardExpiry, cardCvc, idealBank or iban Element.';

// The bank elements a source can be made from, with the source type each one's details are for.
const SOURCE_BANK_ELEMENTS: Readonly<Record<string, string>> = {
  idealBank: 'ideal',
  iban: 'sepa_debit',
};
const RAW_CARD =
  'Raw card data cannot be passed to stripe.createSource(); collect it with a card Element.';

function invalid(method: string, problem: string): never {
  throw integrationError(`Invalid value for ${method}(): ${problem}.`);
}

/**
 * stripe.createSource(element, sourceData?) and stripe.createSource(sourceData): a card
 * element's details go from its frames to `POST /v1/sources` as the source's card and owner
 * (the merchant's owner fields win); an idealBank or iban element gives the source's bank or
 * IBAN; without an element the data is sent as given, but never raw card numbers from the
 * merchant page.
 */
export async function createSource(
  ctx: ConfirmContext,
  groups: ReadonlyMap<string, GroupState>,
  payload: SourceRequest,
): Promise<JsonObject> {
  const { data, frameId } = payload;
  if ('card' in data) throw integrationError(RAW_CARD);
  if (frameId === undefined) {
    if (typeof data.type !== 'string') invalid('createSource', 'type should be a string');
    return post(ctx, data);
  }
  const group = groups.get(payload.groupId ?? '');
  const bank = group === undefined ? undefined : ctx.registry.find(group.id, frameId);
  const bankType = bank === undefined ? undefined : SOURCE_BANK_ELEMENTS[bank.elementType];
  if (bank !== undefined && bankType !== undefined) {
    // createSource(idealBankElement, {type: 'ideal', amount, currency, redirect}): the bank (or
    // the IBAN) comes from the element, the rest from the merchant's data.
    const gate = await runValidationGate(ctx.registry, [bank]);
    if (gate.error !== null) return errorResult(gate.error);
    const collected = await collectDetails(ctx.registry, [bank]);
    const fromFrame: JsonObject = { type: bankType, [bankType]: readObject(collected, bankType) };
    return post(ctx, deepMerge(fromFrame, data));
  }
  const { frames } = cardFrames(ctx, group, frameId, NOT_A_CARD);
  const gate = await runValidationGate(ctx.registry, frames);
  if (gate.error !== null) return errorResult(gate.error);
  const collected = await collectDetails(ctx.registry, frames);
  const fromFrames: JsonObject = {
    type: 'card',
    card: readObject(collected, 'card'),
    owner: readObject(collected, 'billing_details'),
  };
  return post(ctx, deepMerge(fromFrames, data));
}

async function post(ctx: ConfirmContext, body: JsonObject): Promise<JsonObject> {
  const result = await ctx.api.post('sources', body);
  return result.ok ? { source: result.body } : errorResult(result.error);
}

/** stripe.retrieveSource({id, client_secret}): the publishable key reads it with its secret. */
export async function retrieveSource(ctx: ConfirmContext, data: JsonObject): Promise<JsonObject> {
  const { id, client_secret: secret } = data;
  if (typeof id !== 'string' || id === '') invalid('retrieveSource', 'id should be a string');
  if (typeof secret !== 'string' || secret === '') {
    invalid('retrieveSource', 'client_secret should be a string');
  }
  const result = await ctx.api.get(`sources/${encodeURIComponent(id)}`, { client_secret: secret });
  return result.ok ? { source: result.body } : errorResult(result.error);
}
