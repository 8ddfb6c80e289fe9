import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { TypedPaymentMethodParams } from '../payment-methods/typed-payment-method-params.js';
import type { Store } from '../store/store.js';
import type { Account } from '../platform/accounts.js';
import { CustomerSessionService } from '../customer-sessions/customer-session-service.js';
import { CustomerService } from './customer-service.js';
import { EphemeralKeyService } from '../ephemeral-keys/ephemeral-keys.js';
import { expandObjects, listItemPaths } from '../platform/expand.js';
import type { Clock, PaymentMethodService } from '../payment-methods/payment-method-service.js';
import { SavedPaymentMethodService } from './saved-payment-methods.js';
import { SetupIntentService } from '../setup-intents/setup-intent-service.js';
import { createTypedPaymentMethod } from '../payment-methods/typed-payment-methods.js';

/** The customer side of the API: customers, saved methods, setups, sessions and keys. */
export interface CustomerServices {
  readonly customers: CustomerService;
  readonly savedMethods: SavedPaymentMethodService;
  readonly setupIntents: SetupIntentService;
  readonly sessions: CustomerSessionService;
  readonly ephemeralKeys: EphemeralKeyService;
  /** `expand[]` on customer-side objects. */
  expand<T>(account: Account, objects: T[], paths: readonly string[] | undefined): Promise<T[]>;
  listItemPaths(paths: readonly string[] | undefined): string[];
  /** POST /v1/payment_methods for the non-card types of the spec's table. */
  createTypedMethod(
    account: Account,
    type: string,
    params: TypedPaymentMethodParams,
  ): Promise<PaymentMethodObject>;
}

export function createCustomerServices(
  store: Store,
  methods: PaymentMethodService,
  clock: Clock,
): CustomerServices {
  return {
    customers: new CustomerService(store, methods, clock),
    savedMethods: new SavedPaymentMethodService(store, methods, clock),
    setupIntents: new SetupIntentService(store, { methods, clock }),
    sessions: new CustomerSessionService(store, clock),
    ephemeralKeys: new EphemeralKeyService(store, clock),
    expand: (account, objects, paths) => expandObjects(store, account, objects, paths),
    listItemPaths,
    createTypedMethod: (account, type, params) =>
      createTypedPaymentMethod(store, clock, account, type, params),
  };
}
