import { fillCard } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { TEST_CARDS } from './test-cards.js';

// Stripe's save-a-card sample in React: <Elements> without options, <CardElement> in a 290 px
// form, and confirmCardSetup with elements.getElement(CardElement), the component itself.
// Before: getElement threw "expected `elementType` to be an element type string", and the
// option-less group's session request failed with a 400 and a loaderror on the card.

const SETUP_INTENT_STATUS = /^Card saved \(succeeded\): pm_/;

for (const bindings of ['kassa', 'stripe'] as const) {
  test(`saves a card with getElement(CardElement) on ${bindings} bindings`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`/save-card?bindings=${bindings}`);
    await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByTestId('card-saved')).toHaveText(SETUP_INTENT_STATUS);
    expect(pageErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
