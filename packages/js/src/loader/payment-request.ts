import { Emitter } from './emitter.js';
import { expectObject, IntegrationError, invalidArgument } from './integration-error.js';

const EVENTS = [
  'token',
  'paymentmethod',
  'source',
  'cancel',
  'shippingaddresschange',
  'shippingoptionchange',
];
const WALLETS = ['applePay', 'googlePay', 'link', 'browserCard'];
/** What update() may change; creation also takes the rest of the keys checked below. */
const UPDATABLE = ['currency', 'total', 'displayItems', 'shippingOptions', 'applePay'];

type Options = Record<string, unknown>;

function fail(method: string, param: string, expected: string, value: unknown): never {
  throw invalidArgument(method, param, expected, value);
}

function checkString(method: string, param: string, value: unknown): void {
  if (typeof value !== 'string') fail(method, param, 'a string', value);
}

/** A PaymentItem ({label, amount, pending?}); display items may be negative (a discount). */
function checkItem(method: string, param: string, value: unknown, signed: boolean): void {
  const item = expectObject(method, param, value);
  checkString(method, `${param}.label`, item.label);
  const amount = item.amount;
  if (!Number.isSafeInteger(amount) || (!signed && (amount as number) < 0)) {
    fail(method, `${param}.amount`, signed ? 'an integer' : 'a non-negative integer', amount);
  }
  if (item.pending !== undefined && typeof item.pending !== 'boolean') {
    fail(method, `${param}.pending`, 'a boolean', item.pending);
  }
}

function checkList(
  method: string,
  param: string,
  value: unknown,
  each: (v: unknown, p: string) => void,
): void {
  if (!Array.isArray(value)) fail(method, param, 'an array', value);
  for (const [index, entry] of value.entries()) each(entry, `${param}[${index}]`);
}

/**
 * Checks the options of paymentRequest() (all keys) or update() (UPDATABLE only) the way
 * Stripe.js does, throwing an IntegrationError naming the first bad parameter; answers the
 * options with the currency in lower case.
 */
export function checkPaymentRequestOptions(method: string, raw: unknown, update: boolean): Options {
  const options = expectObject(method, 'options', raw);
  for (const key of Object.keys(options)) {
    if (update && !UPDATABLE.includes(key)) {
      throw new IntegrationError(`Invalid value for ${method}(): \`${key}\` cannot be updated.`);
    }
  }
  const { country, currency, total } = options;
  if (!update || country !== undefined) {
    if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) {
      fail(method, 'country', 'a two-letter country code in upper case', country);
    }
  }
  if (!update || currency !== undefined) {
    if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) {
      fail(method, 'currency', 'a three-letter currency code', currency);
    }
  }
  if (!update || total !== undefined) checkItem(method, 'total', total, false);
  if (options.displayItems !== undefined) {
    checkList(method, 'displayItems', options.displayItems, (v, p) =>
      checkItem(method, p, v, true),
    );
  }
  if (options.shippingOptions !== undefined) {
    checkList(method, 'shippingOptions', options.shippingOptions, (v, p) => {
      const option = expectObject(method, p, v);
      for (const key of ['id', 'label', 'detail']) checkString(method, `${p}.${key}`, option[key]);
      if (!Number.isSafeInteger(option.amount))
        fail(method, `${p}.amount`, 'an integer', option.amount);
    });
  }
  for (const key of [
    'requestPayerName',
    'requestPayerEmail',
    'requestPayerPhone',
    'requestShipping',
  ]) {
    if (options[key] !== undefined && typeof options[key] !== 'boolean') {
      fail(method, key, 'a boolean', options[key]);
    }
  }
  for (const key of ['disableWallets', 'wallets']) {
    if (options[key] !== undefined) {
      checkList(method, key, options[key], (v, p) => {
        if (!WALLETS.includes(v as string)) fail(method, p, `one of ${WALLETS.join(', ')}`, v);
      });
    }
  }
  if (options.applePay !== undefined) expectObject(method, 'applePay', options.applePay);
  if (options.onBehalfOf !== undefined) checkString(method, 'onBehalfOf', options.onBehalfOf);
  return typeof currency === 'string' ? { ...options, currency: currency.toLowerCase() } : options;
}

/**
 * Stripe.js's PaymentRequest: a wallet payment (Apple Pay, Google Pay, Link) described by its
 * amount, items and what the sheet collects. Kassa shows no wallet sheet yet, so
 * canMakePayment() resolves null, as Stripe.js does in a browser without an enabled wallet,
 * and a page that only asks it keeps working; show() refuses, as with no wallet to show.
 */
export class PaymentRequest {
  readonly #emitter = new Emitter('paymentRequest', EVENTS);
  #options: Options;
  #checked = false;

  constructor(options: unknown) {
    this.#options = checkPaymentRequestOptions('stripe.paymentRequest', options, false);
  }

  canMakePayment(): Promise<Record<string, boolean> | null> {
    this.#checked = true;
    return Promise.resolve(null);
  }

  show(): void {
    if (!this.#checked) {
      throw new IntegrationError(
        "You must first check the Payment Request API's availability using paymentRequest.canMakePayment() before calling show().",
      );
    }
    throw new IntegrationError(
      'paymentRequest.show() has no wallet to show: canMakePayment() resolved null in this browser.',
    );
  }

  update(options: unknown): void {
    this.#options = {
      ...this.#options,
      ...checkPaymentRequestOptions('paymentRequest.update', options, true),
    };
  }

  /** No sheet is ever open (see show()). */
  isShowing(): boolean {
    return false;
  }

  /** Closes an open sheet; with none open there is nothing to close, as in Stripe.js. */
  abort(): void {}

  on(eventType: unknown, handler: unknown): this {
    this.#emitter.on(eventType, handler);
    return this;
  }

  once(eventType: unknown, handler: unknown): this {
    this.#emitter.once(eventType, handler);
    return this;
  }

  off(eventType: unknown, handler?: unknown): this {
    this.#emitter.off(eventType, handler);
    return this;
  }
}
