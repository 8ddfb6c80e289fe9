import type { Json, WireError } from '@kassa/protocol';
import { CLIENT_SECRET_FORM, parseClientSecret } from '../client-secret.js';
import { MESSAGES, missingClientSecret } from '../messages.js';
import type { ApiClient } from './api-client.js';
import type { FrameEntry, FrameRegistry } from './frame-registry.js';
import { clearAfterConfirmation, type GroupState } from './group-state.js';
import { type IntentKind, intentOutcome } from './intent-outcome.js';
import {
  deepMerge,
  errorJson,
  errorResult,
  integrationError,
  isJsonObject,
  type JsonObject,
} from './payload.js';
import { runValidationGate } from './validation-gate.js';

export interface ConfirmContext {
  api: ApiClient;
  registry: FrameRegistry;
}

export interface ConfirmInput {
  kind: IntentKind;
  /** The public method name for messages, e.g. 'stripe.confirmPayment()'. */
  method: string;
  clientSecret: string | undefined;
  group: GroupState | undefined;
  /** A specific element (confirmCardPayment with a card element); else the group's. */
  frameId: string | undefined;
  params: JsonObject;
}

const SPLIT = new Set(['cardNumber', 'cardExpiry', 'cardCvc']);

/** The frames that hold the payment details: the payment element, the card element or the split fields. */
export function paymentFrames(
  registry: FrameRegistry,
  groupId: string,
  frameId: string | undefined,
): FrameEntry[] {
  const frames = registry.frames(groupId);
  if (frameId !== undefined) {
    const chosen = frames.find((frame) => frame.frameId === frameId);
    if (chosen === undefined) return [];
    return SPLIT.has(chosen.elementType)
      ? frames.filter((f) => SPLIT.has(f.elementType))
      : [chosen];
  }
  const single = frames.find((f) => f.elementType === 'payment' || f.elementType === 'card');
  return single !== undefined ? [single] : frames.filter((f) => SPLIT.has(f.elementType));
}

/** Asks the frames for the raw details; only the controller ever receives them. */
export async function collectDetails(
  registry: FrameRegistry,
  frames: FrameEntry[],
): Promise<JsonObject> {
  let details: JsonObject = {};
  for (const frame of frames) {
    let answer: Json;
    try {
      answer = await registry.request(frame, 'collect', {});
    } catch {
      throw integrationError(MESSAGES.elementNotMounted);
    }
    if (isJsonObject(answer)) details = deepMerge(details, answer);
  }
  return details;
}

/** Shows a decline in the element that collected the card; the element answers null. */
export function showConfirmError(registry: FrameRegistry, frames: FrameEntry[], error: WireError) {
  const [target] = frames;
  if (target === undefined || error.type !== 'card_error') return;
  const { payment_intent: _pi, setup_intent: _si, ...shown } = error;
  registry.request(target, 'confirm-error', errorJson(shown as WireError)).catch(() => {});
}

function parseSecret(input: ConfirmInput) {
  const value = input.clientSecret ?? input.group?.options.clientSecret;
  if (value === undefined || value === null || value === '') {
    throw integrationError(missingClientSecret(input.method));
  }
  const secret = parseClientSecret(value);
  const expected = input.kind === 'payment' ? 'PAYMENT_INTENT' : 'SETUP_INTENT';
  if (secret === null || secret.type !== expected) {
    const what = input.kind === 'payment' ? 'a PaymentIntent' : 'a SetupIntent';
    throw integrationError(
      `Invalid value for ${input.method}: expected clientSecret to be ${what} client secret of the form ${CLIENT_SECRET_FORM}.`,
    );
  }
  return secret;
}

/**
 * Confirms a PaymentIntent or SetupIntent: validates and collects the details from the element
 * frames (unless an existing payment method is given), then POSTs the confirmation.
 */
export async function confirmIntent(ctx: ConfirmContext, input: ConfirmInput): Promise<Json> {
  const secret = parseSecret(input);
  const { params, group } = input;
  const body: JsonObject = { ...params, client_secret: secret.clientSecret };
  let frames: FrameEntry[] = [];
  if (typeof params.payment_method !== 'string') {
    frames = group === undefined ? [] : paymentFrames(ctx.registry, group.id, input.frameId);
    if (frames.length === 0) throw integrationError(MESSAGES.elementsNotMounted);
    const gate = await runValidationGate(ctx.registry, frames);
    if (gate.error !== null) return errorResult(gate.error);
    const collected = await collectDetails(ctx.registry, frames);
    const extra = isJsonObject(params.payment_method_data) ? params.payment_method_data : {};
    body.payment_method_data = deepMerge(collected, extra);
    delete body.payment_method;
  }
  const path = input.kind === 'payment' ? 'payment_intents' : 'setup_intents';
  const result = await ctx.api.post(`${path}/${secret.id}/confirm`, body);
  clearAfterConfirmation(group);
  const outcome = result.ok ? intentOutcome(input.kind, result.body) : { error: result.error };
  if ('error' in outcome) {
    showConfirmError(ctx.registry, frames, outcome.error);
    return errorResult(outcome.error);
  }
  return outcome;
}

/** GET an intent with its client secret, retried up to 2 attempts (spec 002 §7). */
export async function retrieveIntent(
  api: ApiClient,
  kind: IntentKind,
  method: string,
  clientSecret: string | undefined,
): Promise<Json> {
  const secret = parseSecret({
    kind,
    method,
    clientSecret,
    group: undefined,
    frameId: undefined,
    params: {},
  });
  const path = kind === 'payment' ? 'payment_intents' : 'setup_intents';
  const result = await api.get(`${path}/${secret.id}`, { client_secret: secret.clientSecret }, 2);
  if (!result.ok) return errorResult(result.error);
  return kind === 'payment' ? { paymentIntent: result.body } : { setupIntent: result.body };
}
