import {
  checkDeferredConfirm,
  formatMessage,
  INTEGRATION_MESSAGES_EN,
  type ParsedClientSecret,
  resolveConfirmSecret,
} from '@kassa/core';
import {
  integrationError,
  isJsonObject,
  type JsonObject,
  type WireError,
  wireErrorJson,
} from '@kassa/protocol';
import type { ApiClient } from './api-client.js';
import { linkBankForConfirm } from './bank-linking.js';
import { MESSAGES } from './catalogue.js';
import type { ChallengeRunner } from './challenge-runner.js';
import type { FrameEntry, FrameRegistry } from './frame-registry.js';
import { clearAfterConfirmation, type GroupState } from './group-state.js';
import { type IntentKind, intentOutcome } from './intent-outcome.js';
import {
  markWalletFailure,
  saveWalletShippingAfterPayment,
  shareWalletCard,
  signUpAfterPayment,
} from './link-wallet.js';
import { handleIntentActions } from './next-action.js';
import { deepMerge, errorResult } from './payload.js';
import { saveShippingAfterPayment } from './saved-address.js';
import { applyChoice, type CollectedChoice, readCollected } from './saved-method.js';
import { localiseShopperError } from './shopper-messages.js';
import { runValidationGate } from './validation-gate.js';

export interface ConfirmContext {
  api: ApiClient;
  registry: FrameRegistry;
  challenges?: ChallengeRunner | undefined;
  /** The Stripe instance's `locale` option; an elements group's own wins. */
  locale?: string | undefined;
  /** The merchant page's host: the wallet's domain gate (elements/wallet-config). */
  referrerHost?: string | undefined;
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
const BESIDE_PAYMENT = new Set([
  'linkAuthentication',
  'address',
  'shippingAddress',
  'contactDetails',
  'linkSignup',
]);

/**
 * The frames that hold the payment details: the payment element (first, with the e-mail of a
 * Link Authentication Element and the Address Elements' shipping and billing details), the
 * card element or the split fields.
 */
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
  if (single === undefined) {
    const express = frames.find((f) => f.elementType === 'expressCheckout');
    if (express !== undefined) return [express];
  }
  if (single === undefined) return frames.filter((f) => SPLIT.has(f.elementType));
  // Beside a Payment Element, the Link Authentication and Contact Details Elements' e-mail and
  // a billing Address Element's name, phone and address are validated with it and go into its
  // billing details (collected after it, into the same object); a shipping Address Element's
  // (and the Shipping Address Element's) go to `shipping`.
  if (single.elementType !== 'payment') return [single];
  return [single, ...frames.filter((f) => BESIDE_PAYMENT.has(f.elementType))];
}

/**
 * A card form's confirm (the Card Element, split fields) also validates and collects the
 * group's Link signup element, as the Payment Element's does: its sign-up follows the payment.
 */
function withLinkSignup(
  registry: FrameRegistry,
  groupId: string,
  frames: FrameEntry[],
): FrameEntry[] {
  if (!frames.some((f) => f.elementType === 'card' || SPLIT.has(f.elementType))) return frames;
  const signUps = registry.frames(groupId).filter((f) => f.elementType === 'linkSignup');
  return [...frames, ...signUps.filter((f) => !frames.includes(f))];
}

/**
 * The Express Checkout Element's frame when one of its buttons was clicked and awaits the
 * merchant's confirm: that confirm pays with the clicked method, even beside a Payment Element.
 */
export async function chosenExpressFrame(
  registry: FrameRegistry,
  groupId: string,
): Promise<FrameEntry | null> {
  for (const frame of registry.frames(groupId)) {
    if (frame.elementType !== 'expressCheckout') continue;
    try {
      const answer = await registry.request(frame, 'validate', {});
      if (answer.complete) return frame;
    } catch {
      // A frame that is gone chose nothing.
    }
  }
  return null;
}

/** Asks the frames for the raw details; only the controller ever receives them. */
export async function collectDetails(
  registry: FrameRegistry,
  frames: FrameEntry[],
): Promise<JsonObject> {
  let details: JsonObject = {};
  for (const frame of frames) {
    let answer: JsonObject;
    try {
      answer = await registry.request(frame, 'collect', {});
    } catch {
      throw integrationError(MESSAGES.elementNotMounted);
    }
    details = deepMerge(details, answer);
  }
  return details;
}

/** Shows a decline in the element that collected the card; the element answers null. */
export function showConfirmError(registry: FrameRegistry, frames: FrameEntry[], error: WireError) {
  const [target] = frames;
  if (target === undefined || error.type !== 'card_error') return;
  const { payment_intent: _pi, setup_intent: _si, ...shown } = error;
  registry.request(target, 'confirm-error', wireErrorJson(shown)).catch(() => {});
}

const CONFIRM_METHOD = { payment: 'confirmPayment', setup: 'confirmSetup' } as const;

/** The client secret given or the group's, checked by @kassa/core's rules. */
function parseSecret(input: ConfirmInput): ParsedClientSecret {
  const given = input.clientSecret ?? input.group?.options.clientSecret;
  const resolved = resolveConfirmSecret(CONFIRM_METHOD[input.kind], given, null);
  if (!resolved.ok) {
    const template = INTEGRATION_MESSAGES_EN[resolved.error];
    throw integrationError(formatMessage(template, { method: input.method }));
  }
  return resolved.secret;
}

