import { FIELD_SELECTORS, fillCard, readElementError } from '@kassa/js/testing';
import { expect, type FrameLocator, test } from '@playwright/test';
import { Playground, type PlaygroundWindow } from './pages/playground.js';
import { TEST_CARDS } from './test-cards.js';

// Elements-group methods and the element events the Stripe.js interface defines, from a plain
// merchant script on the shop's /playground page.
const RED = 'rgb(255, 0, 0)';

function inputColor(frame: FrameLocator) {
  return frame.locator(FIELD_SELECTORS.number).evaluate((input) => getComputedStyle(input).color);
}

test.describe('elements group', () => {
  test('update({appearance}) restyles the live Payment Element frame', async ({ page }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const payment = await playground.createReady('payment');
    await payment.locator(FIELD_SELECTORS.number).waitFor();
    expect(await inputColor(payment)).not.toBe(RED);

    const updated = await playground.group('update', {
      appearance: { variables: { colorText: '#ff0000' } },
    });

    expect(updated.thrown).toBeUndefined();
    await expect.poll(() => inputColor(payment)).toBe(RED);
  });

  test("the merchant's .Label--resting and .Label--floating rules style floating labels as they move", async ({
    page,
  }) => {
    const rules = {
      '.Label--resting': { color: '#0000ff' },
      '.Label--floating': { color: '#ff0000' },
    };
    const playground = await Playground.open(page, {
      clientSecret: (await Playground.newIntent()).clientSecret,
      appearance: { labels: 'floating', rules },
    });
    const payment = await playground.createReady('payment');
    const number = payment.locator(FIELD_SELECTORS.number);
    const label = async () => {
      const id = await number.getAttribute('id');
      return payment
        .locator(`label[for="${id}"]`)
        .evaluate((node) => ({ classes: node.className, color: getComputedStyle(node).color }));
    };
    expect(await label()).toEqual({
      classes: 'Label Label--empty Label--resting',
      color: 'rgb(0, 0, 255)',
    });
    await number.focus();
    await expect
      .poll(label)
      .toEqual({ classes: 'Label Label--empty Label--focused Label--floating', color: RED });
  });

  // The Card Element and split fields take Stripe.js's `style` option instead of the appearance.
  test('element.update({style}) restyles a live Card Element and split number field', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    for (const type of ['card', 'cardNumber'] as const) {
      const frame = await playground.createReady(type);
      await frame.locator(FIELD_SELECTORS.number).waitFor();
      expect(await inputColor(frame)).not.toBe(RED);

      const style = { base: { color: '#ff0000' } };
      expect(await playground.call(type, 'update', { style })).toEqual({ result: 'this' });

      await expect.poll(() => inputColor(frame)).toBe(RED);
    }
  });

  test('submit() shows the error and focuses the first invalid field after a complete number', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const payment = await playground.createReady('payment');
    await payment.locator(FIELD_SELECTORS.number).pressSequentially(TEST_CARDS.succeeds.number);

    const { result } = await playground.group('submit');

    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_expiry' });
    await expect(payment.locator(FIELD_SELECTORS.expiry)).toBeFocused();
    await expect
      .poll(() => readElementError(page))
      .toBe("Your card's expiration date is incomplete.");
  });

  test("fetchUpdates() re-reads the intent and fires 'update-end'", async ({ page }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    await playground.createReady('payment');
    await page.evaluate(() => {
      const w = window as unknown as PlaygroundWindow & { updateEnds: number };
      w.updateEnds = 0;
      (w.elements as unknown as { on(event: string, handler: () => void): void }).on(
        'update-end',
        () => w.updateEnds++,
      );
    });

    const sessions: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/elements\/sessions\?/.test(request.url())) sessions.push(request.url());
    });

    const fetched = await playground.group('fetchUpdates');

    expect(fetched.result).toEqual({});
    // Re-read from the provider, not answered from what the group already had.
    expect(sessions).toHaveLength(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { updateEnds: number }).updateEnds))
      .toBe(1);
  });
});

