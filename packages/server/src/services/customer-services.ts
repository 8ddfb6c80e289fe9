import type { Store } from '../store/store.js';
import { CustomerService } from './customers.js';
import type { Clock, PaymentMethodService } from './payment-methods.js';
import { SavedPaymentMethodService } from './saved-payment-methods.js';
import { SetupIntentService } from './setup-intents.js';

/** The customer side of the API: customers, saved payment methods and setting them up. */
export interface CustomerServices {
  readonly customers: CustomerService;
  readonly savedMethods: SavedPaymentMethodService;
  readonly setupIntents: SetupIntentService;
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
  };
}
