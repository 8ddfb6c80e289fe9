import { FIELD_SELECTORS, fillCard } from '@kassa/js/testing';
import { expect, test } from '@playwright/test';
import { Playground, type PlaygroundWindow } from './pages/playground.js';
import { readIntent } from './provider-api.js';
import { TEST_CARDS } from './test-cards.js';

const DESTROYED = 'This Element has already been destroyed. Please create a new one.';

// The element methods of the Stripe.js interface, called from a plain merchant script (no React).
/** Every method a destroyed element still has; all but off() throw. */
const METHODS_AFTER_DESTROY = [
  'mount',
  'unmount',
  'destroy',
  'update',
  'focus',
  'blur',
  'clear',
  'on',
  'once',
  'off',
];
const BASE_EVENTS = 'change, ready, focus, blur, escape, loaderror';
/** The event types on() names when it refuses one, per element type (as Stripe.js lists them). */
const EVENT_LISTS = {
  payment: `${BASE_EVENTS}, loaderstart, carddetailschange, savedpaymentmethodupdate, savedpaymentmethodremove, availablepaymentmethodschange`,
  card: `${BASE_EVENTS}, networkschange`,
  cardNumber: `${BASE_EVENTS}, networkschange`,
  cardExpiry: BASE_EVENTS,
  cardCvc: BASE_EVENTS,
} as const;
/** The input each element type focuses first, and something to type into it. */
const FIRST_FIELD = {
  payment: ['number', '4242'],
  card: ['number', '4242'],
  cardNumber: ['number', '4242'],
  cardExpiry: ['expiry', '12'],
  cardCvc: ['cvc', '12'],
} as const;

