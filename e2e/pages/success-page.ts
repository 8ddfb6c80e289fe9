import { expect, type Page } from '@playwright/test';

/** The order status page the shop shows after `confirmPayment`/`confirmCardPayment`. */
export class SuccessPage {
  constructor(readonly page: Page) {}

  async expectStatus(status: string, paymentIntentId: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === '/success');
    expect(new URL(this.page.url()).searchParams.get('payment_intent')).toBe(paymentIntentId);
    await expect(this.page.getByTestId('payment-intent-id')).toHaveText(paymentIntentId);
    await expect(this.page.getByTestId('payment-status')).toHaveText(status);
  }
}
