import type { Json } from '@kassa/protocol';
import { cardElement, type GroupLookup, requireGroup } from './confirm-args.js';
import { Element } from './element.js';
import { expectObject, invalidArgument } from './integration-error.js';
import { toJson } from './json.js';

const DATA_TYPES = ['pii', 'bank_account', 'account', 'person'];

/** Checks createConfirmationToken({elements, params}). */
export function confirmationTokenCall(lookup: GroupLookup, raw: unknown): Record<string, Json> {
  const method = 'stripe.createConfirmationToken';
  const options = expectObject(method, 'options', raw);
  return {
    groupId: requireGroup(lookup, method, 'elements', options.elements).id,
    params: toJson(expectObject(method, 'params', options.params, true), method),
  };
}

/**
 * Checks createToken(cardElement, data?), createToken('cvc_update', cardCvcElement) and
 * createToken('pii' | 'bank_account' | 'account' | 'person', data). The controller checks the
 * data's values (spec 002 §5) before anything is sent.
 */
export function tokenCall(lookup: GroupLookup, type: unknown, data: unknown): Record<string, Json> {
  const method = 'stripe.createToken';
  const payload: Record<string, Json> = {};
  if (type instanceof Element || type === 'cvc_update') {
    payload.tokenType = type === 'cvc_update' ? type : 'card';
    cardElement(lookup, method, type === 'cvc_update' ? data : type, payload);
    if (type !== 'cvc_update')
      payload.data = toJson(expectObject(method, 'data', data, true), method);
    return payload;
  }
  if (typeof type !== 'string' || !DATA_TYPES.includes(type)) {
    throw invalidArgument(
      method,
      'tokenType',
      "a card Element or one of 'cvc_update', 'pii', 'bank_account', 'account', 'person'",
      type,
    );
  }
  payload.tokenType = type;
  payload.data = toJson(expectObject(method, 'data', data), method);
  return payload;
}
