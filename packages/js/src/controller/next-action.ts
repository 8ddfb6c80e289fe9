import { isJsonObject, type Json, type JsonObject, MODAL_NAMES_EN } from '@kassa/protocol';
import type { ApiClient, ApiResult } from './api-client.js';
import type { ChallengeRunner } from './challenge-runner.js';
import type { IntentKind } from './intent-outcome.js';
import { type LocaleModuleImporter, loaderTexts } from './shopper-messages.js';

export interface ActionContext {
  api: ApiClient;
  challenges?: ChallengeRunner | undefined;
  /** The locale the challenge page is shown in (the group's or the instance's option). */
  locale?: string | undefined;
  /** How often a QR code's intent is read while the shopper pays in their app (ms). */
  pollMs?: number;
  /** Loads a locale's texts by URL (replaced in unit tests, which have no provider). */
  importLocale?: LocaleModuleImporter | undefined;
}

/** The 3-D Secure challenge an intent waits on (next_action use_stripe_sdk), if any. */
export function threeDSecureChallenge(intent: JsonObject): { id: string; url: string } | null {
  const next = intent.next_action;
  if (intent.status !== 'requires_action' || !isJsonObject(next)) return null;
  const sdk: Json | undefined = next.type === 'use_stripe_sdk' ? next.use_stripe_sdk : undefined;
  if (!isJsonObject(sdk) || sdk.type !== 'three_d_secure_redirect') return null;
  const { source, stripe_js: url } = sdk;
  return typeof source === 'string' && typeof url === 'string' ? { id: source, url } : null;
}

/**
 * Next actions Stripe.js shows in its modal without leaving the page: a QR code the shopper
 * scans in their app (the intent is read until it leaves requires_action), a voucher, or bank
 * transfer details (shown until the shopper closes them; the intent then stays requires_action).
 */
const DISPLAYED =
  /^(?:\w+_display_qr_code|\w+_handle_redirect_or_display_qr_code|\w+_display_details|display_bank_transfer_instructions)$/;

export interface DisplayedAction {
  type: string;
  data: JsonObject;
  /** The intent is read until it is paid: a QR code the shopper scans. */
  polls: boolean;
}

export function displayedAction(intent: JsonObject): DisplayedAction | null {
  const next = intent.next_action;
  if (intent.status !== 'requires_action' || !isJsonObject(next)) return null;
  const { type } = next;
  if (typeof type !== 'string' || !DISPLAYED.test(type)) return null;
  const data = next[type];
  return isJsonObject(data) ? { type, data, polls: /qr_code$/.test(type) } : null;
}

/** The display page's address: the action and what is being paid, for it to show. */
function displayUrl(
  challenges: ChallengeRunner,
  id: string,
  intent: JsonObject,
  action: DisplayedAction,
): string {
  const url = challenges.pageUrl('/frames/next-action.html');
  const shown: JsonObject = { type: action.type, [action.type]: action.data };
  for (const key of ['amount', 'currency'] as const) {
    const value = intent[key];
    if (value !== undefined) shown[key] = value;
  }
  url.searchParams.set('id', id);
  url.searchParams.set('action', JSON.stringify(shown));
  return url.toString();
}

/**
 * The intent with its redirect to one of the provider's test pages (a bank, pay-later or wallet
 * page) carrying the shopper's locale as `locale=`: the page is reached by a full-page redirect,
 * with no Stripe.js to ask, and would otherwise speak the browser's language rather than the
 * one the shopper's Elements group (or Stripe instance) was given. Without a locale, with
 * `auto`, or for a page elsewhere, the intent is left as it is (the page then takes the
 * browser's language, as Accept-Language would).
 */
export function withPageLocale(
  intent: JsonObject,
  locale: string | undefined,
  providerOrigin: string,
): JsonObject {
  const next = intent.next_action;
  if (!locale || locale === 'auto' || intent.status !== 'requires_action') return intent;
  if (!isJsonObject(next) || next.type !== 'redirect_to_url') return intent;
  const redirect = next.redirect_to_url;
  if (!isJsonObject(redirect) || typeof redirect.url !== 'string') return intent;
  let url: URL;
  try {
    url = new URL(redirect.url);
  } catch {
    return intent;
  }
  if (url.origin !== providerOrigin) return intent;
  url.searchParams.set('locale', locale);
  return {
    ...intent,
    next_action: { ...next, redirect_to_url: { ...redirect, url: url.toString() } },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the intent's next action the way Stripe.js does: a 3-D Secure challenge in the modal,
 * a QR code, voucher or transfer details in the same modal, then the intent as the provider has
 * it afterwards. Other actions (redirect_to_url, verify_with_microdeposits) are left to the
 * loader and the merchant.
 */
export async function handleIntentActions(
  ctx: ActionContext,
  kind: IntentKind,
  intent: JsonObject,
): Promise<ApiResult> {
  const path = kind === 'payment' ? 'payment_intents' : 'setup_intents';
  const reread = () =>
    ctx.api.get(`${path}/${String(intent.id)}`, { client_secret: intent.client_secret }, 2);
  const challenges = ctx.challenges;
  if (challenges === undefined) return { ok: true, status: 200, body: intent };
  const challenge = threeDSecureChallenge(intent);
  const action = challenge === null ? displayedAction(intent) : null;
  if (challenge === null && action === null) {
    const origin = challenges.pageUrl('/').origin;
    return { ok: true, status: 200, body: withPageLocale(intent, ctx.locale, origin) };
  }
  // The modal's name for assistive technology, in the shopper's locale as the page inside it.
  const texts = await loaderTexts(ctx.locale, ctx.importLocale);
  if (challenge !== null) {
    await challenges.run(challenge.id, challenge.url, ctx.locale, {
      title: texts['modal.threeDSecure'] ?? MODAL_NAMES_EN['modal.threeDSecure'],
    });
    return reread();
  }
  if (action === null) return { ok: true, status: 200, body: intent };
  const id = `na_${String(intent.id)}`;
  const shown = challenges.run(id, displayUrl(challenges, id, intent, action), ctx.locale, {
    title: texts['modal.paymentInstructions'] ?? MODAL_NAMES_EN['modal.paymentInstructions'],
    display: true,
  });
  if (action.polls) void pollUntilPaid(ctx, challenges, id, reread);
  await shown;
  return reread();
}

/** Reads the intent while its QR code shows; once it leaves requires_action, closes the modal. */
async function pollUntilPaid(
  ctx: ActionContext,
  challenges: ChallengeRunner,
  id: string,
  reread: () => Promise<ApiResult>,
): Promise<void> {
  while (challenges.isOpen(id)) {
    await sleep(ctx.pollMs ?? 1000);
    if (!challenges.isOpen(id)) return;
    const read = await reread();
    if (read.ok && read.body.status !== 'requires_action') challenges.complete(id, 'succeeded');
  }
}
