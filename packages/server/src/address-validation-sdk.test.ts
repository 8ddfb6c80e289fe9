// Billing details, shipping and customers' addresses and phones checked with core's address
// rules (the Address Element's), through the official `stripe` SDK on both stores.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './testing/harness.js';
import { refusal } from './testing/sdk-refusal.js';
import { type SdkServer, startSdkServer } from './testing/sdk-server.js';

const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };
const US = {
  line1: '27 Fredrick Ave',
  city: 'Brothers',
  state: 'OR',
  postal_code: '97712',
  country: 'US',
};

describe.each(STORE_KINDS)('address and phone rules through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'address-validation-sdk');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const method = (billing_details: Stripe.PaymentMethodCreateParams.BillingDetails) =>
    stripe.paymentMethods.create({
      type: 'card',
      card: CARD,
      billing_details,
    } as Stripe.PaymentMethodCreateParams);

  it('keeps billing details that fit their country', async () => {
    const created = await method({
      name: 'Oliver Smith',
      email: 'oliver@example.com',
      phone: '020 7946 0018',
      address: {
        line1: '10 Downing Street',
        city: 'London',
        postal_code: 'SW1A 2AA',
        country: 'GB',
      },
    });
    expect(created.billing_details).toMatchObject({
      phone: '020 7946 0018',
      address: { postal_code: 'SW1A 2AA', country: 'GB' },
    });
  });

  it('keeps a phone shaped right for its country whose area code is fictional, as Stripe does', async () => {
    // Stripe's samples and merchants' test data use 555 numbers: a form would refuse them, the API
    // takes them.
    const created = await method({ phone: '+15555550100', address: US });
    expect(created.billing_details.phone).toBe('+15555550100');
  });

  it.each([
    [
      { address: { ...US, postal_code: '9771' } },
      'postal_code_invalid',
      'billing_details[address][postal_code]',
    ],
    [
      { address: { line1: '1 Rue de Rivoli', postal_code: 'SW1A 2AA', country: 'FR' } },
      'postal_code_invalid',
      'billing_details[address][postal_code]',
    ],
    [
      { address: { ...US, country: 'XX' } },
      'country_code_invalid',
      'billing_details[address][country]',
    ],
    [{ email: 'jenny@' }, 'email_invalid', 'billing_details[email]'],
    [{ phone: '555', address: US }, undefined, 'billing_details[phone]'],
    [{ phone: '+1 555' }, undefined, 'billing_details[phone]'],
  ])('refuses billing details %j with a 400 naming the parameter', async (details, code, param) => {
    const error = await refusal(method(details as Stripe.PaymentMethodCreateParams.BillingDetails));
    expect(error).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError', param });
    expect(error?.code).toBe(code);
  });

  it('checks the shipping of a PaymentIntent on create, update and confirm', async () => {
    const shipping = { name: 'Jenny Rosen', phone: '+12015550123', address: US };
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd', shipping });
    expect(intent.shipping).toMatchObject({
      name: 'Jenny Rosen',
      address: { postal_code: '97712' },
    });
    const badPostal = await refusal(
      stripe.paymentIntents.update(intent.id, {
        shipping: { ...shipping, address: { ...US, postal_code: 'ABCDE' } },
      }),
    );
    expect(badPostal).toMatchObject({
      statusCode: 400,
      code: 'postal_code_invalid',
      param: 'shipping[address][postal_code]',
    });
    const badPhone = await refusal(
      stripe.paymentIntents.confirm(intent.id, {
        payment_method: 'pm_card_visa',
        shipping: { ...shipping, phone: '12' },
      }),
    );
    expect(badPhone).toMatchObject({ statusCode: 400, param: 'shipping[phone]' });
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
      shipping: {
        name: 'Taro Yamada',
        address: {
          line1: '1-1 Chiyoda',
          city: 'Chiyoda-ku',
          state: 'Tokyo',
          postal_code: '100-0001',
          country: 'JP',
        },
      },
    });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.shipping?.address?.postal_code).toBe('100-0001');
  });

  it('checks the shipping of a confirmation token', async () => {
    const error = await refusal(
      stripe.rawRequest('POST', '/v1/confirmation_tokens', {
        payment_method: 'pm_card_visa',
        shipping: { name: 'Jenny', address: { ...US, postal_code: '1' } },
      }),
    );
    expect(error).toMatchObject({ statusCode: 400, param: 'shipping[address][postal_code]' });
  });

  it('checks a customer’s e-mail, phone, address and shipping', async () => {
    const customer = await stripe.customers.create({
      email: 'jenny@example.com',
      phone: '(201) 555-0123',
      address: US,
      shipping: { name: 'Jenny Rosen', address: US },
    });
    expect(customer.phone).toBe('(201) 555-0123');
    const cases: [Stripe.CustomerUpdateParams, string][] = [
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: '123', address: US }, 'phone'],
      [{ phone: '+1 123' }, 'phone'],
      [{ address: { ...US, postal_code: 'K1A 0B1' } }, 'address[postal_code]'],
      [
        { shipping: { name: 'Jenny', address: { ...US, country: 'CA', postal_code: '97712' } } },
        'shipping[address][postal_code]',
      ],
    ];
    for (const [params, param] of cases) {
      const error = await refusal(stripe.customers.update(customer.id, params));
      expect(error, param).toMatchObject({ statusCode: 400, param });
    }
  });
});
