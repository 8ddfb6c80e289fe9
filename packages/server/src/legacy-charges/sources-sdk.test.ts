// Stripe's Sources API for cards (create, retrieve, attach to a customer, charge, set as the
// customer's default_source) through the official `stripe` SDK, on both adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

const CARD = { number: '4000056655665556', exp_month: 12, exp_year: 2040, cvc: '123' };

describe.each(STORE_KINDS)('card sources on %s', (kind) => {
  let stripe: Stripe;
  let browser: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'sources');
    ({ stripe } = sdk);
    browser = sdkClient(sdk.server, sdk.server.publishableKey);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('creates a card source from raw card fields with its owner, as Stripe renders it', async () => {
    const source = await stripe.sources.create({
      type: 'card',
      card: CARD,
      owner: { name: 'Jenny Rosen', email: 'jenny@example.com', address: { postal_code: '94107' } },
      metadata: { order: '7' },
    } as Stripe.SourceCreateParams);
    expect(source).toMatchObject({
      object: 'source',
      type: 'card',
      flow: 'none',
      status: 'chargeable',
      usage: 'reusable',
      livemode: false,
      amount: null,
      currency: null,
      metadata: { order: '7' },
      owner: { name: 'Jenny Rosen', email: 'jenny@example.com', phone: null },
      card: {
        brand: 'Visa',
        last4: '5556',
        funding: 'debit',
        exp_month: 12,
        exp_year: 2040,
        three_d_secure: 'optional',
        address_zip_check: 'unchecked',
      },
    });
    expect(source.id).toMatch(/^src_/);
    expect(source.client_secret).toMatch(/^src_client_secret_/);
    expect(source.owner?.address?.postal_code).toBe('94107');
    expect(await stripe.sources.retrieve(source.id)).toEqual(source);
  });

  it('lets a publishable key create a source and read it back only with its client secret', async () => {
    const source = await browser.sources.create({
      type: 'card',
      card: CARD,
    } as Stripe.SourceCreateParams);
    const read = await browser.sources.retrieve(source.id, { client_secret: source.client_secret });
    expect(read).toMatchObject({ id: source.id, card: { last4: '5556' } });
    const bare = await refusal(browser.sources.retrieve(source.id));
    expect(bare).toMatchObject({
      statusCode: 400,
      code: 'parameter_missing',
      param: 'client_secret',
    });
    const wrong = await refusal(
      browser.sources.retrieve(source.id, { client_secret: 'src_client_secret_nope' }),
    );
    expect(wrong).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('creates a source from a card token and from a test token, and refuses bad input', async () => {
    const token = await stripe.tokens.create({
      card: { number: '5555555555554444', exp_month: '12', exp_year: '2040', cvc: '123' },
    } as Stripe.TokenCreateParams);
    const fromToken = await stripe.sources.create({ type: 'card', token: token.id });
    expect(fromToken.card).toMatchObject({ brand: 'MasterCard', last4: '4444' });
    const spent = await refusal(stripe.sources.create({ type: 'card', token: token.id }));
    expect(spent).toMatchObject({ statusCode: 400, param: 'token' });
    const test = await stripe.sources.create({ type: 'card', token: 'tok_amex' });
    expect(test.card).toMatchObject({ brand: 'American Express' });
    const missing = await refusal(stripe.sources.create({ type: 'card' }));
    expect(missing).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'card' });
    const unknown = await refusal(stripe.sources.retrieve('src_nothing'));
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('charges a source on its own, then attached to a customer as its default_source', async () => {
    const loose = await stripe.sources.create({ type: 'card', token: 'tok_visa' });
    const once = await stripe.charges.create({ amount: 900, currency: 'usd', source: loose.id });
    expect(once).toMatchObject({ paid: true, payment_method: loose.id });
    const source = await stripe.sources.create({ type: 'card', token: 'tok_visa' });
    const customer = await stripe.customers.create({});
    const attached = (await stripe.customers.createSource(customer.id, {
      source: source.id,
    })) as Stripe.Source;
    expect(attached).toMatchObject({ id: source.id, object: 'source', customer: customer.id });
    const owner = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(owner.default_source).toBe(source.id);
    const listed = await stripe.customers.listSources(customer.id);
    expect(listed.data.map((item) => item.id)).toEqual([source.id]);
    const charge = await stripe.charges.create({
      amount: 1500,
      currency: 'usd',
      customer: customer.id,
      source: source.id,
    });
    expect(charge).toMatchObject({ paid: true, customer: customer.id, payment_method: source.id });
    const byDefault = await stripe.charges.create({
      amount: 300,
      currency: 'usd',
      customer: customer.id,
    });
    expect(byDefault).toMatchObject({ paid: true, payment_method: source.id });
    const other = await stripe.customers.create({});
    const taken = await refusal(stripe.customers.createSource(other.id, { source: source.id }));
    expect(taken).toMatchObject({ statusCode: 400, param: 'source' });
    const detached = await stripe.customers.deleteSource(customer.id, source.id);
    expect(detached).toMatchObject({ id: source.id, object: 'source', status: 'consumed' });
    expect(await stripe.sources.retrieve(source.id)).toMatchObject({ status: 'consumed' });
    const consumed = await refusal(stripe.customers.createSource(other.id, { source: source.id }));
    expect(consumed).toMatchObject({
      statusCode: 400,
      message:
        'The source you provided cannot be attached to the customer. It must be chargeable or pending.',
    });
  });

  it("switches a customer's default_source between its cards and sources, and no other", async () => {
    const customer = await stripe.customers.create({});
    const card = await stripe.customers.createSource(customer.id, { source: 'tok_visa' });
    const source = await stripe.sources.create({ type: 'card', token: 'tok_mastercard' });
    await stripe.customers.createSource(customer.id, { source: source.id });
    const toSource = await stripe.customers.update(customer.id, { default_source: source.id });
    expect(toSource.default_source).toBe(source.id);
    const charge = await stripe.charges.create({
      amount: 400,
      currency: 'usd',
      customer: customer.id,
    });
    expect(charge.payment_method).toBe(source.id);
    const toCard = await stripe.customers.update(customer.id, { default_source: card.id });
    expect(toCard.default_source).toBe(card.id);
    const stranger = await stripe.sources.create({ type: 'card', token: 'tok_visa' });
    for (const id of [stranger.id, 'card_nothing', 'pm_card_visa']) {
      const refused = await refusal(stripe.customers.update(customer.id, { default_source: id }));
      expect(refused).toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
        message: `No such source: '${id}'`,
        param: 'default_source',
      });
    }
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.default_source).toBe(card.id);
  });
});
