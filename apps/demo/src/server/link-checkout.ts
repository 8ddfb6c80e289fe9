import type { Hono } from 'hono';
import type Stripe from 'stripe';
import { PRODUCT } from './product.js';

/**
 * The checkout with the Link wallet (`?element=link`): a PaymentIntent that takes `link`
 * besides cards, so the Payment Element offers a verified shopper their wallet's cards and a
 * new shopper the sign-up while paying. `?bank=1` (`?element=link-bank`) also takes
 * `us_bank_account`: the wallet's bank accounts then pay too, and the shopper may add one.
 * `?only=1` (`?element=link-only`) takes `link` alone.
 */
export function linkCheckoutRoutes(
  api: Hono,
  client: Stripe,
  failure: (error: unknown) => Response,
): void {
  api.post('/checkout/link', async (c) => {
    try {
      // stripe-node 23's types only know automatic payment methods; the API takes the list.
      const params: Stripe.PaymentIntentCreateParams & { payment_method_types: string[] } = {
        amount: PRODUCT.amount,
        currency: PRODUCT.currency,
        payment_method_types:
          c.req.query('only') === '1'
            ? ['link']
            : c.req.query('bank') === '1'
              ? ['card', 'link', 'us_bank_account']
              : ['card', 'link'],
        description: PRODUCT.name,
        metadata: { product: PRODUCT.id },
      };
      const intent = await client.paymentIntents.create(params);
      return c.json({ clientSecret: intent.client_secret, id: intent.id });
    } catch (error) {
      return failure(error);
    }
  });
}