test.describe('element events', () => {
  test('the Payment Element announces loaderstart before ready', async ({ page }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    await playground.createReady('payment');
    const order = await page.evaluate(() =>
      (window as unknown as PlaygroundWindow).events
        .filter((entry) => entry.event === 'loaderstart' || entry.event === 'ready')
        .map((entry) => entry.event),
    );
    expect(order).toEqual(['loaderstart', 'ready']);
  });

  test('the Payment Element is ready once its session has loaded: no skeleton is left', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const payment = await playground.createReady('payment');
    // Read at once, without Playwright's waiting: `ready` must not come before this is true.
    const state = await payment.locator('.PaymentElement').evaluate((root) => ({
      loading: root.classList.contains('PaymentElement--loading'),
      busy: root.getAttribute('aria-busy'),
    }));
    expect(state).toEqual({ loading: false, busy: 'false' });
  });

  test('a session that fails to load gives loaderror, then ready over the card form', async ({
    page,
  }) => {
    const playground = await Playground.open(page, 'pi_3NoSuchIntent0000000000_secret_nothere');
    const payment = await playground.createReady('payment');
    await playground.expectEvents('payment', 'loaderror', 1);
    const [loaderror] = await playground.events('payment', 'loaderror');
    expect(loaderror?.payload).toMatchObject({ elementType: 'payment' });
    await expect(payment.locator(FIELD_SELECTORS.number)).toBeEditable();
  });

  const FIRST_INPUT = {
    payment: FIELD_SELECTORS.number,
    card: FIELD_SELECTORS.number,
    cardNumber: FIELD_SELECTORS.number,
    cardExpiry: FIELD_SELECTORS.expiry,
    cardCvc: FIELD_SELECTORS.cvc,
  } as const;
  for (const type of ['payment', 'card', 'cardNumber', 'cardExpiry', 'cardCvc'] as const) {
    test(`Escape inside the ${type} frame reaches the merchant page as 'escape'`, async ({
      page,
    }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      const frame = await playground.createReady(type);
      const input = frame.locator(FIRST_INPUT[type]);
      await input.click();
      await playground.expectEvents(type, 'focus', 1);

      await input.press('Escape');

      await playground.expectEvents(type, 'escape', 1);
    });
  }

  for (const type of ['card', 'cardNumber'] as const) {
    test(`a co-badged number fires networkschange with cartes_bancaires (${type})`, async ({
      page,
    }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      const frame = await playground.createReady(type);
      await frame.locator(FIELD_SELECTORS.number).pressSequentially(TEST_CARDS.coBadged.number);

      await expect
        .poll(
          async () => (await playground.events(type, 'networkschange')).at(-1)?.payload?.networks,
        )
        .toEqual(expect.arrayContaining(['cartes_bancaires', 'visa']));
    });
  }

  test('the Payment Element announces its payment methods once: availablepaymentmethodschange', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    await playground.createReady('payment');
    await playground.expectEvents('payment', 'availablepaymentmethodschange', 1);
    const [event] = await playground.events('payment', 'availablepaymentmethodschange');
    expect(event?.payload).toEqual({
      elementType: 'payment',
      paymentMethods: { card: { available: true } },
    });

    // The same methods again (the session re-read): nothing changed, nothing is announced.
    // submit() asks the frame after the new session reached it, so an event would be out by then.
    expect((await playground.group('fetchUpdates')).result).toEqual({});
    expect((await playground.group('submit')).result.error).toMatchObject({
      code: 'incomplete_number',
    });
    expect(await playground.events('payment', 'availablepaymentmethodschange')).toHaveLength(1);
  });

  test('the Payment Element tells the brands and funding of a typed number: carddetailschange', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const payment = await playground.createReady('payment');
    await payment.locator(FIELD_SELECTORS.number).pressSequentially(TEST_CARDS.coBadged.number);

    await expect
      .poll(async () => (await playground.events('payment', 'carddetailschange')).at(-1)?.payload)
      .toEqual({
        elementType: 'payment',
        loading: false,
        details: { brands: ['cartes_bancaires', 'visa'], funding: expect.any(String) },
      });
    const [first] = await playground.events('payment', 'carddetailschange');
    expect(first?.payload).toEqual({ elementType: 'payment', loading: true });

    await playground.call('payment', 'clear');
    await expect
      .poll(async () => (await playground.events('payment', 'carddetailschange')).at(-1)?.payload)
      .toEqual({ elementType: 'payment', loading: false });
  });

  test('collapse() answers the element and leaves the Payment Element usable', async ({ page }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    await playground.createReady('payment');

    expect(await playground.call('payment', 'collapse')).toEqual({ result: 'this' });

    await fillCard(page, TEST_CARDS.succeeds);
    await expect
      .poll(async () => (await playground.events('payment', 'change')).at(-1)?.payload?.complete)
      .toBe(true);
  });
});

test.describe('split card fields', () => {
  async function openSplit(page: import('@playwright/test').Page) {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const number = await playground.createReady('cardNumber');
    await playground.createReady('cardExpiry');
    const cvc = await playground.createReady('cardCvc');
    return { playground, number, cvc };
  }

  test('the CVC field takes 4 digits once the number field holds an American Express card', async ({
    page,
  }) => {
    const { playground, number, cvc } = await openSplit(page);
    const numberInput = number.locator(FIELD_SELECTORS.number);
    const cvcInput = cvc.locator(FIELD_SELECTORS.cvc);

    await numberInput.pressSequentially(TEST_CARDS.succeeds.number);
    await cvcInput.pressSequentially('1234');
    await expect(cvcInput).toHaveValue('123');

    await numberInput.clear();
    await numberInput.pressSequentially(TEST_CARDS.amex.number);
    await cvcInput.clear();
    await cvcInput.pressSequentially('1234');
    await expect(cvcInput).toHaveValue('1234');
    await expect
      .poll(async () => (await playground.events('cardCvc', 'change')).at(-1)?.payload?.complete)
      .toBe(true);
  });
});
