import {
  asObject,
  buildFrameUrl,
  PROTOCOL_VERSION,
  type SheetToLoader,
  type SheetWallet,
  WALLET_SHEET_PAGE,
  type WalletPaymentRequest,
} from '@kassa/protocol';
import { ChallengeModal } from './challenge-modal.js';
import { Emitter } from './emitter.js';
import { FRAMES_VERSION } from './frame-versions.js';
import { expectObject, IntegrationError, invalidArgument } from './integration-error.js';
import type { MessageRouter } from './message-router.js';
import { randomId } from './random-id.js';

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

/** What a PaymentRequest needs from its Stripe instance. */
export interface PaymentRequestHost {
  window: Window;
  providerOrigin: string;
  /** A pk_test_ key: only test mode has a wallet (the simulated sheet). */
  testMode: boolean;
  router: MessageRouter;
  call(action: 'wallet-payment', payload: WalletPaymentRequest): Promise<Record<string, unknown>>;
}

type Json = Record<string, unknown>;
const COMPLETE_STATUSES = [
  'success',
  'fail',
  'invalid_payer_name',
  'invalid_payer_phone',
  'invalid_payer_email',
  'invalid_shipping_address',
];
/** The sheet's frame: a phone-sized sheet, never wider or taller than the page. */
const SHEET_BOX = [440, 680] as const;

/**
 * Stripe.js's PaymentRequest: a wallet payment described by its amount, items and what the
 * sheet collects. In test mode the wallet is Kassa's simulated Apple Pay (or Google Pay when
 * Apple Pay is disabled) sheet, a provider-origin page in a modal: the shopper picks a test
 * card, gives contact and shipping details and pays; the merchant's handlers answer shipping
 * changes with updateWith() and the payment with complete(), each within 30 seconds (the sheet
 * keeps the time). Without a pk_test_ key no wallet is reachable and canMakePayment() resolves
 * null, as Stripe.js does in a browser without one.
 */
export class PaymentRequest {
  readonly #emitter = new Emitter('paymentRequest', EVENTS);
  readonly #host: PaymentRequestHost;
  #options: Options;
  /** undefined until canMakePayment() is called; then the wallet the sheet shows, or null. */
  #wallet: SheetWallet | null | undefined;
  #modal: ChallengeModal | null = null;
  #sheetId = '';

  constructor(host: PaymentRequestHost, options: unknown) {
    this.#host = host;
    this.#options = checkPaymentRequestOptions('stripe.paymentRequest', options, false);
  }

  /** The wallet canMakePayment() found: undefined before it was asked, null for none. */
  get wallet(): SheetWallet | null | undefined {
    return this.#wallet;
  }

