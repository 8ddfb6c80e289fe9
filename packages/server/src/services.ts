import { offlineSuggestionProvider } from './address-suggestions/offline-provider.js';
import type { AddressSuggestionProvider } from './address-suggestions/suggestion-provider.js';
import { BalanceService } from './balance/balance-service.js';
import { CashBalanceService } from './cash-balances/cash-balance-service.js';
import { ChargeService } from './charges/charge-reads.js';
import { RefundService } from './charges/refunds.js';
import { catalogLookups } from './checkout-sessions/catalog-lookups.js';
import { CheckoutSessionService } from './checkout-sessions/checkout-session-service.js';
import { PaymentPageService } from './checkout-sessions/payment-pages.js';
import { ConfirmationTokenService } from './confirmation-tokens/confirmation-tokens.js';
import { ConsumerInbox } from './consumers/consumer-inbox.js';
import { ConsumerService } from './consumers/consumer-service.js';
import {
  codeDelivery,
  configuredSenders,
  inboxSender,
  type MessageSender,
  type MessagingConfig,
} from './consumers/message-senders.js';
import { PasskeyService } from './consumers/passkey-service.js';
import { type ConsumerLimits, DEFAULT_CONSUMER_LIMITS } from './consumers/wallet-limits.js';
import { WalletService } from './consumers/wallet-service.js';
import { CustomerSessionService } from './customer-sessions/customer-session-service.js';
import { CustomerService } from './customers/customer-service.js';
import { CustomerShippingAddressService } from './customers/customer-shipping-addresses.js';
import { SavedPaymentMethodService } from './customers/saved-payment-methods.js';
import { DisputeService, isChargedBack } from './disputes/disputes.js';
import { EarlyFraudWarningService } from './disputes/early-fraud-warnings.js';
import { EphemeralKeyService } from './ephemeral-keys/ephemeral-keys.js';
import { EventService } from './events/event-service.js';
import { FinancialConnectionService } from './financial-connections/financial-connection-service.js';
import { FxQuoteService } from './fx-quotes/fx-quote-service.js';
import { BankRedirectService } from './hosted-pages/bank-redirects.js';
import { ThreeDSecureService } from './hosted-pages/three-d-secure.js';
import { CustomerSourceService } from './legacy-charges/customer-sources.js';
import { SourceService } from './legacy-charges/sources.js';
import type { MandateObject } from './mandates/mandate-object.js';
import { retrieveMandate } from './mandates/mandates.js';
import { PaymentIntentChanges } from './payment-intents/payment-intent-changes.js';
import { PaymentIntentService } from './payment-intents/payment-intent-service.js';
import { PaymentLinkService } from './payment-links/payment-link-service.js';
import { PaymentMethodDomainService } from './payment-method-domains/payment-method-domains.js';
import type { PaymentMethodObject } from './payment-methods/payment-method-object.js';
import { PaymentMethodService } from './payment-methods/payment-method-service.js';
import { TokenService } from './payment-methods/tokens.js';
import type { TypedPaymentMethodParams } from './payment-methods/typed-payment-method-params.js';
import { createTypedPaymentMethod } from './payment-methods/typed-payment-methods.js';
import { type Account, KeyDirectory } from './platform/accounts.js';
import type { Clock } from './platform/clock.js';
import { expandObjects, listItemPaths } from './platform/expand.js';
import { IdempotencyService } from './platform/idempotency-records.js';
import { PriceService } from './prices/price-service.js';
import { ProductService } from './products/product-service.js';
import { RadarSessionService } from './radar-sessions/radar-sessions.js';
import { SetupIntentService } from './setup-intents/setup-intent-service.js';
import { ShippingRateService } from './shipping-rates/shipping-rate-service.js';
import type { Store } from './store/store.js';
import { StripeCliService } from './stripe-cli/stripe-cli-service.js';
import { WebhookEndpointService } from './webhooks/webhook-endpoints.js';

