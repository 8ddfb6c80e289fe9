import { checkoutSessionOf } from '@kassa/protocol';
import type { KassaElement, KassaElements } from '../types.js';
import { checkoutActions } from './checkout-actions.js';
import type { CheckoutHost } from './checkout-host.js';
import { type LocalState, sessionOf } from './checkout-session.js';
import { IntegrationError } from './integration-error.js';

// Elements with a Checkout Session (stripe.initCheckoutElementsSdk, and initCheckout of older
// Stripe.js): the session read and changed through the controller's `payment-page` action
// (`/v1/payment_pages/:id`), its elements one deferred-mode Elements group fed with the
// session's amount, currency and methods. The loader answers the merchant at once with a
// stand-in (deferred.ts) that runs each call here once the session has been read.

type Json = Record<string, unknown>;
type Handler = (session: ReturnType<typeof sessionOf>) => void;
type AnyElement = KassaElement<never> & {
  on(event: string, handler: (event: Json) => void): unknown;
};

const ELEMENTS_OPTION_KEYS = ['appearance', 'fonts', 'loader'] as const;

export function initCheckoutElementsSdk(host: CheckoutHost, options: unknown) {
  return start(host, 'initCheckoutElementsSdk', options);
}

export function initCheckout(host: CheckoutHost, options: unknown) {
  return start(host, 'initCheckout', options);
}

function invalid(method: string, detail: string) {
  return new IntegrationError(`Invalid value for ${method}(): ${detail}`);
}

/** The client secret from `clientSecret` (a string or a promise of one) or `fetchClientSecret`. */
async function clientSecretOf(method: string, options: Json): Promise<string> {
  const { clientSecret, fetchClientSecret } = options;
  let secret: unknown;
  if (typeof fetchClientSecret === 'function') secret = await fetchClientSecret();
  else if (clientSecret !== undefined) secret = await clientSecret;
  else throw invalid(method, '`clientSecret` is required.');
  if (typeof secret !== 'string' || checkoutSessionOf(secret) === null)
    throw invalid(
      method,
      'expected `clientSecret` to be a Checkout Session client secret of the form {CHECKOUT_SESSION_ID}_secret_{SECRET}.',
    );
  return secret;
}

async function start(host: CheckoutHost, method: string, raw: unknown): Promise<CheckoutSdk> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw invalid(method, 'expected `options` to be an object.');
  const options = raw as Json;
  const elementsOptions = options.elementsOptions ?? {};
  if (typeof elementsOptions !== 'object' || elementsOptions === null)
    throw invalid(method, 'expected `elementsOptions` to be an object.');
  const secret = await clientSecretOf(method, options);
  const sessionId = checkoutSessionOf(secret) as string;
  const loaded = await host.call('payment-page', { sessionId, op: 'init', params: {} });
  return new CheckoutSdk(host, sessionId, elementsOptions as Json, options.defaultValues, loaded);
}

/** The session, its elements and its listeners: the object `initCheckoutElementsSdk` answers. */
export class CheckoutSdk {
  readonly host: CheckoutHost;
  readonly sessionId: string;
  readonly #handlers: Handler[] = [];
  readonly #elementsOptions: Json;
  readonly defaultValues: Json;
  #group: KassaElements | null = null;
  /** The amount and currency the group was made or last updated with. */
  #sentAmounts: string | null = null;
  /** The PaymentPage as last read; null when the first read failed (`loadError` says why). */
  page: Json | null;
  readonly loadError: { message: string; code: null } | null;
  readonly local: LocalState = {
    billingAddress: null,
    businessName: null,
    taxIdInfo: null,
    paymentComplete: false,
    busy: false,
    lastPaymentError: null,
  };

