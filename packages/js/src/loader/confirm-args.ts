import { CLIENT_SECRET_FORM, parseClientSecret } from '@kassa/core';
import type { ConfirmRequest, FrameRef, PaymentMethodRequest } from '@kassa/protocol';
import { LOADER_MESSAGES } from '../messages.js';
import { Element } from './element.js';
import type { ElementsGroup } from './elements-group.js';
import {
  expectObject,
  IntegrationError,
  invalidArgument,
  isPlainObject,
} from './integration-error.js';
import { toJson } from './json.js';

export type IntentKind = 'payment' | 'setup';

/** Finds the group an element or group argument belongs to, among this instance's groups. */
export interface GroupLookup {
  groupOf(value: unknown): ElementsGroup | null;
  /** True for a group or element made by another instance. */
  isForeign(value: unknown): boolean;
}

export function checkClientSecret(method: string, kind: IntentKind, value: unknown): string {
  const secret = parseClientSecret(value);
  const expected = kind === 'payment' ? 'payment_intent' : 'setup_intent';
  if (secret === null || secret.type !== expected) {
    const what = kind === 'payment' ? 'a PaymentIntent' : 'a SetupIntent';
    throw invalidArgument(
      method,
      'clientSecret',
      `${what} client secret of the form ${CLIENT_SECRET_FORM}`,
      value,
    );
  }
  return secret.clientSecret;
}

export function requireGroup(
  lookup: GroupLookup,
  method: string,
  param: string,
  value: unknown,
): ElementsGroup {
  const group = lookup.groupOf(value);
  if (group !== null) return group;
  if (lookup.isForeign(value))
    throw new IntegrationError(LOADER_MESSAGES.different_stripe_instance);
  throw invalidArgument(
    method,
    param,
    'an Elements group or Element created by this Kassa instance',
    value,
  );
}

export interface ConfirmCall {
  payload: ConfirmRequest;
  redirect: 'always' | 'if_required';
  returnUrl: string | undefined;
}

/** Checks confirmPayment/confirmSetup({elements, clientSecret, confirmParams, redirect}). */
export function confirmCall(
  lookup: GroupLookup,
  method: string,
  kind: IntentKind,
  raw: unknown,
): ConfirmCall {
  const options = expectObject(method, 'options', raw);
  const redirect = options.redirect ?? 'always';
  if (redirect !== 'always' && redirect !== 'if_required') {
    throw invalidArgument(method, 'redirect', "'always' or 'if_required'", options.redirect);
  }
  const params = expectObject(method, 'confirmParams', options.confirmParams, true);
  const returnUrl = params.return_url;
  if (returnUrl !== undefined && !isAbsoluteUrl(returnUrl)) {
    throw invalidArgument(method, 'confirmParams.return_url', 'an absolute URL', returnUrl);
  }
  if (redirect === 'always' && returnUrl === undefined) {
    throw invalidArgument(
      method,
      'confirmParams.return_url',
      "set unless redirect is 'if_required'",
      returnUrl,
    );
  }
  const payload: ConfirmRequest = { params: toJson(params, method) };
  if (options.elements !== undefined) {
    payload.groupId = requireGroup(lookup, method, 'elements', options.elements).id;
  }
  if (options.clientSecret !== undefined) {
    payload.clientSecret = checkClientSecret(method, kind, options.clientSecret);
  }
  if (options.elements === undefined && options.clientSecret === undefined) {
    throw invalidArgument(method, 'elements', 'an Elements group (or a clientSecret)', undefined);
  }
  return { payload, redirect, returnUrl: returnUrl as string | undefined };
}

/** Checks confirmCardPayment/confirmCardSetup(clientSecret, {payment_method, ...}). */
export function confirmCardCall(
  lookup: GroupLookup,
  method: string,
  kind: IntentKind,
  clientSecret: unknown,
  rawData: unknown,
): ConfirmRequest {
  const payload: ConfirmRequest = {
    clientSecret: checkClientSecret(method, kind, clientSecret),
    params: {},
  };
  const data = { ...expectObject(method, 'data', rawData, true) };
  const paymentMethod = data.payment_method;
  if (isPlainObject(paymentMethod)) {
    const { card, ...details } = paymentMethod;
    Object.assign(payload, cardElement(lookup, method, card));
    data.payment_method_data = { ...details, type: 'card' };
    delete data.payment_method;
  } else if (paymentMethod !== undefined && typeof paymentMethod !== 'string') {
    throw invalidArgument(
      method,
      'payment_method',
      'a PaymentMethod id or {card: element}',
      paymentMethod,
    );
  }
  payload.params = toJson(data, method);
  return payload;
}

/**
 * Resolves an element argument (a card, or a bank element in `payment_method`) to its group and
 * mounted frame.
 */
export function cardElement(
  lookup: GroupLookup,
  method: string,
  card: unknown,
  param = 'card',
): FrameRef {
  if (isPlainObject(card) && 'token' in card)
    throw new IntegrationError(LOADER_MESSAGES.card_details_with_token);
  const group = requireGroup(lookup, method, param, card);
  const element = card as Element<'card'>;
  if (!(element instanceof Element) || element.frameId === null) {
    throw new IntegrationError(LOADER_MESSAGES.element_not_mounted);
  }
  return { groupId: group.id, frameId: element.frameId };
}

/** Checks createPaymentMethod({elements}|{element}|{type:'card', card}). */
export function paymentMethodCall(lookup: GroupLookup, raw: unknown): PaymentMethodRequest {
  const method = 'stripe.createPaymentMethod';
  const options = expectObject(method, 'options', raw);
  const params = () => toJson(expectObject(method, 'params', options.params, true), method);
  if (options.elements !== undefined) {
    return {
      groupId: requireGroup(lookup, method, 'elements', options.elements).id,
      params: params(),
    };
  }
  if (options.element !== undefined) {
    return { ...cardElement(lookup, method, options.element), params: params() };
  }
  if (options.type === 'card') {
    const { card, ...rest } = options;
    return { ...cardElement(lookup, method, card), params: toJson(rest, method) };
  }
  throw invalidArgument(method, 'options', "{elements}, {element} or {type: 'card', card}", raw);
}

export function isAbsoluteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return new URL(value).protocol.startsWith('http');
  } catch {
    return false;
  }
}
