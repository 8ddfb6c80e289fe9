import type { CustomerService } from '../customers/customer-service.js';
import type { SavedPaymentMethodService } from '../customers/saved-payment-methods.js';
import { ApiError } from '../errors/api-error.js';
import type { FxQuoteService } from '../fx-quotes/fx-quote-service.js';
import { publishableView } from '../intents/payment-intent-object.js';
import type { PaymentIntentService } from '../payment-intents/payment-intent-service.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { unixNow } from '../platform/ids.js';
import { publishableSetupIntent } from '../setup-intents/setup-intent-object.js';
import type { SetupIntentService } from '../setup-intents/setup-intent-service.js';
import { requestScoped } from '../store/request-transaction.js';
import type { Store } from '../store/store.js';
import { chargeOf } from './adaptive-pricing.js';
import type { CheckoutSessionObject, Json } from './checkout-session-object.js';
import { findSession, type SessionRow, writeSession } from './checkout-session-rows.js';
import { confirmSessionIntent } from './page-confirmation.js';
import { applyDetails, checkReadyToPay } from './page-details.js';
import { paymentPageObject } from './payment-page-object.js';
import type { PageConfirmParams, PageDetailsParams } from './payment-page-params.js';

export interface PaymentPageDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly paymentIntents: PaymentIntentService;
  readonly setupIntents: SetupIntentService;
  readonly paymentMethods: PaymentMethodService;
  readonly customers: CustomerService;
  readonly savedPaymentMethods: SavedPaymentMethodService;
  /** Adaptive pricing converts the session's totals with it. */
  readonly fxQuotes: FxQuoteService;
}

export interface PageViewer {
  readonly account: Account;
  readonly publishable: boolean;
}

/** Only an open session, not past its expiry, takes the shopper's changes. */
export function checkOpen(session: CheckoutSessionObject, now: Date): void {
  if (session.status === 'complete') {
    throw new ApiError('checkout_session_complete', 'This Checkout Session is already complete.');
  }
  if (session.status === 'expired' || session.expires_at <= unixNow(now)) {
    throw new ApiError('checkout_session_expired', 'This Checkout Session has expired.');
  }
}

/** /v1/payment_pages: the PaymentPage of a session, the shopper's changes and the confirm. */
export class PaymentPageService {
  readonly #deps: PaymentPageDeps;

  constructor(deps: PaymentPageDeps) {
    this.#deps = { ...deps, store: requestScoped(deps.store) };
  }

  async retrieve(viewer: PageViewer, id: string): Promise<Json> {
    const row = await findSession(this.#deps.store, viewer.account, id);
    return this.#page(viewer, row);
  }

  async update(viewer: PageViewer, id: string, params: PageDetailsParams): Promise<Json> {
    const row = await this.#deps.store.transaction(async (tx) => {
      const current = await findSession(tx, viewer.account, id, { lock: true });
      checkOpen(current.data, this.#deps.clock());
      const { session, internals } = applyDetails(current, params, this.#deps.fxQuotes);
      await writeSession(tx, session, internals);
      return { ...current, data: session, internals };
    });
    return this.#page(viewer, row);
  }

  /**
   * Pays (or sets up) the session: one transaction holds the session's row lock while the
   * intent is created and confirmed, so concurrent confirms pay once. A decline is kept (the
   * intent and its charge are Stripe's record of it) and thrown once the transaction commits.
   */
  async confirm(
    viewer: PageViewer,
    id: string,
    params: PageConfirmParams,
    mandateData?: Json,
  ): Promise<Json> {
    const store = this.#deps.store as ReturnType<typeof requestScoped>;
    const outcome = await store.inRequestTransaction(async () => {
      const current = await findSession(store, viewer.account, id, { lock: true });
      checkOpen(current.data, this.#deps.clock());
      const applied = applyDetails(current, params, this.#deps.fxQuotes);
      // The shopper pays the total they see: in their local currency once they chose it.
      const total = chargeOf(applied.session).amount;
      if (params.expected_amount !== undefined && params.expected_amount !== total) {
        throw new ApiError(
          'parameter_invalid_value',
          `The expected amount (${params.expected_amount}) does not match the session's total (${total}). Reload the page to see the current total.`,
          { param: 'expected_amount' },
        );
      }
      if (!params.payment_method && !params.confirmation_token) {
        throw new ApiError('parameter_missing', 'Missing required param: payment_method.', {
          param: 'payment_method',
        });
      }
      return confirmSessionIntent(this.#deps, store, viewer.account, applied, params, {
        checkReady: checkReadyToPay,
        mandateData,
      });
    });
    if (outcome.error) throw outcome.error;
    return this.#page(viewer, outcome.row);
  }

  async #page(viewer: PageViewer, row: SessionRow): Promise<Json> {
    const { account } = viewer;
    const session = row.data;
    const owner = { account, publishable: false };
    const paymentIntent = session.payment_intent
      ? await this.#deps.paymentIntents.retrieve(owner, session.payment_intent, undefined)
      : null;
    const setupIntent = session.setup_intent
      ? await this.#deps.setupIntents.retrieve(owner, session.setup_intent, undefined)
      : null;
    const saved =
      session.customer && session.saved_payment_method_options && session.status === 'open'
        ? (
            await this.#deps.savedPaymentMethods.listForCustomer(account, session.customer, {
              allow_redisplay: 'always',
              limit: 100,
            })
          ).data
        : [];
    return paymentPageObject(account, session, row.internals, this.#deps.fxQuotes, {
      paymentIntent:
        paymentIntent && viewer.publishable
          ? publishableView(paymentIntent as Parameters<typeof publishableView>[0])
          : paymentIntent,
      setupIntent:
        setupIntent && viewer.publishable
          ? publishableSetupIntent(setupIntent as Parameters<typeof publishableSetupIntent>[0])
          : setupIntent,
      savedPaymentMethods: saved,
    });
  }
}
