import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';

// Saved methods of a customer session, against the real provider API in process.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

type Body = Record<string, Json>;

/** The merchant's server with the secret key (JSON bodies). */
const secret = (method: 'GET' | 'POST', path: string, body?: object): Promise<Body> =>
  provider.secret(method, path, body);

const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

/** A customer with one redisplayable Visa, a customer session and a PaymentIntent of theirs. */
async function returningShopper(features: object = {}) {
  const customer = (await secret('POST', 'customers', {})).id as string;
  const pm = await secret('POST', 'payment_methods', {
    type: 'card',
    card: CARD,
    allow_redisplay: 'always',
  });
  await secret('POST', `payment_methods/${pm.id}/attach`, { customer });
  const session = await secret('POST', 'customer_sessions', {
    customer,
    components: {
      payment_element: {
        enabled: true,
        features: {
          payment_method_redisplay: 'enabled',
          payment_method_remove: 'enabled',
          ...features,
        },
      },
    },
  });
  const intent = await secret('POST', 'payment_intents', {
    amount: 1500,
    currency: 'usd',
    customer,
    payment_method_types: ['card'],
  });
  const customerSessionClientSecret = session.client_secret as string;
  return {
    customer,
    saved: pm.id as string,
    customerSessionClientSecret,
    intent: intent as { id: string; client_secret: string },
    /** The group's options for paying the intent with the session. */
    intentOptions: { clientSecret: intent.client_secret as string, customerSessionClientSecret },
  };
}

/** Records the bodies the controller POSTs, by path. */
function recording() {
  const posts: { path: string; body: string; auth: string }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (init?.method === 'POST') {
      const headers = new Headers(init.headers);
      posts.push({
        path: new URL(String(input)).pathname,
        body: String(init.body),
        auth: headers.get('Authorization') ?? '',
      });
    }
    return provider.fetch(input, init);
  };
  return { posts, fetch };
}

async function groupWith(
  options: Body,
  collect: Json,
  fetch?: typeof globalThis.fetch,
): Promise<{
  controller: ReturnType<InProcessProvider['newController']>['controller'];
  frame: ReturnType<typeof fakeFrame>;
}> {
  const { controller } = provider.newController(fetch);
  await controller.handle('elements-create', { groupId: 'g1', options });
  const frame = fakeFrame({ validate: { complete: true, error: null }, collect });
  controller.handle('element-mount', { groupId: 'g1', frameId: 'f1', elementType: 'payment' });
  controller.registry.connect('g1', 'f1', 'payment', frame.port);
  return { controller, frame };
}

const methodsOf = async (customer: string) =>
  (await secret('GET', `customers/${customer}/payment_methods?type=card`)).data as Body[];

describe('confirming with the Payment Element and a customer session', () => {
  it('pays with the saved card the shopper chose, sending its id and no card data', async () => {
    const shopper = await returningShopper();
    const api = recording();
    const { controller, frame } = await groupWith(
      shopper.intentOptions,
      { saved_payment_method: shopper.saved },
      api.fetch,
    );
    const result = (await controller.handle('confirm-payment', { groupId: 'g1', params: {} })) as {
      paymentIntent: { status: string; payment_method: string };
    };
    expect(result.paymentIntent).toMatchObject({
      status: 'succeeded',
      payment_method: shopper.saved,
    });
    const confirm = api.posts.find((post) => post.path.endsWith('/confirm'));
    const sent = new URLSearchParams(confirm?.body);
    expect(sent.get('payment_method')).toBe(shopper.saved);
    expect([...sent.keys()].some((key) => key.startsWith('payment_method_data'))).toBe(false);
    frame.close();
  });

  it('saves a new card for next time: setup_future_usage on the intent, allow_redisplay always', async () => {
    const shopper = await returningShopper({ payment_method_save: 'enabled' });
    const { controller, frame } = await groupWith(shopper.intentOptions, {
      type: 'card',
      card: { ...CARD, number: '5555555555554444' },
      save_payment_method: true,
    });
    const result = (await controller.handle('confirm-payment', { groupId: 'g1', params: {} })) as {
      paymentIntent: { status: string; setup_future_usage: string };
    };
    expect(result.paymentIntent).toMatchObject({
      status: 'succeeded',
      setup_future_usage: 'off_session',
    });
    const saved = await methodsOf(shopper.customer);
    const added = saved.find((method) => (method.card as Body).last4 === '4444');
    expect(added).toMatchObject({ allow_redisplay: 'always', customer: shopper.customer });
    frame.close();
  });

  it('creates a confirmation token for a saved card with the session api_key', async () => {
    const shopper = await returningShopper();
    const api = recording();
    const { controller, frame } = await groupWith(
      {
        mode: 'payment',
        amount: 1500,
        currency: 'usd',
        customerSessionClientSecret: shopper.customerSessionClientSecret,
      },
      { saved_payment_method: shopper.saved },
      api.fetch,
    );
    await controller.handle('elements-submit', { groupId: 'g1' });
    const result = (await controller.handle('create-confirmation-token', {
      groupId: 'g1',
      params: {},
    })) as { confirmationToken: { payment_method: string } };
    expect(result.confirmationToken.payment_method).toBe(shopper.saved);
    const post = api.posts.find((p) => p.path.endsWith('/confirmation_tokens'));
    expect(post?.auth).toMatch(/^Bearer ek_test_/);
    frame.close();
  });

  it('refuses a confirmation token for a saved card without a customer session api_key', async () => {
    const shopper = await returningShopper();
    const { controller, frame } = await groupWith(
      { mode: 'payment', amount: 1500, currency: 'usd' },
      { saved_payment_method: shopper.saved },
    );
    await controller.handle('elements-submit', { groupId: 'g1' });
    await expect(
      controller.handle('create-confirmation-token', { groupId: 'g1', params: {} }),
    ).rejects.toMatchObject({
      type: 'integration_error',
      message:
        'An ephemeral key must be provided on confirmation token creation when using with a saved payment method.',
    });
    frame.close();
  });

  it('answers createPaymentMethod with the saved method the session listed', async () => {
    const shopper = await returningShopper();
    const { controller, frame } = await groupWith(
      {
        mode: 'payment',
        amount: 1500,
        currency: 'usd',
        paymentMethodCreation: 'manual',
        customerSessionClientSecret: shopper.customerSessionClientSecret,
      },
      { saved_payment_method: shopper.saved },
    );
    await controller.handle('elements-submit', { groupId: 'g1' });
    const result = (await controller.handle('create-payment-method', {
      groupId: 'g1',
      params: {},
    })) as { paymentMethod: { id: string; card: { last4: string } } };
    expect(result.paymentMethod).toMatchObject({ id: shopper.saved, card: { last4: '4242' } });
    frame.close();
  });
});

