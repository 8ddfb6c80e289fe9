import { Hono } from 'hono';
import Stripe from 'stripe';
import { PRODUCT } from './product.js';

/**
 * "Checkout (hosted)": Stripe's quickstart for a hosted Checkout Session. The shop's form posts
 * here; the server creates the session with the official SDK and sends the shopper to its `url`
 * (the provider's hosted page) with a 303, as Stripe's sample does.
 */
export function hostedCheckoutRoutes(client: Stripe): Hono {
  return new Hono().post('/', async (c) => {
    const shop = new URL(c.req.url).origin;
    try {
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            price_data: {
              currency: PRODUCT.currency,
              unit_amount: PRODUCT.amount,
              product_data: { name: PRODUCT.name, description: PRODUCT.description },
            },
            quantity: 1,
            adjustable_quantity: { enabled: true, minimum: 1, maximum: 4 },
          },
        ],
        metadata: { product: PRODUCT.id },
        success_url: `${shop}/?checkout=complete&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${shop}/?checkout=canceled`,
      });
      if (!session.url) throw new Error('The provider answered a hosted session without url');
      return c.redirect(session.url, 303);
    } catch (error) {
      const message =
        error instanceof Stripe.errors.StripeError ? error.message : 'The provider did not answer.';
      if (!(error instanceof Stripe.errors.StripeError))
        console.error('demo: checkout session', error);
      return c.json({ error: { message } }, 502);
    }
  });
}
