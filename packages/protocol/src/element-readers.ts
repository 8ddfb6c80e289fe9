/**
 * What element frames read from the controller: the answers to their requests and the payloads
 * of the controller's. The controller is a sibling frame the element handed its port to itself,
 * so the readers only make sure each answer has its type; they are kept tiny, as every element
 * frame bundles them.
 */
import { asObject, isJsonObject, type WireErrorJson } from './json.js';
import type { CardMetadataRange, Json } from './messages.js';
import type { FrameRequests, ResultReaders } from './requests.js';

/** The account ranges of a `card-metadata` answer that have what matching needs. */
export function readRanges(answer: Json | undefined): CardMetadataRange[] {
  const ranges = asObject(answer).ranges;
  return Array.isArray(ranges)
    ? ranges.filter(
        (range): range is CardMetadataRange =>
          isJsonObject(range) &&
          typeof range.brand === 'string' &&
          typeof range.account_range_low === 'string' &&
          typeof range.account_range_high === 'string',
      )
    : [];
}

export const FRAME_RESULTS: ResultReaders<FrameRequests> = {
  'card-brand': () => null,
  'shipping-address': () => null,
  'card-metadata': asObject,
  'address-suggestions': asObject,
  'saved-address-change': (answer) => {
    const shipping = asObject(answer).shipping;
    return { shipping: isJsonObject(shipping) ? shipping : null };
  },
  wallet: asObject,
  'saved-method-detach': (answer) => {
    const method = asObject(answer).paymentMethod;
    return { paymentMethod: isJsonObject(method) ? method : null };
  },
};

/**
 * The `confirm-error` payload: a wire error needs a type and a message (it is shown under the
 * element's fields); anything else is refused.
 */
export function readConfirmError(payload: Json): WireErrorJson {
  const error = asObject(payload);
  if (typeof error.type !== 'string' || typeof error.message !== 'string')
    throw new Error('confirm-error expects a wire error with a type and a message');
  // Checked just above: the payload is the wire error itself, no copy needed.
  return error as WireErrorJson;
}
