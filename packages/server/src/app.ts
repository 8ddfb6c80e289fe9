import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { authenticate } from './http/auth.js';
import { apiCors } from './http/cors.js';
import { type AppEnv, consoleLogger, type Logger } from './http/env.js';
import { notFound, onError } from './http/error-handler.js';
import { idempotency } from './http/idempotency.js';
import { requestContext } from './http/request-context.js';
import { storablePath } from './http/storable-text.js';
import { bankRedirectRoutes } from './routes/bank-redirects.js';
import { cardMetadataRoutes } from './routes/card-metadata.js';
import { chargeRoutes } from './routes/charges.js';
import {
  confirmationTokenRoutes,
  confirmationTokenTestHelperRoutes,
} from './routes/confirmation-tokens.js';
import { customerSessionRoutes } from './routes/customer-sessions.js';
import { customerRoutes } from './routes/customers.js';
import { elementsPaymentMethodRoutes } from './routes/elements-payment-methods.js';
import { elementsSessionRoutes } from './routes/elements-sessions.js';
import { ephemeralKeyRoutes } from './routes/ephemeral-keys.js';
import { eventRequestScope } from './routes/event-request-scope.js';
import { eventRoutes } from './routes/events.js';
import { mandateRoutes } from './routes/mandates.js';
import { paymentIntentRoutes } from './routes/payment-intents.js';
import { paymentMethodCustomerRoutes } from './routes/payment-method-customers.js';
import { paymentMethodRoutes } from './routes/payment-methods.js';
import { providerOriginScope } from './routes/provider-origin-scope.js';
import { refundRoutes } from './routes/refunds.js';
import { setupAttemptRoutes } from './routes/setup-attempts.js';
import { setupIntentRoutes } from './routes/setup-intents.js';
import { staticAssetRoutes } from './routes/static-assets.js';
import { threeDSecureRoutes } from './routes/three-d-secure.js';
import { bankRedirectPageRoutes, threeDSecurePageRoutes } from './routes/three-d-secure-page.js';
import { tokenRoutes } from './routes/tokens.js';
import { typedPaymentMethodRoutes } from './routes/typed-payment-methods.js';
import { webhookEndpointRoutes } from './routes/webhook-endpoints.js';
import type { Clock } from './services/payment-methods.js';
import { createServices } from './services/services.js';
import { requestScoped } from './store/request-transaction.js';
import type { Store } from './store/store.js';

export interface AppDeps {
  /** A migrated store (see openStore / prepareStore). */
  readonly store: Store;
  /** Built browser assets; defaults to the package's public/ folder. */
  readonly publicDir?: string | URL;
  readonly logger?: Logger;
  readonly clock?: Clock;
  /** The origin hosted pages are reached at (KASSA_PUBLIC_URL); default: each request's own. */
  readonly publicUrl?: string | undefined;
}

export const DEFAULT_PUBLIC_DIR = new URL('../public/', import.meta.url);

/** The whole provider as a Hono app: the v1 API and the static loader and frame assets. */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  // One store for every service, so a keyed POST runs in one transaction (see idempotency).
  const services = createServices(requestScoped(deps.store), deps.clock);
  const publicDir = deps.publicDir ?? DEFAULT_PUBLIC_DIR;
  const app = new Hono<AppEnv>();
  app.use(requestContext(services, deps.logger ?? consoleLogger));
  app.use(storablePath);
  app.use('/v1/*', apiCors);
  app.use('/v1/*', authenticate, idempotency);
  app.use('/v1/*', eventRequestScope);
  app.use('/v1/*', providerOriginScope(deps.publicUrl));
  app.route('/v1/payment_methods', typedPaymentMethodRoutes);
  app.route('/v1/payment_methods', paymentMethodRoutes);
  app.route('/v1/payment_methods', paymentMethodCustomerRoutes);
  app.route('/v1/customers', customerRoutes);
  app.route('/v1/setup_intents', setupIntentRoutes);
  app.route('/v1/setup_attempts', setupAttemptRoutes);
  app.route('/v1/customer_sessions', customerSessionRoutes);
  app.route('/v1/ephemeral_keys', ephemeralKeyRoutes);
  app.route('/v1/elements/payment_methods', elementsPaymentMethodRoutes);
  app.route('/v1/payment_intents', paymentIntentRoutes);
  app.route('/v1/elements/sessions', elementsSessionRoutes);
  app.route('/v1/events', eventRoutes);
  app.route('/v1/webhook_endpoints', webhookEndpointRoutes);
  app.route('/v1/charges', chargeRoutes);
  app.route('/v1/refunds', refundRoutes);
  app.route('/v1/confirmation_tokens', confirmationTokenRoutes);
  app.route('/v1/test_helpers/confirmation_tokens', confirmationTokenTestHelperRoutes);
  app.route('/v1/tokens', tokenRoutes);
  app.route('/v1/card-metadata', cardMetadataRoutes);
  app.route('/v1/three_d_secure', threeDSecureRoutes);
  app.route('/v1/bank_redirects', bankRedirectRoutes);
  app.route('/v1/mandates', mandateRoutes);
  app.route('/', threeDSecurePageRoutes(publicDir));
  app.route('/', bankRedirectPageRoutes(publicDir));
  app.route(
    '/',
    staticAssetRoutes(publicDir instanceof URL ? fileURLToPath(publicDir) : publicDir),
  );
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
