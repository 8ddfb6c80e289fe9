import { expect, test } from '@playwright/test';
import { collectPageErrors } from './page-errors.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { elementFramesAdded, openDevelopmentShop } from './strict-mode-probe.js';
import { TEST_CARDS } from './test-cards.js';

// Under development React, <StrictMode> mounts, unmounts and mounts again every component:
// the bindings must end with one live element per component and one controller per instance.
for (const bindings of ['kassa', 'stripe'] as const) {
  test(`StrictMode double mounts leave one working Payment Element (bindings=${bindings})`, async ({
    page,
  }) => {
    await openDevelopmentShop(page);
    const errors = collectPageErrors(page);

    const checkout = await CheckoutPage.open(page, { bindings });
    await checkout.waitForReady('payment');
    const id = await checkout.paymentIntentId();

    expect(errors).toEqual([]);
    // With @kassa/react the shop passes the instance itself, so the element exists at mount and
    // the rehearsal really creates (then destroys) a first frame; loadStripe's Promise resolves
    // after the rehearsal, so the official bindings create one.
    expect(await elementFramesAdded(page)).toBe(bindings === 'kassa' ? 2 : 1);
    // ...and left exactly one element and one controller behind.
    await expect(page.locator('#payment-element iframe')).toHaveCount(1);
    await expect(page.locator('iframe[name^="__kassaController"]')).toHaveCount(1);

    await new PaymentElementFrame(page).fill(TEST_CARDS.succeeds);
    await checkout.pay();
    await new SuccessPage(page).expectStatus('succeeded', id);
    expect(errors).toEqual([]);
  });
}
