import { DEMO_URL, PROVIDER_URL, PUBLISHABLE_KEY, SECRET_KEY } from './e2e-env.js';

export interface IntentState {
  id: string;
  status: string;
  amount: number;
  client_secret: string;
  payment_method: string | null;
  last_payment_error: { code?: string; decline_code?: string; message?: string } | null;
}

/**
 * Calls the provider's API with the secret key, as a merchant's server does; a JSON body (the
 * provider takes JSON as well as form encoding). Any answer but 2xx throws with its text.
 */
async function withSecretKey<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
  const response = await fetch(`${PROVIDER_URL}/v1/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${SECRET_KEY}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} /v1/${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Reads a PaymentIntent straight from the provider's API with the secret key, as a merchant would. */
export function readIntent(id: string): Promise<IntentState> {
  return withSecretKey('GET', `payment_intents/${encodeURIComponent(id)}`);
}

/** Reads a PaymentMethod with the secret key, e.g. the billing details a confirm gave it. */
export function readPaymentMethod(
  id: string,
): Promise<{ id: string; billing_details: { email: string | null } }> {
  return withSecretKey('GET', `payment_methods/${encodeURIComponent(id)}`);
}

/** Reads a Charge with the secret key: what a payment's method details say. */
export function readCharge(
  id: string,
): Promise<{ id: string; payment_method_details: Record<string, unknown> }> {
  return withSecretKey('GET', `charges/${encodeURIComponent(id)}`);
}

/**
 * The merchant's server creates a $25.00 card PaymentIntent with these parameters, e.g.
 * `{payment_method, confirm: true, use_stripe_sdk: true}` to confirm it on the server.
 */
export function createIntentOnServer(params: object): Promise<IntentState> {
  return withSecretKey('POST', 'payment_intents', {
    amount: 2500,
    currency: 'usd',
    payment_method_types: ['card'],
    ...params,
  });
}

/** The merchant's server confirms a PaymentIntent (manual confirmation's second step). */
export function confirmIntentOnServer(id: string): Promise<IntentState> {
  return withSecretKey('POST', `payment_intents/${encodeURIComponent(id)}/confirm`, {});
}

/** A new customer and a customer session for the Payment Element; answers both ids. */
export async function createCustomerSession(): Promise<{ customer: string; clientSecret: string }> {
  const customer = await withSecretKey<{ id: string }>('POST', 'customers', {
    email: 'jenny.rosen@example.com',
  });
  const session = await withSecretKey<{ client_secret: string }>('POST', 'customer_sessions', {
    customer: customer.id,
    components: { payment_element: { enabled: true } },
  });
  return { customer: customer.id, clientSecret: session.client_secret };
}

/** A customer with a saved shipping address and a customer session, as the shop's server makes. */
export async function createCustomerWithAddress(
  shipping: object,
): Promise<{ customer: string; clientSecret: string }> {
  const customer = await withSecretKey<{ id: string }>('POST', 'customers', { shipping });
  const session = await withSecretKey<{ client_secret: string }>('POST', 'customer_sessions', {
    customer: customer.id,
    components: { payment_element: { enabled: true } },
  });
  return { customer: customer.id, clientSecret: session.client_secret };
}

/** A customer's saved shipping address, read with the secret key. */
export async function readCustomerShipping(
  id: string,
): Promise<{ name: string; address: Record<string, string | null> } | null> {
  const customer = await withSecretKey<{ shipping: never }>(
    'GET',
    `customers/${encodeURIComponent(id)}`,
  );
  return customer.shipping;
}

/** The same intent as the shop's back end (the official stripe SDK) reads it. */
export async function readIntentThroughShop(
  id: string,
): Promise<{ status: string; amount: number }> {
  const response = await fetch(`${DEMO_URL}/api/payment-intents/${encodeURIComponent(id)}`);
  if (!response.ok)
    throw new Error(`the shop answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { status: string; amount: number };
}

/** A SetupIntent as the merchant reads it with the secret key. */
export function readSetupIntent(
  id: string,
): Promise<{ id: string; status: string; payment_method: string | null }> {
  return withSecretKey('GET', `setup_intents/${encodeURIComponent(id)}`);
}

/** The shop's back end creates and confirms a PaymentIntent with a ConfirmationToken. */
export async function payWithConfirmationToken(
  confirmationToken: string,
): Promise<{ id?: string; status?: string; error?: { message: string } }> {
  const response = await fetch(`${DEMO_URL}/api/confirmation-token-payments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ confirmationToken }),
  });
  return (await response.json()) as { id?: string; status?: string; error?: { message: string } };
}

/**
 * A customer with a saved SEPA Direct Debit account (DE89…3000, allowed to show again), a
 * customer session that lists and may remove it, and a €25.00 PaymentIntent taking card or
 * SEPA Direct Debit, made as a merchant's server does.
 */
export async function savedSepaCheckout(): Promise<{
  id: string;
  clientSecret: string;
  customer: string;
  paymentMethod: string;
  customerSessionClientSecret: string;
}> {
  const customer = await withSecretKey<{ id: string }>('POST', 'customers', {
    email: 'jenny.rosen@example.com',
  });
  const method = await withSecretKey<{ id: string }>('POST', 'payment_methods', {
    type: 'sepa_debit',
    sepa_debit: { iban: 'DE89370400440532013000' },
    billing_details: { name: 'Jenny Rosen', email: 'jenny.rosen@example.com' },
    allow_redisplay: 'always',
  });
  await withSecretKey('POST', `payment_methods/${method.id}/attach`, { customer: customer.id });
  const session = await withSecretKey<{ client_secret: string }>('POST', 'customer_sessions', {
    customer: customer.id,
    components: {
      payment_element: {
        enabled: true,
        features: { payment_method_redisplay: 'enabled', payment_method_remove: 'enabled' },
      },
    },
  });
  const intent = await withSecretKey<IntentState>('POST', 'payment_intents', {
    amount: 2500,
    currency: 'eur',
    customer: customer.id,
    payment_method_types: ['card', 'sepa_debit'],
  });
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    customer: customer.id,
    paymentMethod: method.id,
    customerSessionClientSecret: session.client_secret,
  };
}

/** The ids of a customer's saved methods of one type, read with the secret key. */
export async function customerMethods(customer: string, type: string): Promise<string[]> {
  const list = await withSecretKey<{ data: { id: string }[] }>(
    'GET',
    `customers/${encodeURIComponent(customer)}/payment_methods?type=${type}`,
  );
  return list.data.map((method) => method.id);
}

/** A wallet call as the provider origin's frames make it, with the publishable key. */
export async function consumerCall(path: string, params: Record<string, string>) {
  const response = await fetch(`${PROVIDER_URL}/v1/consumers/${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${PUBLISHABLE_KEY}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: PROVIDER_URL,
    },
    body: new URLSearchParams(params),
  });
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { consumer_session: { client_secret: string } };
}

/** The merchant's server charges a source (`POST /v1/charges` with `source`), as with the Charges API. */
export function chargeSourceOnServer(
  source: string,
  amount: number,
  currency: string,
): Promise<{ id: string; paid: boolean; status: string; payment_method: string }> {
  return withSecretKey('POST', 'charges', { amount, currency, source });
}

/** Reads a Source with the secret key. */
export function readSource(id: string): Promise<{ id: string; status: string }> {
  return withSecretKey('GET', `sources/${encodeURIComponent(id)}`);
}
