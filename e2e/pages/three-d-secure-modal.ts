import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { PROVIDER_URL } from '../e2e-env.js';

/** The 3-D Secure modal the loader puts over the shop, with the provider's challenge page. */
export class ThreeDSecureModal {
  readonly dialog: Locator;
  readonly iframe: Locator;
  readonly frame: FrameLocator;

  /**
   * The modal holding the challenge page, in any locale (its name is the shopper's language's:
   * `name` narrows it to one).
   */
  constructor(
    readonly page: Page,
    name?: string,
  ) {
    this.dialog = page
      .getByRole('dialog', name === undefined ? {} : { name, exact: true })
      .filter({ has: page.locator('iframe[src*="/three_d_secure/"]') });
    this.iframe = this.dialog.locator('iframe');
    this.frame = this.iframe.contentFrame();
  }

  /** The challenge is open, on the provider's origin, and shows what is being paid. */
  async expectOpen(details: { amount: string; last4: string }): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.iframe).toHaveAttribute('src', new RegExp(`^${PROVIDER_URL}/`));
    await expect(this.frame.getByTestId('challenge-amount')).toHaveText(details.amount);
    await expect(this.frame.getByTestId('challenge-card')).toContainText(details.last4);
  }

  complete(): Promise<void> {
    return this.frame.getByRole('button', { name: 'Complete authentication' }).click();
  }

  fail(): Promise<void> {
    return this.frame.getByRole('button', { name: 'Fail authentication' }).click();
  }

  async expectClosed(): Promise<void> {
    await expect(this.dialog).toHaveCount(0);
  }
}