  constructor(
    host: CheckoutHost,
    sessionId: string,
    elementsOptions: Json,
    defaultValues: unknown,
    loaded: Json,
  ) {
    this.host = host;
    this.sessionId = sessionId;
    this.#elementsOptions = elementsOptions;
    this.defaultValues =
      typeof defaultValues === 'object' && defaultValues ? (defaultValues as Json) : {};
    const page = loaded.paymentPage;
    this.page = typeof page === 'object' && page !== null ? (page as Json) : null;
    const error = (loaded.error ?? {}) as Json;
    this.loadError =
      this.page === null
        ? {
            message: String(error.message ?? 'The Checkout Session could not be loaded.'),
            code: null,
          }
        : null;
    const billing = this.defaultValues.billingAddress;
    if (billing && typeof billing === 'object')
      this.local.billingAddress = billing as LocalState['billingAddress'];
    this.#syncPaymentNeed();
  }

  session() {
    return sessionOf(this.#pageOrThrow(), this.local);
  }

  #pageOrThrow(): Json {
    if (this.page === null)
      throw new IntegrationError(this.loadError?.message ?? 'The Checkout Session is not loaded.');
    return this.page;
  }

  /** A payment of zero (or a setup without a Payment Element) needs no method. */
  #syncPaymentNeed(): void {
    if (this.element('payment') === null) {
      const total = (this.page?.line_item_group as Json | undefined)?.total;
      this.local.paymentComplete = total === 0;
    }
  }

  /** Takes a new PaymentPage (or a state change) and tells the listeners. */
  changed(page?: Json): void {
    if (page !== undefined) this.page = page;
    this.#syncPaymentNeed();
    const group = this.#group;
    const current = this.page;
    const amounts = current === null ? null : JSON.stringify(this.#amounts(current));
    // Only a new amount or currency goes to the elements; a group that refuses an update now
    // (it throws at once, e.g. mid-submit) gets it with the next change.
    if (group !== null && current !== null && amounts !== this.#sentAmounts) {
      try {
        void group.update(this.#amounts(current)).then(
          () => {},
          () => {},
        );
        this.#sentAmounts = amounts;
      } catch {}
    }
    if (current === null) return;
    const session = this.session();
    for (const handler of this.#handlers) handler(session);
  }

  on(event: unknown, handler: unknown): void {
    if (event !== 'change')
      throw new IntegrationError(
        `Invalid value for on(): unknown event ${String(event)}; use 'change'.`,
      );
    if (typeof handler !== 'function')
      throw new IntegrationError('Invalid value for on(): expected the handler to be a function.');
    this.#handlers.push(handler as Handler);
  }

  loadActions() {
    if (this.loadError !== null) return Promise.resolve({ type: 'error', error: this.loadError });
    return Promise.resolve({ type: 'success', actions: checkoutActions(this) });
  }

  #amounts(page: Json): Json {
    const group = (page.line_item_group ?? {}) as Json;
    const setup = page.mode === 'setup';
    return {
      ...(setup ? {} : { amount: group.total ?? 0 }),
      currency: String(group.currency ?? page.currency),
    };
  }

  /** The deferred-mode group every element of the session belongs to, made on first use. */
  group(): KassaElements {
    if (this.#group !== null) return this.#group;
    const page = this.#pageOrThrow();
    const options: Json = {
      mode: page.mode === 'setup' ? 'setup' : 'payment',
      ...this.#amounts(page),
      paymentMethodCreation: 'manual',
    };
    const types = page.payment_method_types;
    if (Array.isArray(types) && types.length > 0) options.paymentMethodTypes = types;
    if (typeof page.locale === 'string') options.locale = page.locale;
    for (const key of ELEMENTS_OPTION_KEYS)
      if (this.#elementsOptions[key] !== undefined) options[key] = this.#elementsOptions[key];
    this.#group = this.host.stripe.elements(options);
    this.#sentAmounts = JSON.stringify(this.#amounts(page));
    return this.#group;
  }

  changeAppearance(appearance: unknown): void {
    void (this.group() as unknown as { update(o: Json): Promise<void> }).update({ appearance });
  }

  loadFonts(fonts: unknown): void {
    void (this.group() as unknown as { update(o: Json): Promise<void> }).update({ fonts });
  }

  /** One element of a kind per session: the group refuses a second, as Stripe.js does. */
  #create(type: string, options: unknown, extra: Json = {}): AnyElement {
    const given = typeof options === 'object' && options !== null ? (options as Json) : {};
    const group = this.group() as unknown as { create(t: string, o: Json): AnyElement };
    return group.create(type, { ...given, ...extra });
  }

  /** The element of a kind (`billingAddress`/`shippingAddress`: the address element's mode). */
  element(key: string): AnyElement | null {
    if (this.#group === null) return null;
    const group = this.#group as unknown as {
      getElement(type: string, options?: Json): AnyElement | null;
    };
    if (key === 'billingAddress' || key === 'shippingAddress')
      return group.getElement('address', { mode: key.replace('Address', '') });
    return group.getElement(key);
  }

  createPaymentElement(options?: unknown) {
    const element = this.#create('payment', options);
    this.local.paymentComplete = false;
    element.on('change', (event) => {
      this.local.paymentComplete = event.complete === true;
      this.changed();
    });
    return element;
  }

  /** An address element whose complete value goes to the session, as Stripe.js does. */
  #address(kind: 'billing' | 'shipping', options: unknown) {
    const defaults = this.defaultValues[`${kind}Address`];
    const element = this.#create('address', options, {
      mode: kind,
      ...(defaults && typeof defaults === 'object' ? { defaultValues: defaults } : {}),
    });
    element.on('change', (event) => {
      if (event.complete !== true) return;
      const value = event.value as Json;
      const actions = checkoutActions(this);
      const update =
        kind === 'billing' ? actions.updateBillingAddress : actions.updateShippingAddress;
      void update({ name: value.name as string, address: value.address as never });
    });
    return element;
  }

  createBillingAddressElement(options?: unknown) {
    return this.#address('billing', options);
  }

  createShippingAddressElement(options?: unknown) {
    return this.#address('shipping', options);
  }

  createExpressCheckoutElement(options?: unknown) {
    return this.#create('expressCheckout', options);
  }

  createTaxIdElement(options?: unknown) {
    const element = this.#create('taxId', options);
    element.on('change', (event) => {
      const value = (event.value ?? {}) as Json;
      if (event.complete !== true || typeof value.taxIdType !== 'string') return;
      this.local.taxIdInfo = {
        taxId: { type: value.taxIdType, value: String(value.taxId ?? '') },
        businessName: String(value.businessName ?? ''),
      };
      this.changed();
    });
    return element;
  }

  /** The e-mail the shopper types goes to the session once it is complete. */
  createContactDetailsElement(options?: unknown) {
    const email = this.defaultValues.email;
    const element = this.#create('contactDetails', options, {
      ...(typeof email === 'string' ? { defaultValues: { email } } : {}),
    });
    element.on('change', (event) => {
      const value = (event.value ?? {}) as Json;
      if (event.complete === true && typeof value.email === 'string')
        void checkoutActions(this).updateEmail(value.email);
    });
    return element;
  }

  createLinkSignupElement(options?: unknown) {
    return this.#create('linkSignup', options);
  }

  createCurrencySelectorElement(): never {
    throw new IntegrationError('The Currency Selector Element is not supported by Kassa yet.');
  }

  createTermsElement(): never {
    throw new IntegrationError('The Terms Element is not supported by Kassa yet.');
  }

  getPaymentElement() {
    return this.element('payment');
  }
  getBillingAddressElement() {
    return this.element('billingAddress');
  }
  getShippingAddressElement() {
    return this.element('shippingAddress');
  }
  getExpressCheckoutElement() {
    return this.element('expressCheckout');
  }
  getTaxIdElement() {
    return this.element('taxId');
  }
  getContactDetailsElement() {
    return this.element('contactDetails');
  }
  getLinkSignupElement() {
    return this.element('linkSignup');
  }
  getCurrencySelectorElement() {
    return null;
  }
  getTermsElement() {
    return null;
  }
}
