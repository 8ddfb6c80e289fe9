import { FIELD_SELECTORS } from '@kassa/js/testing';
import { expect, type Page, test } from '@playwright/test';
import { Playground, type PlaygroundWindow } from './pages/playground.js';
import { createCustomerSession } from './provider-api.js';

// The options of stripe.elements() as the live frames show them, from the shop's /playground.
const DEFERRED = { mode: 'payment', amount: 2500, currency: 'usd' };
const SESSIONS = /\/v1\/elements\/sessions\?/;

/** Holds the elements session fetch until released, so a test can look at the frame meanwhile. */
async function holdSession(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SESSIONS, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("loader: 'auto' | 'always' | 'never'", () => {
  for (const [loader, skeleton] of [
    ['auto', true],
    ['always', true],
    ['never', false],
  ] as const) {
    test(`${loader}: the Payment Element ${skeleton ? 'shows' : 'does not show'} its skeleton while the session loads`, async ({
      page,
    }) => {
      const release = await holdSession(page);
      const playground = await Playground.open(page, { ...DEFERRED, loader }, ['payment']);
      const root = playground.frame('payment').locator('.PaymentElement');
      await root.waitFor();

      await expect(root).toHaveAttribute('aria-busy', String(skeleton));
      await expect(root).toHaveClass(skeleton ? /PaymentElement--loading/ : /^(?!.*--loading)/);
      release();

      await expect(root).toHaveAttribute('aria-busy', 'false');
      await expect(root).not.toHaveClass(/PaymentElement--loading/);
      await playground.expectEvents('payment', 'ready', 1);
      await playground.expectEvents('payment', 'loaderstart', skeleton ? 1 : 0);
    });
  }
});

test('fonts: a data: font face reaches the frame, an http stylesheet is refused, nothing leaves loopback', async ({
  page,
}) => {
  const requests: string[] = [];
  page.context().on('request', (request) => requests.push(request.url()));
  // Not a real font file: the test proves the face is declared and used, not how it draws.
  const src = 'url(data:font/woff2;base64,d09GMgABAAAAAA==)';
  const playground = await Playground.open(
    page,
    {
      ...DEFERRED,
      fonts: [
        { family: 'Kassa Test Sans', src, weight: '400' },
        { cssSrc: 'http://localhost:9/fonts.css' },
      ],
      appearance: { variables: { fontFamily: '"Kassa Test Sans", sans-serif' } },
    },
    ['payment'],
  );
  await playground.expectEvents('payment', 'ready', 1);
  const frame = playground.frame('payment');
  const number = frame.locator(FIELD_SELECTORS.number);
  await number.waitFor();

  await expect
    .poll(() => number.evaluate((input) => getComputedStyle(input).fontFamily))
    .toContain('Kassa Test Sans');
  const faces = await number.evaluate(() =>
    [...document.fonts].map((face) => ({ family: face.family, weight: face.weight })),
  );
  expect(faces).toContainEqual({ family: 'Kassa Test Sans', weight: '400' });
  expect(await frame.locator('link[href*="fonts.css"]').count()).toBe(0);
  const hosts = requests
    .filter((url) => !url.startsWith('data:'))
    .map((url) => new URL(url).hostname);
  expect(hosts.length).toBeGreaterThan(0);
  expect(hosts.filter((host) => host !== '127.0.0.1' && host !== 'localhost')).toEqual([]);
});

test.describe('locale', () => {
  test("'fr' shows the texts and names the billing countries in French", async ({ page }) => {
    const playground = await Playground.open(page, { ...DEFERRED, locale: 'fr' }, ['payment']);
    const country = playground.frame('payment').locator('select[name="country"]');

    await expect(country.locator('option[value="DE"]')).toHaveText('Allemagne');
    await expect(country.locator('option[value="US"]')).toHaveText('États-Unis');
    await expect(playground.frame('payment').locator('body')).toContainText('Numéro de carte');
  });

  test("'auto' follows the browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const playground = await Playground.open(page, { ...DEFERRED, locale: 'auto' }, ['payment']);
    const country = playground.frame('payment').locator('select[name="country"]');

    await expect(country.locator('option[value="US"]')).toHaveText('Vereinigte Staaten');
    await expect(playground.frame('payment').getByLabel('Kartennummer')).toBeVisible();
    await context.close();
  });
});

