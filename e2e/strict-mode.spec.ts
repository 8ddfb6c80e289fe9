import { expect, test } from '@playwright/test';
import { developmentShopBundle } from './dev-bundle.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { PaymentElementFrame } from './pages/element-frames.js';
import { SuccessPage } from './pages/success-page.js';
import { TEST_CARDS } from './test-cards.js';

interface FrameCounter {
  __elementFramesAdded: Set<string>;
}

/** Counts element frames ever inserted into the merchant page, including destroyed ones. */
function countElementFrames() {
  if (window.top !== window) return;
  const counter = window as unknown as FrameCounter;
  counter.__elementFramesAdded = new Set();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        const frames = node.matches('iframe') ? [node] : [...node.querySelectorAll('iframe')];
        // A record's subtree may already hold a frame another record reports: count names.
        for (const frame of frames) {
          const name = frame.getAttribute('name') ?? '';
          if (name.startsWith('__kassaFrame')) counter.__elementFramesAdded.add(name);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

// Under development React, <StrictMode> mounts, unmounts and mounts again every component:
// the bindings must end with one live element per component and one controller per instance.
for (const bindings of ['kassa', 'stripe'] as const) {
  test(`StrictMode double mounts leave one working Payment Element (bindings=${bindings})`, async ({
    page,
  }) => {
    const code = await developmentShopBundle();
    await page.route('**/app.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: code }),
    );
    await page.addInitScript(countElementFrames);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const checkout = await CheckoutPage.open(page, { bindings });
    await checkout.waitForReady('payment');
    const id = await checkout.paymentIntentId();

    expect(errors).toEqual([]);
    // With @kassa/react the shop passes the instance itself, so the element exists at mount and
    // the rehearsal really creates (then destroys) a first frame; loadStripe's Promise resolves
    // after the rehearsal, so the official bindings create one.
    const added = await page.evaluate(
      () => (window as unknown as FrameCounter).__elementFramesAdded.size,
    );
    expect(added).toBe(bindings === 'kassa' ? 2 : 1);
    // ...and left exactly one element and one controller behind.
    await expect(page.locator('#payment-element iframe')).toHaveCount(1);
    await expect(page.locator('iframe[name^="__kassaController"]')).toHaveCount(1);

    await new PaymentElementFrame(page).fill(TEST_CARDS.succeeds);
    await checkout.pay();
    await new SuccessPage(page).expectStatus('succeeded', id);
    expect(errors).toEqual([]);
  });
}
