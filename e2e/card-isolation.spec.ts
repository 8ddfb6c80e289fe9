import { expect, type Page, test } from '@playwright/test';
import { DEMO_URL } from './e2e-env.js';
import { CheckoutPage } from './pages/checkout-page.js';
import { CardElementFrame, PaymentElementFrame, SplitCardFrames } from './pages/element-frames.js';
import { TEST_CARDS } from './test-cards.js';

const NUMBER = TEST_CARDS.succeeds.number;

/** A script on the merchant page that records every message the page receives. */
function recordMerchantMessages(merchantOrigin: string) {
  // Init scripts run in every frame; only the merchant's own document is the "attacker".
  if (window.location.origin !== merchantOrigin) return;
  const seen: string[] = [];
  (window as unknown as { __seenMessages: string[] }).__seenMessages = seen;
  window.addEventListener(
    'message',
    (event) => {
      let text: string;
      try {
        text = JSON.stringify(event.data);
      } catch {
        text = String(event.data);
      }
      seen.push(`${event.origin} ${text}`);
    },
    true,
  );
}

/** Everything a merchant-page script can try to read, run inside the page. */
function probeMerchantPage() {
  const frames = [...document.querySelectorAll('iframe')].map((iframe) => {
    let windowDocument = 'no access';
    try {
      windowDocument = String(iframe.contentWindow?.document.body.textContent ?? '');
    } catch (error) {
      windowDocument = `blocked: ${(error as Error).name}`;
    }
    return { contentDocument: iframe.contentDocument === null, windowDocument, src: iframe.src };
  });
  const inputs = [...document.querySelectorAll('input, textarea')].map(
    (input) => (input as HTMLInputElement).value,
  );
  return {
    frames,
    html: document.documentElement.outerHTML,
    text: document.body.textContent ?? '',
    inputs,
    storage: JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    messages: (window as unknown as { __seenMessages: string[] }).__seenMessages ?? [],
  };
}

function containsNumber(text: string): boolean {
  // Formatted or not: compare digit runs with separators removed.
  return text.replace(/[\s-]/g, '').includes(NUMBER) || text.includes('4242 4242');
}

/** Each checkout's frames, filled with the succeeding card; returns the number input. */
async function fillVariant(page: Page, variant: 'payment' | 'card' | 'split') {
  if (variant === 'split') {
    const frames = new SplitCardFrames(page);
    await frames.fill(TEST_CARDS.succeeds);
    return frames.number.field('number');
  }
  const element =
    variant === 'payment' ? new PaymentElementFrame(page) : new CardElementFrame(page);
  await element.fill(TEST_CARDS.succeeds);
  return element.field('number');
}

for (const variant of ['payment', 'card', 'split'] as const) {
  test(`a merchant-page script cannot read the card number (${variant} element)`, async ({
    page,
  }) => {
    await page.addInitScript(recordMerchantMessages, new URL(DEMO_URL).origin);
    const checkout = await CheckoutPage.open(page, { variant });
    const ready = variant === 'split' ? ['cardNumber', 'cardExpiry', 'cardCvc'] : [variant];
    for (const element of ready) await checkout.waitForReady(element);

    const number = await fillVariant(page, variant);
    await expect(number).toHaveValue('4242 4242 4242 4242');
    const seen = await page.evaluate(probeMerchantPage);

    expect(seen.frames.length).toBeGreaterThan(0);
    for (const frame of seen.frames) {
      expect(frame.contentDocument, `contentDocument of ${frame.src}`).toBe(true);
      expect(frame.windowDocument).toMatch(/^blocked: SecurityError|^no access/);
    }
    expect(containsNumber(seen.html)).toBe(false);
    expect(containsNumber(seen.text)).toBe(false);
    expect(seen.inputs.some(containsNumber)).toBe(false);
    expect(containsNumber(seen.storage)).toBe(false);
    // The page does receive the frames' messages (events, sizes): none carries the number.
    expect(seen.messages.length).toBeGreaterThan(0);
    expect(seen.messages.filter(containsNumber)).toEqual([]);

    // Paying sends the number from the frame to the controller, still never to the page.
    await checkout.pay();
    await page.waitForURL((url) => url.pathname === '/success');
  });
}
