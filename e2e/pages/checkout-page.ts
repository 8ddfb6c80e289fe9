import { expect, type Locator, type Page } from '@playwright/test';

/** @kassa/react, @stripe/react-stripe-js 7, or an older major installed beside it. */
export type Bindings = 'kassa' | 'stripe' | `stripe-v${2 | 3 | 4 | 5 | 6}`;
export type Variant =
  | 'payment'
  | 'link'
  | 'link-shipping'
  | 'link-bank'
  | 'link-pe'
  | 'link-only'
  | 'card'
  | 'split'
  | 'shipping'
  | 'express'
  | 'express-shipping'
  | 'wallet';

/** The shop's checkout page: the merchant-side parts (event log, Pay button, error, intent). */
export class CheckoutPage {
  readonly main: Locator;
  readonly payButton: Locator;
  readonly error: Locator;
  readonly events: Locator;
  /** Which React binding the checkout runs on, as the page says. */
  readonly bindingsNote: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main.checkout');
    this.payButton = page.getByRole('button', { name: /^Pay/ });
    this.error = page.getByTestId('payment-error');
    this.events = page.getByTestId('element-events').locator('li');
    this.bindingsNote = page.locator('.bindings-note');
  }

  static async open(
    page: Page,
    options: { bindings?: Bindings; variant?: Variant; redirectAlways?: boolean } = {},
  ) {
    const query = new URLSearchParams();
    if (options.redirectAlways) query.set('redirect', 'always');
    if (options.bindings) query.set('bindings', options.bindings);
    if (options.variant && options.variant !== 'payment') query.set('element', options.variant);
    await page.goto(`/checkout?${query}`);
    const checkout = new CheckoutPage(page);
    await expect(checkout.main).toHaveAttribute('data-payment-intent', /^pi_/);
    return checkout;
  }

  /** The merchant-page log entries of one element's event (from its on* props). */
  event(element: string, event: string): Locator {
    return this.events.and(this.page.locator(`[data-element="${element}"][data-event="${event}"]`));
  }

  async waitForReady(element: string): Promise<void> {
    await expect(this.event(element, 'ready')).toHaveCount(1);
  }

  async paymentIntentId(): Promise<string> {
    const id = await this.main.getAttribute('data-payment-intent');
    if (!id) throw new Error('the checkout page shows no PaymentIntent');
    return id;
  }

  async pay(): Promise<void> {
    await expect(this.payButton).toBeEnabled();
    // Scrolled into view first, and clicked only once the browser has drawn the scrolled page.
    // Chromium routes a mouse event to a cross-origin (out-of-process) frame by the hit-test
    // data of the last frame it drew: a click sent right after a long scroll (Playwright's own,
    // from a field of the address frame up the page to the button) can land in the address
    // frame that was under that point before the scroll, and the form is never submitted.
    await this.payButton.scrollIntoViewIfNeeded();
    await this.page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
    await this.payButton.click();
  }

  /** After a decline the button is usable again and the shop shows the provider's message. */
  async expectError(message: string): Promise<void> {
    await expect(this.error).toHaveText(message);
    await expect(this.payButton).toBeEnabled();
  }
}
