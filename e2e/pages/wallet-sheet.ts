import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { PROVIDER_URL } from '../e2e-env.js';

/** The test wallet sheet the loader shows over the page for paymentRequest.show(). */
export class WalletSheet {
  readonly dialog: Locator;
  readonly iframe: Locator;
  readonly frame: FrameLocator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Wallet' });
    this.iframe = this.dialog.locator('iframe');
    this.frame = this.iframe.contentFrame();
  }

  async expectOpen(title: string): Promise<void> {
    await expect(this.dialog).toBeVisible();
    await expect(this.iframe).toHaveAttribute(
      'src',
      new RegExp(`^${PROVIDER_URL}/frames/wallet-sheet\\.html`),
    );
    await expect(this.frame.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  total(): Locator {
    return this.frame.getByTestId('sheet-total');
  }

  status(): Locator {
    return this.frame.getByRole('status');
  }

  choose(name: string | RegExp): Promise<void> {
    return this.frame.getByRole('radio', { name }).check();
  }

  /** The error shown in the sheet (the announcer says it too, out of sight). */
  error(): Locator {
    return this.frame.locator('.Sheet-error');
  }

  payButton(): Locator {
    return this.frame.getByRole('button', { name: /^Pay / });
  }

  pay(): Promise<void> {
    return this.payButton().click();
  }

  async expectClosed(): Promise<void> {
    await expect(this.dialog).toHaveCount(0);
  }
}
