/**
 * The public types of @kassa/js: the instance, the elements group and the elements. Data shapes
 * (PaymentIntent, StripeError, option objects) are Stripe's own, from @stripe/stripe-js, since
 * Kassa speaks Stripe's wire format; a Kassa instance is assignable to its `Stripe` type.
 */

import type { ElementType, UnbuiltElementType } from '@kassa/protocol';
import type {
  CollectBankAccountTokenResult,
  ConfirmationTokenCreateParams,
  ConfirmationTokenResult,
  ConfirmCardPaymentData,
  ConfirmCardPaymentOptions,
  ConfirmCardSetupData,
  ConfirmCardSetupOptions,
  ConfirmPaymentData,
  ConfirmSetupData,
  CreatePaymentMethodData,
  CreateTokenBankAccountData,
  CreateTokenCardData,
  CreateTokenIbanData,
  CreateTokenPiiData,
  FinancialConnectionsSessionResult,
  PaymentIntentResult,
  PaymentMethodCreateParams,
  PaymentMethodResult,
  PaymentRequest,
  PaymentRequestOptions,
  SetupIntentResult,
  StripeAddressElementChangeEvent,
  StripeAddressElementOptions,
  StripeAuBankAccountElementOptions,
  StripeCardCvcElement,
  StripeCardCvcElementOptions,
  StripeCardElement,
  StripeCardElementOptions,
  StripeCardExpiryElementOptions,
  StripeCardNumberElement,
  StripeCardNumberElementOptions,
  StripeConstructorOptions,
  StripeContactDetailsElementOptions,
  StripeElement,
  StripeElements,
  StripeElementsOptionsClientSecret,
  StripeElementsOptionsMode,
  StripeElementsUpdateOptions,
  StripeError,
  StripeIbanElement,
  StripeIbanElementOptions,
  StripeLinkAuthenticationElementOptions,
  StripePaymentElementOptions,
  StripeShippingAddressElementOptions,
  StripeTaxIdElementChangeEvent,
  StripeTaxIdElementOptions,
  TokenCreateParams,
  TokenResult,
  WrapperLibrary,
} from '@stripe/stripe-js';
import type { MethodConfirmName } from './loader/method-confirms.js';
import type { UnsupportedMethodName } from './loader/unsupported.js';

/** The element types whose UI Kassa builds (the list is @kassa/protocol's). */
export type KassaElementType = ElementType;
/**
 * Element types of Stripe.js whose UI Kassa has not built yet: create() returns an element that
 * mounts and emits `loaderror` saying so, and elements.submit() leaves it out.
 */
export type UnsupportedElementType = UnbuiltElementType;

/** What an element event handler receives; `change` adds complete, empty, value, error... */
export interface KassaElementEvent {
  elementType: KassaElementType | UnsupportedElementType;
  [field: string]: unknown;
}

export interface KassaElement<
  T extends KassaElementType | UnsupportedElementType = KassaElementType,
