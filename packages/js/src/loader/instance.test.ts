// @vitest-environment jsdom

import { CLIENT_SECRET_FORM } from '@kassa/core';
import type { ControllerRequest } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaElements, KassaInstance } from '../types.js';
import { createFactory } from './factory.js';
import { IntegrationError } from './integration-error.js';
import { startScriptedController, TEST_PROVIDER } from './scripted-controller.js';

const PROVIDER = TEST_PROVIDER;
const SECRET = 'pi_123_secret_abc';

let stripe: KassaInstance;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let requests: ControllerRequest[];
/** How the controller frame answers each action in these tests: a result, or an action-error. */
let answers: Record<string, unknown>;
let errors: Record<string, unknown>;

beforeEach(() => {
  document.body.innerHTML = '<div id="pay"></div>';
  navigate = vi.fn<(url: string) => void>();
  ({ stripe, requests, answers, errors } = startScriptedController(navigate));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const intent = {
  id: 'pi_123',
  object: 'payment_intent',
  status: 'succeeded',
  client_secret: SECRET,
};

describe('stripe.confirmPayment()', () => {
  let elements: KassaElements;
  beforeEach(() => {
    elements = stripe.elements({ clientSecret: SECRET });
  });

  it.each([
    [
      undefined,
      'Invalid value for stripe.confirmPayment(): expected `options` to be an object, but received undefined.',
    ],
    [
      { elements: {}, redirect: 'if_required' },
      'expected `elements` to be an Elements group or Element created by this Kassa instance, but received an object.',
    ],
    [
      { redirect: 'if_required' },
      'expected `elements` to be an Elements group (or a clientSecret), but received undefined.',
    ],
    [{ elements: 'group', redirect: 'if_required' }, 'but received "group".'],
    [
      { redirect: 'sometimes' },
      "expected `redirect` to be 'always' or 'if_required', but received \"sometimes\".",
    ],
    [
      { confirmParams: {} },
      "expected `confirmParams.return_url` to be set unless redirect is 'if_required', but received undefined.",
    ],
    [
      { confirmParams: { return_url: '/done' } },
      'expected `confirmParams.return_url` to be an absolute URL, but received "/done".',
    ],
    [
      { clientSecret: 'seti_1_secret_2', redirect: 'if_required' },
      `expected \`clientSecret\` to be a PaymentIntent client secret of the form ${CLIENT_SECRET_FORM}, but received [redacted].`,
    ],
  ])('throws for %j', (options, message) => {
    expect(() => stripe.confirmPayment(options as never)).toThrow(message);
  });

  it('refuses the elements of another instance', () => {
    const other = createFactory({ window, providerOrigin: PROVIDER })('pk_test_2').elements();
    expect(() => stripe.confirmPayment({ elements: other, redirect: 'if_required' })).toThrow(
      new IntegrationError(
        'Please use the same instance of Stripe you used to create this Element.',
      ),
    );
  });

  it('asks the controller to confirm and returns the intent when no redirect is needed', async () => {
    answers['confirm-payment'] = { paymentIntent: intent };
    const result = await stripe.confirmPayment({
      elements,
      redirect: 'if_required',
      confirmParams: { payment_method_data: { billing_details: { name: 'Ada' } } },
    });
    expect(result).toEqual({ paymentIntent: intent });
    const request = requests.find((r) => r.action === 'confirm-payment');
    expect(request?.payload).toEqual({
      groupId: expect.any(String),
      params: { payment_method_data: { billing_details: { name: 'Ada' } } },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('redirects to the return_url with the intent parameters when redirect is always', async () => {
    answers['confirm-payment'] = { paymentIntent: intent };
    const settled = vi.fn();
    void stripe
      .confirmPayment({
        elements,
        confirmParams: { return_url: 'https://shop.example/done?order=7' },
      })
      .then(settled);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    const url = new URL(navigate.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://shop.example/done');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      order: '7',
      payment_intent: 'pi_123',
      payment_intent_client_secret: SECRET,
      redirect_status: 'succeeded',
    });
    expect(settled).not.toHaveBeenCalled();
  });

  it('follows a redirect next action even with redirect if_required', async () => {
    const waiting = {
      ...intent,
      status: 'requires_action',
      next_action: {
        type: 'redirect_to_url',
        redirect_to_url: { url: 'http://127.0.0.1:4242/bank' },
      },
    };
    answers['confirm-payment'] = { paymentIntent: waiting };
    void stripe.confirmPayment({ elements, redirect: 'if_required' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('http://127.0.0.1:4242/bank'));
  });

  it('returns a decline as {error} and does not redirect', async () => {
    const error = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    answers['confirm-payment'] = { error };
    await expect(
      stripe.confirmPayment({
        elements,
        confirmParams: { return_url: 'https://shop.example/done' },
      }),
    ).resolves.toEqual({ error });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("throws the controller's integration errors", async () => {
    const message = 'Could not retrieve data from Elements. Did Elements mount successfully?';
    errors['confirm-payment'] = { type: 'integration_error', message };
    await expect(stripe.confirmPayment({ elements, redirect: 'if_required' })).rejects.toThrow(
      new IntegrationError(message),
    );
  });

  it('returns other controller errors as {error}', async () => {
    const error = { type: 'api_connection_error', message: 'offline' };
    errors['confirm-payment'] = error;
    await expect(stripe.confirmPayment({ elements, redirect: 'if_required' })).resolves.toEqual({
      error,
    });
  });
});

describe('card methods', () => {
  it.each([
    [undefined, 'expected `clientSecret` to be a PaymentIntent client secret'],
    ['pi_123', 'but received "pi_123".'],
  ])('confirmCardPayment refuses the client secret %p', (secret, message) => {
    expect(() => stripe.confirmCardPayment(secret as never)).toThrow(message);
  });

  it('confirmCardPayment refuses a card element that is not mounted, and card tokens', () => {
    const card = stripe.elements().create('card');
    expect(() => stripe.confirmCardPayment(SECRET, { payment_method: { card } })).toThrow(
      'We could not retrieve data from the specified Element. Please make sure the Element you are attempting to use is still mounted.',
    );
    expect(() =>
      stripe.confirmCardPayment(SECRET, { payment_method: { card: { token: 'tok_1' } } }),
    ).toThrow('Unsupported for Card details with token.');
  });

  it('confirmCardPayment sends the mounted card frame and the billing details, never the element', async () => {
    const elements = stripe.elements();
    const card = elements.create('card');
    card.mount('#pay');
    answers['confirm-card-payment'] = { paymentIntent: intent };
    const result = await stripe.confirmCardPayment(SECRET, {
      payment_method: { card, billing_details: { email: 'ada@example.com' } },
    });
    expect(result).toEqual({ paymentIntent: intent });
    const request = requests.find((r) => r.action === 'confirm-card-payment');
    expect(request?.payload).toEqual({
      clientSecret: SECRET,
      groupId: expect.any(String),
      frameId: expect.stringMatching(/^kf_/),
      params: {
        payment_method_data: { billing_details: { email: 'ada@example.com' }, type: 'card' },
      },
    });
  });

  it('createPaymentMethod accepts {type: card, card} and {elements}', async () => {
    const elements = stripe.elements({
      mode: 'payment',
      amount: 100,
      currency: 'usd',
      paymentMethodCreation: 'manual',
    });
    const card = elements.create('card');
    card.mount('#pay');
    await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: 'Ada' } });
    await stripe.createPaymentMethod({ elements });
    const sent = requests.filter((r) => r.action === 'create-payment-method').map((r) => r.payload);
    expect(sent).toEqual([
      {
        groupId: expect.any(String),
        frameId: expect.any(String),
        params: { type: 'card', billing_details: { name: 'Ada' } },
      },
      { groupId: expect.any(String), params: {} },
    ]);
    expect(() => stripe.createPaymentMethod({ type: 'sepa_debit' } as never)).toThrow(
      "expected `options` to be {elements}, {element} or {type: 'card', card}",
    );
  });

  it.each([
    ['retrievePaymentIntent', 42],
    ['retrievePaymentIntent', 'seti_1_secret_2'],
    ['retrieveSetupIntent', SECRET],
  ])('%s refuses %p', (method, secret) => {
    const call = stripe[method as 'retrievePaymentIntent'] as (secret: unknown) => unknown;
    expect(() => call.call(stripe, secret)).toThrow(IntegrationError);
  });

  it('retrievePaymentIntent returns what the controller found', async () => {
    answers['retrieve-payment-intent'] = { paymentIntent: intent };
    await expect(stripe.retrievePaymentIntent(SECRET)).resolves.toEqual({ paymentIntent: intent });
    expect(requests.at(-1)?.payload).toEqual({ clientSecret: SECRET });
  });
});

describe('elements group calls', () => {
  it('submit() returns the first validation error the controller found', async () => {
    const error = {
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    };
    answers['elements-submit'] = { error };
    await expect(stripe.elements().submit()).resolves.toEqual({ error });
  });

  it('fetchUpdates() reports a failure as {error: {message}}', async () => {
    answers['elements-fetch-updates'] = {
      error: { type: 'api_connection_error', message: 'offline' },
    };
    await expect(stripe.elements().fetchUpdates()).resolves.toEqual({
      error: { message: 'offline', status: undefined },
    });
  });

  it('registerAppInfo checks the wrapper name', () => {
    expect(() => stripe.registerAppInfo({ name: 'shop-plugin', version: '1.0.0' })).not.toThrow();
    expect(() => stripe.registerAppInfo({} as never)).toThrow(
      'expected `name` to be a non-empty string',
    );
  });
});
