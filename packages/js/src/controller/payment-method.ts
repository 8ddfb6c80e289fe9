import { integrationError, type JsonObject } from '@kassa/protocol';
import { MESSAGES } from './catalogue.js';
import { type ConfirmContext, collectDetails, paymentFrames } from './confirm.js';
import type { GroupState } from './group-state.js';
import { walletPaymentMethod } from './link-wallet.js';
import { misplacedCardData } from './misplaced-card-data.js';
import { deepMerge, errorResult } from './payload.js';
import { readCollected, sessionSavedMethod } from './saved-method.js';
import { runValidationGate } from './validation-gate.js';

export interface CreatePaymentMethodInput {
  group: GroupState;
  /** Set for createPaymentMethod({type:'card', card: element}); absent for {elements}. */
  frameId: string | undefined;
  params: JsonObject;
}

const SUBMIT_FIRST =
  'elements.submit() must be called before stripe.createPaymentMethod(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.';
const MANUAL_CREATION =
  "stripe.createPaymentMethod() with the Payment Element requires the Elements group to be created with paymentMethodCreation: 'manual'.";

const SAVED_METHOD_GONE =
  'The saved payment method chosen in the Payment Element is no longer in the customer session.';

/**
 * createPaymentMethod from an elements group (after elements.submit()) or from a
 * card element; the details go from the frames to the API without touching the merchant page.
 */
export async function createPaymentMethod(
  ctx: ConfirmContext,
  input: CreatePaymentMethodInput,
): Promise<JsonObject> {
  const { group, frameId, params } = input;
  const frames = paymentFrames(ctx.registry, group.id, frameId);
  if (frames.length === 0) throw integrationError(MESSAGES.elementsNotMounted);
  if (frameId === undefined) {
    const usesPaymentElement = frames.some((frame) => frame.elementType === 'payment');
    if (usesPaymentElement && group.options.paymentMethodCreation !== 'manual') {
      throw integrationError(MANUAL_CREATION);
    }
    if (!group.recentlyValidated) throw integrationError(SUBMIT_FIRST);
  } else {
    const gate = await runValidationGate(ctx.registry, frames);
    if (gate.error !== null) return errorResult(gate.error);
  }
  const choice = readCollected(await collectDetails(ctx.registry, frames), group);
  if (choice.savedId !== null) return savedPaymentMethod(group, choice.savedId);
  if (choice.walletCard !== null) {
    // A wallet card: shared into a PaymentMethod of this merchant; no card data here.
    const shared = await walletPaymentMethod(group, choice.walletCard, choice.walletCvc);
    if (!shared.ok) return errorResult(shared.error);
    group.recentPaymentMethod = { id: shared.value.id as string, frameId: null };
    return { paymentMethod: shared.value };
  }
  const extra: JsonObject = { ...params };
  delete extra.type;
  const body = deepMerge(choice.data, extra);
  const misplaced = misplacedCardData(body);
  if (misplaced !== null) return errorResult(misplaced);
  const result = await ctx.api.post('payment_methods', body);
  if (!result.ok) return errorResult(result.error);
  const id = result.body.id;
  if (typeof id === 'string')
    group.recentPaymentMethod = { id, frameId: frames[0]?.frameId ?? null };
  return { paymentMethod: result.body };
}

/**
 * A saved card chosen in the Payment Element already is a payment method: the answer is the
 * one the customer session listed (the publishable key may not read a customer's methods).
 */
function savedPaymentMethod(group: GroupState, id: string): JsonObject {
  const method = sessionSavedMethod(group, id);
  if (method === null) throw integrationError(SAVED_METHOD_GONE);
  group.recentPaymentMethod = { id, frameId: null };
  return { paymentMethod: method };
}
