import type { Hono } from 'hono';
import type Stripe from 'stripe';
import { PRODUCT } from './product.js';

const CUSTOMER_ID = /^cus_[A-Za-z0-9]+$/;

/** `{customer}` of a JSON body when it looks like a customer id; null starts a new shopper. */
async function readCustomer(request: Request): Promise<string | null> {
  const body: unknown = await request.json().catch(() => null);
  if (body === null || typeof body !== 'object' || !('customer' in body)) return null;
  return typeof body.customer === 'string' && CUSTOMER_ID.test(body.customer)
    ? body.customer
    : null;
}

/** A new returning shopper: a customer with one Visa saved that the Payment Element may show. */
async function customerWithSavedCard(client: Stripe): Promise<string> {
  const customer = await client.customers.create({ email: 'jenny.rosen@example.com' });
  const card = await client.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: new Date().getFullYear() + 3 },
    allow_redisplay: 'always',
  } as Stripe.PaymentMethodCreateParams);
  await client.paymentMethods.attach(card.id, { customer: customer.id });
  return customer.id;
}

/**
 * Checkout for a returning shopper (customer sessions): the PaymentIntent belongs to the
 * customer, and the customer session lets the Payment Element show, save and remove cards.
 */
export function savedCardRoutes(
  api: Hono,
  client: Stripe,
  failed: (error: unknown) => Response,
): void {
  api.post('/saved-checkout', async (c) => {
    try {
      const customer = (await readCustomer(c.req.raw)) ?? (await customerWithSavedCard(client));
      const session = await client.customerSessions.create({
        customer,
        components: {
          payment_element: {
            enabled: true,
            features: {
              payment_method_redisplay: 'enabled',
              payment_method_save: 'enabled',
              payment_method_save_usage: 'off_session',
              payment_method_remove: 'enabled',
            },
          },
        },
      });
      const params: Stripe.PaymentIntentCreateParams & { payment_method_types: string[] } = {
        amount: PRODUCT.amount,
        currency: PRODUCT.currency,
        customer,
        payment_method_types: ['card'],
        description: PRODUCT.name,
      };
      const intent = await client.paymentIntents.create(params);
      return c.json({
        id: intent.id,
        clientSecret: intent.client_secret,
        customer,
        customerSessionClientSecret: session.client_secret,
      });
    } catch (error) {
      return failed(error);
    }
  });

  // What the shopper has saved, as the shop's server reads it (the e2e test checks removals).
  api.get('/customers/:id/cards', async (c) => {
    const id = c.req.param('id');
    if (!CUSTOMER_ID.test(id)) {
      return c.json({ error: { message: 'Expected a customer id like cus_123.' } }, 400);
    }
    try {
      const list = await client.customers.listPaymentMethods(id, { type: 'card', limit: 30 });
      return c.json({
        cards: list.data.map((method) => ({ id: method.id, last4: method.card?.last4 })),
      });
    } catch (error) {
      return failed(error);
    }
  });
}
