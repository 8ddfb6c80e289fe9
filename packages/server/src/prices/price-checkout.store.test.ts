// What Checkout's line items ask of prices (the service API checkout-sessions/ builds on), and
// account scoping of the catalogue, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { parseParams } from '../platform/schema.js';
import { createServices, type Services } from '../services.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { addSecondAccount } from '../testing/second-account.js';
import { PRICE_DATA_SHAPE } from './price-checkout.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(STORE_KINDS)('prices for Checkout on %s', (kind) => {
  let testStore: TestStore;
  let services: Services;
  let account: Account;
  let other: Account;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    services = createServices(testStore.store);
    account = (await ensureDefaultAccount(testStore.store)).account;
    const keys = await addSecondAccount(testStore.store);
    other = { ...account, id: keys.id };
  }, 60_000);
  afterAll(() => testStore?.dispose());

  it('resolves an active price with its product', async () => {
    const product = await services.products.create(account, { name: 'Book' });
    const price = await services.prices.create(account, {
      product: product.id,
      currency: 'usd',
      unit_amount: 1999,
    });
    const line = await services.prices.retrieveForCheckout(
      account,
      price.id,
      'line_items[0][price]',
    );
    expect(line.price).toEqual(price);
    expect(line.product).toMatchObject({ id: product.id, name: 'Book' });
  });

  it("refuses unknown, inactive, archived-product and another account's prices", async () => {
    const product = await services.products.create(account, { name: 'Pen' });
    const price = await services.prices.create(account, {
      product: product.id,
      currency: 'usd',
      unit_amount: 100,
    });
    const param = 'line_items[2][price]';
    expect(
      await failure(services.prices.retrieveForCheckout(account, 'price_nope', param)),
    ).toMatchObject({
      code: 'resource_missing',
      status: 404,
      param,
      message: "No such price: 'price_nope'",
    });
    expect(
      await failure(services.prices.retrieveForCheckout(other, price.id, param)),
    ).toMatchObject({
      code: 'resource_missing',
      param,
    });
    await services.products.update(account, product.id, { active: false });
    expect(
      await failure(services.prices.retrieveForCheckout(account, price.id, param)),
    ).toMatchObject({
      status: 400,
      param,
      message: expect.stringContaining('inactive product'),
    });
    await services.products.update(account, product.id, { active: true });
    await services.prices.update(account, price.id, { active: false });
    expect(
      await failure(services.prices.retrieveForCheckout(account, price.id, param)),
    ).toMatchObject({
      status: 400,
      param,
      message: 'The price specified is inactive. This field only accepts active prices.',
    });
  });

  it('creates inline prices and products that stay out of lists and searches', async () => {
    const raw = {
      currency: 'eur',
      unit_amount: '2500',
      product_data: { name: 'Custom poster', metadata: { size: 'A2' } },
    };
    const data = parseParams(raw, PRICE_DATA_SHAPE, 'line_items[0][price_data]');
    const line = await services.prices.createInline(account, data, 'line_items[0][price_data]');
    expect(line.price).toMatchObject({
      object: 'price',
      active: false,
      currency: 'eur',
      unit_amount: 2500,
      type: 'one_time',
      product: line.product.id,
    });
    expect(line.product).toMatchObject({
      name: 'Custom poster',
      active: false,
      metadata: { size: 'A2' },
    });
    expect(await services.prices.retrieve(account, line.price.id)).toEqual(line.price);
    expect(await services.products.retrieve(account, line.product.id)).toEqual(line.product);
    const listed = await services.prices.list(account, { limit: 100 });
    expect(listed.data.map((p) => p.id)).not.toContain(line.price.id);
    const products = await services.products.list(account, { limit: 100 });
    expect(products.data.map((p) => p.id)).not.toContain(line.product.id);
    const searched = await services.products.search(account, { query: "name:'Custom poster'" });
    expect(searched.data).toEqual([]);
  });

  it('makes an inline price of an existing product, and checks price_data', async () => {
    const product = await services.products.create(account, { name: 'Subscription box' });
    const data = parseParams(
      {
        currency: 'usd',
        unit_amount_decimal: '999.5',
        product: product.id,
        recurring: { interval: 'month' },
      },
      PRICE_DATA_SHAPE,
    );
    const line = await services.prices.createInline(account, data, 'line_items[1][price_data]');
    expect(line.price).toMatchObject({
      product: product.id,
      type: 'recurring',
      unit_amount: null,
      unit_amount_decimal: '999.5',
    });

    const param = 'line_items[1][price_data]';
    const cases: [Record<string, unknown>, string][] = [
      [{ currency: 'usd', unit_amount: -1, product: product.id }, `${param}[unit_amount]`],
      [{ currency: 'usd', unit_amount: 1 }, `${param}[product]`],
      [
        { currency: 'usd', unit_amount: 1, product: product.id, product_data: { name: 'x' } },
        `${param}[product_data]`,
      ],
      [{ currency: 'usd', unit_amount: 1, product: 'prod_missing' }, `${param}[product]`],
      [{ currency: 'qqq', unit_amount: 1, product: product.id }, `${param}[currency]`],
      [{ currency: 'usd', product: product.id }, `${param}[unit_amount]`],
    ];
    for (const [raw, expected] of cases) {
      const error = await failure(
        Promise.resolve().then(() =>
          services.prices.createInline(account, parseParams(raw, PRICE_DATA_SHAPE, param), param),
        ),
      );
      expect(error, expected).toMatchObject({ param: expected });
    }
    const foreign = await failure(
      services.prices.createInline(
        other,
        parseParams({ currency: 'usd', unit_amount: 1, product: product.id }, PRICE_DATA_SHAPE),
        param,
      ),
    );
    expect(foreign).toMatchObject({ code: 'resource_missing', param: `${param}[product]` });
  });

  it("keeps each account's catalogue its own", async () => {
    const product = await services.products.create(account, { name: 'Mine' });
    const price = await services.prices.create(account, {
      product: product.id,
      currency: 'usd',
      unit_amount: 100,
    });
    for (const attempt of [
      () => services.products.retrieve(other, product.id),
      () => services.products.update(other, product.id, { name: 'Theirs' }),
      () => services.products.del(other, product.id),
      () => services.prices.retrieve(other, price.id),
      () => services.prices.update(other, price.id, { nickname: 'x' }),
      () => services.prices.create(other, { product: product.id, currency: 'usd', unit_amount: 1 }),
      () => services.products.list(other, { starting_after: product.id }),
      () => services.prices.list(other, { starting_after: price.id }),
    ]) {
      expect(await failure(attempt())).toMatchObject({ code: 'resource_missing', status: 404 });
    }
    expect((await services.prices.list(other, { product: product.id })).data).toEqual([]);
    expect((await services.products.search(other, { query: "name:'Mine'" })).data).toEqual([]);
    expect(
      (await services.prices.search(other, { query: `product:'${product.id}'` })).data,
    ).toEqual([]);
  });
});