test.describe('customerSessionClientSecret', () => {
  test("the session loads with the customer's session", async ({ page }) => {
    const { customer, clientSecret } = await createCustomerSession();
    const session = page.waitForResponse(SESSIONS);
    const playground = await Playground.open(
      page,
      { ...DEFERRED, customerSessionClientSecret: clientSecret },
      ['payment'],
    );

    const response = await session;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get('customer_session_client_secret')).toBe(
      clientSecret,
    );
    expect(await response.json()).toMatchObject({
      customer: { id: customer, customer_session: { customer } },
    });
    await playground.expectEvents('payment', 'ready', 1);
    expect(await playground.events('payment', 'loaderror')).toEqual([]);
  });

  test('a customer session the provider does not know fires loaderror', async ({ page }) => {
    const playground = await Playground.open(
      page,
      { ...DEFERRED, customerSessionClientSecret: 'cuss_secret_unknown0000000000' },
      ['payment'],
    );

    await playground.expectEvents('payment', 'loaderror', 1);
    const [event] = await playground.events('payment', 'loaderror');
    expect(event?.payload).toMatchObject({
      elementType: 'payment',
      error: { type: 'invalid_request_error', message: expect.any(String) },
    });
  });
});

test('loaderror: a client secret the provider refuses reaches the element with its error', async ({
  page,
}) => {
  const playground = await Playground.open(page, 'pi_3Unknown000000_secret_nope0000000000', [
    'payment',
  ]);

  await playground.expectEvents('payment', 'loaderror', 1);
  const [event] = await playground.events('payment', 'loaderror');
  expect(event?.payload).toMatchObject({
    error: { type: 'invalid_request_error', code: 'resource_missing' },
  });
  // The skeleton goes: the form is there to show, but nothing can be paid.
  await expect(playground.frame('payment').locator('.PaymentElement')).toHaveAttribute(
    'aria-busy',
    'false',
  );
});

test.describe('appearance', () => {
  test("labels 'floating' put each label inside its field", async ({ page }) => {
    const appearance = { labels: 'floating' };
    const playground = await Playground.open(page, { ...DEFERRED, appearance }, ['payment']);
    const frame = playground.frame('payment');
    await expect(frame.locator('.PaymentElement')).toHaveClass(/Labels--floating/);

    const label = frame.locator('label[for="payment-number"]');
    const input = frame.locator(FIELD_SELECTORS.number);
    // Measured once drawn: a box read while the form is still coming is null.
    await expect(label).toBeVisible();
    await expect(input).toBeVisible();
    const [labelBox, inputBox] = [await label.boundingBox(), await input.boundingBox()];
    expect(await label.evaluate((node) => getComputedStyle(node).position)).toBe('absolute');
    // Inside the input's box, not above it as with 'above'.
    expect(labelBox?.y).toBeGreaterThanOrEqual(inputBox?.y ?? Number.POSITIVE_INFINITY);
    expect((labelBox?.y ?? 0) + (labelBox?.height ?? 0)).toBeLessThanOrEqual(
      (inputBox?.y ?? 0) + (inputBox?.height ?? 0),
    );
  });

  test("inputs 'condensed' make the fields touch", async ({ page }) => {
    const playground = await Playground.open(
      page,
      { ...DEFERRED, appearance: { inputs: 'condensed' } },
      ['payment'],
    );
    const frame = playground.frame('payment');
    await expect(frame.locator('.PaymentElement')).toHaveClass(/Inputs--condensed/);

    const expiry = await frame.locator(FIELD_SELECTORS.expiry).boundingBox();
    const cvc = await frame.locator(FIELD_SELECTORS.cvc).boundingBox();
    // Side by side with their borders shared: no gap between them.
    expect((expiry?.x ?? 0) + (expiry?.width ?? 0)).toBeGreaterThanOrEqual((cvc?.x ?? 0) - 0.5);
    expect(
      await frame
        .locator(FIELD_SELECTORS.expiry)
        .evaluate((node) => getComputedStyle(node).borderTopRightRadius),
    ).toBe('0px');
  });
});

