import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { addressSuggestionRoutes } from './address-suggestions/address-suggestion-routes.js';
import type { AddressSuggestionProvider } from './address-suggestions/suggestion-provider.js';
import { versionedResponses } from './api-versions/api-version-middleware.js';
import { LATEST_API_VERSION } from './api-versions/versions.js';
import { balanceRoutes, balanceTransactionRoutes } from './balance/balance-routes.js';
import {
  cashBalanceRoutes,
  cashBalanceTestHelperRoutes,
} from './cash-balances/cash-balance-routes.js';
import { chargeRoutes } from './charges/charge-routes.js';
import { refundRoutes } from './charges/refund-routes.js';
import {
  checkoutSessionRoutes,
  sessionRecoveryRoutes,
} from './checkout-sessions/checkout-session-routes.js';
import { paymentPageRoutes } from './checkout-sessions/payment-page-routes.js';
import {
  confirmationTokenRoutes,
  confirmationTokenTestHelperRoutes,
} from './confirmation-tokens/confirmation-token-routes.js';
import { consumerRoutes } from './consumers/consumer-routes.js';
import { inboxTestHelperRoutes } from './consumers/inbox-routes.js';
import { linkPaymentMethodRoutes } from './consumers/link-payment-method-routes.js';
import { walletConfigRoutes } from './consumers/wallet-config-routes.js';
import { customerSessionRoutes } from './customer-sessions/customer-session-routes.js';
import { customerRoutes } from './customers/customer-routes.js';
import { paymentMethodCustomerRoutes } from './customers/saved-method-routes.js';
import { disputeRoutes, earlyFraudWarningRoutes } from './disputes/dispute-routes.js';
import { cardMetadataRoutes } from './elements-api/card-metadata-routes.js';
import { elementsCustomerAddressRoutes } from './elements-api/elements-customer-address-routes.js';
import { elementsPaymentMethodRoutes } from './elements-api/elements-payment-method-routes.js';
import { elementsSessionRoutes } from './elements-api/elements-session-routes.js';
import { ephemeralKeyRoutes } from './ephemeral-keys/ephemeral-key-routes.js';
import { eventRoutes } from './events/event-routes.js';
import {
  financialConnectionAccountRoutes,
  financialConnectionSessionRoutes,
} from './financial-connections/financial-connection-routes.js';
import { fxQuoteRoutes } from './fx-quotes/fx-quote-routes.js';
import { bankLinkingRoutes } from './hosted-pages/bank-linking-routes.js';
import {
  bankRedirectRoutes,
  qrCodeRoutes,
  voucherPdfRoutes,
} from './hosted-pages/bank-redirect-routes.js';
import { checkoutDiagnosticsRoutes } from './hosted-pages/checkout-diagnostics-routes.js';
import { checkoutPageRoutes } from './hosted-pages/checkout-page-routes.js';
import {
  bankLinkingPageRoutes,
  bankRedirectPageRoutes,
  testInboxPageRoutes,
  threeDSecurePageRoutes,
} from './hosted-pages/hosted-page-routes.js';
import { threeDSecureRoutes } from './hosted-pages/three-d-secure-routes.js';
import { authenticate } from './http/auth.js';
import { apiCors } from './http/cors.js';
import { type AppEnv, consoleLogger, type Logger } from './http/env.js';
import { notFound, onError } from './http/error-handler.js';
import { eventRequestScope } from './http/event-request-scope.js';
import { idempotency } from './http/idempotency.js';
import { providerOriginScope } from './http/provider-origin-scope.js';
import { requestContext } from './http/request-context.js';
import { storablePath } from './http/storable-text.js';
import { customerSourceRoutes } from './legacy-charges/customer-source-routes.js';
import { legacyChargeRoutes } from './legacy-charges/legacy-charge-routes.js';
import { sourceRoutes } from './legacy-charges/source-routes.js';
import { mandateRoutes } from './mandates/mandate-routes.js';
import { paymentIntentRoutes } from './payment-intents/payment-intent-routes.js';
import { paymentLinkPageRoutes, paymentLinkRoutes } from './payment-links/payment-link-routes.js';
import { paymentMethodDomainRoutes } from './payment-method-domains/payment-method-domain-routes.js';
import { paymentMethodRoutes } from './payment-methods/payment-method-routes.js';
import { tokenRoutes } from './payment-methods/token-routes.js';
import { typedPaymentMethodRoutes } from './payment-methods/typed-payment-method-routes.js';
import type { Clock } from './platform/clock.js';
import { priceRoutes } from './prices/price-routes.js';
import { productRoutes } from './products/product-routes.js';
import { radarSessionRoutes } from './radar-sessions/radar-session-routes.js';
import { requestLog } from './request-logs/request-log-middleware.js';
import { RequestLogWriter } from './request-logs/request-log-writer.js';
import { createServices, type ServiceOptions } from './services.js';
import { setupAttemptRoutes } from './setup-intents/setup-attempt-routes.js';
import { setupIntentRoutes } from './setup-intents/setup-intent-routes.js';
import { shippingRateRoutes } from './shipping-rates/shipping-rate-routes.js';
import { staticAssetRoutes } from './static-assets/static-asset-routes.js';
import { requestScoped } from './store/request-transaction.js';
import type { Store } from './store/store.js';
import { cliAttemptRoutes, cliSessionRoutes } from './stripe-cli/cli-session-routes.js';
import { webhookEndpointRoutes } from './webhooks/webhook-endpoint-routes.js';

