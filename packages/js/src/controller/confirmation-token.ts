import { integrationError, isJsonObject, type JsonObject } from '@kassa/protocol';
import { MESSAGES } from './catalogue.js';
import { type ConfirmContext, collectDetails, paymentFrames } from './confirm.js';
import type { GroupState } from './group-state.js';
import { shareWalletCard } from './link-wallet.js';
import { errorResult } from './payload.js';
import { applyChoice, readCollected, sessionApiKey } from './saved-method.js';

const SUBMIT_FIRST =
  'elements.submit() must be called before stripe.createConfirmationToken(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.';
const PAYMENT_ELEMENT_ONLY =
  'stripe.createConfirmationToken() needs a mounted Payment Element in the Elements group.';
const EPHEMERAL_KEY_NEEDED =
  'An ephemeral key must be provided on confirmation token creation when using with a saved payment method.';
const RAW_CARD =
  'Raw card data cannot be passed to stripe.createConfirmationToken(); collect it with the Payment Element.';

/**
 * createConfirmationToken({elements, params}): after elements.submit() passed, the
 * Payment Element's details and the merchant's params become `POST /v1/confirmation_tokens`.
 */
export async function createConfirmationToken(
  ctx: ConfirmContext,
  group: GroupState,
  params: JsonObject,
): Promise<JsonObject> {
  const extra = isJsonObject(params.payment_method_data) ? params.payment_method_data : {};
  if ('card' in extra) throw integrationError(RAW_CARD);
  const frames = paymentFrames(ctx.registry, group.id, undefined);
  if (frames.length === 0) throw integrationError(MESSAGES.elementsNotMounted);
  if (!frames.some((frame) => frame.elementType === 'payment'))
    throw integrationError(PAYMENT_ELEMENT_ONLY);
  if (!group.recentlyValidated) throw integrationError(SUBMIT_FIRST);
  const choice = readCollected(await collectDetails(ctx.registry, frames), group);
  let api = ctx.api;
  const body: JsonObject = { ...params };
  if (choice.savedId !== null) {
    // A saved method needs the customer's ephemeral key, the session's api_key.
    const key = sessionApiKey(group);
    if (key === undefined) throw integrationError(EPHEMERAL_KEY_NEEDED);
    api = api.withKey(key);
  }
  // A wallet card pays as the card PaymentMethod it is shared into (no customer's key needed).
  const shareError = await shareWalletCard(group, choice);
  if (shareError !== null) return errorResult(shareError);
  const misplaced = applyChoice(body, choice, extra, true);
  if (misplaced !== null) return errorResult(misplaced);
  // A shipping Address Element's details travel on the token, as Stripe.js sends them.
  if (choice.shipping !== null) body.shipping ??= choice.shipping;
  const result = await api.post('confirmation_tokens', body);
  if (!result.ok) return errorResult(result.error);
  return { confirmationToken: result.body };
}
