// Stripe's Charges API (POST /v1/charges with a source, capture) through the official `stripe`
// SDK, on both adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('legacy charges on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'legacy-charges');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('charges a test token at once, and the charge refunds', async () => {
    const charge = await stripe.charges.create({
      amount: 2000,
      currency: 'usd',
      source: 'tok_visa',
      description: 'Order 42',
      metadata: { order: '42' },
    });
    expect(charge).toMatchObject({
      object: 'charge',
      amount: 2000,
      amount_captured: 2000,
      currency: 'usd',
      status: 'succeeded',
      paid: true,
      captured: true,
      description: 'Order 42',
      metadata: { order: '42' },
      payment_method_details: { type: 'card', card: { last4: '4242', brand: 'visa' } },
    });
    const refund = await stripe.refunds.create({ charge: charge.id, amount: 500 });
    expect(refund).toMatchObject({ charge: charge.id, amount: 500, status: 'succeeded' });
    expect((await stripe.charges.retrieve(charge.id)).amount_refunded).toBe(500);
  });

  it('authorises a card token with capture=false and captures part of it later', async () => {
    const token = await stripe.tokens.create({
      card: { number: '5555555555554444', exp_month: '12', exp_year: '2040', cvc: '123' },
    } as Stripe.TokenCreateParams);
    const charge = await stripe.charges.create({
      amount: 3000,
      currency: 'eur',
      source: token.id,
      capture: false,
    });
    expect(charge).toMatchObject({ status: 'succeeded', paid: true, captured: false });
    expect(charge.payment_method_details?.card?.last4).toBe('4444');
    const captured = await stripe.charges.capture(charge.id, { amount: 1500 });
    expect(captured).toMatchObject({ id: charge.id, captured: true, amount_captured: 1500 });
    const again = await refusal(
      stripe.charges.create({ amount: 100, currency: 'eur', source: token.id }),
    );
    expect(again).toMatchObject({ statusCode: 400, type: 'StripeInvalidRequestError' });
  });

  it('answers a decline with the failed charge, as the Charges API does', async () => {
    const declined = await refusal(
      stripe.charges.create({ amount: 1000, currency: 'usd', source: 'tok_chargeDeclined' }),
    );
    expect(declined).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const chargeId = (declined?.raw as { charge?: string } | undefined)?.charge ?? '';
    expect(chargeId).toMatch(/^ch_/);
    expect(declined?.raw).not.toHaveProperty('payment_intent');
    expect(await stripe.charges.retrieve(chargeId)).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: 'card_declined',
    });
  });

  it('refuses an unknown token and a customer with nothing to charge', async () => {
    const unknown = await refusal(
      stripe.charges.create({ amount: 1000, currency: 'usd', source: 'tok_nothing' }),
    );
    expect(unknown).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'source' });
    const customer = await stripe.customers.create({});
    const bare = await refusal(
      stripe.charges.create({ amount: 1000, currency: 'usd', customer: customer.id }),
    );
    expect(bare).toMatchObject({
      statusCode: 400,
      message: 'Cannot charge a customer that has no active card',
    });
  });

  it("charges a customer's saved card named as the source", async () => {
    const customer = await stripe.customers.create({});
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: customer.id });
    const charge = await stripe.charges.create({
      amount: 1200,
      currency: 'usd',
      customer: customer.id,
      source: pm.id,
    });
    expect(charge).toMatchObject({ customer: customer.id, payment_method: pm.id, paid: true });
  });
  it("adds, lists, retrieves and deletes a customer's cards, and charges its default_source", async () => {
    const customer = await stripe.customers.create({});
    const token = await stripe.tokens.create({
      card: { number: '4000056655665556', exp_month: '12', exp_year: '2040', cvc: '123' },
    } as Stripe.TokenCreateParams);
    const first = (await stripe.customers.createSource(customer.id, {
      source: token.id,
    })) as Stripe.Card;
    expect(first).toMatchObject({
      object: 'card',
      brand: 'Visa',
      last4: '5556',
      funding: 'debit',
      customer: customer.id,
    });
    expect(first.id).toMatch(/^card_/);
    const second = (await stripe.customers.createSource(customer.id, {
      source: 'tok_mastercard',
    })) as Stripe.Card;
    expect(second.brand).toBe('MasterCard');
    const owner = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(owner.default_source).toBe(first.id);
    const listed = await stripe.customers.listSources(customer.id, { object: 'card' });
    expect(listed.data.map((card) => card.id)).toEqual([second.id, first.id]);
    expect(await stripe.customers.retrieveSource(customer.id, first.id)).toMatchObject({
      id: first.id,
      last4: '5556',
    });
    const charge = await stripe.charges.create({
      amount: 700,
      currency: 'usd',
      customer: customer.id,
    });
    expect(charge).toMatchObject({ paid: true, customer: customer.id, payment_method: first.id });
    const deleted = await stripe.customers.deleteSource(customer.id, first.id);
    expect(deleted).toMatchObject({ id: first.id, deleted: true });
    const after = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(after.default_source).toBeNull();
    const gone = await refusal(stripe.customers.retrieveSource(customer.id, first.id));
    expect(gone).toMatchObject({ statusCode: 404 });
    const other = await stripe.customers.create({});
    const foreign = await refusal(stripe.customers.retrieveSource(other.id, second.id));
    expect(foreign).toMatchObject({ statusCode: 404 });
  });

  it('updates a card source and sends customer.source.updated with what changed', async () => {
    const customer = await stripe.customers.create({});
    const card = (await stripe.customers.createSource(customer.id, {
      source: 'tok_visa',
    })) as Stripe.Card;
    const updated = (await stripe.customers.updateSource(customer.id, card.id, {
      name: 'Jenny Rosen',
      address_zip: '94103',
      exp_month: '7',
      exp_year: '2041',
      metadata: { order: '6735' },
    })) as Stripe.Card;
    expect(updated).toMatchObject({
      id: card.id,
      name: 'Jenny Rosen',
      address_zip: '94103',
      exp_month: 7,
      exp_year: 2041,
      metadata: { order: '6735' },
      last4: '4242',
    });
    expect(await stripe.customers.retrieveSource(customer.id, card.id)).toMatchObject({
      name: 'Jenny Rosen',
      exp_year: 2041,
    });
    const [event] = (await stripe.events.list({ type: 'customer.source.updated', limit: 1 })).data;
    expect(event?.data).toMatchObject({
      object: { id: card.id, name: 'Jenny Rosen' },
      previous_attributes: {
        name: null,
        address_zip: null,
        metadata: {},
        exp_month: card.exp_month,
      },
    });
    const badYear = await refusal(
      stripe.customers.updateSource(customer.id, card.id, { exp_year: '1999' }),
    );
    expect(badYear).toMatchObject({
      statusCode: 402,
      code: 'invalid_expiry_year',
      param: 'exp_year',
    });
    const other = await stripe.customers.create({});
    const foreign = await refusal(stripe.customers.updateSource(other.id, card.id, { name: 'x' }));
    expect(foreign).toMatchObject({ statusCode: 404 });
  });

  it('sends customer.source.created and .deleted, and customer.updated as default_source moves', async () => {
    const customer = await stripe.customers.create({});
    const card = (await stripe.customers.createSource(customer.id, {
      source: 'tok_visa',
    })) as Stripe.Card;
    const second = (await stripe.customers.createSource(customer.id, {
      source: 'tok_mastercard',
    })) as Stripe.Card;
    await stripe.customers.deleteSource(customer.id, card.id);
    const events = (await stripe.events.list({ limit: 20 })).data.reverse();
    const about = events.filter((event) => {
      const object = event.data.object as { id?: string; customer?: string };
      return object.id === customer.id || object.customer === customer.id;
    });
    expect(about.map((event) => event.type)).toEqual([
      'customer.created',
      'customer.source.created',
      'customer.updated',
      'customer.source.created',
      'customer.source.deleted',
      'customer.updated',
    ]);
    const [, created, madeDefault, , deleted, cleared] = about;
    expect(created?.data.object).toMatchObject({ id: card.id, object: 'card', last4: '4242' });
    expect(madeDefault?.data).toMatchObject({
      object: { id: customer.id, default_source: card.id },
      previous_attributes: { default_source: null },
    });
    expect(deleted?.data.object).toMatchObject({ id: card.id, object: 'card' });
    expect(cleared?.data).toMatchObject({
      object: { default_source: null },
      previous_attributes: { default_source: card.id },
    });
    expect(second.id).not.toBe(card.id);
  });
});
