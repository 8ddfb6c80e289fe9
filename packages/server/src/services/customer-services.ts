import type { Store } from '../store/store.js';
import { CustomerService } from './customers.js';
import type { Clock, PaymentMethodService } from './payment-methods.js';
import { SavedPaymentMethodService } from './saved-payment-methods.js';

/** The customer side of the API: customers and their saved payment methods. */
export interface CustomerServices {
  readonly customers: CustomerService;
  readonly savedMethods: SavedPaymentMethodService;
}

export function createCustomerServices(
  store: Store,
  methods: PaymentMethodService,
  clock: Clock,
): CustomerServices {
  return {
    customers: new CustomerService(store, methods, clock),
    savedMethods: new SavedPaymentMethodService(store, methods, clock),
  };
}
