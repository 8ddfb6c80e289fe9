// 3-D Secure through the official `stripe` npm SDK against a started server, on both adapters.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('3-D Secure through the stripe SDK on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, '3ds-sdk');
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('redirects, completes through the API and reads the result back', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 4200,
      currency: 'usd',
      payment_method: 'pm_card_authenticationRequiredOnSetup',
      confirm: true,
      return_url: 'https://shop.example/return',
    });
    expect(intent.status).toBe('requires_action');
    const redirect = intent.next_action?.redirect_to_url;
    expect(redirect?.url).toMatch(new RegExp(`^${server.url}/three_d_secure/src_`));
    const page = new URL(redirect?.url ?? '');
    const id = page.pathname.split('/').pop() ?? '';
    const attempt = await stripe.rawRequest('GET', `/v1/three_d_secure/${id}`, {});
    expect(attempt).toMatchObject({ object: 'three_d_secure', status: 'pending', amount: 4200 });
    const done = await stripe.rawRequest('POST', `/v1/three_d_secure/${id}/complete`, {
      client_secret: page.searchParams.get('client_secret'),
      result: 'succeeded',
    });
    expect(String(done.return_url)).toContain('redirect_status=succeeded');
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('succeeded');
  });

  it('throws a card error for an off-session payment that needs authentication', async () => {
    const failure = await stripe.paymentIntents
      .create({
        amount: 900,
        currency: 'usd',
        payment_method: 'pm_card_authenticationRequired',
        confirm: true,
        off_session: true,
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(failure).toMatchObject({
      code: 'authentication_required',
      decline_code: 'authentication_required',
    });
  });
});
