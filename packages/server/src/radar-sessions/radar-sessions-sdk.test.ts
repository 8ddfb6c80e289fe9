// Radar Sessions: stripe.createRadarSession()'s POST /v1/radar/session with the publishable
// key, and radar_options[session] on the calls that take it, through the official `stripe` SDK
// (and, for a second account, the in-process app) on both stores.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, STORE_KINDS, useTestApi, VISA } from '../testing/harness.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';
import { addSecondAccount } from '../testing/second-account.js';

async function refusal(call: Promise<unknown>) {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error as Stripe.errors.StripeError,
  );
}

describe.each(STORE_KINDS)('radar sessions through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let browser: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'radar-sdk');
    ({ stripe } = sdk);
    browser = sdkClient(sdk.server, sdk.server.publishableKey);
  }, 120_000);
  afterAll(() => sdk?.close());

  const newSession = async (client = browser) =>
    (await client.rawRequest('POST', '/v1/radar/session', {})) as unknown as {
      id: string;
      object: string;
      created: number;
      livemode: boolean;
    };

  it('makes a session with the publishable key (and the secret key)', async () => {
    const session = await newSession();
    expect(session).toMatchObject({ object: 'radar.session', livemode: false });
    expect(session.id).toMatch(/^rse_[A-Za-z0-9]{24}$/);
    expect(session.created).toBeGreaterThan(1_700_000_000);
    const again = await newSession(stripe);
    expect(again.id).not.toBe(session.id);
    const aliased = (await browser.rawRequest('POST', '/v1/radar/radar_sessions', {})) as {
      object?: string;
    };
    expect(aliased.object).toBe('radar.session');
  });

  it('takes radar_options[session] on a PaymentMethod, a confirming PaymentIntent and a SetupIntent confirm', async () => {
    const session = await newSession();
    const method = await browser.paymentMethods.create({
      type: 'card',
      card: VISA,
      radar_options: { session: session.id },
    } as Stripe.PaymentMethodCreateParams);
    expect(method.id).toMatch(/^pm_/);
    const paid = await stripe.paymentIntents.create({
      amount: 1099,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      radar_options: { session: session.id },
    });
    expect(paid.status).toBe('succeeded');
    const open = await stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
    const confirmed = await stripe.paymentIntents.confirm(open.id, {
      payment_method: 'pm_card_visa',
      return_url: 'https://shop.example/done',
      radar_options: { session: session.id },
    });
    expect(confirmed.status).toBe('succeeded');
    const setup = await stripe.setupIntents.create({});
    const set = await stripe.setupIntents.confirm(setup.id, {
      payment_method: 'pm_card_visa',
      radar_options: { session: session.id },
    } as Stripe.SetupIntentConfirmParams);
    expect(set.status).toBe('succeeded');
  });

  it('refuses an id that is no Radar Session with a 400 naming radar_options[session]', async () => {
    const error = await refusal(
      stripe.paymentIntents.create({
        amount: 1099,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
        radar_options: { session: 'not-a-session' },
      }),
    );
    expect(error).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'radar_options[session]',
      message: expect.stringContaining('is not a Radar Session id'),
    });
    const unknownField = await refusal(
      browser.paymentMethods.create({
        type: 'card',
        card: VISA,
        radar_options: { sesion: 'rse_1' },
      } as unknown as Stripe.PaymentMethodCreateParams),
    );
    expect(unknownField).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'radar_options[sesion]',
    });
  });

  it('answers resource_missing for a session id it never made, and stores no intent', async () => {
    const before = await stripe.paymentIntents.list({ limit: 100 });
    const error = await refusal(
      stripe.paymentIntents.create({
        amount: 1099,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
        radar_options: { session: 'rse_000000000000000000000000' },
      }),
    );
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'radar_options[session]',
      message: "No such radar session: 'rse_000000000000000000000000'",
    });
    const after = await stripe.paymentIntents.list({ limit: 100 });
    expect(after.data.length).toBe(before.data.length);
  });
});

describe.each(STORE_KINDS)("another account's radar session on %s", (kind) => {
  const api = useTestApi(kind);

  it('is missing for this account wherever radar_options[session] is taken', async () => {
    const other = await addSecondAccount(api.store);
    const theirs = await bodyOf(api.post('/v1/radar/session', {}, other.pk));
    expect(theirs.id).toMatch(/^rse_/);
    const calls = [
      () =>
        api.post('/v1/payment_intents', {
          amount: 1000,
          currency: 'usd',
          payment_method: 'pm_card_visa',
          confirm: 'true',
          radar_options: { session: theirs.id },
        }),
      () =>
        api.post(
          '/v1/payment_methods',
          { type: 'card', card: VISA, radar_options: { session: theirs.id } },
          api.pk,
        ),
      () =>
        api.post(
          '/v1/payment_methods',
          { type: 'us_bank_account', radar_options: { session: theirs.id } },
          api.pk,
        ),
      () =>
        api.post('/v1/setup_intents', { confirm: 'true', radar_options: { session: theirs.id } }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(404);
      expect((await response.json()).error).toMatchObject({
        code: 'resource_missing',
        param: 'radar_options[session]',
      });
    }
    // Their own key still uses it.
    const mine = await api.post(
      '/v1/payment_methods',
      { type: 'card', card: VISA, radar_options: { session: theirs.id } },
      other.pk,
    );
    expect(mine.status).toBe(200);
  });
});

describe.each(STORE_KINDS)('off_session without confirm on %s', (kind) => {
  const api = useTestApi(kind);

  it('answers 400 naming off_session, and takes it with confirm=true', async () => {
    const response = await api.post('/v1/payment_intents', {
      amount: 1000,
      currency: 'usd',
      off_session: 'true',
      confirm: 'false',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      type: 'invalid_request_error',
      param: 'off_session',
      message: 'off_session can only be provided together with confirm=true.',
    });
    const paid = await bodyOf(
      api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        off_session: 'true',
        confirm: 'true',
      }),
    );
    expect(paid.status).toBe('succeeded');
  });
});