/** Every service, wired to one store: one entry per resource, named after it. */
export interface Services {
  readonly keys: KeyDirectory;
  readonly idempotency: IdempotencyService;
  /** `expand[]` on stored objects (customer, payment method, charge...), nested paths included. */
  readonly expand: {
    objects<T>(account: Account, objects: T[], paths: readonly string[] | undefined): Promise<T[]>;
    listItemPaths(paths: readonly string[] | undefined): string[];
  };
  readonly paymentMethods: PaymentMethodService;
  /** POST /v1/payment_methods for the non-card types of the payment-method table. */
  readonly typedPaymentMethods: {
    create(
      account: Account,
      type: string,
      params: TypedPaymentMethodParams,
    ): Promise<PaymentMethodObject>;
  };
  readonly tokens: TokenService;
  readonly customers: CustomerService;
  /** A customer's saved shipping addresses beside its `shipping` (the Address Element's). */
  readonly customerShippingAddresses: CustomerShippingAddressService;
  readonly savedPaymentMethods: SavedPaymentMethodService;
  readonly customerSessions: CustomerSessionService;
  readonly ephemeralKeys: EphemeralKeyService;
  readonly paymentIntents: PaymentIntentService;
  readonly paymentIntentChanges: PaymentIntentChanges;
  readonly setupIntents: SetupIntentService;
  readonly confirmationTokens: ConfirmationTokenService;
  readonly charges: ChargeService;
  readonly refunds: RefundService;
  readonly disputes: DisputeService;
  /** The account's balance and its balance transactions. */
  readonly balance: BalanceService;
  readonly earlyFraudWarnings: EarlyFraudWarningService;
  /** stripe.createRadarSession()'s sessions, and radar_options[session] wherever it is given. */
  readonly radarSessions: RadarSessionService;
  readonly mandates: { retrieve(account: Account, id: string): Promise<MandateObject> };
  readonly events: EventService;
  readonly webhookEndpoints: WebhookEndpointService;
  readonly paymentMethodDomains: PaymentMethodDomainService;
  readonly threeDSecure: ThreeDSecureService;
  readonly bankRedirects: BankRedirectService;
  /** A customer's card sources (Stripe's Sources API on customers). */
  readonly customerSources: CustomerSourceService;
  readonly sources: SourceService;
  /** The wallet (Link): consumer accounts, sessions and one-time codes. */
  readonly consumers: ConsumerService;
  /** The test inbox the default code sender writes to. */
  readonly consumerInbox: ConsumerInbox;
  /** A wallet account's payment details and shipping addresses, and sharing a card. */
  readonly wallet: WalletService;
  /** The Address Element's autocomplete: the offline data set unless another provider is given. */
  readonly addressSuggestions: AddressSuggestionProvider;
  /** The payment method types the account has not activated (the elements session lists them). */
  /** Passkeys of wallet accounts: registration and sign-in. */
  readonly passkeys: PasskeyService;
  /** Financial Connections: linking sessions, the test banks' accounts. */
  readonly financialConnections: FinancialConnectionService;
  /** Customers' cash balances (customer_balance): funding in test mode, reconciliation. */
  readonly cashBalances: CashBalanceService;
  /** Checkout Sessions (/v1/checkout/sessions). */
  readonly checkoutSessions: CheckoutSessionService;
  /** What the Checkout page reads and confirms (/v1/payment_pages). */
  readonly paymentPages: PaymentPageService;
  readonly paymentLinks: PaymentLinkService;
  /** The catalogue's products (`/v1/products`). */
  readonly products: ProductService;
  /** Prices of products (`/v1/prices`), and the lookups Checkout's line items make. */
  readonly prices: PriceService;
  /** Shipping rates (`/v1/shipping_rates`), and Checkout's shipping options. */
  readonly shippingRates: ShippingRateService;
  /** FX quotes (`/v1/fx_quotes`) and conversions with the offline rate table. */
  readonly fxQuotes: FxQuoteService;
  /** The Stripe CLI's sessions (stripe listen, stripe logs tail) and its forward results. */
  readonly stripeCli: StripeCliService;
}

/** What a deployment may change: where the wallet's codes go and its limits, address suggestions. */
export interface ServiceOptions {
  /**
   * Real SMTP and SMS delivery. With neither, codes go to the test inbox (per-merchant test
   * wallets); with either, only the configured channels are offered and nothing reaches the inbox.
   */
  readonly messaging?: MessagingConfig | undefined;
  /** Real transports given as code (an embedding server's own, or a test's), over `messaging`. */
  readonly codeTransports?:
    | { readonly email?: MessageSender | undefined; readonly sms?: MessageSender | undefined }
    | undefined;
  readonly consumerLimits?: ConsumerLimits | undefined;
  /** Address suggestions from another source than the offline data set Kassa ships. */
  readonly addressSuggestions?: AddressSuggestionProvider | undefined;
}

