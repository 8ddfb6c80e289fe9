import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeFrame as answeringFrame,
  type InProcessProvider,
  startProvider,
} from './in-process-provider.js';
import type { Controller } from './js-internals.js';

// The real provider API, in process (in-process-provider.ts).
let provider: InProcessProvider;
let providerFetch: typeof fetch;

beforeAll(async () => {
  provider = await startProvider();
  providerFetch = provider.fetch;
}, 60_000);

afterAll(async () => {
  await provider?.close();
});

const createIntent = (amount?: number) => provider.createIntent(amount);

/** A card element frame on the other end of a MessagePort, answering like the real ones. */
function fakeFrame(
  card: { number: string; cvc?: string },
  validation: Json = { complete: true, error: null },
) {
  return answeringFrame({
    validate: validation,
    collect: {
      type: 'card',
      card: { number: card.number, exp_month: 12, exp_year: 2034, cvc: card.cvc ?? '123' },
      billing_details: { address: { postal_code: '10001', country: 'US' } },
    },
    'confirm-error': null,
  });
}

const newController = (fetch?: typeof globalThis.fetch, referrerHost?: string) =>
  provider.newController(fetch, referrerHost);

describe('Controller against the real provider API', () => {
  let controller: Controller;
  let events: Array<{ groupId: string; event: string; payload: Json }>;

  beforeEach(() => {
    ({ controller, events } = newController());
  });

  it('loads the elements session for a client secret and pushes it to the frames', async () => {
    const intent = await createIntent(1500);
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const session = frame.received.find((m) => m.type === 'broadcast' && m.event === 'session');
    expect(session).toMatchObject({
      payload: { object: 'elements_session', amount: 1500, currency: 'usd' },
    });
    expect(events).toContainEqual({ groupId: 'g1', event: 'update-end', payload: {} });
    frame.close();
  });

  it("sends the page's host: the session names the wallets not verified on it", async () => {
    const intent = await createIntent(1500);
    ({ controller, events } = newController(undefined, 'unregistered.example.com'));
    const frame = fakeFrame({ number: '4242424242424242' });
    controller.registry.connect('g1', 'f1', 'expressCheckout', frame.port);
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const session = frame.received.find((m) => m.type === 'broadcast' && m.event === 'session');
    expect(session).toMatchObject({
      payload: {
        unverified_payment_methods_on_domain: [
          'amazon_pay',
          'apple_pay',
          'google_pay',
          'klarna',
          'link',
          'paypal',
        ],
      },
    });
    frame.close();
  });

  it('builds the session from the intent when the session endpoint is down', async () => {
    const intent = await createIntent(777);
    const sessionsDown: typeof fetch = (input, init) =>
      String(input).includes('/v1/elements/sessions')
        ? Promise.resolve(
            new Response('{"error":{"type":"api_error","message":"down"}}', { status: 503 }),
          )
        : providerFetch(input, init);
    ({ controller, events } = newController(sessionsDown));
    const frame = fakeFrame({ number: '4242424242424242' });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const session = frame.received.find((m) => m.type === 'broadcast' && m.event === 'session');
    expect(session).toMatchObject({
      payload: { fallback: true, mode: 'payment', amount: 777, payment_intent: { id: intent.id } },
    });
    frame.close();
  });

  it('returns an invalid_request_error from the session endpoint as it is, and no group event', async () => {
    const result = (await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: 'pi_doesnotexist_secret_abc' },
    })) as { error: { type: string } };
    expect(result.error.type).toBe('invalid_request_error');
    // The frames say `loaderror`, each for its element (session-error); the page hears it there.
    expect(events).toEqual([]);
  });

  it('tells a frame that connects after a failed session load, so it leaves its skeleton', async () => {
    const result = (await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: 'pi_doesnotexist_secret_abc' },
    })) as { error: Json };
    const frame = fakeFrame({ number: '4242424242424242' });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const broadcasts = frame.received.filter((m) => m.type === 'broadcast');
    expect(broadcasts.map((m) => m.type === 'broadcast' && m.event)).toContain('session-error');
    expect(broadcasts.find((m) => m.type === 'broadcast' && m.event === 'session-error')).toEqual(
      expect.objectContaining({ payload: result.error }),
    );
    expect(broadcasts.some((m) => m.type === 'broadcast' && m.event === 'session')).toBe(false);
    frame.close();
  });

  it('tells a frame that connects after a failed refresh the session it keeps, then the failure', async () => {
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { mode: 'payment', amount: 1000, currency: 'usd' },
    });
    const failed = (await controller.handle('elements-update', {
      groupId: 'g1',
      options: { currency: 'not-a-currency' },
    })) as { error: Json };
    expect(failed.error).toMatchObject({ type: 'invalid_request_error' });
    const frame = fakeFrame({ number: '4242424242424242' });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const replayed = frame.received.flatMap((m) =>
      m.type === 'broadcast' && m.event !== 'connected' ? [[m.event, m.payload]] : [],
    );
    expect(replayed.map(([event]) => event)).toEqual(['group-update', 'session', 'session-error']);
    expect(replayed[1]?.[1]).toMatchObject({ amount: 1000, currency: 'usd' });
    expect(replayed[2]?.[1]).toEqual(failed.error);
    frame.close();
  });

  it('fetches a new session when elements.update changes the amount', async () => {
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { mode: 'payment', amount: 1000, currency: 'usd', appearance: { theme: 'flat' } },
    });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await controller.handle('elements-update', { groupId: 'g1', options: { amount: 2500 } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const sessions = frame.received.filter((m) => m.type === 'broadcast' && m.event === 'session');
    expect(sessions.at(-1)).toMatchObject({ payload: { amount: 2500, mode: 'payment' } });
    const updates = frame.received.filter(
      (m) => m.type === 'broadcast' && m.event === 'group-update',
    );
    expect(updates.at(-1)).toMatchObject({
      payload: { amount: 2500, appearance: { theme: 'flat' } },
    });
    expect(events.filter((e) => e.event === 'update-end')).toHaveLength(2);
    frame.close();
  });

  it('confirms a payment with 4242… and returns the succeeded intent', async () => {
    const intent = await createIntent();
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    controller.handle('element-mount', { groupId: 'g1', frameId: 'f1', elementType: 'payment' });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    const result = (await controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { paymentIntent: { id: string; status: string } };
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    frame.close();
  });

  it('returns a decline as {error}, shows it in the element, and lets the buyer pay again', async () => {
    const intent = await createIntent();
    const declined = fakeFrame({ number: '4000000000000002' });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    controller.registry.connect('g1', 'f1', 'card', declined.port);
    const failure = (await controller.handle('confirm-payment', { groupId: 'g1', params: {} })) as {
      error: {
        type: string;
        code: string;
        decline_code: string;
        payment_intent: { status: string };
      };
    };
    expect(failure.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      payment_intent: { status: 'requires_payment_method' },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const shown = declined.received.find(
      (m) => m.type === 'port-request' && m.action === 'confirm-error',
    );
    expect(shown).toMatchObject({ payload: { type: 'card_error', code: 'card_declined' } });
    expect(JSON.stringify(shown)).not.toContain('payment_intent');

    const good = fakeFrame({ number: '4242424242424242' });
    controller.registry.connect('g1', 'f1', 'card', good.port);
    const success = (await controller.handle('confirm-payment', { groupId: 'g1', params: {} })) as {
      paymentIntent: { status: string };
    };
    expect(success.paymentIntent.status).toBe('succeeded');
    declined.close();
    good.close();
  });

  it('does not call the API when the element reports a validation error', async () => {
    const intent = await createIntent();
    const error = {
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    };
    const frame = fakeFrame({ number: '4242' }, { complete: false, error });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await expect(
      controller.handle('confirm-payment', { groupId: 'g1', params: {} }),
    ).resolves.toEqual({ error });
    expect(frame.received.some((m) => m.type === 'port-request' && m.action === 'collect')).toBe(
      false,
    );
    const retrieved = (await controller.handle('retrieve-payment-intent', {
      clientSecret: intent.client_secret,
    })) as {
      paymentIntent: { status: string };
    };
    expect(retrieved.paymentIntent.status).toBe('requires_payment_method');
    frame.close();
  });

  it('confirms only once when confirmPayment is called twice at once', async () => {
    const intent = await createIntent();
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    const [first, second] = await Promise.all([
      controller.handle('confirm-payment', { groupId: 'g1', params: {} }),
      controller.handle('confirm-payment', { groupId: 'g1', params: {} }),
    ]);
    expect(second).toBe(first);
    expect(
      frame.received.filter((m) => m.type === 'port-request' && m.action === 'collect'),
    ).toHaveLength(1);
    frame.close();
  });

  it("refuses to confirm when no payment element is mounted, with Stripe's message", async () => {
    const intent = await createIntent();
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: intent.client_secret },
    });
    await expect(
      controller.handle('confirm-payment', { groupId: 'g1', params: {} }),
    ).rejects.toEqual({
      type: 'integration_error',
      message: 'Could not retrieve data from Elements. Did Elements mount successfully?',
    });
  });

  it('asks for a client secret in deferred mode', async () => {
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { mode: 'payment', amount: 1000, currency: 'usd' },
    });
    await expect(
      controller.handle('confirm-payment', { groupId: 'g1', params: {} }),
    ).rejects.toEqual({
      type: 'integration_error',
      message: 'You must pass in a clientSecret when calling stripe.confirmPayment()',
    });
  });

  it('refuses confirmSetup on a group in payment mode, and a SetupIntent secret in confirmPayment', async () => {
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { mode: 'payment', amount: 1000, currency: 'usd' },
    });
    await expect(
      controller.handle('confirm-setup', {
        groupId: 'g1',
        clientSecret: 'seti_1_secret_2',
        params: {},
      }),
    ).rejects.toMatchObject({
      type: 'integration_error',
      message: expect.stringContaining('confirmSetup needs elements created with mode: "setup"'),
    });
    await expect(
      controller.handle('confirm-payment', {
        groupId: 'g1',
        clientSecret: 'seti_1_secret_2',
        params: {},
      }),
    ).rejects.toMatchObject({
      type: 'integration_error',
      message: expect.stringContaining('is a SetupIntent client secret'),
    });
  });

  it('creates a payment method from a card element', async () => {
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', { groupId: 'g1', options: {} });
    controller.registry.connect('g1', 'f1', 'card', frame.port);
    const result = (await controller.handle('create-payment-method', {
      groupId: 'g1',
      frameId: 'f1',
      params: { billing_details: { name: 'Ada Lovelace' } },
    })) as {
      paymentMethod: { id: string; card: { last4: string }; billing_details: { name: string } };
    };
    expect(result.paymentMethod.id).toMatch(/^pm_/);
    expect(result.paymentMethod.card.last4).toBe('4242');
    expect(result.paymentMethod.billing_details.name).toBe('Ada Lovelace');
    frame.close();
  });

  it('requires elements.submit() before createPaymentMethod from the group', async () => {
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { mode: 'payment', amount: 1, currency: 'usd' },
    });
    controller.registry.connect('g1', 'f1', 'card', frame.port);
    await expect(
      controller.handle('create-payment-method', { groupId: 'g1', params: {} }),
    ).rejects.toMatchObject({
      type: 'integration_error',
      message: expect.stringContaining(
        'elements.submit() must be called before stripe.createPaymentMethod()',
      ),
    });
    await expect(controller.handle('elements-submit', { groupId: 'g1' })).resolves.toEqual({
      selectedPaymentMethod: 'card',
    });
    const created = (await controller.handle('create-payment-method', {
      groupId: 'g1',
      params: {},
    })) as {
      paymentMethod: { id: string };
    };
    expect(created.paymentMethod.id).toMatch(/^pm_/);
    frame.close();
  });

  it("reports the type the shopper chose on submit, not the session's first type", async () => {
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: {
        mode: 'payment',
        amount: 1000,
        currency: 'eur',
        paymentMethodTypes: ['sepa_debit', 'card'],
      },
    });
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    await expect(controller.handle('elements-submit', { groupId: 'g1' })).resolves.toEqual({
      selectedPaymentMethod: 'card',
    });
    frame.close();
  });

  it('retrieves an intent with its client secret and returns API errors as {error}', async () => {
    const intent = await createIntent(999);
    const found = (await controller.handle('retrieve-payment-intent', {
      clientSecret: intent.client_secret,
    })) as {
      paymentIntent: { amount: number };
    };
    expect(found.paymentIntent.amount).toBe(999);
    const wrong = `${intent.id}_secret_wrong`;
    const missing = (await controller.handle('retrieve-payment-intent', {
      clientSecret: wrong,
    })) as {
      error: { type: string };
    };
    expect(missing.error.type).toBe('invalid_request_error');
  });

  it('rejects an unknown action by name', async () => {
    await expect(controller.handle('steal-cards', {})).rejects.toEqual({
      type: 'invalid_request_error',
      message: 'Unknown action: steal-cards',
    });
  });

  it('rejects an action on a group it does not know', async () => {
    await expect(controller.handle('elements-submit', { groupId: 'nope' })).rejects.toEqual({
      type: 'integration_error',
      message: 'Could not find the expected elements group',
    });
  });

  it('rejects mounting a frame of a type it does not know, with the catalogue message', async () => {
    await controller.handle('elements-create', { groupId: 'g-frame', options: {} });
    await expect(
      controller.handle('element-mount', {
        groupId: 'g-frame',
        frameId: 'f1',
        elementType: 'issuingCardCvcDisplay',
      }),
    ).rejects.toEqual({
      type: 'integration_error',
      message: 'Could not find expected elements frame',
    });
  });
});

describe('card data in the wrong field', () => {
  it('is refused by confirmPayment before anything reaches the API', async () => {
    const intent = await createIntent();
    const posted: string[] = [];
    const watching: typeof fetch = (input, init) => {
      if (init?.method === 'POST') posted.push(String(input));
      return providerFetch(input, init);
    };
    const { controller } = newController(watching);
    const frame = fakeFrame({ number: '4242424242424242' });
    await controller.handle('elements-create', {
      groupId: 'g9',
      options: { clientSecret: intent.client_secret },
    });
    controller.registry.connect('g9', 'f9', 'payment', frame.port);
    const result = (await controller.handle('confirm-payment', {
      groupId: 'g9',
      params: { payment_method_data: { billing_details: { name: '4242 4242 4242 4242' } } },
    })) as { error: { code: string; param: string } };
    expect(result.error).toMatchObject({
      code: 'card_number_in_name_field',
      param: 'billing_details[name]',
    });
    expect(posted).toEqual([]);
    frame.close();
  });
});