for (const type of ['payment', 'card', 'cardNumber', 'cardExpiry', 'cardCvc'] as const) {
  const field = FIELD_SELECTORS[FIRST_FIELD[type][0]];
  const sample = FIRST_FIELD[type][1];
  test.describe(`${type} element methods`, () => {
    test('focus() and blur() move focus into and out of the frame, with events', async ({
      page,
    }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      const frame = await playground.createReady(type);
      await frame.locator(field).waitFor();

      expect(await playground.call(type, 'focus')).toEqual({ result: null });
      await expect(frame.locator(field)).toBeFocused();
      await playground.expectEvents(type, 'focus', 1);

      await playground.call(type, 'blur');
      await expect(frame.locator(field)).not.toBeFocused();
      await playground.expectEvents(type, 'blur', 1);
    });

    test('clear() empties what was typed and reports an empty change', async ({ page }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      const frame = await playground.createReady(type);
      await frame.locator(field).pressSequentially(sample);
      await expect
        .poll(async () => (await playground.events(type, 'change')).at(-1)?.payload?.empty)
        .toBe(false);

      await playground.call(type, 'clear');

      await expect(frame.locator(field)).toHaveValue('');
      await expect
        .poll(async () => (await playground.events(type, 'change')).at(-1)?.payload?.empty)
        .toBe(true);
    });

    test('unmount() removes the frame and mount() puts the element back, ready again', async ({
      page,
    }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      await playground.createReady(type);

      expect(await playground.call(type, 'unmount')).toEqual({ result: null });
      await expect(page.locator(`#mount-${type} iframe`)).toHaveCount(0);
      await page.evaluate(() => {
        const node = document.createElement('div');
        node.id = 'elsewhere';
        document.body.append(node);
      });
      expect(await playground.call(type, 'mount', '#elsewhere')).toEqual({ result: null });

      await expect(page.locator('#elsewhere iframe')).toHaveCount(1);
      await playground.expectEvents(type, 'ready', 2);
    });

    test('destroy() removes the element; its methods then throw and the type can be created again', async ({
      page,
    }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      await playground.createReady(type);

      expect(await playground.call(type, 'destroy')).toEqual({ result: null });

      await expect(page.locator(`#mount-${type} iframe`)).toHaveCount(0);
      const methods = [...METHODS_AFTER_DESTROY, ...(type === 'payment' ? ['collapse'] : [])];
      const outcomes = await page.evaluate(
        ({ type, methods }) => {
          const element = (window as unknown as PlaygroundWindow).created[type];
          const args: Record<string, unknown[]> = {
            mount: [`#mount-${type}`],
            update: [{}],
            on: ['change', () => {}],
            once: ['change', () => {}],
            off: ['change'],
          };
          return methods.map((method) => {
            try {
              element?.[method]?.(...(args[method] ?? []));
              return `${method}: no error`;
            } catch (error) {
              return `${method}: ${(error as Error).name}: ${(error as Error).message}`;
            }
          });
        },
        { type, methods },
      );
      // off() stays allowed: @stripe/react-stripe-js removes its handlers after destroying.
      expect(outcomes).toEqual(
        methods.map((method) =>
          method === 'off' ? 'off: no error' : `${method}: IntegrationError: ${DESTROYED}`,
        ),
      );
      const after = await page.evaluate((type) => {
        const w = window as unknown as PlaygroundWindow;
        return { found: w.elements.getElement(type), again: typeof w.elements.create(type).mount };
      }, type);
      expect(after).toEqual({ found: null, again: 'function' });
    });

    test('mount() also takes a DOM element, not only a selector', async ({ page }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      await page.evaluate((type) => {
        const w = window as unknown as PlaygroundWindow;
        const element = w.elements.create(type);
        w.created[type] = element;
        element.on?.('ready', () =>
          w.events.push({ element: type, event: 'ready', payload: null }),
        );
        const node = document.createElement('section');
        node.id = 'given-node';
        document.body.append(node);
        element.mount?.(node);
      }, type);

      await playground.expectEvents(type, 'ready', 1);
      await expect(page.locator('#given-node iframe')).toHaveCount(1);
      await playground.frame(type).locator(field).pressSequentially(sample);
      await expect(playground.frame(type).locator(field)).not.toHaveValue('');
    });

    test('arguments of the wrong type throw IntegrationErrors', async ({ page }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      await page.evaluate((type) => {
        const w = window as unknown as PlaygroundWindow;
        w.created[type] = w.elements.create(type);
      }, type);
      const events = `expected the event type to be one of ${EVENT_LISTS[type]}`;

      expect(await playground.thrown(type, 'mount', 42)).toBe(
        'IntegrationError: Invalid value for element.mount(): expected `domElement` to be a CSS selector or a DOM element, but received 42.',
      );
      expect(await playground.thrown(type, 'mount', '#nowhere')).toBe(
        'IntegrationError: The selector you specified (#nowhere) applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().',
      );
      expect(await playground.thrown(type, 'update', 'disabled')).toBe(
        'IntegrationError: Invalid value for element.update(): expected `options` to be an object, but received "disabled".',
      );
      expect(await playground.thrown(type, 'on', 'change', 'handler')).toBe(
        `IntegrationError: Invalid value for ${type}.on(): expected \`handler\` to be a function, but received "handler".`,
      );
      expect(await playground.thrown(type, 'once', 'changed')).toBe(
        `IntegrationError: Invalid value for ${type}.once(): ${events}, but received "changed".`,
      );
      expect(await playground.thrown(type, 'off', 7)).toBe(
        `IntegrationError: Invalid value for ${type}.off(): ${events}, but received number.`,
      );

      await page.evaluate(() => {
        const node = document.createElement('div');
        node.id = 'right';
        document.body.append(node);
      });
      expect(await playground.thrown(type, 'mount', '#right')).toBe('no error');
      expect(await playground.thrown(type, 'mount', '#right')).toBe(
        'IntegrationError: This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.',
      );
    });

    test('once() hears one change and off() stops a handler', async ({ page }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      const frame = await playground.createReady(type);
      await page.evaluate((type) => {
        const w = window as unknown as PlaygroundWindow & { counts: { once: number; off: number } };
        const counts = { once: 0, off: 0 };
        w.counts = counts;
        const element = w.created[type];
        const removed = () => counts.off++;
        element?.once?.('change', () => counts.once++);
        element?.on?.('change', removed);
        element?.off?.('change', removed);
      }, type);

      // Two changes of state (empty -> typed -> empty): an element may skip keystrokes that
      // change nothing its event reports, never these.
      await frame.locator(field).pressSequentially(sample);
      await playground.expectEvents(type, 'change', 1);
      await playground.call(type, 'clear');
      await playground.expectEvents(type, 'change', 2);

      const counts = await page.evaluate(() => (window as unknown as { counts: object }).counts);
      expect(counts).toEqual({ once: 1, off: 0 });
    });

    test('on/once/off take every event the type supports; once(focus) hears one focus, off(event) drops every handler', async ({
      page,
    }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      await playground.createReady(type);
      const chained = await page.evaluate(
        ({ type, events }) => {
          const w = window as unknown as PlaygroundWindow & { heard: Record<string, number> };
          const element = w.created[type];
          const heard = { once: 0, removed: 0, all: 0 };
          w.heard = heard;
          return events.map((event) => {
            const removed = () => heard.removed++;
            const results = [
              element?.once?.(event, () => {
                if (event === 'focus') heard.once++;
              }),
              element?.on?.(event, removed),
              element?.off?.(event, removed),
            ];
            return results.every((result) => result === element);
          });
        },
        { type, events: EVENT_LISTS[type].split(', ') },
      );
      expect(chained.every(Boolean)).toBe(true);

      for (let round = 1; round <= 2; round++) {
        await playground.call(type, 'focus');
        await playground.expectEvents(type, 'focus', round);
        await playground.call(type, 'blur');
        await playground.expectEvents(type, 'blur', round);
      }

      // Stripe.js: off() without a handler removes every handler of the event (the page's
      // recorder too, so the blur that follows the focus shows the focus has been delivered).
      await page.evaluate((type) => {
        const w = window as unknown as PlaygroundWindow & { heard: Record<string, number> };
        const element = w.created[type];
        element?.on?.('focus', () => {
          w.heard.all = (w.heard.all ?? 0) + 1;
        });
        element?.off?.('focus');
      }, type);
      await playground.call(type, 'focus');
      await playground.call(type, 'blur');
      await playground.expectEvents(type, 'blur', 3);
      const heard = await page.evaluate(() => (window as unknown as { heard: object }).heard);
      expect(heard).toEqual({ once: 1, removed: 0, all: 0 });
      expect(await playground.events(type, 'focus')).toHaveLength(2);
    });

    test('getElement() returns the created element, and a second create() of the type throws', async ({
      page,
    }) => {
      const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
      await playground.create(type);
      const outcome = await page.evaluate((type) => {
        const w = window as unknown as PlaygroundWindow;
        let second = '';
        try {
          w.elements.create(type);
        } catch (error) {
          second = (error as Error).message;
        }
        return { same: w.elements.getElement(type) === w.created[type], second };
      }, type);
      expect(outcome).toEqual({
        same: true,
        second: `Can only create one Element of type ${type}.`,
      });
    });
  });
}

