// Shipping rates through the official `stripe` npm SDK against a started server, on both
// adapters, and the lookups Checkout's shipping options make.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(STORE_KINDS)('shipping rates through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'shipping-rates-sdk');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('creates, reads, updates and lists shipping rates', async () => {
    const rate = await stripe.shippingRates.create({
      display_name: 'Ground',
      type: 'fixed_amount',
      fixed_amount: { amount: 500, currency: 'usd', currency_options: { eur: { amount: 450 } } },
      delivery_estimate: {
        minimum: { unit: 'business_day', value: 3 },
        maximum: { unit: 'business_day', value: 5 },
      },
      tax_behavior: 'exclusive',
      tax_code: 'txcd_92010001',
      metadata: { carrier: 'post' },
    });
    expect(rate).toMatchObject({
      object: 'shipping_rate',
      active: true,
      display_name: 'Ground',
      type: 'fixed_amount',
      fixed_amount: { amount: 500, currency: 'usd' },
      delivery_estimate: {
        minimum: { unit: 'business_day', value: 3 },
        maximum: { unit: 'business_day', value: 5 },
      },
      tax_behavior: 'exclusive',
      tax_code: 'txcd_92010001',
      metadata: { carrier: 'post' },
      livemode: false,
    });
    expect(rate.id).toMatch(/^shr_[A-Za-z0-9]{24}$/);
    expect(rate.fixed_amount).not.toHaveProperty('currency_options');
    const full = await stripe.shippingRates.retrieve(rate.id, {
      expand: ['fixed_amount.currency_options'],
    });
    expect(full.fixed_amount?.currency_options).toEqual({
      usd: { amount: 500, tax_behavior: 'exclusive' },
      eur: { amount: 450, tax_behavior: 'exclusive' },
    });

    const updated = await stripe.shippingRates.update(rate.id, {
      active: false,
      metadata: { carrier: '', speed: 'slow' },
      fixed_amount: { currency_options: { gbp: { amount: 400, tax_behavior: 'inclusive' } } },
      expand: ['fixed_amount.currency_options'],
    });
    expect(updated).toMatchObject({ active: false, metadata: { speed: 'slow' } });
    expect(Object.keys(updated.fixed_amount?.currency_options ?? {}).sort()).toEqual([
      'eur',
      'gbp',
      'usd',
    ]);
    const changeTax = await failure(
      stripe.shippingRates.update(rate.id, { tax_behavior: 'inclusive' }),
    );
    expect(changeTax).toMatchObject({ statusCode: 400, param: 'tax_behavior' });

    const free = await stripe.shippingRates.create({
      display_name: 'Pickup',
      fixed_amount: { amount: 0, currency: 'eur' },
    });
    expect(free).toMatchObject({
      tax_behavior: 'unspecified',
      delivery_estimate: null,
      tax_code: null,
    });
    const ids = (list: { data: Stripe.ShippingRate[] }) => list.data.map((r) => r.id);
    expect(ids(await stripe.shippingRates.list({ limit: 2 }))).toEqual([free.id, rate.id]);
    expect(ids(await stripe.shippingRates.list({ active: true }))).toContain(free.id);
    expect(ids(await stripe.shippingRates.list({ active: true }))).not.toContain(rate.id);
    expect(ids(await stripe.shippingRates.list({ currency: 'eur' }))).toEqual([free.id]);
    const expanded = await stripe.shippingRates.list({
      expand: ['data.fixed_amount.currency_options'],
    });
    expect(expanded.data[0]?.fixed_amount?.currency_options).toEqual({
      eur: { amount: 0, tax_behavior: 'unspecified' },
    });
  });

  it('answers Stripe-shaped 400s naming the param', async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [
        () =>
          stripe.shippingRates.create({ fixed_amount: { amount: 1, currency: 'usd' } } as never),
        'display_name',
      ],
      [() => stripe.shippingRates.create({ display_name: 'x' }), 'fixed_amount'],
      [
        () =>
          stripe.shippingRates.create({
            display_name: 'x',
            fixed_amount: { amount: -1, currency: 'usd' },
          }),
        'fixed_amount[amount]',
      ],
      [
        () =>
          stripe.shippingRates.create({
            display_name: 'x',
            fixed_amount: { amount: 1, currency: 'usx' },
          }),
        'fixed_amount[currency]',
      ],
      [
        () =>
          stripe.shippingRates.create({
            display_name: 'x',
            type: 'weight' as never,
            fixed_amount: { amount: 1, currency: 'usd' },
          }),
        'type',
      ],
      [
        () =>
          stripe.shippingRates.create({
            display_name: 'x',
            fixed_amount: { amount: 1, currency: 'usd' },
            delivery_estimate: {
              minimum: { unit: 'day', value: 5 },
              maximum: { unit: 'day', value: 2 },
            },
          }),
        'delivery_estimate[minimum][value]',
      ],
      [
        () =>
          stripe.shippingRates.create({
            display_name: 'x',
            fixed_amount: { amount: 1, currency: 'usd', currency_options: { usd: { amount: 1 } } },
          }),
        'fixed_amount[currency_options][usd]',
      ],
      [() => stripe.shippingRates.list({ expand: ['data.display_name'] }), 'expand'],
    ];
    for (const [request, param] of cases) {
      const error = await failure(request());
      expect(error, param).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param,
      });
    }
    expect(await failure(stripe.shippingRates.retrieve('shr_missing'))).toMatchObject({
      statusCode: 404,
      message: "No such shipping rate: 'shr_missing'",
    });
  });
});
