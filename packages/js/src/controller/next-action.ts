import { isJsonObject, type Json, type JsonObject } from '@kassa/protocol';
import type { ApiClient, ApiResult } from './api-client.js';
import type { ChallengeRunner } from './challenge-runner.js';
import type { IntentKind } from './intent-outcome.js';

export interface ActionContext {
  api: ApiClient;
  challenges?: ChallengeRunner | undefined;
  /** The locale the challenge page is shown in (the group's or the instance's option). */
  locale?: string | undefined;
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
 * Runs the intent's next action the way Stripe.js does: a 3-D Secure challenge in the modal,
 * then the intent as the provider has it afterwards. Other actions (redirect_to_url) are left
 * to the loader, which navigates the page.
 */
export async function handleIntentActions(
  ctx: ActionContext,
  kind: IntentKind,
  intent: JsonObject,
): Promise<ApiResult> {
  const challenge = threeDSecureChallenge(intent);
  if (challenge === null || ctx.challenges === undefined) {
    return { ok: true, status: 200, body: intent };
  }
  await ctx.challenges.run(challenge.id, challenge.url, ctx.locale);
  const path = kind === 'payment' ? 'payment_intents' : 'setup_intents';
  return ctx.api.get(`${path}/${String(intent.id)}`, { client_secret: intent.client_secret }, 2);
}
