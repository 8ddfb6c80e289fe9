import type { MandateObject } from './mandates/mandate-object.js';
import type { Store } from './store/store.js';
import { type Account, KeyDirectory } from './platform/accounts.js';
import { BankRedirectService } from './hosted-pages/bank-redirects.js';
import { type CustomerServices, createCustomerServices } from './customers/customer-services.js';
import { EventService } from './events/event-service.js';
import { IdempotencyService } from './platform/idempotency-records.js';
import { retrieveMandate } from './mandates/mandates.js';
import { createMoneyServices, type MoneyServices } from './charges/money-services.js';
import { PaymentIntentChanges } from './payment-intents/payment-intent-changes.js';
import { PaymentIntentService } from './payment-intents/payment-intent-service.js';
import { type Clock, PaymentMethodService } from './payment-methods/payment-method-service.js';
import { ThreeDSecureService } from './hosted-pages/three-d-secure.js';
import { WebhookEndpointService } from './webhooks/webhook-endpoints.js';

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
  };
}
