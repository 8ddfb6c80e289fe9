import { CustomerSourceService } from '../legacy-charges/customer-sources.js';
import type { MandateObject } from '../objects/mandate.js';
import type { Store } from '../store/store.js';
import { type Account, KeyDirectory } from './accounts.js';
import { BankRedirectService } from './bank-redirects.js';
import { type CustomerServices, createCustomerServices } from './customer-services.js';
import { EventService } from './events.js';
import { IdempotencyService } from './idempotency.js';
import { retrieveMandate } from './mandates.js';
import { createMoneyServices, type MoneyServices } from './money-services.js';
import { PaymentIntentChanges } from './payment-intent-changes.js';
import { PaymentIntentService } from './payment-intents.js';
import { type Clock, PaymentMethodService } from './payment-methods.js';
import { ThreeDSecureService } from './three-d-secure.js';
import { WebhookEndpointService } from './webhook-endpoints.js';

/** Every service, wired to one store. */
export interface Services {
  readonly keys: KeyDirectory;
  readonly idempotency: IdempotencyService;
  readonly paymentMethods: PaymentMethodService;
  readonly paymentIntents: PaymentIntentService;
  readonly paymentIntentChanges: PaymentIntentChanges;
  readonly customers: CustomerServices;
  readonly events: EventService;
  readonly webhookEndpoints: WebhookEndpointService;
  readonly money: MoneyServices;
  readonly threeDSecure: ThreeDSecureService;
  readonly bankRedirects: BankRedirectService;
  readonly mandates: { retrieve(account: Account, id: string): Promise<MandateObject> };
  /** A customer's card sources (Stripe's Sources API on customers). */
  readonly customerSources: CustomerSourceService;
}

export function createServices(store: Store, clock: Clock = () => new Date()): Services {
  const paymentMethods = new PaymentMethodService(store, clock);
  return {
    keys: new KeyDirectory(store),
    idempotency: new IdempotencyService(store),
    paymentMethods,
    paymentIntents: new PaymentIntentService(store, paymentMethods, clock),
    paymentIntentChanges: new PaymentIntentChanges(store, paymentMethods, clock),
    customers: createCustomerServices(store, paymentMethods, clock),
    events: new EventService(store),
    webhookEndpoints: new WebhookEndpointService(store, clock),
    money: createMoneyServices(store, paymentMethods, clock),
    threeDSecure: new ThreeDSecureService(store, paymentMethods, clock),
    bankRedirects: new BankRedirectService(store, paymentMethods, clock),
    mandates: { retrieve: (account, id) => retrieveMandate(store, account, id) },
    customerSources: new CustomerSourceService(store, paymentMethods, clock),
  };
}
