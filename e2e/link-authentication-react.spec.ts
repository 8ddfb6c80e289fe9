import { fillCard, frameFor } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { CheckoutPage } from './pages/checkout-page.js';
import { SuccessPage } from './pages/success-page.js';
import { readIntent, readPaymentMethod } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

// <LinkAuthenticationElement> beside <PaymentElement>: on @kassa/react, and on the unmodified
// @stripe/react-stripe-js 7 and 2 (which only call elements.create('linkAuthentication')).
// Before: create() threw and React rendered a blank page.

for (const bindings of ['kassa', 'stripe', 'stripe-v2'] as const) {
  test(`pays with the e-mail from <LinkAuthenticationElement> on ${bindings} bindings`, async ({
    page,
  }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const checkout = await CheckoutPage.open(page, { bindings, variant: 'link' });
    const email = frameFor(page, 'linkAuthentication').getByLabel('Email');
    await email.fill('shopper@example.com');
    await fillCard(page, TEST_CARDS.succeeds);
    const intentId = await checkout.paymentIntentId();
    await checkout.pay();
    await new SuccessPage(page).expectStatus('succeeded', intentId);
    const intent = await readIntent(intentId);
    const method = await readPaymentMethod(intent.payment_method as string);
    expect(method.billing_details.email).toBe('shopper@example.com');
    expect(pageErrors).toEqual([]);
  });
}
