import type { Locator, Page } from '@playwright/test';

/** The checkout's integration switches (see apps/demo checkout-controls.tsx). */
export class CheckoutControls {
  readonly nightTheme: Locator;
  readonly logEvents: Locator;
  readonly showForm: Locator;

  constructor(page: Page) {
    this.nightTheme = page.getByLabel('Night theme');
    this.logEvents = page.getByLabel('Log element events');
    this.showForm = page.getByLabel('Show the card form');
  }
}
