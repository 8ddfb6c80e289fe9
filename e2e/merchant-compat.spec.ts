import { fillCard } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { PROVIDER_URL } from './e2e-env.js';
import { Playground, type PlaygroundWindow } from './pages/playground.js';
import { TEST_CARDS } from './test-cards.js';

// Merchant code written for Stripe.js that used to break on Kassa.

test('stripe.elements() with no options, then a Card Element: ready, no loaderror, no console error', async ({
  page,
}) => {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  const playground = await Playground.open(page, {}, ['card']);
  await playground.expectEvents('card', 'ready', 1);
  // Long enough for a session request and its failure to have come back.
  await page.waitForTimeout(1000);
  expect(await playground.events('card', 'loaderror')).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an element type Kassa has not built mounts beside a card and stays out of submit()', async ({
  page,
}) => {
  const playground = await Playground.open(page, null, ['terms', 'card']);
  await playground.expectEvents('card', 'ready', 1);
  await playground.expectEvents('terms', 'loaderror', 1);
  const heard = await playground.events('terms', 'loaderror');
  expect(heard.map((entry) => entry.payload)).toEqual([
    {
      elementType: 'terms',
      error: {
        type: 'invalid_request_error',
        message: 'The Terms Element is not supported by this Kassa server yet.',
      },
    },
  ]);
  await fillCard(page, TEST_CARDS.succeeds, { element: 'card' });
  const submitted = await page.evaluate(() =>
    (window as unknown as PlaygroundWindow).elements.submit(),
  );
  expect(submitted.error).toBeUndefined();
});

// The path each @stripe/stripe-js major loads, and the version its loadStripe() expects.
const LOADER_PATHS: Array<[string, unknown]> = [
  ['/v3/', 3],
  ['/acacia/stripe.js', 'acacia'],
  ['/basil/stripe.js', 'basil'],
  ['/clover/stripe.js', 'clover'],
  ['/dahlia/stripe.js', 'dahlia'],
  ['/endive/stripe.js', 'endive'],
];

for (const [path, version] of LOADER_PATHS) {
  test(`the loader at ${path} defines Stripe with version ${String(version)}`, async ({ page }) => {
    await Playground.open(page);
    const loaded = await page.evaluate(async (src) => {
      // A page with only this script tag: the playground's own loader is taken away first.
      const w = window as unknown as { Stripe?: { version?: unknown }; Kassa?: unknown };
      delete w.Stripe;
      delete w.Kassa;
      await new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = resolve;
        script.onerror = () => reject(new Error(`${src} did not load`));
        document.head.append(script);
      });
      const now = window as unknown as { Stripe?: { version?: unknown }; Kassa?: unknown };
      return { version: now.Stripe?.version, isKassa: now.Stripe === now.Kassa };
    }, `${PROVIDER_URL}${path}`);
    expect(loaded).toEqual({ version, isKassa: true });
  });
}