test.describe('card element options', () => {
  test('update({disabled: true}) disables the inputs of a mounted Card Element', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const frame = await playground.createReady('card');
    await expect(frame.locator(FIELD_SELECTORS.number)).toBeEnabled();

    expect(await playground.call('card', 'update', { disabled: true })).toEqual({ result: 'this' });

    await expect(frame.locator(FIELD_SELECTORS.number)).toBeDisabled();
  });

  test('hidePostalCode hides the postal code field', async ({ page }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const frame = await playground.createReady('card', { hidePostalCode: true });
    await frame.locator(FIELD_SELECTORS.number).waitFor();
    await expect(frame.locator(FIELD_SELECTORS.postalCode)).toHaveCount(0);
  });
});

test('the Payment Element: update({readOnly: true}) disables its inputs, update({readOnly: false}) enables them', async ({
  page,
}) => {
  const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
  const frame = await playground.createReady('payment');
  const number = frame.locator(FIELD_SELECTORS.number);
  await expect(number).toBeEnabled();

  expect(await playground.call('payment', 'update', { readOnly: true })).toEqual({
    result: 'this',
  });
  await expect(number).toBeDisabled();
  await expect(frame.locator(FIELD_SELECTORS.expiry)).toBeDisabled();

  await playground.call('payment', 'update', { readOnly: false });
  await expect(number).toBeEnabled();
});

