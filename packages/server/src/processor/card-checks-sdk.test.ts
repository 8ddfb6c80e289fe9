// Stripe's CVC and address check cards pay, and their checks show the issuer's answer: `fail`
// or `unavailable` where the card says so, `pass` for the rest that was given, null for what was
// not. On the Charge's payment_method_details and on the saved card, through the official
// `stripe` SDK, on both adapters. Also the 19-digit UnionPay card of Stripe's testing page.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const ADDRESS = { line1: '510 Townsend St', postal_code: '94103', country: 'US' };

const CASES = [
  [
    '4000000000000101',
    { cvc_check: 'fail', address_line1_check: 'pass', address_postal_code_check: 'pass' },
  ],
  [
    '4000000000000036',
    { cvc_check: 'pass', address_line1_check: 'pass', address_postal_code_check: 'fail' },
  ],
  [
    '4000000000000028',
    { cvc_check: 'pass', address_line1_check: 'fail', address_postal_code_check: 'pass' },
  ],
  [
    '4000000000000010',
    { cvc_check: 'pass', address_line1_check: 'fail', address_postal_code_check: 'fail' },
  ],
  [
    '4000000000000044',
    {
      cvc_check: 'pass',
      address_line1_check: 'unavailable',
      address_postal_code_check: 'unavailable',
    },
  ],
  [
    '4000058400307872',
    { cvc_check: 'fail', address_line1_check: 'pass', address_postal_code_check: 'pass' },
  ],
  [
    '4000058400306072',
    { cvc_check: 'pass', address_line1_check: 'pass', address_postal_code_check: 'fail' },
  ],
  [
    '4242424242424242',
    { cvc_check: 'pass', address_line1_check: 'pass', address_postal_code_check: 'pass' },
  ],
] as const;

describe.each(STORE_KINDS)('card checks on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'card-checks');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const method = (number: string, withAddress = true) =>
    stripe.paymentMethods.create({
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2040, cvc: '123' },
      ...(withAddress ? { billing_details: { address: ADDRESS } } : {}),
    } as Stripe.PaymentMethodCreateParams);

  it.each(CASES)('pays with %s, and its Charge carries the checks', async (number, checks) => {
    const pm = await method(number);
    // Not checked yet: what was given waits for the issuer.
    expect(pm.card?.checks).toEqual({
      cvc_check: 'unchecked',
      address_line1_check: 'unchecked',
      address_postal_code_check: 'unchecked',
    });
    const intent = await stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method: pm.id,
      confirm: true,
      expand: ['latest_charge'],
    });
    expect(intent.status).toBe('succeeded');
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge.payment_method_details?.card?.checks).toEqual(checks);
    const elevated = number.startsWith('40000584');
    expect(charge.outcome?.risk_level).toBe(elevated ? 'elevated' : 'normal');
  });

  it.each(CASES)('saves %s with the checks its issuer answered', async (number, checks) => {
    const customer = await stripe.customers.create({});
    const attached = await stripe.paymentMethods.attach((await method(number)).id, {
      customer: customer.id,
    });
    expect(attached.card?.checks).toEqual(checks);
    const setup = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method: (await method(number)).id,
      confirm: true,
    });
    expect(setup.status).toBe('succeeded');
    const saved = await stripe.paymentMethods.retrieve(setup.payment_method as string);
    expect(saved.card?.checks).toEqual(checks);
  });

  it('leaves a check of what was not given null, whatever the card', async () => {
    const pm = await method('4000000000000010', false);
    const customer = await stripe.customers.create({});
    const attached = await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    expect(attached.card?.checks).toEqual({
      cvc_check: 'pass',
      address_line1_check: null,
      address_postal_code_check: null,
    });
  });

  it('fails the checks of the test ids as of their numbers, once attached', async () => {
    const customer = await stripe.customers.create({});
    const attached = await stripe.paymentMethods.attach('pm_card_cvcCheckFail', {
      customer: customer.id,
    });
    expect(attached.card?.checks?.cvc_check).toBe('fail');
  });

  it('pays with the 19-digit UnionPay card', async () => {
    const pm = await method('6205500000000000004');
    expect(pm.card).toMatchObject({ brand: 'unionpay', last4: '0004' });
    const intent = await stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method: pm.id,
      confirm: true,
    });
    expect(intent.status).toBe('succeeded');
  });
});
