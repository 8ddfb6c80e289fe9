import type { ConfirmationTokenRequest, SourceRequest, TokenRequest } from '@kassa/protocol';
import { cardElement, type GroupLookup, requireGroup } from './confirm-args.js';
import { Element } from './element.js';
import { expectObject, invalidArgument } from './integration-error.js';
import { toJson } from './json.js';

const DATA_TYPES = ['pii', 'bank_account', 'account', 'person'];

/** Checks createConfirmationToken({elements, params}). */
export function confirmationTokenCall(lookup: GroupLookup, raw: unknown): ConfirmationTokenRequest {
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
 * data's values before anything is sent.
 */
export function tokenCall(lookup: GroupLookup, type: unknown, data: unknown): TokenRequest {
  const method = 'stripe.createToken';
  if (type === 'cvc_update') {
    return { tokenType: type, ...cardElement(lookup, method, data) };
  }
  if (type instanceof Element) {
    return {
      tokenType: 'card',
      ...cardElement(lookup, method, type),
      data: toJson(expectObject(method, 'data', data, true), method),
    };
  }
  if (typeof type !== 'string' || !DATA_TYPES.includes(type)) {
    throw invalidArgument(
      method,
      'tokenType',
      "a card Element or one of 'cvc_update', 'pii', 'bank_account', 'account', 'person'",
      type,
    );
  }
  return { tokenType: type, data: toJson(expectObject(method, 'data', data), method) };
}

/**
 * Checks createSource(cardElement, sourceData?), createSource(sourceData) and
 * retrieveSource(source); the controller checks the data's fields.
 */
export function sourceCall(
  lookup: GroupLookup,
  method: string,
  source: unknown,
  data?: unknown,
): SourceRequest {
  if (source instanceof Element) {
    const json = toJson(expectObject(method, 'sourceData', data, true), method);
    return { ...cardElement(lookup, method, source), data: json };
  }
  return { data: toJson(expectObject(method, 'sourceData', source), method) };
}
