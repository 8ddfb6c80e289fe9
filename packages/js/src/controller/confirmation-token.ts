import type { Json } from '@kassa/protocol';
import { MESSAGES } from './catalogue.js';
import { type ConfirmContext, collectDetails, paymentFrames } from './confirm.js';
import type { GroupState } from './group-state.js';
import { misplacedCardData } from './misplaced-card-data.js';
import {
  deepMerge,
  errorResult,
  integrationError,
  isJsonObject,
  type JsonObject,
  readObject,
} from './payload.js';

const SUBMIT_FIRST =
  'elements.submit() must be called before stripe.createConfirmationToken(). Call elements.submit() as soon as your customer presses pay, prior to any asynchronous work.';
const PAYMENT_ELEMENT_ONLY =
  'stripe.createConfirmationToken() needs a mounted Payment Element in the Elements group.';
const RAW_CARD =
  'Raw card data cannot be passed to stripe.createConfirmationToken(); collect it with the Payment Element.';

/**
 * createConfirmationToken({elements, params}): after elements.submit() (spec 002 §5), the
 * Payment Element's details and the merchant's params become `POST /v1/confirmation_tokens`.
 */
export async function createConfirmationToken(
  ctx: ConfirmContext,
  group: GroupState,
  payload: Json,
): Promise<Json> {
  const params = readObject(payload, 'params');
  const extra = isJsonObject(params.payment_method_data) ? params.payment_method_data : {};
  if ('card' in extra) throw integrationError(RAW_CARD);
  const frames = paymentFrames(ctx.registry, group.id, undefined);
  if (frames.length === 0) throw integrationError(MESSAGES.elementsNotMounted);
  if (!frames.some((frame) => frame.elementType === 'payment'))
    throw integrationError(PAYMENT_ELEMENT_ONLY);
  if (!group.recentlyValidated) throw integrationError(SUBMIT_FIRST);
  const collected = await collectDetails(ctx.registry, frames);
  const data = deepMerge(collected, extra);
  const misplaced = misplacedCardData(data);
  if (misplaced !== null) return errorResult(misplaced);
  const body: JsonObject = { ...params, payment_method_data: data };
  const result = await ctx.api.post('confirmation_tokens', body);
  if (!result.ok) return errorResult(result.error);
  return { confirmationToken: result.body };
}
