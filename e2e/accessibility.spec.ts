import { type CardForm, fillCard } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { DEMO_URL } from './e2e-env.js';
import { CheckoutPage, type Variant } from './pages/checkout-page.js';
import { Playground } from './pages/playground.js';
import { ThreeDSecureModal } from './pages/three-d-secure-modal.js';
import { DECLINE_MESSAGES, TEST_CARDS } from './test-cards.js';

// Axe (WCAG 2.2 A/AA) in real Chromium on the demo shop's pages and inside every provider frame
// they hold, in each state a shopper meets: empty, invalid after Pay, declined, the saved-cards
// picker and its remove step, the 3-D Secure modal; in the stripe, night and flat themes.

/** The shop's checkout in the night theme (its "Night theme" switch: elements.update). */
async function useNightTheme(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: 'Night theme' }).check();
}

const VARIANTS: { variant: Variant & CardForm; ready: string; frames: number }[] = [
  { variant: 'payment', ready: 'payment', frames: 1 },
  { variant: 'card', ready: 'card', frames: 1 },
  { variant: 'split', ready: 'cardNumber', frames: 3 },
];

for (const theme of ['stripe', 'night'] as const) {
  for (const { variant, ready, frames } of VARIANTS) {
    test(`axe: the ${variant} checkout empty, invalid and declined (${theme} theme)`, async ({
      page,
    }) => {
      const checkout = await CheckoutPage.open(page, { variant });
      await checkout.waitForReady(ready);
      if (theme === 'night') await useNightTheme(page);
      await expectNoAxeViolations(page, { frames, label: `${variant} empty` });

      await checkout.pay();
      await expect(checkout.payButton).toBeEnabled();
      await expectNoAxeViolations(page, { frames, label: `${variant} invalid` });

      await fillCard(page, TEST_CARDS.declined, { element: variant });
      await checkout.pay();
      await checkout.expectError(DECLINE_MESSAGES.declined);
      await expectNoAxeViolations(page, { frames, label: `${variant} declined` });
    });
  }
}

test('axe: the Link Authentication Element above the Payment Element, empty and invalid', async ({
  page,
}) => {
  const checkout = await CheckoutPage.open(page, { variant: 'link' });
  await checkout.waitForReady('payment');
  await expectNoAxeViolations(page, { frames: 2, label: 'link empty' });
  await checkout.pay();
  await expect(checkout.payButton).toBeEnabled();
  await expectNoAxeViolations(page, { frames: 2, label: 'link invalid' });
});

test('axe: every element in the flat theme, empty and invalid', async ({ page }) => {
  const intent = await Playground.newIntent();
  const playground = await Playground.open(page, {
    clientSecret: intent.clientSecret,
    appearance: { theme: 'flat' },
  });
  await playground.createReady('payment');
  await playground.createReady('linkAuthentication');
  await expectNoAxeViolations(page, { frames: 2, label: 'flat empty' });
  const { result } = await playground.group('submit');
  expect(result.error?.type).toBe('validation_error');
  await expectNoAxeViolations(page, { frames: 2, label: 'flat invalid' });
});

test('axe: the saved-cards picker and its remove step', async ({ page }) => {
  const response = await fetch(`${DEMO_URL}/api/saved-checkout`, { method: 'POST' });
  const checkout = (await response.json()) as {
    clientSecret: string;
    customerSessionClientSecret: string;
  };
  const playground = await Playground.open(page, {
    clientSecret: checkout.clientSecret,
    customerSessionClientSecret: checkout.customerSessionClientSecret,
  });
  const frame = await playground.createReady('payment');
  await expect(frame.getByRole('radio', { name: /4242/ })).toBeChecked();
  await expectNoAxeViolations(page, { frames: 1, label: 'saved cards' });
  await frame.getByRole('button', { name: 'Remove •••• 4242' }).click();
  await expect(frame.getByRole('group', { name: 'Remove this card?' })).toBeVisible();
  await expectNoAxeViolations(page, { frames: 1, label: 'remove step' });
});

test('axe: the 3-D Secure challenge modal over the checkout', async ({ page }) => {
  const checkout = await CheckoutPage.open(page);
  await checkout.waitForReady('payment');
  await fillCard(page, { ...TEST_CARDS.succeeds, number: '4000002760003184' });
  await checkout.pay();
  const modal = new ThreeDSecureModal(page);
  await expect(modal.dialog).toBeVisible();
  await expect(modal.frame.getByRole('button', { name: 'Complete authentication' })).toBeVisible();
  await expectNoAxeViolations(page, { frames: 2, label: '3-D Secure modal' });
});