  canMakePayment(): Promise<Record<string, boolean> | null> {
    const { wallets, disableWallets } = this.#options as {
      wallets?: string[];
      disableWallets?: string[];
    };
    const allowed = (name: string) =>
      !disableWallets?.includes(name) && (wallets?.includes(name) ?? true);
    this.#wallet = !this.#host.testMode
      ? null
      : allowed('applePay')
        ? 'apple_pay'
        : allowed('googlePay')
          ? 'google_pay'
          : null;
    const wallet = this.#wallet;
    return Promise.resolve(
      wallet === null
        ? null
        : { applePay: wallet === 'apple_pay', googlePay: wallet === 'google_pay', link: false },
    );
  }

  show(): void {
    if (this.#wallet === undefined) {
      throw new IntegrationError(
        "You must first check the Payment Request API's availability using paymentRequest.canMakePayment() before calling show().",
      );
    }
    if (this.#wallet === null) {
      throw new IntegrationError('No wallet to show: canMakePayment() resolved null.');
    }
    if (this.#modal !== null) return;
    const host = this.#host;
    const id = randomId('ks_');
    const modal = new ChallengeModal(
      host.window,
      host.providerOrigin,
      () => this.#cancel(),
      'Wallet',
      SHEET_BOX,
    );
    const url = buildFrameUrl(
      host.providerOrigin,
      WALLET_SHEET_PAGE,
      id,
      { origin: host.window.location.origin },
      FRAMES_VERSION,
    );
    this.#modal = modal;
    this.#sheetId = id;
    modal.open(id, url);
    host.router.setSheet({
      frameWindow: modal.frameWindow,
      receive: (message) => this.#receive(message),
    });
  }

  update(options: unknown): void {
    if (this.#modal !== null) {
      throw new IntegrationError(
        'You cannot update Payment Request options while the payment sheet is showing.',
      );
    }
    this.#merge(checkPaymentRequestOptions('paymentRequest.update', options, true));
  }

  isShowing(): boolean {
    return this.#modal !== null;
  }

  /** Closes the sheet, which the merchant hears as `cancel`; with none open, does nothing. */
  abort(): void {
    if (this.#modal !== null) this.#cancel();
  }

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

  #merge(options: Options): void {
    this.#options = { ...this.#options, ...options };
  }

  #close(): void {
    this.#modal?.close();
    this.#modal = null;
    this.#host.router.setSheet(null);
  }

  #cancel(): void {
    this.#close();
    this.#emitter.emit('cancel', {});
  }

  #post(message: Json): void {
    this.#modal?.frameWindow?.postMessage(
      { kassa: PROTOCOL_VERSION, sheetId: this.#sheetId, ...message },
      this.#host.providerOrigin,
    );
  }

  #answer(eventId: string, answer: Json): void {
    this.#post({ type: 'sheet-answer', eventId, answer });
  }

  #receive(message: SheetToLoader): void {
    if (message.sheetId !== this.#sheetId) return;
    if (message.type === 'sheet-load') {
      this.#post({ type: 'sheet-init', wallet: this.#wallet, request: this.#options });
      return;
    }
    const { event, eventId } = message;
    const payload = asObject(message.payload);
    if (event === 'cancel') this.#cancel();
    else if (event === 'pay') void this.#pay(eventId, payload);
    else if (!this.#emitter.has(event)) this.#answer(eventId, { status: 'success' });
    else {
      this.#emitter.emit(event, {
        ...payload,
        updateWith: this.#once((details: unknown) => {
          const { status, ...rest } = expectObject('updateWith', 'details', details);
          if (!['success', 'fail', 'invalid_shipping_address'].includes(status as string)) {
            fail('updateWith', 'status', 'one of success, fail, invalid_shipping_address', status);
          }
          const checked = checkPaymentRequestOptions('updateWith', rest, true);
          this.#merge(checked);
          this.#answer(eventId, { ...checked, status });
        }),
      });
    }
  }

  /** A callback the merchant may call once; later calls are ignored, as Stripe.js's are. */
  #once<A>(callback: (arg: A) => void): (arg: A) => void {
    let called = false;
    return (arg) => {
      if (called) return;
      callback(arg);
      called = true;
    };
  }

  async #pay(eventId: string, payload: Json): Promise<void> {
    const listens = (name: string) => this.#emitter.has(name);
    const { card, billingDetails, ...response } = payload;
    const result =
      listens('paymentmethod') || listens('token')
        ? await this.#host.call('wallet-payment', {
            wallet: this.#wallet as SheetWallet,
            card: card as string,
            billingDetails: asObject(billingDetails as never),
            paymentMethod: listens('paymentmethod'),
            token: listens('token'),
          })
        : { error: { message: 'No paymentmethod or token handler listens for the payment.' } };
    const error = result.error as { message?: string } | undefined;
    if (error !== undefined) {
      this.#answer(eventId, { status: 'fail', message: error.message ?? null });
      return;
    }
    const complete = this.#once((status: unknown) => {
      if (!COMPLETE_STATUSES.includes(status as string)) {
        fail('complete', 'status', `one of ${COMPLETE_STATUSES.join(', ')}`, status);
      }
      this.#answer(eventId, { status: status as string });
      if (status === 'success') this.#close();
    });
    const base = {
      ...response,
      walletName: this.#wallet === 'apple_pay' ? 'applePay' : 'googlePay',
      methodName:
        this.#wallet === 'apple_pay' ? 'https://apple.com/apple-pay' : 'https://google.com/pay',
      complete,
    };
    if (result.token) this.#emitter.emit('token', { ...base, token: result.token });
    if (result.paymentMethod)
      this.#emitter.emit('paymentmethod', { ...base, paymentMethod: result.paymentMethod });
  }
}
