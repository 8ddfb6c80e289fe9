import type { ControllerRequests, SheetWallet } from '@kassa/protocol';
import { Emitter } from './emitter.js';
import { expectObject, IntegrationError, invalidArgument } from './integration-error.js';
import { loadPaymentSheet } from './lazy-chunks.js';
import type { MessageRouter } from './message-router.js';
import type * as PaymentSheet from './payment-sheet.js';
import type { WalletSheet } from './payment-sheet.js';
import { applePayProblem } from './wallet-request.js';

const EVENTS = [
  'token',
  'paymentmethod',
  'source',
  'cancel',
  'shippingaddresschange',
  'shippingoptionchange',
];
const WALLETS = ['applePay', 'googlePay', 'link', 'browserCard'];
/** The wallets the test sheet simulates, in the order canMakePayment() prefers them. */
const SHEET_WALLETS: readonly (readonly [SheetWallet, string])[] = [
  ['apple_pay', 'applePay'],
  ['google_pay', 'googlePay'],
];
/** What update() may change; creation also takes the rest of the keys checked below. */
const UPDATABLE = ['currency', 'total', 'displayItems', 'shippingOptions', 'applePay'];

type Options = Record<string, unknown>;

function checkString(method: string, param: string, value: unknown): void {
  if (typeof value !== 'string') throw invalidArgument(method, param, 'a string', value);
}

/** A PaymentItem ({label, amount, pending?}); display items may be negative (a discount). */
function checkItem(method: string, param: string, value: unknown, signed: boolean): void {
  const item = expectObject(method, param, value);
  checkString(method, `${param}.label`, item.label);
  const amount = item.amount;
  if (!Number.isSafeInteger(amount) || (!signed && (amount as number) < 0)) {
    throw invalidArgument(
      method,
      `${param}.amount`,
      signed ? 'an integer' : 'a non-negative integer',
      amount,
    );
  }
  if (item.pending !== undefined && typeof item.pending !== 'boolean') {
    throw invalidArgument(method, `${param}.pending`, 'a boolean', item.pending);
  }
}

function checkList(
  method: string,
  param: string,
  value: unknown,
  each: (v: unknown, p: string) => void,
): void {
  if (!Array.isArray(value)) throw invalidArgument(method, param, 'an array', value);
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
      throw invalidArgument(method, 'country', 'a two-letter country code in upper case', country);
    }
  }
  if (!update || currency !== undefined) {
    if (typeof currency !== 'string' || !/^[a-z]{3}$/i.test(currency)) {
      throw invalidArgument(method, 'currency', 'a three-letter currency code', currency);
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
        throw invalidArgument(method, `${p}.amount`, 'an integer', option.amount);
    });
  }
  for (const key of [
    'requestPayerName',
    'requestPayerEmail',
    'requestPayerPhone',
    'requestShipping',
  ]) {
    if (options[key] !== undefined && typeof options[key] !== 'boolean') {
      throw invalidArgument(method, key, 'a boolean', options[key]);
    }
  }
  for (const key of ['disableWallets', 'wallets']) {
    if (options[key] !== undefined) {
      checkList(method, key, options[key], (v, p) => {
        if (!WALLETS.includes(v as string))
          throw invalidArgument(method, p, `one of ${WALLETS.join(', ')}`, v);
      });
    }
  }
  if (options.applePay !== undefined) {
    const problem = applePayProblem(options.applePay);
    if (problem !== null) throw invalidArgument(method, ...problem);
  }
  if (options.onBehalfOf !== undefined) checkString(method, 'onBehalfOf', options.onBehalfOf);
  return typeof currency === 'string' ? { ...options, currency: currency.toLowerCase() } : options;
}

/** What a PaymentRequest needs from its Stripe instance. */
export interface PaymentRequestHost {
  window: Window;
  providerOrigin: string;
  /** A pk_test_ key: only test mode has a wallet (the simulated sheet). */
  testMode: boolean;
  /** `Stripe(pk, {locale})`: the sheet's language unless show() is given an element group's. */
  locale?: string | undefined;
  router: MessageRouter;
  call<A extends 'wallet-payment' | 'wallet-domains'>(
    action: A,
    payload: ControllerRequests[A]['payload'],
  ): Promise<Record<string, unknown>>;
}

/**
 * Stripe.js's PaymentRequest: a wallet payment described by its amount, items and what the
 * sheet collects. In test mode the wallet is Kassa's simulated Apple Pay (or Google Pay when
 * Apple Pay is disabled) sheet, a provider-origin page in a modal: the shopper picks a test
 * card, gives contact and shipping details and pays; the merchant's handlers answer shipping
 * changes with updateWith() and the payment with complete(), each within 30 seconds (the sheet
 * keeps the time). Without a pk_test_ key no wallet is reachable and canMakePayment() resolves
 * null, as Stripe.js does in a browser without one. A wallet whose payment method domain is not
 * registered for the page's host (localhost is exempt in test mode) is not offered either.
 */
