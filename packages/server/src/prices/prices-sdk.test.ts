// Prices through the official `stripe` npm SDK against a started server, on both adapters.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(STORE_KINDS)('prices through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  let product: Stripe.Product;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'prices-sdk');
    ({ stripe } = sdk);
    product = await stripe.products.create({ name: 'Coffee' });
  }, 120_000);
  afterAll(() => sdk?.close());

  it('creates one-time and recurring prices', async () => {
    const once = await stripe.prices.create({
      product: product.id,
      currency: 'USD',
      unit_amount: 450,
      nickname: 'Cup',
      tax_behavior: 'inclusive',
      metadata: { size: 'm' },
    });
    expect(once).toMatchObject({
      object: 'price',
      active: true,
      billing_scheme: 'per_unit',
      currency: 'usd',
      custom_unit_amount: null,
      livemode: false,
      lookup_key: null,
      metadata: { size: 'm' },
      nickname: 'Cup',
      product: product.id,
      recurring: null,
      tax_behavior: 'inclusive',
      tiers_mode: null,
      transform_quantity: null,
      type: 'one_time',
      unit_amount: 450,
    });
    // The SDK reads decimal strings into its Decimal type.
    expect(String(once.unit_amount_decimal)).toBe('450');
    expect(once.id).toMatch(/^price_[A-Za-z0-9]{24}$/);
    expect(once).not.toHaveProperty('currency_options');

    const weekly = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount_decimal: '12.5',
      recurring: { interval: 'week', interval_count: 2 },
    });
    expect(weekly).toMatchObject({
      type: 'recurring',
      unit_amount: null,
      tax_behavior: 'unspecified',
      recurring: {
        interval: 'week',
        interval_count: 2,
        usage_type: 'licensed',
        meter: null,
        trial_period_days: null,
      },
    });
    expect(String(weekly.unit_amount_decimal)).toBe('12.5');
    const whole = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount_decimal: '0700.000',
    });
    expect(whole.unit_amount).toBe(700);
    expect(String(whole.unit_amount_decimal)).toBe('700');
  });

  it('makes a product from product_data and a pay-what-you-want price', async () => {
    const price = await stripe.prices.create({
      currency: 'usd',
      product_data: { name: 'Donation', metadata: { kind: 'gift' } },
      custom_unit_amount: { enabled: true, minimum: 100, maximum: 10000, preset: 500 },
      expand: ['product'],
    });
    expect(price).toMatchObject({
      unit_amount: null,
      unit_amount_decimal: null,
      custom_unit_amount: { minimum: 100, maximum: 10000, preset: 500 },
      product: { object: 'product', name: 'Donation', metadata: { kind: 'gift' } },
    });
  });

  it('keeps currency_options out unless expanded', async () => {
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 1000,
      currency_options: {
        eur: { unit_amount: 900 },
        jpy: { unit_amount: 1500, tax_behavior: 'exclusive' },
      },
    });
    expect(price).not.toHaveProperty('currency_options');
    const full = await stripe.prices.retrieve(price.id, {
      expand: ['currency_options', 'product'],
    });
    expect(full.currency_options).toEqual({
      usd: {
        custom_unit_amount: null,
        tax_behavior: 'unspecified',
        unit_amount: 1000,
        unit_amount_decimal: '1000',
      },
      eur: {
        custom_unit_amount: null,
        tax_behavior: 'unspecified',
        unit_amount: 900,
        unit_amount_decimal: '900',
      },
      jpy: {
        custom_unit_amount: null,
        tax_behavior: 'exclusive',
        unit_amount: 1500,
        unit_amount_decimal: '1500',
      },
    });
    expect((full.product as Stripe.Product).id).toBe(product.id);
    const listed = await stripe.prices.list({
      lookup_keys: [],
      product: product.id,
      currency: 'usd',
      expand: ['data.currency_options'],
    } as never);
    expect(listed.data.find((p) => p.id === price.id)?.currency_options?.eur?.unit_amount).toBe(
      900,
    );

    const updated = await stripe.prices.update(price.id, {
      currency_options: { eur: { unit_amount: 950 }, gbp: { unit_amount: 800 } },
      expand: ['currency_options'],
    });
    expect(Object.keys(updated.currency_options ?? {}).sort()).toEqual(['eur', 'gbp', 'usd']);
    expect(updated.currency_options?.eur?.unit_amount).toBe(950);
    expect(updated.unit_amount).toBe(1000);
  });

  it('moves a lookup key only with transfer_lookup_key', async () => {
    const key = `standard-${kind}`;
    const first = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 100,
      lookup_key: key,
    });
    const taken = await failure(
      stripe.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: 200,
        lookup_key: key,
      }),
    );
    expect(taken).toMatchObject({
      statusCode: 400,
      param: 'lookup_key',
      message: expect.stringContaining(first.id),
    });
    const second = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 200,
      lookup_key: key,
      transfer_lookup_key: true,
    });
    expect(second.lookup_key).toBe(key);
    expect((await stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
    const found = await stripe.prices.list({ lookup_keys: [key] });
    expect(found.data.map((p) => p.id)).toEqual([second.id]);
    // Back by update, with transfer.
    const refused = await failure(stripe.prices.update(first.id, { lookup_key: key }));
    expect(refused).toMatchObject({ statusCode: 400, param: 'lookup_key' });
    const back = await stripe.prices.update(first.id, {
      lookup_key: key,
      transfer_lookup_key: true,
    });
    expect(back.lookup_key).toBe(key);
    expect((await stripe.prices.retrieve(second.id)).lookup_key).toBeNull();
  });

  it('updates only what Stripe allows; the amount never changes', async () => {
    const price = await stripe.prices.create({
      product: product.id,
      currency: 'usd',
      unit_amount: 300,
    });
    const updated = await stripe.prices.update(price.id, {
      active: false,
      nickname: 'Old',
      metadata: { a: '1' },
      tax_behavior: 'exclusive',
    });
    expect(updated).toMatchObject({
      active: false,
      nickname: 'Old',
      metadata: { a: '1' },
      tax_behavior: 'exclusive',
      unit_amount: 300,
    });
    const again = await failure(stripe.prices.update(price.id, { tax_behavior: 'inclusive' }));
    expect(again).toMatchObject({ statusCode: 400, param: 'tax_behavior' });
    const amount = await failure(stripe.prices.update(price.id, { unit_amount: 1 } as never));
    expect(amount).toMatchObject({
      statusCode: 400,
      code: 'parameter_unknown',
      param: 'unit_amount',
      message: 'Received unknown parameter: unit_amount',
    });
    const cleared = await stripe.prices.update(price.id, { nickname: '' } as never);
    expect(cleared.nickname).toBeNull();
  });

  it('lists with filters and searches', async () => {
    const own = await stripe.products.create({ name: 'Tea' });
    const a = await stripe.prices.create({
      product: own.id,
      currency: 'gbp',
      unit_amount: 100,
      metadata: { flavour: 'mint' },
    });
    const b = await stripe.prices.create({
      product: own.id,
      currency: 'gbp',
      unit_amount: 200,
      recurring: { interval: 'month' },
    });
    const c = await stripe.prices.create({
      product: own.id,
      currency: 'usd',
      unit_amount: 300,
      active: false,
      recurring: { interval: 'year' },
    });
    const ids = (list: { data: Stripe.Price[] }) => list.data.map((p) => p.id);
    expect(ids(await stripe.prices.list({ product: own.id }))).toEqual([c.id, b.id, a.id]);
    expect(ids(await stripe.prices.list({ product: own.id, active: true }))).toEqual([b.id, a.id]);
    expect(ids(await stripe.prices.list({ product: own.id, currency: 'gbp' }))).toEqual([
      b.id,
      a.id,
    ]);
    expect(ids(await stripe.prices.list({ product: own.id, type: 'one_time' }))).toEqual([a.id]);
    expect(
      ids(await stripe.prices.list({ product: own.id, recurring: { interval: 'year' } })),
    ).toEqual([c.id]);
    expect(ids(await stripe.prices.list({ product: own.id, created: { lte: c.created } }))).toEqual(
      [c.id, b.id, a.id],
    );
    expect(
      ids(await stripe.prices.list({ product: own.id, limit: 1, starting_after: b.id })),
    ).toEqual([a.id]);

    expect(
      ids(await stripe.prices.search({ query: `product:'${own.id}' AND type:'recurring'` })),
    ).toEqual([c.id, b.id]);
    expect(
      ids(
        await stripe.prices.search({ query: `product:'${own.id}' AND metadata['flavour']:'mint'` }),
      ),
    ).toEqual([a.id]);
    expect(
      ids(await stripe.prices.search({ query: `product:'${own.id}' AND currency:'usd'` })),
    ).toEqual([c.id]);
    const searched = await stripe.prices.search({
      query: `product:'${own.id}'`,
      expand: ['total_count'],
    } as never);
    expect(searched).toMatchObject({
      object: 'search_result',
      url: '/v1/prices/search',
      total_count: 3,
    });
  });

  it('answers Stripe-shaped 400s naming the param, never a 500', async () => {
    const base = { product: product.id, currency: 'usd' };
    const cases: [() => Promise<unknown>, string][] = [
      [() => stripe.prices.create({ ...base, unit_amount: -1 }), 'unit_amount'],
      [() => stripe.prices.create({ ...base, unit_amount: 100_000_000 }), 'unit_amount'],
      [() => stripe.prices.create({ ...base, currency: 'xyz', unit_amount: 1 }), 'currency'],
      [
        () => stripe.prices.create({ ...base, unit_amount: 5, unit_amount_decimal: '5' }),
        'unit_amount_decimal',
      ],
      [
        () => stripe.prices.create({ ...base, unit_amount_decimal: '1.2.3' }),
        'unit_amount_decimal',
      ],
      [() => stripe.prices.create({ ...base }), 'unit_amount'],
      [
        () =>
          stripe.prices.create({
            ...base,
            unit_amount: 5,
            recurring: { interval: 'fortnight' as never },
          }),
        'recurring[interval]',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            unit_amount: 5,
            recurring: { interval: 'month', interval_count: 37 },
          }),
        'recurring[interval_count]',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            unit_amount: 5,
            recurring: { interval: 'month', interval_count: 0 },
          }),
        'recurring[interval_count]',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            unit_amount: 5,
            recurring: { interval: 'month', usage_type: 'metered' },
          }),
        'recurring[meter]',
      ],
      [() => stripe.prices.create({ currency: 'usd', unit_amount: 5 }), 'product'],
      [
        () => stripe.prices.create({ ...base, unit_amount: 5, product_data: { name: 'x' } }),
        'product_data',
      ],
      [() => stripe.prices.create({ ...base, product: 'prod_missing', unit_amount: 5 }), 'product'],
      [
        () => stripe.prices.create({ ...base, billing_scheme: 'tiered', tiers_mode: 'graduated' }),
        'billing_scheme',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            unit_amount: 5,
            currency_options: { usd: { unit_amount: 5 } },
          }),
        'currency_options[usd]',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            unit_amount: 5,
            currency_options: { eur: { tax_behavior: 'exclusive' } },
          }),
        'currency_options[eur][unit_amount]',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            unit_amount: 5,
            currency_options: { abc: { unit_amount: 5 } },
          }),
        'currency_options[abc]',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            custom_unit_amount: { enabled: true, minimum: 500, maximum: 100 },
          }),
        'custom_unit_amount[minimum]',
      ],
      [
        () =>
          stripe.prices.create({
            ...base,
            custom_unit_amount: { enabled: true },
            recurring: { interval: 'month' },
          }),
        'custom_unit_amount',
      ],
      [
        () => stripe.prices.create({ ...base, unit_amount: 5, transfer_lookup_key: true }),
        'transfer_lookup_key',
      ],
      [
        () => stripe.prices.list({ lookup_keys: Array.from({ length: 11 }, (_, i) => `k${i}`) }),
        'lookup_keys',
      ],
      [() => stripe.prices.search({ query: "nickname:'x'" }), 'query'],
      [() => stripe.prices.search({ query: "currency~'usd'" }), 'query'],
    ];
    for (const [request, param] of cases) {
      const error = await failure(request());
      expect(error, param).toMatchObject({ type: 'StripeInvalidRequestError', param });
      expect((error as { statusCode: number }).statusCode, param).toBeLessThan(500);
    }
    const missing = await failure(stripe.prices.retrieve('price_missing'));
    expect(missing).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: "No such price: 'price_missing'",
    });
  });
});
