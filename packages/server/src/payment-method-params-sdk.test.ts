// PaymentMethod parameters Stripe refuses: a billing e-mail that is not an address, and a Sofort
// country outside Sofort's countries. Through the official `stripe` SDK, on both adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './testing/harness.js';
import { refusal } from './testing/sdk-refusal.js';
import { type SdkServer, startSdkServer } from './testing/sdk-server.js';

const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

describe.each(STORE_KINDS)('PaymentMethod parameters on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'pm-params');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it.each(['not-an-email', 'jenny@', 'jenny rosen@example.com', 'jenny@example'])(
    'refuses the billing e-mail %s',
    async (email) => {
      const refused = await refusal(
        stripe.paymentMethods.create({
          type: 'card',
          card: CARD,
          billing_details: { email },
        } as Stripe.PaymentMethodCreateParams),
      );
      expect(refused).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param: 'billing_details[email]',
      });
    },
  );

  it('keeps a valid billing e-mail as sent, and checks it on update and in payment_method_data', async () => {
    const created = await stripe.paymentMethods.create({
      type: 'card',
      card: CARD,
      billing_details: { email: 'Jenny.Rosen@example.com' },
    } as Stripe.PaymentMethodCreateParams);
    expect(created.billing_details.email).toBe('Jenny.Rosen@example.com');
    const customer = await stripe.customers.create({});
    await stripe.paymentMethods.attach(created.id, { customer: customer.id });
    const update = await refusal(
      stripe.paymentMethods.update(created.id, { billing_details: { email: 'nope' } }),
    );
    expect(update).toMatchObject({ statusCode: 400, param: 'billing_details[email]' });
    const confirm = await refusal(
      stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        confirm: true,
        payment_method_data: {
          type: 'card',
          card: CARD,
          billing_details: { email: 'nope' },
        } as Stripe.PaymentIntentCreateParams.PaymentMethodData,
      }),
    );
    expect(confirm).toMatchObject({
      statusCode: 400,
      param: 'payment_method_data[billing_details][email]',
    });
  });

  it('refuses Sofort from Italy and takes it from its countries', async () => {
    const italy = await refusal(
      stripe.paymentMethods.create({ type: 'sofort', sofort: { country: 'IT' } }),
    );
    expect(italy).toMatchObject({ statusCode: 400, param: 'sofort[country]' });
    for (const country of ['AT', 'BE', 'DE', 'ES', 'NL'] as const) {
      const method = await stripe.paymentMethods.create({ type: 'sofort', sofort: { country } });
      expect(method.sofort?.country).toBe(country);
    }
  });
});
