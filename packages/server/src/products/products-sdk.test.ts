// Products through the official `stripe` npm SDK against a started server, on both adapters.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(STORE_KINDS)('products through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'products-sdk');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('creates a product with every documented field, reads and updates it', async () => {
    const product = await stripe.products.create({
      name: 'T-shirt',
      description: 'Organic cotton',
      images: ['https://shop.example.com/shirt.png'],
      metadata: { sku: 'TS-1' },
      shippable: true,
      statement_descriptor: 'KASSA SHIRT',
      unit_label: 'shirt',
      tax_code: 'txcd_99999999',
      url: 'https://shop.example.com/shirt',
      marketing_features: [{ name: 'Soft' }, { name: 'Fair trade' }],
      package_dimensions: { height: 1.5, length: 10, weight: 7.25, width: 8 },
    });
    expect(product).toMatchObject({
      object: 'product',
      active: true,
      name: 'T-shirt',
      description: 'Organic cotton',
      images: ['https://shop.example.com/shirt.png'],
      metadata: { sku: 'TS-1' },
      shippable: true,
      statement_descriptor: 'KASSA SHIRT',
      unit_label: 'shirt',
      tax_code: 'txcd_99999999',
      url: 'https://shop.example.com/shirt',
      marketing_features: [{ name: 'Soft' }, { name: 'Fair trade' }],
      package_dimensions: { height: 1.5, length: 10, weight: 7.25, width: 8 },
      default_price: null,
      livemode: false,
      type: 'service',
    });
    expect(product.id).toMatch(/^prod_[A-Za-z0-9]{14}$/);
    expect(await stripe.products.retrieve(product.id)).toEqual(product);

    const updated = await stripe.products.update(product.id, {
      name: 'Tee',
      active: false,
      description: '',
      images: '',
      metadata: { sku: '', color: 'red' },
    } as never);
    expect(updated).toMatchObject({
      name: 'Tee',
      active: false,
      description: null,
      images: [],
      metadata: { color: 'red' },
    });
  });

  it('creates the default price from default_price_data, and changes it', async () => {
    const product = await stripe.products.create({
      name: 'Plan',
      default_price_data: { currency: 'eur', unit_amount: 1200, recurring: { interval: 'month' } },
      expand: ['default_price'],
    });
    const price = product.default_price as Stripe.Price;
    expect(price).toMatchObject({
      object: 'price',
      product: product.id,
      currency: 'eur',
      unit_amount: 1200,
      type: 'recurring',
      recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed' },
    });
    const yearly = await stripe.prices.create({
      product: product.id,
      currency: 'eur',
      unit_amount: 12000,
      recurring: { interval: 'year' },
    });
    const changed = await stripe.products.update(product.id, { default_price: yearly.id });
    expect(changed.default_price).toBe(yearly.id);

    const other = await stripe.products.create({ name: 'Other' });
    const foreign = await failure(stripe.products.update(other.id, { default_price: yearly.id }));
    expect(foreign).toMatchObject({ statusCode: 400, param: 'default_price' });
    const unknown = await failure(
      stripe.products.update(other.id, { default_price: 'price_nope' }),
    );
    expect(unknown).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'default_price',
    });
  });

  it('deletes a product without prices and refuses one with prices', async () => {
    const bare = await stripe.products.create({ name: 'Bare' });
    expect(await stripe.products.del(bare.id)).toEqual({
      id: bare.id,
      object: 'product',
      deleted: true,
    });
    expect(await failure(stripe.products.retrieve(bare.id))).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      message: `No such product: '${bare.id}'`,
    });
    const priced = await stripe.products.create({
      name: 'Priced',
      default_price_data: { currency: 'usd', unit_amount: 500 },
    });
    const refused = await failure(stripe.products.del(priced.id));
    expect(refused).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      message: expect.stringContaining('has one or more user-created prices'),
    });
  });

  it('takes a custom id once', async () => {
    const id = `prod_custom_${kind}`;
    expect((await stripe.products.create({ id, name: 'Custom' })).id).toBe(id);
    const twice = await failure(stripe.products.create({ id, name: 'Again' }));
    expect(twice).toMatchObject({ statusCode: 400, code: 'resource_already_exists', param: 'id' });
  });

  it('lists with filters and cursors, newest first', async () => {
    const a = await stripe.products.create({
      name: 'List A',
      shippable: true,
      url: 'https://a.example',
    });
    const b = await stripe.products.create({ name: 'List B', active: false });
    const c = await stripe.products.create({ name: 'List C' });
    const page = await stripe.products.list({ limit: 2 });
    expect(page.data.map((p) => p.id)).toEqual([c.id, b.id]);
    expect(page.has_more).toBe(true);
    const next = await stripe.products.list({ limit: 1, starting_after: b.id });
    expect(next.data.map((p) => p.id)).toEqual([a.id]);
    const ids = await stripe.products.list({ ids: [a.id, c.id] });
    expect(ids.data.map((p) => p.id)).toEqual([c.id, a.id]);
    expect(
      (await stripe.products.list({ active: false, ids: [a.id, b.id, c.id] })).data.map(
        (p) => p.id,
      ),
    ).toEqual([b.id]);
    expect(
      (await stripe.products.list({ shippable: true, ids: [a.id, b.id, c.id] })).data.map(
        (p) => p.id,
      ),
    ).toEqual([a.id]);
    expect(
      (await stripe.products.list({ url: 'https://a.example' })).data.map((p) => p.id),
    ).toEqual([a.id]);
    const created = await stripe.products.list({ created: { gte: a.created }, ids: [a.id] });
    expect(created.data).toHaveLength(1);
    let seen = 0;
    for await (const _ of stripe.products.list({ limit: 2 })) seen += 1;
    expect(seen).toBeGreaterThanOrEqual(3);
  });

  it('searches with the query language and pages the results', async () => {
    const tag = `s${kind}`;
    const red = await stripe.products.create({ name: 'Red Mug', metadata: { tag, color: 'red' } });
    const blue = await stripe.products.create({
      name: 'Blue Mug',
      metadata: { tag, color: 'blue' },
    });
    const old = await stripe.products.create({ name: 'Old Mug', active: false, metadata: { tag } });
    const byTag = await stripe.products.search({
      query: `metadata['tag']:'${tag}' OR metadata['tag']:'none'`,
    });
    expect(byTag).toMatchObject({
      object: 'search_result',
      url: '/v1/products/search',
      has_more: false,
    });
    expect(byTag.data.map((p) => p.id)).toEqual([old.id, blue.id, red.id]);
    const active = await stripe.products.search({
      query: `active:'true' AND metadata['tag']:'${tag}'`,
    });
    expect(active.data.map((p) => p.id)).toEqual([blue.id, red.id]);
    const named = await stripe.products.search({
      query: `name:'red mug' metadata['tag']:'${tag}'`,
    });
    expect(named.data.map((p) => p.id)).toEqual([red.id]);
    const sub = await stripe.products.search({
      query: `name~'Mug' AND -metadata['color']:'red' AND metadata['tag']:'${tag}'`,
    });
    expect(sub.data.map((p) => p.id)).toEqual([old.id, blue.id]);
    const since = await stripe.products.search({
      query: `created>=${red.created} AND metadata['tag']:'${tag}'`,
    });
    expect(since.data).toHaveLength(3);

    const first = await stripe.products.search({ query: `metadata['tag']:'${tag}'`, limit: 2 });
    expect(first.has_more).toBe(true);
    expect(first.next_page).toEqual(expect.any(String));
    const second = await stripe.products.search({
      query: `metadata['tag']:'${tag}'`,
      limit: 2,
      page: first.next_page as string,
    });
    expect(second.data.map((p) => p.id)).toEqual([red.id]);
    expect(second.next_page).toBeNull();
    const all: string[] = [];
    for await (const p of stripe.products.search({ query: `metadata['tag']:'${tag}'`, limit: 1 })) {
      all.push(p.id);
    }
    expect(all).toEqual([old.id, blue.id, red.id]);
  });

  it('answers Stripe-shaped 400s naming the param, never a 500', async () => {
    const cases: [() => Promise<unknown>, string][] = [
      [() => stripe.products.create({} as never), 'name'],
      [
        () =>
          stripe.products.create({
            name: 'x',
            statement_descriptor: 'THIS DESCRIPTOR IS FAR TOO LONG',
          }),
        'statement_descriptor',
      ],
      [() => stripe.products.create({ name: 'x', url: 'not a url' }), 'url'],
      [() => stripe.products.create({ name: 'x', images: ['ftp://x'] }), 'images[0]'],
      [() => stripe.products.create({ name: 'x', unit_label: 'far too long label' }), 'unit_label'],
      [
        () =>
          stripe.products.create({
            name: 'x',
            package_dimensions: { height: -1, length: 1, weight: 1, width: 1 },
          }),
        'package_dimensions[height]',
      ],
      [
        () =>
          stripe.products.create({
            name: 'x',
            default_price_data: { currency: 'usd', unit_amount: -5 },
          }),
        'default_price_data[unit_amount]',
      ],
      [
        () =>
          stripe.products.create({
            name: 'x',
            default_price_data: { currency: 'zzz', unit_amount: 5 },
          }),
        'default_price_data[currency]',
      ],
      [() => stripe.products.create({ name: 'x', colour: 'red' } as never), 'colour'],
      [() => stripe.products.list({ limit: 500 }), 'limit'],
      [() => stripe.products.search({ query: 'color:"red"' }), 'query'],
      [() => stripe.products.search({ query: "name:'a' AND active:'true' OR url:'b'" }), 'query'],
      [() => stripe.products.search({ query: "name~'ab'" }), 'query'],
      [() => stripe.products.search({ query: "name:'unterminated" }), 'query'],
      [() => stripe.products.search({ query: 'x', page: 'garbage' } as never), 'query'],
      [() => stripe.products.search({ query: "active:'true'", page: 'garbage' }), 'page'],
    ];
    for (const [request, param] of cases) {
      const error = await failure(request());
      expect(error, param).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param,
      });
    }
  });
});
