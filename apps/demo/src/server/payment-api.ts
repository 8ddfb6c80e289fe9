import { Hono } from 'hono';
import Stripe from 'stripe';
import { demoCurrency } from '../shared/demo-prices.js';
import { checkoutSessionRoutes } from './checkout-sessions.js';
import { linkCheckoutRoutes } from './link-checkout.js';
import { PRODUCT } from './product.js';
import { savedCardRoutes } from './saved-cards.js';

export interface ProviderOptions {
  providerUrl: string;
  secretKey: string;
}

/** The official SDK, pointed at the Kassa provider instead of api.stripe.com. */
export function createProviderClient({ providerUrl, secretKey }: ProviderOptions): Stripe {
  const url = new URL(providerUrl);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
    maxNetworkRetries: 1,
    telemetry: false,
  });
}

const INTENT_ID = /^pi_[A-Za-z0-9]+$/;
const CONFIRMATION_TOKEN = /^ctoken_[A-Za-z0-9]+$/;

/** The `confirmationToken` of a JSON body, or null when it is missing or malformed. */
async function readConfirmationToken(request: Request): Promise<string | null> {
  const body: unknown = await request.json().catch(() => null);
  if (body === null || typeof body !== 'object' || !('confirmationToken' in body)) return null;
  const token = body.confirmationToken;
  return typeof token === 'string' && CONFIRMATION_TOKEN.test(token) ? token : null;
}

function providerError(error: unknown): { status: 400 | 402 | 404 | 502; message: string } {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode;
    if (status === 400 || status === 402 || status === 404)
      return { status, message: error.message };
    // Other failures (e.g. a wrong secret key) are the shop's problem, not the shopper's.
    return { status: 502, message: `The payment provider failed (HTTP ${status ?? 'unknown'}).` };
  }
  return { status: 502, message: 'The payment provider could not be reached.' };
}

/** The shop's JSON answer when a call to the provider failed. */
function providerFailure(error: unknown): Response {
  const { status, message } = providerError(error);
  return Response.json({ error: { message } }, { status });
}

/** The methods of the express checkout: cards and the express buttons' redirect methods. */
const EXPRESS_TYPES = ['card', 'paypal', 'klarna', 'amazon_pay', 'demo_pay'];

/**
 * The shipping rates the wallet checkout offers (`?element=wallet`): the shop's server prices
 * them, so the amount charged never comes from the browser.
 */
export const SHIPPING_RATES = [
  { id: 'standard', label: 'Standard', detail: '3-5 days', amount: 0 },
  { id: 'express', label: 'Express', detail: 'Next day', amount: 1500 },
] as const;

/** The quantities the method switch sells (pay-later minimums need more than one T-shirt). */
const QUANTITY = /^[1-4]$/;

