import { pageAttemptRoutes, readPageAttempt } from './page-attempt-routes.js';

/**
 * 3-D Secure attempts (`src_…`), as Stripe.js and the hosted challenge page call them; plus
 * Stripe.js's entry (next_action.use_stripe_sdk.stripe_js), which checks the attempt, then
 * shows the challenge page on this origin.
 */
export const threeDSecureRoutes = pageAttemptRoutes((services) => services.threeDSecure).get(
  '/:id/authenticate',
  async (c) => {
    const attempt = await readPageAttempt(c, c.get('services').threeDSecure);
    return c.redirect(attempt.redirect_url, 302);
  },
);