/** Deferred-intent rules: confirmSetup needs setup mode, payment mode needs an amount. */
function checkDeferred(input: ConfirmInput): void {
  const options = input.group?.options;
  if (options === undefined || typeof options.mode !== 'string') return;
  const error = checkDeferredConfirm(CONFIRM_METHOD[input.kind], {
    mode: options.mode,
    amount: typeof options.amount === 'number' ? options.amount : null,
  });
  if (error !== null)
    throw integrationError(formatMessage(INTEGRATION_MESSAGES_EN[error], { mode: options.mode }));
}

/**
 * Confirms a PaymentIntent or SetupIntent: validates and collects the details from the element
 * frames (unless an existing payment method is given), then POSTs the confirmation.
 */
export async function confirmIntent(ctx: ConfirmContext, input: ConfirmInput): Promise<JsonObject> {
  checkDeferred(input);
  const secret = parseSecret(input);
  const { params, group } = input;
  const groupLocale = group?.options.locale;
  const locale = typeof groupLocale === 'string' ? groupLocale : ctx.locale;
  const shopperError = async (error: WireError) =>
    errorResult(await localiseShopperError(error, locale));
  const body: JsonObject = { ...params, client_secret: secret.clientSecret };
  // Stripe.js runs 3-D Secure in its modal rather than a full-page redirect.
  body.use_stripe_sdk = true;
  let frames: FrameEntry[] = [];
  let choice: CollectedChoice | null = null;
  // Details come from the elements unless a payment method id is given, or no elements are
  // involved at all (confirmCardPayment(secret) with the intent's attached payment method).
  if (typeof params.payment_method !== 'string' && group !== undefined) {
    const express = await chosenExpressFrame(ctx.registry, group.id);
    frames = express !== null ? [express] : paymentFrames(ctx.registry, group.id, input.frameId);
    if (frames.length === 0) throw integrationError(MESSAGES.elementsNotMounted);
    frames = withLinkSignup(ctx.registry, group.id, frames);
    const gate = await runValidationGate(ctx.registry, frames);
    if (gate.error !== null) return errorResult(gate.error);
    choice = readCollected(await collectDetails(ctx.registry, frames), group);
    const shareError = await shareWalletCard(group, choice);
    if (shareError !== null) return shopperError(shareError);
    const extra = isJsonObject(params.payment_method_data) ? params.payment_method_data : {};
    const misplaced = applyChoice(body, choice, extra, input.kind === 'payment');
    if (misplaced !== null) return shopperError(misplaced);
    // A shipping Address Element ships a payment (SetupIntents take no shipping); shipping the
    // merchant gives in confirmParams wins, as in Stripe.js.
    if (input.kind === 'payment' && choice.shipping !== null) body.shipping ??= choice.shipping;
    // The Payment Element's us_bank_account is linked in the bank-linking dialog first.
    const unlinked = await linkBankForConfirm({ ...ctx, locale }, input.kind, secret, body);
    if (unlinked !== null) return unlinked;
  }
  const path = secret.type === 'payment_intent' ? 'payment_intents' : 'setup_intents';
  const posted = await ctx.api.post(`${path}/${secret.id}/confirm`, body);
  const result = posted.ok
    ? await handleIntentActions({ ...ctx, locale }, input.kind, posted.body)
    : posted;
  clearAfterConfirmation(group);
  const outcome = result.ok ? intentOutcome(input.kind, result.body) : { error: result.error };
  if ('error' in outcome) {
    // Both the API's envelope and core's intent errors carry a string type and message. A
    // decline reads in the shopper's language, in the element and in `result.error`.
    const error = await localiseShopperError(outcome.error as WireError, locale);
    if (choice?.walletCard != null && error.type === 'card_error')
      markWalletFailure(group, choice.walletCard, error);
    showConfirmError(ctx.registry, frames, error);
    // A failed express confirm frees the Express Checkout Element's buttons for another try.
    const [first] = frames;
    if (first?.elementType === 'expressCheckout' && error.type !== 'card_error')
      ctx.registry.request(first, 'confirm-error', wireErrorJson(error)).catch(() => {});
    return errorResult(error);
  }
  const intent = 'paymentIntent' in outcome ? outcome.paymentIntent : outcome.setupIntent;
  const status = intent.status;
  if (
    choice !== null &&
    (status === 'succeeded' || status === 'processing' || status === 'requires_capture')
  ) {
    await signUpAfterPayment(ctx.api, group, choice, locale, ctx.referrerHost);
    // A paid payment's shipping joins the customer's saved addresses (customer session only).
    if (choice.shipping !== null && input.kind === 'payment')
      await saveShippingAfterPayment(ctx.api, group, secret.clientSecret);
    // A new shipping address a verified wallet shopper entered joins the wallet's.
    await saveWalletShippingAfterPayment(ctx.registry, group, choice);
  }
  return outcome;
}

/** GET an intent with its client secret, retried up to 2 attempts. */
export async function retrieveIntent(
  api: ApiClient,
  kind: IntentKind,
  method: string,
  clientSecret: string | undefined,
): Promise<JsonObject> {
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