test('the frame grows with its content: errors longer than the line kept for them make the iframe taller', async ({
  page,
}) => {
  // Each field keeps one line for its error; on a 320 px phone the half-width expiry and CVC
  // errors wrap onto a second one.
  await page.setViewportSize({ width: 320, height: 800 });
  const playground = await Playground.open(page, DEFERRED, ['payment']);
  await playground.expectEvents('payment', 'ready', 1);
  const iframe = page.locator('#mount-payment iframe');
  await playground.frame('payment').locator(FIELD_SELECTORS.number).waitFor();
  const before = (await iframe.boundingBox())?.height ?? 0;

  expect((await playground.group('submit')).result.error).toMatchObject({
    code: 'incomplete_number',
  });

  await expect(playground.frame('payment').locator('body')).toContainText(
    'Your card number is incomplete.',
  );
  await expect.poll(async () => (await iframe.boundingBox())?.height ?? 0).toBeGreaterThan(before);
  // The whole form is visible: the frame is as tall as its document.
  const content = await playground
    .frame('payment')
    .locator('body')
    .evaluate(() => document.documentElement.scrollHeight);
  await expect
    .poll(async () => Math.abs(((await iframe.boundingBox())?.height ?? 0) - content))
    .toBeLessThanOrEqual(1);
});

for (const type of ['card', 'cardNumber', 'cardExpiry', 'cardCvc'] as const) {
  test(`${type}: loaderror for a refused client secret, created before or after the failure`, async ({
    page,
  }) => {
    const failed = page.waitForResponse(SESSIONS);
    // Mounted in the same task as elements(), so it is there when the session fails...
    const playground = await Playground.open(page, 'pi_3Unknown000000_secret_nope0000000000', [
      type,
    ]);
    expect((await failed).status()).toBe(404);
    await playground.expectEvents(type, 'loaderror', 1);
    const [early] = await playground.events(type, 'loaderror');
    expect(early?.payload).toMatchObject({
      elementType: type,
      error: { code: 'resource_missing' },
    });

    // ...and a second group's element created after its group failed hears it too.
    const second = page.waitForResponse(SESSIONS);
    await page.evaluate(
      ({ type }) => {
        const w = window as unknown as PlaygroundWindow;
        w.elements = w.kassa.elements({ clientSecret: 'pi_3Unknown000001_secret_nope0000000001' });
        delete w.created[type];
        document.querySelector(`#mount-${type}`)?.remove();
      },
      { type },
    );
    expect((await second).status()).toBe(404);
    await playground.create(type);

    await playground.expectEvents(type, 'loaderror', 2);
    const late = (await playground.events(type, 'loaderror'))[1];
    expect(late?.payload).toMatchObject({ elementType: type, error: { code: 'resource_missing' } });
  });
}

// The Payment Element's growing with its errors is tested above; the card and split frames take
// their content's height too, so the merchant page never clips or pads them.
for (const type of ['card', 'cardNumber', 'cardExpiry', 'cardCvc'] as const) {
  test(`${type}: the iframe is as tall as its content, also after a larger font`, async ({
    page,
  }) => {
    const playground = await Playground.open(page, DEFERRED, [type]);
    await playground.expectEvents(type, 'ready', 1);
    const iframe = page.locator(`#mount-${type} iframe`);
    const height = async () => (await iframe.boundingBox())?.height ?? 0;
    const content = () =>
      playground
        .frame(type)
        .locator('body')
        .evaluate(() => document.documentElement.scrollHeight);
    const fits = async () => Math.abs((await height()) - (await content()));
    await expect.poll(fits).toBeLessThanOrEqual(1);
    const before = await height();
    expect(before).toBeGreaterThan(10);

    await playground.call(type, 'update', { style: { base: { fontSize: '40px' } } });

    await expect.poll(height).toBeGreaterThan(before + 10);
    await expect.poll(fits).toBeLessThanOrEqual(1);
  });
}

// Stripe.js fires 'click' only on the payment request button and express checkout element,
// which Kassa does not build; the elements it builds refuse the event like Stripe's do.
test("'click' is not an event of the payment, card or split elements", async ({ page }) => {
  const playground = await Playground.open(page);
  for (const type of ['payment', 'card', 'cardNumber', 'cardExpiry', 'cardCvc']) {
    await playground.create(type);
    const outcome = await playground.call(type, 'on', 'click');
    expect(outcome.error, type).toMatch(
      new RegExp(
        `^Invalid value for ${type}\\.on\\(\\): expected the event type to be one of .*but received "click"\\.$`,
      ),
    );
  }
});