// Requests read the container as http/env.ts's AppServices. Filling that in here, by merging,
// keeps http/ and the domain folders from importing this file (which imports all of them).
declare module './http/env.js' {
  interface AppServices extends Services {}
}

export function createServices(
  store: Store,
  clock: Clock = () => new Date(),
  options: ServiceOptions = {},
): Services {
  const paymentMethods = new PaymentMethodService(store, clock);
  const prices = new PriceService(store, clock);
  const fxQuotes = new FxQuoteService(store, clock);
  const sender = codeDelivery(inboxSender(store, clock), {
    ...configuredSenders(options.messaging ?? {}, clock),
    ...options.codeTransports,
  });
  const consumers = new ConsumerService(
    store,
    clock,
    sender,
    options.consumerLimits ?? DEFAULT_CONSUMER_LIMITS,
  );
  const bankRedirects = new BankRedirectService(store, paymentMethods, clock);
  const financialConnections = new FinancialConnectionService(store, clock);
  const paymentIntents = new PaymentIntentService(store, paymentMethods, clock);
  const setupIntents = new SetupIntentService(store, { methods: paymentMethods, clock });
  const customers = new CustomerService(store, paymentMethods, clock);
  const savedPaymentMethods = new SavedPaymentMethodService(store, paymentMethods, clock);
  const shippingRates = new ShippingRateService(store, clock);
  const checkoutSessions = new CheckoutSessionService(store, clock, catalogLookups(shippingRates));
  return {
    keys: new KeyDirectory(store),
    idempotency: new IdempotencyService(store),
    expand: {
      objects: (account, objects, paths) => expandObjects(store, account, objects, paths),
      listItemPaths,
    },
    paymentMethods,
    typedPaymentMethods: {
      create: (account, type, params) =>
        createTypedPaymentMethod(store, clock, account, type, params),
    },
    tokens: new TokenService(store, clock),
    customers,
    customerShippingAddresses: new CustomerShippingAddressService(store),
    savedPaymentMethods,
    customerSessions: new CustomerSessionService(store, clock),
    ephemeralKeys: new EphemeralKeyService(store, clock),
    paymentIntents,
    paymentIntentChanges: new PaymentIntentChanges(store, paymentMethods, clock),
    setupIntents,
    confirmationTokens: new ConfirmationTokenService(store, paymentMethods, clock),
    charges: new ChargeService(store),
    refunds: new RefundService(store, clock, isChargedBack),
    disputes: new DisputeService(store),
    balance: new BalanceService(store),
    earlyFraudWarnings: new EarlyFraudWarningService(store),
    radarSessions: new RadarSessionService(store, clock),
    mandates: { retrieve: (account, id) => retrieveMandate(store, account, id) },
    events: new EventService(store),
    webhookEndpoints: new WebhookEndpointService(store, clock),
    paymentMethodDomains: new PaymentMethodDomainService(store, clock),
    threeDSecure: new ThreeDSecureService(store, paymentMethods, clock),
    bankRedirects,
    customerSources: new CustomerSourceService(store, paymentMethods, clock),
    sources: new SourceService(store, paymentMethods, clock),
    consumers,
    consumerInbox: new ConsumerInbox(store),
    wallet: new WalletService(store, clock, consumers, financialConnections),
    addressSuggestions: options.addressSuggestions ?? offlineSuggestionProvider(),
    passkeys: new PasskeyService(store, clock, consumers),
    financialConnections,
    cashBalances: new CashBalanceService(store, clock, bankRedirects),
    checkoutSessions,
    paymentPages: new PaymentPageService({
      store,
      clock,
      paymentIntents,
      setupIntents,
      paymentMethods,
      customers,
      savedPaymentMethods,
      fxQuotes,
    }),
    paymentLinks: new PaymentLinkService(store, clock, checkoutSessions),
    products: new ProductService(store, prices, clock),
    prices,
    shippingRates,
    fxQuotes,
    stripeCli: new StripeCliService(store, clock),
  };
}