> {
  readonly elementType: T;
  mount(domElement: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
  focus(): void;
  blur(): void;
  clear(): void;
  /** Payment element only: collapses its open payment method. */
  collapse(): this;
  /**
   * Address Element: its complete flag, isNewAddress and value; Tax ID Element: its whole change
   * event, its errors shown by their fields. Others reject.
   */
  getValue(this: KassaElement<'taxId'>): Promise<StripeTaxIdElementChangeEvent>;
  getValue(): Promise<AddressElementValue>;
  update(options: object): this;
  on<E = KassaElementEvent>(eventType: string, handler: (event: E) => unknown): this;
  once<E = KassaElementEvent>(eventType: string, handler: (event: E) => unknown): this;
  off<E = KassaElementEvent>(eventType: string, handler?: (event: E) => unknown): this;
}

/** What the Address Element's getValue() answers. */
export type AddressElementValue = Pick<
  StripeAddressElementChangeEvent,
  'complete' | 'isNewAddress' | 'value'
>;

export interface KassaElementOptions {
  payment: StripePaymentElementOptions;
  card: StripeCardElementOptions;
  cardNumber: StripeCardNumberElementOptions;
  cardExpiry: StripeCardExpiryElementOptions;
  cardCvc: StripeCardCvcElementOptions;
  linkAuthentication: StripeLinkAuthenticationElementOptions;
  linkSignup: import('@stripe/stripe-js').StripeLinkSignupElementOptions;
  address: StripeAddressElementOptions;
  shippingAddress: StripeShippingAddressElementOptions;
  contactDetails: StripeContactDetailsElementOptions;
  taxId: StripeTaxIdElementOptions;
  iban: StripeIbanElementOptions;
  auBankAccount: StripeAuBankAccountElementOptions;
  idealBank: BankPickerElementOptions;
  p24Bank: BankPickerElementOptions;
  epsBank: BankPickerElementOptions;
  fpxBank: BankPickerElementOptions;
  netbankingBank: BankPickerElementOptions;
  paymentRequestButton: PaymentRequestButtonOptions;
  expressCheckout: import('@stripe/stripe-js').StripeExpressCheckoutElementOptions;
}

/**
 * The bank pickers' options, as Stripe.js took them before @stripe/stripe-js dropped their
 * types: the bank chosen from the start (its Stripe id) and a disabled state.
 */
export interface BankPickerElementOptions {
  value?: string;
  disabled?: boolean;
  classes?: Record<string, string>;
  style?: Record<string, unknown>;
}

/**
 * The Payment Request Button's options as Stripe.js takes them (@stripe/stripe-js 10 no longer
 * types this element; older @stripe/react-stripe-js majors still create it).
 */
export interface PaymentRequestButtonOptions {
  paymentRequest: PaymentRequest;
  style?: {
    paymentRequestButton?: {
      type?: 'default' | 'book' | 'buy' | 'donate';
      theme?: 'dark' | 'light' | 'light-outline';
      height?: string;
    };
  };
  disableMultipleButtons?: boolean;
}

/**
 * Card brand filtering (spec 002): the brands the card inputs take (`allowedCardBrands`) or
 * refuse (`disallowedCardBrands`), not both. Stripe.js 10's types do not name these options.
 */
export interface CardBrandFilterOptions {
  allowedCardBrands?: string[];
  disallowedCardBrands?: string[];
}

export type KassaElementsOptions = (StripeElementsOptionsClientSecret | StripeElementsOptionsMode) &
  CardBrandFilterOptions;

export type SubmitResult =
  | { error?: StripeError; selectedPaymentMethod?: undefined }
  | { selectedPaymentMethod: string; error?: undefined };

export interface KassaElements {
  create<T extends KassaElementType>(
    elementType: T,
    options?: KassaElementOptions[T],
  ): KassaElement<T>;
  /**
   * At run time an element that mounts and emits `loaderror`; typed `never` because Stripe's
   * types promise methods (getValue()...) these elements do not have.
   */
  create(elementType: UnsupportedElementType, options?: unknown): never;
  /**
   * Also takes a React component tagged with `__elementType`, as @stripe/react-stripe-js's
   * `elements.getElement(CardElement)` passes it.
   */
  /** A group may hold a shipping and a billing Address Element: `options.mode` picks one. */
  getElement(
    elementType: 'address' | { __elementType: 'address' },
    options?: { mode: 'shipping' | 'billing' },
  ): KassaElement<'address'> | null;
  getElement<T extends KassaElementType>(
    elementType: T | { __elementType: T },
  ): KassaElement<T> | null;
  getElement(
    elementType: UnsupportedElementType | { __elementType: UnsupportedElementType },
    options?: unknown,
  ): null;
  update(options: StripeElementsUpdateOptions & CardBrandFilterOptions): Promise<void>;
  fetchUpdates(): Promise<{ error?: { message: string; status?: string } }>;
  submit(): Promise<SubmitResult>;
  on(eventType: 'update-end', handler: () => void): void;
}

interface ConfirmOptionsBase<Data> {
  /** Typed to accept Stripe's group too, so Stripe-typed code compiles; only Kassa's works. */
  elements?: KassaElements | StripeElements;
  clientSecret?: string;
  confirmParams?: Partial<Data>;
}
export type RedirectingResult = { error: StripeError };

/**
 * Stripe's Source object for cards, as the older Stripe.js createSource/retrieveSource return
 * it (@stripe/stripe-js no longer types them).
 */
export interface KassaSource {
  id: string;
  object: 'source';
  amount: number | null;
  client_secret: string;
  created: number;
  currency: string | null;
  customer?: string;
  flow: 'none' | 'redirect' | 'code_verification' | 'receiver';
  livemode: boolean;
  metadata: Record<string, string>;
  owner: {
    address: Partial<
      Record<'city' | 'country' | 'line1' | 'line2' | 'postal_code' | 'state', string | null>
    > | null;
    email: string | null;
    name: string | null;
    phone: string | null;
  } | null;
  status: 'canceled' | 'chargeable' | 'consumed' | 'failed' | 'pending';
  type: string;
  usage: 'reusable' | 'single_use' | null;
  card?: {
    brand: string;
    country: string;
    exp_month: number;
    exp_year: number;
    fingerprint: string;
    funding: string;
    last4: string;
    three_d_secure: string;
  };
}
export type SourceResult =
  | { source: KassaSource; error?: undefined }
  | { source?: undefined; error: StripeError };
/** createSource's data: a card comes from an element or a card token, never raw. */
export interface CreateSourceData {
  type: string;
  token?: string;
  owner?: {
    address?: Partial<
      Record<'city' | 'country' | 'line1' | 'line2' | 'postal_code' | 'state', string>
    >;
    email?: string;
    name?: string;
    phone?: string;
  };
  metadata?: Record<string, string>;
  usage?: 'reusable' | 'single_use';
}

/** The result of a method Kassa has not built yet. */
export type UnsupportedResult<K extends UnsupportedMethodName> = K extends 'collectBankAccountToken'
  ? Extract<CollectBankAccountTokenResult, { error: StripeError }>
  : K extends 'collectFinancialConnectionsAccounts'
    ? Extract<FinancialConnectionsSessionResult, { error: StripeError }>
    : { error: StripeError };

type UnsupportedMembers = {
  [K in UnsupportedMethodName]: (...args: unknown[]) => Promise<UnsupportedResult<K>>;
};

/**
 * The one-type confirms with raw details or a PaymentMethod id, typed as Stripe.js types them
 * (its bank elements are typed in too; Kassa has none yet and says so).
 */
type MethodConfirmMembers = Pick<import('@stripe/stripe-js').Stripe, MethodConfirmName>;

export interface KassaInstance extends UnsupportedMembers, MethodConfirmMembers {
  elements(options?: KassaElementsOptions): KassaElements;
  confirmPayment(
    options: ConfirmOptionsBase<ConfirmPaymentData> & { redirect: 'if_required' },
  ): Promise<PaymentIntentResult>;
  confirmPayment(
    options: ConfirmOptionsBase<ConfirmPaymentData> & { redirect?: 'always' },
  ): Promise<RedirectingResult>;
  confirmSetup(
    options: ConfirmOptionsBase<ConfirmSetupData> & { redirect: 'if_required' },
  ): Promise<SetupIntentResult>;
  confirmSetup(
    options: ConfirmOptionsBase<ConfirmSetupData> & { redirect?: 'always' },
  ): Promise<RedirectingResult>;
  confirmCardPayment(
    clientSecret: string,
    data?: ConfirmCardPaymentData,
    options?: ConfirmCardPaymentOptions,
  ): Promise<PaymentIntentResult>;
  confirmCardSetup(
    clientSecret: string,
    data?: ConfirmCardSetupData,
    options?: ConfirmCardSetupOptions,
  ): Promise<SetupIntentResult>;
  handleNextAction(
    options: { clientSecret: string } | { hashedValue: string },
  ): Promise<PaymentIntentResult | SetupIntentResult>;
  handleCardAction(clientSecret: string): Promise<PaymentIntentResult>;
  verifyMicrodepositsForPayment: import('@stripe/stripe-js').Stripe['verifyMicrodepositsForPayment'];
  verifyMicrodepositsForSetup: import('@stripe/stripe-js').Stripe['verifyMicrodepositsForSetup'];
  collectBankAccountForPayment: import('@stripe/stripe-js').Stripe['collectBankAccountForPayment'];
  collectBankAccountForSetup: import('@stripe/stripe-js').Stripe['collectBankAccountForSetup'];
  collectBankAccountToken: import('@stripe/stripe-js').Stripe['collectBankAccountToken'];
  collectFinancialConnectionsAccounts: import('@stripe/stripe-js').Stripe['collectFinancialConnectionsAccounts'];
  retrievePaymentIntent(clientSecret: string): Promise<PaymentIntentResult>;
  retrieveSetupIntent(clientSecret: string): Promise<SetupIntentResult>;
  createRadarSession: import('@stripe/stripe-js').Stripe['createRadarSession'];
  createPaymentMethod(
    options:
      | CreatePaymentMethodData
      | { elements: KassaElements | StripeElements; params?: PaymentMethodCreateParams }
      | { element: KassaElement | StripeElement; params?: PaymentMethodCreateParams },
  ): Promise<PaymentMethodResult>;
  createConfirmationToken(options: {
    elements: KassaElements | StripeElements;
    params?: ConfirmationTokenCreateParams;
  }): Promise<ConfirmationTokenResult>;
  createToken(
    tokenType: KassaElement<'card' | 'cardNumber'> | StripeCardElement | StripeCardNumberElement,
    data?: CreateTokenCardData,
  ): Promise<TokenResult>;
  createToken(
    tokenType: 'cvc_update',
    element: KassaElement<'cardCvc'> | StripeCardCvcElement,
  ): Promise<TokenResult>;
  createToken(tokenType: 'pii', data: CreateTokenPiiData): Promise<TokenResult>;
  createToken(tokenType: 'bank_account', data: CreateTokenBankAccountData): Promise<TokenResult>;
  createToken(tokenType: 'account', data: TokenCreateParams.Account): Promise<TokenResult>;
  createToken(tokenType: 'person', data: TokenCreateParams.Person): Promise<TokenResult>;
  /** Kassa has no iban Element: one from Stripe.js is refused with an IntegrationError. */
  createToken(tokenType: StripeIbanElement, data: CreateTokenIbanData): Promise<TokenResult>;
  createSource(
    element: KassaElement<'card' | 'cardNumber' | 'cardExpiry' | 'cardCvc'> | StripeElement,
    sourceData?: CreateSourceData,
  ): Promise<SourceResult>;
  createSource(sourceData: CreateSourceData): Promise<SourceResult>;
  retrieveSource(source: { id: string; client_secret: string }): Promise<SourceResult>;
  registerAppInfo(wrapperLibrary: WrapperLibrary): void;
  /** Kassa shows no wallet sheet yet: canMakePayment() resolves null and show() refuses. */
  paymentRequest(options: PaymentRequestOptions): PaymentRequest;
  /** Stripe.js methods whose result has no `{error}` form: they throw an IntegrationError. */
  initCheckoutElementsSdk: import('@stripe/stripe-js').Stripe['initCheckoutElementsSdk'];
  /** The name older Stripe.js versions (and react-stripe-js 3 to 5) use. */
  initCheckout: import('@stripe/stripe-js').Stripe['initCheckoutElementsSdk'];
  initCheckoutFormSdk(options: unknown): never;
  createEmbeddedCheckoutPage: import('@stripe/stripe-js').Stripe['createEmbeddedCheckoutPage'];
  /** The name older Stripe.js versions (and react-stripe-js 2 to 5) use. */
  initEmbeddedCheckout: import('@stripe/stripe-js').Stripe['createEmbeddedCheckoutPage'];
  /**
   * Older Stripe.js: `{sessionId}` goes to the session's hosted page. The client-only form
   * (`lineItems`…) rejects: Kassa has no client-only Checkout.
   */
  redirectToCheckout(options: { sessionId: string }): Promise<never>;
  initializePricing(options: unknown): Promise<never>;
}

export interface KassaConstructorOptions extends StripeConstructorOptions {
  /** The provider origin (scheme://host:port); defaults to the origin the loader came from. */
  apiHost?: string;
  providerOrigin?: string;
}

/** `window.Kassa` / `window.Stripe`. */
export interface KassaConstructor {
  (publishableKey: string, options?: KassaConstructorOptions): KassaInstance;
  /** The Stripe.js release train @stripe/stripe-js expects, so loadStripe() does not warn. */
  readonly version: string;
}
