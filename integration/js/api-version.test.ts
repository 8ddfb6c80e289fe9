import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, PROVIDER_ORIGIN, startProvider } from './in-process-provider.js';
import { ApiClient, Controller } from './js-internals.js';

// Stripe(pk, { apiVersion }) (and loadStripe(pk, { apiVersion }), which passes its options to it)
// pins the version of the browser's API calls: the controller sends it as Stripe-Version, and the
// provider answers in it, as Stripe does for Stripe.js v3.

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(async () => {
  await provider?.close();
});

/** A controller made as the controller frame makes it for Stripe(pk, { apiVersion }). */
function controllerPinnedTo(apiVersion: string) {
  const sent: Array<string | null> = [];
  const answered: Array<string | null> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    sent.push(new Headers(init?.headers).get('Stripe-Version'));
    const response = await provider.fetch(input, init);
    answered.push(response.headers.get('Stripe-Version'));
    return response;
  };
  const api = new ApiClient({
    origin: PROVIDER_ORIGIN,
    key: provider.keys.publishableKey,
    apiVersion,
    fetch,
  });
  const controller = new Controller({ api, emitGroupEvent: () => {} });
  return { controller, sent, answered };
}

async function paidIntent() {
  const intent = await provider.secret(
    'POST',
    'payment_intents',
    'amount=1200&currency=usd&payment_method_types[0]=card&payment_method=pm_card_visa&confirm=true',
  );
  expect(intent.status).toBe('succeeded');
  return intent as { id: string; client_secret: string };
}

describe('the API version of browser calls', () => {
  it('sends the pinned version and gets answers in it, in the publishable view Stripe gives', async () => {
    const intent = await paidIntent();
    const { controller, sent, answered } = controllerPinnedTo('2022-08-01');
    const result = (await controller.handle('retrieve-payment-intent', {
      clientSecret: intent.client_secret,
    })) as { paymentIntent: Record<string, unknown> };
    expect(sent).toEqual(['2022-08-01']);
    expect(answered).toEqual(['2022-08-01']);
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    // Fields a publishable key never reads, in any version: `charges` (before 2022-11-15) and
    // `latest_charge` are secret-key fields; the secret key pinned alike gets `charges`.
    expect(result.paymentIntent).not.toHaveProperty('charges');
    expect(result.paymentIntent).not.toHaveProperty('latest_charge');
    const response = await provider.fetch(`/v1/payment_intents/${intent.id}`, {
      headers: {
        Authorization: `Bearer ${provider.keys.secretKey}`,
        'Stripe-Version': '2022-08-01',
      },
    });
    const secretView = (await response.json()) as { charges?: { data: unknown[] } };
    expect(secretView.charges?.data).toHaveLength(1);
  });

  it('passes a beta opt-in after the version through; the answer names the version', async () => {
    const intent = await paidIntent();
    const { controller, sent, answered } = controllerPinnedTo('2024-06-20; some_feature_beta=v1');
    const result = (await controller.handle('retrieve-payment-intent', {
      clientSecret: intent.client_secret,
    })) as { paymentIntent: { id: string } };
    expect(result.paymentIntent.id).toBe(intent.id);
    expect(sent).toEqual(['2024-06-20; some_feature_beta=v1']);
    expect(answered).toEqual(['2024-06-20']);
  });

  it('returns the refusal of a version the provider does not know as the call error', async () => {
    const intent = await paidIntent();
    const { controller } = controllerPinnedTo('2031-01-01');
    const result = (await controller.handle('retrieve-payment-intent', {
      clientSecret: intent.client_secret,
    })) as { error: { type: string; message: string } };
    expect(result.error).toMatchObject({
      type: 'invalid_request_error',
      message: 'Invalid Stripe API version: 2031-01-01',
    });
  });
});
