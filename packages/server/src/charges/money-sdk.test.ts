// Charges, refunds, confirmation tokens and tokens through the official `stripe` npm SDK
// against a real started server, on both adapters.

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const CARD = { number: '4242424242424242', exp_month: '12', exp_year: '2040', cvc: '123' };

describe.each(STORE_KINDS)('money through the stripe SDK on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'money-sdk');
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  // What Stripe.js does in the browser: a form POST with the publishable key.
  const browserPost = async (path: string, body: string) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${server.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body,
    });
    return { status: res.status, body: (await res.json()) as { id: string } };
  };

  const paid = () =>
    stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });

  it('retrieves and lists charges', async () => {
    const intent = await paid();
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ object: 'charge', amount: 3000, captured: true, paid: true });
    expect(charge.payment_method_details?.card?.last4).toBe('4242');
    const list = await stripe.charges.list({ payment_intent: intent.id, limit: 3 });
    expect(list.data.map((c) => c.id)).toEqual([charge.id]);
    const expanded = await stripe.charges.retrieve(charge.id, { expand: ['payment_intent'] });
    expect((expanded.payment_intent as Stripe.PaymentIntent).id).toBe(intent.id);
  });

  it('auto-paginates charges', async () => {
    await Promise.all([paid(), paid(), paid()]);
    const seen: string[] = [];
    for await (const charge of stripe.charges.list({ limit: 2 })) seen.push(charge.id);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('creates, retrieves, updates, lists and fails to cancel refunds', async () => {
    const intent = await paid();
    const partial = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 1000,
      reason: 'requested_by_customer',
    });
    expect(partial).toMatchObject({ object: 'refund', amount: 1000, status: 'succeeded' });
    const rest = await stripe.refunds.create({ charge: intent.latest_charge as string });
    expect(rest.amount).toBe(2000);
    expect(await stripe.refunds.retrieve(partial.id)).toEqual(partial);
    const updated = await stripe.refunds.update(partial.id, { metadata: { note: 'late' } });
    expect(updated.metadata).toEqual({ note: 'late' });
    const list = await stripe.refunds.list({ payment_intent: intent.id });
    expect(list.data.map((r) => r.id)).toEqual([rest.id, partial.id]);
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ amount_refunded: 3000, refunded: true });
    const cancel = await stripe.refunds.cancel(partial.id).catch((caught: unknown) => caught);
    expect(cancel).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    const again = await stripe.refunds
      .create({ payment_intent: intent.id })
      .catch((caught: unknown) => caught);
    expect(again).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((again as Stripe.errors.StripeError).code).toBe('charge_already_refunded');
  });

  it('confirms an intent with a confirmation token made by the browser', async () => {
    const made = await browserPost(
      '/v1/confirmation_tokens',
      'payment_method_data[type]=card&payment_method_data[card][number]=4242424242424242&payment_method_data[card][exp_month]=12&payment_method_data[card][exp_year]=2040&payment_method_data[card][cvc]=123&return_url=https%3A%2F%2Fshop.example%2Fdone',
    );
    expect(made.status).toBe(200);
    const token = await stripe.confirmationTokens.retrieve(made.body.id);
    expect(token.payment_method_preview?.card?.last4).toBe('4242');
    expect(token.return_url).toBe('https://shop.example/done');
    const intent = await stripe.paymentIntents.create({
      amount: 1800,
      currency: 'usd',
      confirm: true,
      confirmation_token: token.id,
    });
    expect(intent.status).toBe('succeeded');
    expect((await stripe.confirmationTokens.retrieve(token.id)).payment_intent).toBe(intent.id);
    const other = await stripe.paymentIntents.create({ amount: 1800, currency: 'usd' });
    const reuse = await stripe.paymentIntents
      .confirm(other.id, { confirmation_token: token.id })
      .catch((caught: unknown) => caught);
    expect((reuse as Stripe.errors.StripeError).code).toBe('token_already_used');
  });

  it('creates a confirmation token through the test helper', async () => {
    const token = await stripe.testHelpers.confirmationTokens.create({
      payment_method: 'pm_card_visa',
    });
    expect(token.object).toBe('confirmation_token');
    const intent = await stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
    const confirmed = await stripe.paymentIntents.confirm(intent.id, {
      confirmation_token: token.id,
    });
    expect(confirmed.status).toBe('succeeded');
  });

  it('creates and retrieves tokens', async () => {
    const card = await stripe.tokens.create({ card: CARD });
    expect(card).toMatchObject({ object: 'token', type: 'card', used: false });
    expect(card.card?.brand).toBe('Visa');
    expect(card.client_ip).toBe('127.0.0.1');
    expect(await stripe.tokens.retrieve(card.id)).toEqual(card);
    const pii = await stripe.tokens.create({ pii: { id_number: '000000000' } });
    expect(pii.type).toBe('pii');
    const bad = await stripe.tokens
      .create({ person: { dob: { day: 40, month: 1, year: 1990 } } })
      .catch((caught: unknown) => caught);
    expect(bad).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((bad as Stripe.errors.StripeError).param).toBe('person[dob][day]');
    const browser = await browserPost('/v1/tokens', 'cvc_update[cvc]=123');
    expect(browser.status).toBe(200);
  });

  it('answers card metadata to the browser', async () => {
    const res = await fetch(`${server.url}/v1/card-metadata?bin_prefix=424242`, {
      headers: { Authorization: `Bearer ${server.publishableKey}` },
    });
    const body = (await res.json()) as { card_metadata_list: { brand: string }[] };
    expect(body.card_metadata_list[0]?.brand).toBe('visa');
  });
});
