// What Checkout's shipping options ask of shipping rates, and their account, on PGlite and
// PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { parseParams } from '../platform/schema.js';
import { createServices, type Services } from '../services.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { addSecondAccount } from '../testing/second-account.js';
import { CREATE_SHIPPING_RATE_SHAPE } from './shipping-rate-params.js';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe.each(STORE_KINDS)('shipping rates for Checkout on %s', (kind) => {
  let testStore: TestStore;
  let services: Services;
  let account: Account;
  let other: Account;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    services = createServices(testStore.store);
    account = (await ensureDefaultAccount(testStore.store)).account;
    other = { ...account, id: (await addSecondAccount(testStore.store)).id };
  }, 60_000);
  afterAll(() => testStore?.dispose());

  it('creates a rate from shipping_rate_data in the caller transaction, errors under its prefix', async () => {
    const prefix = 'shipping_options[1][shipping_rate_data]';
    const data = parseParams(
      { display_name: 'Express', fixed_amount: { amount: '1500', currency: 'usd' } },
      CREATE_SHIPPING_RATE_SHAPE,
      prefix,
    );
    const rate = await testStore.store.transaction((tx) =>
      services.shippingRates.create(account, data, prefix, tx),
    );
    expect(rate).toMatchObject({
      display_name: 'Express',
      fixed_amount: { amount: 1500, currency: 'usd' },
      active: true,
    });
    expect(
      await services.shippingRates.retrieveForCheckout(
        account,
        rate.id,
        'shipping_options[0][shipping_rate]',
      ),
    ).toEqual(rate);

    const negative = parseParams(
      { display_name: 'Bad', fixed_amount: { amount: '-1', currency: 'usd' } },
      CREATE_SHIPPING_RATE_SHAPE,
      prefix,
    );
    expect(await failure(services.shippingRates.create(account, negative, prefix))).toMatchObject({
      param: `${prefix}[fixed_amount][amount]`,
      status: 400,
    });
    expect(() =>
      parseParams(
        { fixed_amount: { amount: 1, currency: 'usd' } },
        CREATE_SHIPPING_RATE_SHAPE,
        prefix,
      ),
    ).toThrowError(expect.objectContaining({ param: `${prefix}[display_name]` }));
  });

  it("refuses unknown, inactive and another account's rates", async () => {
    const rate = await services.shippingRates.create(account, {
      display_name: 'Slow',
      fixed_amount: { amount: 0, currency: 'eur' },
    });
    const param = 'shipping_options[0][shipping_rate]';
    expect(
      await failure(services.shippingRates.retrieveForCheckout(account, 'shr_none', param)),
    ).toMatchObject({
      code: 'resource_missing',
      param,
    });
    expect(
      await failure(services.shippingRates.retrieveForCheckout(other, rate.id, param)),
    ).toMatchObject({
      code: 'resource_missing',
      param,
    });
    expect(await failure(services.shippingRates.retrieve(other, rate.id))).toMatchObject({
      status: 404,
    });
    expect(
      await failure(services.shippingRates.update(other, rate.id, { active: false })),
    ).toMatchObject({ status: 404 });
    expect((await services.shippingRates.list(other, {})).data).toEqual([]);
    await services.shippingRates.update(account, rate.id, { active: false });
    expect(
      await failure(services.shippingRates.retrieveForCheckout(account, rate.id, param)),
    ).toMatchObject({
      status: 400,
      param,
      message: expect.stringContaining('is inactive'),
    });
  });
});