describe('removing a saved card from the Payment Element', () => {
  it('detaches it with the customer session secret and drops it from the session', async () => {
    const shopper = await returningShopper();
    const { controller, frame } = await groupWith(shopper.intentOptions, {});
    const answer = await frame.ask('saved-method-detach', { paymentMethod: shopper.saved });
    expect(answer).toMatchObject({
      type: 'port-response',
      result: { paymentMethod: { id: shopper.saved, customer: null } },
    });
    expect(await methodsOf(shopper.customer)).toEqual([]);
    const late = fakeFrame({});
    controller.registry.connect('g1', 'f2', 'payment', late.port);
    await tick();
    const [session] = late.broadcasts('session') as { customer: { payment_methods: Json[] } }[];
    expect(session?.customer.payment_methods).toEqual([]);
    frame.close();
    late.close();
  });

  it('removes a card asked twice at once, answering both', async () => {
    const shopper = await returningShopper();
    const { frame } = await groupWith(shopper.intentOptions, {});
    const answers = await Promise.all([
      frame.ask('saved-method-detach', { paymentMethod: shopper.saved }),
      frame.ask('saved-method-detach', { paymentMethod: shopper.saved }),
    ]);
    expect(answers.map((answer) => (answer as { type: string }).type)).toEqual([
      'port-response',
      'port-response',
    ]);
    expect(await methodsOf(shopper.customer)).toEqual([]);
    frame.close();
  });

  it('keeps the card that may be paying while the group confirms, and removes it after', async () => {
    const shopper = await returningShopper();
    const { controller, frame } = await groupWith(shopper.intentOptions, {
      saved_payment_method: shopper.saved,
    });
    const confirming = controller.handle('confirm-payment', { groupId: 'g1', params: {} });
    const during = (await frame.ask('saved-method-detach', { paymentMethod: shopper.saved })) as {
      error?: { type: string; message: string };
    };
    expect(during.error).toMatchObject({ type: 'invalid_request_error' });
    expect(during.error?.message).toMatch(/being confirmed/);
    expect(await confirming).toMatchObject({
      paymentIntent: { status: 'succeeded', payment_method: shopper.saved },
    });
    const after = await frame.ask('saved-method-detach', { paymentMethod: shopper.saved });
    expect(after).toMatchObject({ type: 'port-response' });
    expect(await methodsOf(shopper.customer)).toEqual([]);
    frame.close();
  });

  it('answers the API refusal when the session does not allow removing', async () => {
    const shopper = await returningShopper({ payment_method_remove: 'disabled' });
    const { frame } = await groupWith(shopper.intentOptions, {});
    const answer = (await frame.ask('saved-method-detach', { paymentMethod: shopper.saved })) as {
      error?: { type: string };
    };
    expect(answer.error).toMatchObject({ type: 'invalid_request_error' });
    expect(await methodsOf(shopper.customer)).toHaveLength(1);
    frame.close();
  });

  it('refuses a frame that is not a Payment Element', async () => {
    const shopper = await returningShopper();
    const { controller } = await groupWith(shopper.intentOptions, {});
    const card = fakeFrame({});
    controller.registry.connect('g1', 'c1', 'card', card.port);
    const answer = (await card.ask('saved-method-detach', { paymentMethod: shopper.saved })) as {
      error?: { message: string };
    };
    expect(answer.error?.message).toMatch(/from a Payment Element/);
    expect(await methodsOf(shopper.customer)).toHaveLength(1);
    card.close();
  });

  it('refuses without a customer session in the group', async () => {
    const shopper = await returningShopper();
    const { frame } = await groupWith({ clientSecret: shopper.intent.client_secret }, {});
    const answer = (await frame.ask('saved-method-detach', { paymentMethod: shopper.saved })) as {
      error?: { message: string };
    };
    expect(answer.error?.message).toMatch(/customerSessionClientSecret/);
    frame.close();
  });
});
