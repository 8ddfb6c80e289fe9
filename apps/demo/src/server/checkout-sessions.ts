import type { Hono } from 'hono';
import type Stripe from 'stripe';
import { PRODUCT } from './product.js';

const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]+$/;

/**
 * Checkout Sessions for the shop's embedded checkouts, as Stripe's docs create them: the server
 * makes the session (the price never comes from the browser) and answers its client secret.
 * `?ui=embedded` (default): Embedded Checkout, the session's page in a frame on the shop's page.
 * `?ui=elements`: Elements with the Checkout Session (the shop's own form, Stripe's elements).
 * Both come back to `/checkout-return?session_id=…`, which reads the session's status.
 */
export function checkoutSessionRoutes(
  api: Hono,
  client: Stripe,
  failure: (error: unknown) => Response,
): void {
  api.post('/checkout-sessions', async (c) => {
    try {
      const origin = new URL(c.req.url).origin;
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        ui_mode: c.req.query('ui') === 'elements' ? 'elements' : 'embedded_page',
        line_items: [
          {
            price_data: {
              currency: PRODUCT.currency,
              unit_amount: PRODUCT.amount,
              product_data: { name: PRODUCT.name, description: PRODUCT.description },
            },
            quantity: 1,
          },
        ],
        return_url: `${origin}/checkout-return?session_id={CHECKOUT_SESSION_ID}`,
        metadata: { product: PRODUCT.id },
      });
      return c.json({ clientSecret: session.client_secret, id: session.id });
    } catch (error) {
      return failure(error);
    }
  });

  api.get('/checkout-sessions/:id', async (c) => {
    const id = c.req.param('id');
    if (!SESSION_ID.test(id))
      return c.json({ error: { message: 'That is not a Checkout Session id.' } }, 400);
    try {
      const session = await client.checkout.sessions.retrieve(id);
      return c.json({
        id: session.id,
        status: session.status,
        paymentStatus: session.payment_status,
        amountTotal: session.amount_total,
        currency: session.currency,
        email: session.customer_details?.email ?? null,
      });
    } catch (error) {
      return failure(error);
    }
  });
}
