import { expect, type Locator, type Page } from '@playwright/test';
import type { CheckoutPage } from './checkout-page.js';
import type { PaymentElementFrame } from './element-frames.js';

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

/**
 * Unticking "Log element events" removes the element's event props: focus, typing and blur send
 * the page nothing. Ticking it again adds them back: the next focus is logged.
 */
export async function expectEventPropsRemovable(
  page: Page,
  checkout: CheckoutPage,
  element: PaymentElementFrame,
): Promise<void> {
  const controls = new CheckoutControls(page);
  await controls.logEvents.uncheck();
  const logged = await checkout.events.count();
  await element.field('number').click();
  await element.field('number').pressSequentially('4242');
  await page.locator('h1').click();
  // Nothing arrives while the props are gone (give the frame time to send its events).
  await page.waitForTimeout(500);
  await expect(checkout.events).toHaveCount(logged);

  await controls.logEvents.check();
  await element.field('number').click();
  await expect(checkout.event('payment', 'focus')).toHaveCount(1);
}