test.describe('elements group and instance', () => {
  test('group and instance methods throw IntegrationErrors for arguments of the wrong type, sending nothing', async ({
    page,
  }) => {
    const intent = await Playground.newIntent();
    const setup = await Playground.newSetupIntent();
    const playground = await Playground.open(page, intent.clientSecret);
    await playground.createReady('card');
    const requests: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\//.test(request.url())) requests.push(request.url());
    });
    const ifRequired = { redirect: 'if_required' };
    // [target, method, arguments, what the message names]
    const calls: [string, string, unknown[], string][] = [
      ['elements', 'create', [42], 'elements.create(): expected `elementType`'],
      ['elements', 'create', ['cardCvc', 'options'], 'elements.create(): expected `options`'],
      ['elements', 'getElement', [{}], 'elements.getElement(): expected `elementType`'],
      ['elements', 'update', ['appearance'], 'elements.update(): expected `options`'],
      [
        'kassa',
        'confirmPayment',
        [{ elements: 5, ...ifRequired }],
        'stripe.confirmPayment(): expected `elements`',
      ],
      [
        'kassa',
        'confirmSetup',
        [{ elements: 'group', ...ifRequired }],
        'stripe.confirmSetup(): expected `elements`',
      ],
      ['kassa', 'confirmCardPayment', [42], 'stripe.confirmCardPayment(): expected `clientSecret`'],
      [
        'kassa',
        'confirmCardPayment',
        [intent.clientSecret, { payment_method: 5 }],
        'stripe.confirmCardPayment(): expected `payment_method`',
      ],
      [
        'kassa',
        'confirmCardSetup',
        [intent.clientSecret],
        'stripe.confirmCardSetup(): expected `clientSecret`',
      ],
      [
        'kassa',
        'retrievePaymentIntent',
        [setup.clientSecret],
        'stripe.retrievePaymentIntent(): expected `clientSecret`',
      ],
      [
        'kassa',
        'retrieveSetupIntent',
        [42],
        'stripe.retrieveSetupIntent(): expected `clientSecret`',
      ],
      ['kassa', 'handleCardAction', [null], 'stripe.handleCardAction(): expected `clientSecret`'],
      [
        'kassa',
        'createPaymentMethod',
        ['card'],
        'stripe.createPaymentMethod(): expected `options`',
      ],
      [
        'kassa',
        'createConfirmationToken',
        [{ elements: 7 }],
        'stripe.createConfirmationToken(): expected `elements`',
      ],
      ['kassa', 'createToken', [42], 'createToken(): expected'],
    ];
    const outcomes = await page.evaluate(async (calls) => {
      const w = window as unknown as PlaygroundWindow;
      const targets = { kassa: w.kassa, elements: w.elements } as unknown as Record<
        string,
        Record<string, (...args: unknown[]) => unknown>
      >;
      const out: string[] = [];
      for (const [target, method, args] of calls) {
        try {
          await targets[target]?.[method]?.(...args);
          out.push(`${method}: no error`);
        } catch (error) {
          out.push(`${(error as Error).name}: ${(error as Error).message}`);
        }
      }
      return out;
    }, calls);

    outcomes.forEach((outcome, index) => {
      const [, method, , names] = calls[index] ?? [];
      expect(outcome, method).toMatch(/^IntegrationError: Invalid value for /);
      expect(outcome, method).toContain(names);
    });
    expect(requests).toEqual([]);
  });

  test('create() of a type Kassa does not build yet gives an element saying so with loaderror', async ({
    page,
  }) => {
    const playground = await Playground.open(page);
    await playground.create('issuingCardCvcDisplay');
    await expect
      .poll(async () =>
        (await playground.events('issuingCardCvcDisplay', 'loaderror')).map((e) => e.payload),
      )
      .toEqual([
        {
          elementType: 'issuingCardCvcDisplay',
          error: {
            type: 'invalid_request_error',
            message: 'The IssuingCardCvcDisplay Element is not supported by this Kassa server yet.',
          },
        },
      ]);
  });

  test('submit() shows the errors of an empty Payment Element and focuses its first field', async ({
    page,
  }) => {
    const playground = await Playground.open(page, (await Playground.newIntent()).clientSecret);
    const frame = await playground.createReady('payment');
    await frame.locator(FIELD_SELECTORS.number).waitFor();

    const result = await page.evaluate(() =>
      (window as unknown as PlaygroundWindow).elements.submit(),
    );

    expect(result.error).toMatchObject({ type: 'validation_error', code: 'incomplete_number' });
    await expect(frame.locator(FIELD_SELECTORS.number)).toBeFocused();
    await expect(frame.locator('body')).toContainText('Your card number is incomplete.');
  });

  test('retrievePaymentIntent() reads the intent with its client secret', async ({ page }) => {
    const intent = await Playground.newIntent();
    await Playground.open(page, intent.clientSecret);
    const result = await page.evaluate(
      (secret) => (window as unknown as PlaygroundWindow).kassa.retrievePaymentIntent(secret),
      intent.clientSecret,
    );
    expect(result.paymentIntent).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
      amount: 2500,
    });
  });

  test('confirmPayment() called twice at once confirms once', async ({ page }) => {
    const intent = await Playground.newIntent();
    const playground = await Playground.open(page, intent.clientSecret);
    await playground.createReady('payment');
    await fillCard(page, TEST_CARDS.succeeds);
    // Every confirm request any frame of the page sends, the controller's included.
    const confirms: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /\/v1\/payment_intents\/[^/]+\/confirm/.test(request.url())
      )
        confirms.push(request.url());
    });

    const results = await page.evaluate(() => {
      const w = window as unknown as PlaygroundWindow;
      const confirm = () =>
        w.kassa.confirmPayment({
          elements: w.elements,
          redirect: 'if_required',
          confirmParams: { return_url: location.href },
        });
      return Promise.all([confirm(), confirm()]);
    });

    // Both callers hear the one confirmation's outcome; the provider saw one request.
    for (const result of results) {
      expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    }
    expect(confirms).toHaveLength(1);
    expect((await readIntent(intent.id)).status).toBe('succeeded');
  });
});