export interface AppDeps {
  /** A migrated store (see openStore / prepareStore). */
  readonly store: Store;
  /** Built browser assets; defaults to the package's public/ folder. */
  readonly publicDir?: string | URL;
  readonly logger?: Logger;
  readonly clock?: Clock;
  /** The origin hosted pages are reached at (KASSA_PUBLIC_URL); default: each request's own. */
  readonly publicUrl?: string | undefined;
  /** The API version for requests without Stripe-Version (KASSA_API_VERSION); default latest. */
  readonly apiVersion?: string | undefined;
  /** The wallet's code sender and limits (default: the test inbox, DEFAULT_CONSUMER_LIMITS). */
  readonly services?: ServiceOptions | undefined;
  /** Address suggestions from another source than the offline data set Kassa ships. */
  readonly addressSuggestions?: AddressSuggestionProvider | undefined;
  /** Where request logs are queued (start-server closes it); default: one over the store. */
  readonly requestLogs?: RequestLogWriter | undefined;
}

export const DEFAULT_PUBLIC_DIR = new URL('../public/', import.meta.url);

/** The whole provider as a Hono app: the v1 API and the static loader and frame assets. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  // One store for every service, so a keyed POST runs in one transaction (see idempotency).
  const services = createServices(requestScoped(deps.store), deps.clock, {
    ...deps.services,
    ...(deps.addressSuggestions === undefined
      ? {}
      : { addressSuggestions: deps.addressSuggestions }),
  });
  const publicDir = deps.publicDir ?? DEFAULT_PUBLIC_DIR;
  const app = new Hono<AppEnv>();
  app.use(requestContext(services, deps.logger ?? consoleLogger));
  app.use(storablePath);
  app.use('/v1/*', requestLog(deps.requestLogs ?? new RequestLogWriter(deps.store)));
  app.use('/v1/*', apiCors);
  app.use(
    '/v1/*',
    authenticate,
    versionedResponses(deps.apiVersion ?? LATEST_API_VERSION),
    idempotency,
  );
  app.use('/v1/*', eventRequestScope);
  app.use('/v1/*', providerOriginScope(deps.publicUrl));
  // A QR image encodes its page's URL on the origin the image was fetched from.
  app.use('/qr_codes/*', providerOriginScope(deps.publicUrl));
  // A payment link's page makes a session whose url is on the origin the link was opened at.
  app.use('/b/*', providerOriginScope(deps.publicUrl));
  app.use('/c/recover/*', providerOriginScope(deps.publicUrl));
  app.route('/v1/payment_methods', linkPaymentMethodRoutes);
  app.route('/v1/payment_methods', typedPaymentMethodRoutes);
  app.route('/v1/payment_methods', paymentMethodRoutes);
  app.route('/v1/payment_methods', paymentMethodCustomerRoutes);
  app.route('/v1/customers', cashBalanceRoutes);
  app.route('/v1/test_helpers/customers', cashBalanceTestHelperRoutes);
  app.route('/v1/customers', customerSourceRoutes);
  app.route('/v1/customers', customerRoutes);
  app.route('/v1/setup_intents', setupIntentRoutes);
  app.route('/v1/setup_attempts', setupAttemptRoutes);
  app.route('/v1/customer_sessions', customerSessionRoutes);
  app.route('/v1/ephemeral_keys', ephemeralKeyRoutes);
  app.route('/v1/elements/payment_methods', elementsPaymentMethodRoutes);
  app.route('/v1/elements/customer_addresses', elementsCustomerAddressRoutes);
  app.route('/v1/payment_intents', paymentIntentRoutes);
  app.route('/v1/elements/sessions', elementsSessionRoutes);
  app.route('/v1/elements/wallet-config', walletConfigRoutes);
  app.route('/v1/events', cliAttemptRoutes);
  app.route('/v1/events', eventRoutes);
  app.route('/v1/stripecli/sessions', cliSessionRoutes);
  app.route('/v1/webhook_endpoints', webhookEndpointRoutes);
  app.route('/v1/payment_method_domains', paymentMethodDomainRoutes);
  app.route('/v1/charges', legacyChargeRoutes);
  app.route('/v1/sources', sourceRoutes);
  app.route('/v1/charges', chargeRoutes);
  app.route('/v1/refunds', refundRoutes);
  app.route('/v1/disputes', disputeRoutes);
  app.route('/v1/balance', balanceRoutes);
  app.route('/v1/balance_transactions', balanceTransactionRoutes);
  app.route('/v1/radar/early_fraud_warnings', earlyFraudWarningRoutes);
  app.route('/v1/radar/session', radarSessionRoutes);
  app.route('/v1/radar/radar_sessions', radarSessionRoutes);
  app.route('/v1/confirmation_tokens', confirmationTokenRoutes);
  app.route('/v1/test_helpers/confirmation_tokens', confirmationTokenTestHelperRoutes);
  app.route('/v1/tokens', tokenRoutes);
  app.route('/v1/card-metadata', cardMetadataRoutes);
  app.route('/v1/elements/address_suggestions', addressSuggestionRoutes);
  app.route('/v1/three_d_secure', threeDSecureRoutes);
  app.route('/v1/bank_redirects', bankRedirectRoutes);
  app.route('/v1/mandates', mandateRoutes);
  app.route('/v1/financial_connections/sessions', financialConnectionSessionRoutes);
  app.route('/v1/financial_connections/accounts', financialConnectionAccountRoutes);
  app.route('/v1/link_account_sessions', bankLinkingRoutes);
  app.route('/v1/consumers', consumerRoutes);
  app.route('/v1/checkout/sessions', checkoutSessionRoutes);
  app.route('/v1/payment_pages', paymentPageRoutes);
  app.route('/v1/payment_pages', checkoutDiagnosticsRoutes);
  app.route('/v1/payment_links', paymentLinkRoutes);
  app.route('/', paymentLinkPageRoutes);
  app.route('/', sessionRecoveryRoutes);
  app.route('/v1/products', productRoutes);
  app.route('/v1/prices', priceRoutes);
  app.route('/v1/shipping_rates', shippingRateRoutes);
  app.route('/v1/fx_quotes', fxQuoteRoutes);
  app.route('/v1/test_helpers/consumers', inboxTestHelperRoutes);
  app.route('/', threeDSecurePageRoutes(publicDir));
  app.route('/', bankRedirectPageRoutes(publicDir));
  app.route('/', bankLinkingPageRoutes(publicDir));
  app.route('/', testInboxPageRoutes(publicDir));
  app.route('/', checkoutPageRoutes(publicDir));
  app.route('/qr_codes', qrCodeRoutes);
  app.route('/vouchers', voucherPdfRoutes);
  app.route(
    '/',
    staticAssetRoutes(publicDir instanceof URL ? fileURLToPath(publicDir) : publicDir),
  );
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
