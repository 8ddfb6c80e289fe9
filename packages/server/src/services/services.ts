import type { Store } from '../store/store.js';
import { KeyDirectory } from './accounts.js';
import { IdempotencyService } from './idempotency.js';
import { PaymentIntentService } from './payment-intents.js';
import { type Clock, PaymentMethodService } from './payment-methods.js';

/** Every service, wired to one store. */
export interface Services {
  readonly keys: KeyDirectory;
  readonly idempotency: IdempotencyService;
  readonly paymentMethods: PaymentMethodService;
  readonly paymentIntents: PaymentIntentService;
}

export function createServices(store: Store, clock: Clock = () => new Date()): Services {
  const paymentMethods = new PaymentMethodService(store, clock);
  return {
    keys: new KeyDirectory(store),
    idempotency: new IdempotencyService(store),
    paymentMethods,
    paymentIntents: new PaymentIntentService(store, paymentMethods, clock),
  };
}
