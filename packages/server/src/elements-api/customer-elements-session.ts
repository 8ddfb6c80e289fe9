import { isSaveEligible } from '@kassa/core';
import { linkSettings } from '../consumers/wallet-object.js';
import { redisplayLimit } from '../customer-sessions/customer-session-object.js';
import type { CustomerObject } from '../customers/customer-object.js';
import type { SavedShippingAddress } from '../customers/customer-shipping-addresses.js';
import { ApiError } from '../errors/api-error.js';
import type { AppServices } from '../http/env.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { Account } from '../platform/accounts.js';
import type { CustomerSessionComponents } from '../platform/session-components.js';
import {
  type PublishableSetupIntent,
  setupIntentIdFromSecret,
} from '../setup-intents/setup-intent-object.js';
import {
  type ElementsSession,
  type ElementsSessionQuery,
  elementsSession,
} from './elements-sessions.js';

export interface ElementsCustomer {
  id: string;
  payment_methods: PaymentMethodObject[];
  default_payment_method: string | null;
  /** The customer's e-mail and shipping address: the Address Element offers it as saved. */
  email: string | null;
  shipping: CustomerObject['shipping'];
  /** Its other saved shipping addresses (from its payments), listed after `shipping`. */
  saved_shipping_addresses: SavedShippingAddress[];
  customer_session: {
    id: string;
    api_key: string;
    api_key_expiry: number;
    components: CustomerSessionComponents;
    customer: string;
  };
}

export type CustomerElementsSession = Omit<ElementsSession, 'customer' | 'setup_intent'> & {
  customer: ElementsCustomer | null;
  setup_intent: PublishableSetupIntent | null;
  /** The wallets whose buttons may not show on the page's domain (payment method domains). */
  unverified_payment_methods_on_domain: string[];
};

export interface CustomerElementsSessionQuery extends ElementsSessionQuery {
  readonly customerSessionClientSecret?: string | undefined;
  /** The host name of the page the session is for (Stripe.js's referrer_host). */
  readonly referrerHost?: string | undefined;
}

/**
 * The elements session, extended with what the customer side adds: SetupIntent client secrets
 * (mode setup) and, with a customer session's client secret, the customer and its saved cards.
 */
export async function customerElementsSession(
  services: AppServices,
  account: Account,
  query: CustomerElementsSessionQuery,
): Promise<CustomerElementsSession> {
  const session = query.clientSecret?.startsWith('seti_')
    ? await setupSession(services, account, query.clientSecret, query.externalPaymentMethodTypes)
    : { ...(await elementsSession(services.paymentIntents, account, query)), setup_intent: null };
  const customer = query.customerSessionClientSecret
    ? await elementsCustomer(
        services,
        account,
        query.customerSessionClientSecret,
        redisplayTypes(session.ordered_payment_method_types_and_wallets),
      )
    : null;
  const unverified = await services.paymentMethodDomains.unverifiedOn(account, query.referrerHost);
  // The session's types the account has not activated, whether the merchant listed them or
  // automatic payment methods chose them: hidden in live mode, shown with a warning in test
  // mode by the Payment Element (spec 000 §2); payable in test mode, as in Stripe.
  const unactivated = session.ordered_payment_method_types_and_wallets.filter((type) =>
    account.unactivatedPaymentMethodTypes.includes(type),
  );
  return {
    ...session,
    // Spec 001 §6: the wallet is off on a page whose domain the merchant has not registered
    // for Link (elements/wallet-config says why: link_not_on_verified_domain).
    ...(unverified.includes('link')
      ? { link_settings: linkSettings([], { country: account.country }) }
      : {}),
    unactivated_payment_method_types: unactivated,
    customer,
    unverified_payment_methods_on_domain: unverified,
  };
}

async function setupSession(
  services: AppServices,
  account: Account,
  clientSecret: string,
  externalPaymentMethodTypes: readonly string[] | undefined,
) {
  const id = setupIntentIdFromSecret(clientSecret);
  if (!id) {
    throw new ApiError(
      'setup_intent_invalid_parameter',
      'Invalid client_secret: the value must look like seti_..._secret_...',
      { param: 'client_secret' },
    );
  }
  const intent = (await services.setupIntents.retrieve(
    { account, publishable: true },
    id,
    clientSecret,
  )) as PublishableSetupIntent;
  const base = await elementsSession(services.paymentIntents, account, {
    externalPaymentMethodTypes,
    deferredIntent: {
      mode: 'setup',
      currency: account.defaultCurrency,
      payment_method_types: intent.payment_method_types,
    },
  });
  return {
    ...base,
    mode: 'setup' as const,
    amount: null,
    setup_future_usage: intent.usage,
    payment_intent: null,
    setup_intent: intent,
    ordered_payment_method_types_and_wallets: intent.payment_method_types,
  };
}

/**
 * The saved types the session can pay (or set up) with: the save-eligible ones among its
 * methods. Link is left out: a Link method is chosen in Link, not from the saved list.
 */
export function redisplayTypes(types: readonly string[]): string[] {
  return types.filter((type) => type !== 'link' && isSaveEligible(type));
}

/**
 * The customer part: its redisplayable saved methods of the given types (the session's), its
 * default and the session's api_key.
 */
export async function elementsCustomer(
  services: AppServices,
  account: Account,
  clientSecret: string,
  types: readonly string[],
): Promise<ElementsCustomer> {
  const { customers, savedPaymentMethods: savedMethods, customerSessions: sessions } = services;
  const session = await sessions.resolve(account, clientSecret);
  const customer = await customers.retrieve(account, session.customerId);
  if ('deleted' in customer) {
    throw new ApiError('resource_missing', `No such customer: '${session.customerId}'`, {
      param: 'customer_session_client_secret',
    });
  }
  const filters = session.components.payment_element.features
    ?.payment_method_allow_redisplay_filters ?? ['always'];
  const methods = await savedMethods.redisplayable(
    account,
    customer.id,
    types,
    filters,
    redisplayLimit(session.components),
    customer.invoice_settings.default_payment_method,
  );
  return {
    id: customer.id,
    payment_methods: methods,
    default_payment_method: customer.invoice_settings.default_payment_method,
    email: customer.email,
    shipping: customer.shipping,
    saved_shipping_addresses: await services.customerShippingAddresses.list(account, customer.id),
    customer_session: {
      id: session.id,
      api_key: session.apiKey,
      api_key_expiry: session.apiKeyExpiry,
      components: session.components,
      customer: customer.id,
    },
  };
}