export class PaymentRequest {
  readonly #emitter = new Emitter('paymentRequest', EVENTS);
  readonly #host: PaymentRequestHost;
  #options: Options;
  /** undefined until canMakePayment() is called; then the wallet the sheet shows, or null. */
  #wallet: SheetWallet | null | undefined;
  /** The sheet's code (payment-sheet.ts), once canMakePayment() has loaded it. */
  #sheetModule: typeof PaymentSheet | undefined;
  /** The sheet on screen; true while show() waits for the sheet's code. */
  #sheet: WalletSheet | true | null = null;
  /** The language of the sheet show() opens (the instance's, or the showing element group's). */
  #locale: string | undefined;

  constructor(host: PaymentRequestHost, options: unknown) {
    this.#host = host;
    this.#options = checkPaymentRequestOptions('stripe.paymentRequest', options, false);
  }

  /** The wallet canMakePayment() found: undefined before it was asked, null for none. */
  get wallet(): SheetWallet | null | undefined {
    return this.#wallet;
  }

  canMakePayment(): Promise<Record<string, boolean> | null> {
    const { wallets, disableWallets, currency } = this.#options as {
      wallets?: string[];
      disableWallets?: string[];
      currency: string;
    };
    const allowed = (name: string) =>
      !disableWallets?.includes(name) && (wallets?.includes(name) ?? true);
    const wanted: SheetWallet[] = !this.#host.testMode
      ? []
      : SHEET_WALLETS.filter(([, name]) => allowed(name)).map(([wallet]) => wallet);
    // Until the domains answer, the wallet is the first the options allow: a show() in the
    // meantime opens the sheet once both the domains and the sheet's code have arrived.
    this.#wallet = wanted[0] ?? null;
    if (this.#wallet === null) return Promise.resolve(null);
    // The sheet's code is fetched now, so show() (in the shopper's click) opens it at once.
    // A lookup that fails leaves Apple Pay unavailable and the others available (spec 000 §8).
    const domains = this.#host.call('wallet-domains', { currency }).then(
      (answer) =>
        answer.error !== undefined
          ? ['apple_pay']
          : Array.isArray(answer.unverified)
            ? (answer.unverified as string[])
            : [],
      () => ['apple_pay'],
    );
    return Promise.all([loadPaymentSheet(this.#host.providerOrigin), domains]).then(
      ([module, unverified]) => {
        // A wallet whose domain is not registered (and verified) for it is no wallet here.
        const wallet = wanted.find((name) => !unverified.includes(name)) ?? null;
        this.#wallet = wallet;
        if (wallet === null) return this.#unavailable();
        this.#sheetModule = module;
        if (this.#sheet === true) this.#open(module);
        return {
          applePay: wallet === 'apple_pay',
          googlePay: wallet === 'google_pay',
          link: false,
        };
      },
      // A sheet that cannot load is no wallet: the page offers none.
      () => this.#unavailable(),
    );
  }

  /**
   * canMakePayment() found no wallet after all: a show() waiting for it ends as a sheet the
   * shopper closed would, so the merchant hears `cancel`.
   */
  #unavailable(): null {
    this.#wallet = null;
    if (this.#sheet === true) {
      this.#sheet = null;
      this.#emitter.emit('cancel', {});
    }
    return null;
  }

  /**
   * Opens the sheet. `locale` is Kassa's own, for its elements (the Payment Request Button, the
   * Express Checkout Element): their group's locale; a merchant's call leaves the instance's.
   */
  show(locale?: string): void {
    if (this.#wallet === undefined) {
      throw new IntegrationError(
        "You must first check the Payment Request API's availability using paymentRequest.canMakePayment() before calling show().",
      );
    }
    if (this.#wallet === null) {
      throw new IntegrationError('No wallet to show: canMakePayment() resolved null.');
    }
    if (this.#sheet !== null) return;
    this.#locale = locale ?? this.#host.locale;
    // Called before canMakePayment() settled: the sheet opens when its code arrives.
    if (this.#sheetModule === undefined) this.#sheet = true;
    else this.#open(this.#sheetModule);
  }

  #open(module: typeof PaymentSheet): void {
    this.#sheet = null;
    const sheet = new module.WalletSheet({
      host: this.#host,
      emitter: this.#emitter,
      wallet: this.#wallet as SheetWallet,
      locale: this.#locale,
      options: () => this.#options,
      check: (method, raw) => checkPaymentRequestOptions(method, raw, true),
      merge: (options) => {
        this.#options = { ...this.#options, ...options };
      },
      closed: () => {
        if (this.#sheet === sheet) this.#sheet = null;
      },
    });
    this.#sheet = sheet;
  }

  update(options: unknown): void {
    if (this.#sheet !== null) {
      throw new IntegrationError(
        'You cannot update Payment Request options while the payment sheet is showing.',
      );
    }
    const checked = checkPaymentRequestOptions('paymentRequest.update', options, true);
    this.#options = { ...this.#options, ...checked };
  }

  isShowing(): boolean {
    return this.#sheet !== null;
  }

  /** Closes the sheet, which the merchant hears as `cancel`; with none open, does nothing. */
  abort(): void {
    const sheet = this.#sheet;
    if (sheet === true) {
      this.#sheet = null;
      this.#emitter.emit('cancel', {});
    } else sheet?.cancel();
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
}