/** The merchant back end: creates PaymentIntents and reads them back, with the secret key. */
export function paymentApi(client: Stripe): Hono {
  const api = new Hono();
  // The method switch's "returning customer": one customer for the shop's whole run, made on
  // first use, so bank transfers (customer balance, which needs a customer) can be tried.
  let returningCustomer: Promise<string> | undefined;
  const customerId = (): Promise<string> => {
    if (!returningCustomer) {
      const made = client.customers
        .create({ name: 'Demo shopper', email: 'shopper@example.com' })
        .then((customer) => customer.id);
      // A failed creation is tried again by the next checkout.
      made.catch(() => {
        if (returningCustomer === made) returningCustomer = undefined;
      });
      returningCustomer = made;
    }
    return returningCustomer;
  };

  api.get('/product', (c) => c.json(PRODUCT));

  api.post('/checkout', async (c) => {
    // `?currency=eur`: the method switch. The intent takes automatic payment methods in that
    // currency (the Payment Element shows what the currency and amount allow); without it the
    // shop keeps to cards in US dollars, as its other checkouts expect.
    const asked = c.req.query('currency');
    const priced = asked === undefined ? undefined : demoCurrency(asked);
    if (asked !== undefined && priced === undefined) {
      return c.json({ error: { message: `The shop does not sell in ${asked}.` } }, 400);
    }
    const quantity = c.req.query('quantity') ?? '1';
    if (!QUANTITY.test(quantity)) {
      return c.json({ error: { message: 'The shop sells 1 to 4 T-shirts at a time.' } }, 400);
    }
    try {
      const common = {
        description: PRODUCT.name,
        metadata: { product: PRODUCT.id },
      };
      const intent = priced
        ? await client.paymentIntents.create({
            ...common,
            amount: priced.amount * Number(quantity),
            currency: priced.currency,
            automatic_payment_methods: { enabled: true },
            ...(c.req.query('customer') === '1' ? { customer: await customerId() } : {}),
          })
        : await client.paymentIntents.create({
            ...common,
            amount: PRODUCT.amount,
            currency: PRODUCT.currency,
            // `?express=1`: the express checkout also pays with the Express Checkout
            // Element's redirect methods. (stripe-node 23's types only know automatic payment
            // methods; the API still takes the explicit list.)
            payment_method_types: c.req.query('express') === '1' ? EXPRESS_TYPES : ['card'],
          } as Stripe.PaymentIntentCreateParams);
      return c.json({
        clientSecret: intent.client_secret,
        id: intent.id,
        amount: intent.amount,
        currency: intent.currency,
      });
    } catch (error) {
      return providerFailure(error);
    }
  });

  // Saving a card for later: a SetupIntent the front end confirms with confirmSetup or
  // confirmCardSetup.
  api.post('/setup-intents', async (c) => {
    try {
      const params: Stripe.SetupIntentCreateParams & { payment_method_types: string[] } = {
        payment_method_types: ['card'],
        description: `Save a card for ${PRODUCT.name}`,
      };
      const intent = await client.setupIntents.create(params);
      return c.json({ clientSecret: intent.client_secret, id: intent.id });
    } catch (error) {
      return providerFailure(error);
    }
  });

  // The confirmation-token flow: the browser collects the card (createConfirmationToken) and the
  // server creates and confirms the PaymentIntent with it, as Stripe's "finalize on the server".
  api.post('/confirmation-token-payments', async (c) => {
    const confirmationToken = await readConfirmationToken(c.req.raw);
    if (confirmationToken === null) {
      return c.json(
        { error: { message: 'Expected a JSON body with confirmationToken like ctoken_123.' } },
        400,
      );
    }
    try {
      const params: Stripe.PaymentIntentCreateParams & { payment_method_types: string[] } = {
        amount: PRODUCT.amount,
        currency: PRODUCT.currency,
        payment_method_types: ['card'],
        confirm: true,
        confirmation_token: confirmationToken,
        description: PRODUCT.name,
      };
      const intent = await client.paymentIntents.create(params);
      return c.json({ id: intent.id, status: intent.status });
    } catch (error) {
      return providerFailure(error);
    }
  });

  // The wallet sheet's shipping rate changed: the intent charges the product and that rate.
  api.post('/payment-intents/:id/shipping-rate', async (c) => {
    const id = c.req.param('id');
    const body = (await c.req.json().catch(() => null)) as { rate?: unknown } | null;
    const rate = SHIPPING_RATES.find((r) => r.id === body?.rate);
    if (!INTENT_ID.test(id) || rate === undefined) {
      return c.json(
        { error: { message: 'Expected pi_… and a JSON body with rate standard or express.' } },
        400,
      );
    }
    try {
      const intent = await client.paymentIntents.update(id, {
        amount: PRODUCT.amount + rate.amount,
      });
      return c.json({ amount: intent.amount, currency: intent.currency });
    } catch (error) {
      return providerFailure(error);
    }
  });

  api.get('/payment-intents/:id', async (c) => {
    const id = c.req.param('id');
    if (!INTENT_ID.test(id)) {
      return c.json({ error: { message: 'Expected a PaymentIntent id like pi_123.' } }, 400);
    }
    try {
      const intent = await client.paymentIntents.retrieve(id);
      return c.json({
        id: intent.id,
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
        shipping: intent.shipping ?? null,
        last_payment_error: intent.last_payment_error?.message ?? null,
      });
    } catch (error) {
      return providerFailure(error);
    }
  });

  savedCardRoutes(api, client, providerFailure);
  linkCheckoutRoutes(api, client, providerFailure);
  checkoutSessionRoutes(api, client, providerFailure);

  return api;
}
