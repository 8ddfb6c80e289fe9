import { fillCard, frameFor, readElementError } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { openStripeSample } from './pages/stripe-sample-page.js';
import { ThreeDSecureModal } from './pages/three-d-secure-modal.js';
import { readIntent, readPaymentMethod } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// Stripe's "Payment Element + Link Authentication Element" sample, unchanged plain JavaScript:
// before, create('linkAuthentication') threw and the sample's set-up stopped there.

const EMAIL = 'jenny.rosen@example.com';
const threeDS = { ...TEST_CARDS.succeeds, number: '4000002760003184' };

test.describe("Stripe's Payment Element + Link Authentication Element sample", () => {
  test('pays with 4242, the e-mail in the billing details and the receipt', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const sample = await openStripeSample(page);
    const email = frameFor(page, 'linkAuthentication').getByLabel('Email');
    await email.fill(EMAIL);
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(/\/complete\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect_status')).toBe('succeeded');
    const intent = await readIntent(sample.intentId());
    expect(intent.status).toBe('succeeded');
    expect((intent as unknown as { receipt_email: string }).receipt_email).toBe(EMAIL);
    const method = await readPaymentMethod(intent.payment_method as string);
    expect(method.billing_details.email).toBe(EMAIL);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the decline of 4000…0002 in the sample message only, not again in the form', async ({
    page,
  }) => {
    const sample = await openStripeSample(page);
    await frameFor(page, 'linkAuthentication').getByLabel('Email').fill(EMAIL);
    await fillCard(page, TEST_CARDS.declined);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.locator('#payment-message')).toHaveText('Your card was declined.');
    expect(await readElementError(page)).toBeNull();
    expect((await readIntent(sample.intentId())).status).toBe('requires_payment_method');
  });

  test('completes 3-D Secure with 4000 0027 6000 3184', async ({ page }) => {
    const sample = await openStripeSample(page);
    await frameFor(page, 'linkAuthentication').getByLabel('Email').fill(EMAIL);
    await fillCard(page, threeDS);
    await page.getByRole('button', { name: 'Pay now' }).click();
    const modal = new ThreeDSecureModal(page);
    await modal.expectOpen({ amount: '$25.00', last4: '3184' });
    await modal.complete();
    await page.waitForURL(/\/complete\?/);
    expect((await readIntent(sample.intentId())).status).toBe('succeeded');
  });

  test('refuses a missing or invalid e-mail with Stripe messages, before any payment', async ({
    page,
  }) => {
    const sample = await openStripeSample(page);
    const frame = frameFor(page, 'linkAuthentication');
    await fillCard(page, TEST_CARDS.succeeds);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.locator('#payment-message')).toHaveText('Your email is incomplete.');
    await expect(frame.getByLabel('Email')).toBeFocused();
    await frame.getByLabel('Email').fill('jenny@');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page.locator('#payment-message')).toHaveText('Your email address is invalid.');
    await expect(frame.locator('#link-authentication-email-error')).toHaveText(
      'Your email address is invalid.',
    );
    // Said once: by the sample's message and the focused field, not again by the frame's live
    // region (a submit's errors are not read out there).
    await expect(frame.getByTestId('announcer')).toHaveText('');
    expect((await readIntent(sample.intentId())).status).toBe('requires_payment_method');
  });

  test('is reachable by keyboard, shows focus and fits a 320 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openStripeSample(page);
    const frame = frameFor(page, 'linkAuthentication');
    const email = frame.getByLabel('Email');
    await expect(email).toHaveAttribute('autocomplete', 'email');
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    const ring = await email.evaluate((input) => getComputedStyle(input).boxShadow);
    expect(ring).not.toBe('none');
    await email.fill('a.very.long.address.that.goes.on.and.on@example.com');
    const overflow = await email.evaluate((input) => {
      const root = input.ownerDocument.documentElement;
      return root.scrollWidth - root.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
