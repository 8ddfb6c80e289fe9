import { expect, type Locator, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { DEMO_URL, PROVIDER_URL, SECRET_KEY } from '../e2e-env.js';

/** The merchant's server: the official `stripe` SDK pointed at the provider. */
export function merchantStripe(): Stripe {
  const url = new URL(PROVIDER_URL);
  return new Stripe(SECRET_KEY, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    telemetry: false,
  });
}

/** A hosted Checkout Session for a tote bag, as Stripe's quickstart creates one. */
export function createSession(
  params: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<Stripe.Checkout.Session> {
  return merchantStripe().checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        price_data: {
          currency: 'usd',
          unit_amount: 2000,
          product_data: { name: 'Tote bag', description: 'Organic cotton' },
        },
        quantity: 2,
        adjustable_quantity: { enabled: true, minimum: 1, maximum: 5 },
      },
    ],
    success_url: `${DEMO_URL}/?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${DEMO_URL}/?checkout=canceled`,
    ...params,
  } as Stripe.Checkout.SessionCreateParams);
}

/** The hosted Checkout page (packages/elements/src/checkout) as a shopper sees it. */
export class HostedCheckout {
  readonly payButton: Locator;
  readonly email: Locator;
  readonly alert: Locator;
  readonly total: Locator;

  constructor(readonly page: Page) {
    this.payButton = page.getByTestId('checkout-pay');
    this.email = page.locator('#checkout-email');
    this.alert = page.getByTestId('checkout-alert');
    this.total = page.getByTestId('checkout-total');
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.payButton).toBeEnabled();
    // The card form is in the Payment Element's frame: wait for its number field.
    await expect(this.paymentFrame().locator('input').first()).toBeVisible();
  }

  paymentFrame() {
    return this.page.frameLocator('iframe[src*="/frames/payment.html"]');
  }
}
