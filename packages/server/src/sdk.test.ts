// The official `stripe` npm SDK against a real started server, on both adapters.

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from './testing/harness.js';
import { type SdkServer, startSdkServer } from './testing/sdk-server.js';

describe.each(STORE_KINDS)('stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'sdk');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('creates a payment method, then creates, confirms and retrieves an intent', async () => {
    const pm = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      billing_details: { name: 'Jenny Rosen' },
    } as Stripe.PaymentMethodCreateParams);
    expect(pm.card?.last4).toBe('4242');
    const created = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card'],
      metadata: { order: 'A-1' },
    } as Stripe.PaymentIntentCreateParams);
    expect(created.status).toBe('requires_payment_method');
    const confirmed = await stripe.paymentIntents.confirm(created.id, { payment_method: pm.id });
    expect(confirmed.status).toBe('succeeded');
    expect(confirmed.amount_received).toBe(2500);
    const retrieved = await stripe.paymentIntents.retrieve(created.id);
    expect(retrieved).toMatchObject({
      id: created.id,
      status: 'succeeded',
      metadata: { order: 'A-1' },
    });
    expect(retrieved.latest_charge).toMatch(/^ch_/);
  });

  it('raises a StripeCardError for a decline', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 2500, currency: 'usd' });
    const error = await stripe.paymentIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    const cardError = error as Stripe.errors.StripeCardError;
    expect(cardError.code).toBe('card_declined');
    expect(cardError.decline_code).toBe('generic_decline');
    expect(cardError.statusCode).toBe(402);
    expect(cardError.payment_intent?.status).toBe('requires_payment_method');
    expect(cardError.requestId).toMatch(/^req_/);
  });

  it('raises a StripeInvalidRequestError naming the param', async () => {
    const error = await stripe.paymentIntents
      .create({ amount: 10, currency: 'usd' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect((error as Stripe.errors.StripeError).code).toBe('amount_too_small');
    expect((error as Stripe.errors.StripeError).param).toBe('amount');
  });

  it('updates, cancels, captures and lists intents', async () => {
    const intent = await stripe.paymentIntents.create({ amount: 1500, currency: 'usd' });
    const updated = await stripe.paymentIntents.update(intent.id, {
      amount: 1800,
      metadata: { cart: '7' },
    });
    expect(updated).toMatchObject({ amount: 1800, metadata: { cart: '7' } });
    const canceled = await stripe.paymentIntents.cancel(intent.id, {
      cancellation_reason: 'abandoned',
    });
    expect(canceled.status).toBe('canceled');
    const held = await stripe.paymentIntents.create({
      amount: 5000,
      currency: 'usd',
      capture_method: 'manual',
      payment_method: 'pm_card_visa',
      confirm: true,
    });
    expect(held.status).toBe('requires_capture');
    const captured = await stripe.paymentIntents.capture(held.id, { amount_to_capture: 4000 });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 4000 });
    const page = await stripe.paymentIntents.list({ limit: 2, expand: ['data.latest_charge'] });
    expect(page.data.map((pi) => pi.id)).toEqual([held.id, intent.id]);
    expect(page.has_more).toBe(true);
    const charge = page.data[0]?.latest_charge as Stripe.Charge;
    expect(charge.amount_captured).toBe(4000);
    const seen: string[] = [];
    for await (const pi of stripe.paymentIntents.list({ limit: 3 })) seen.push(pi.id);
    const all = await stripe.paymentIntents.list({ limit: 100 });
    expect(seen.length).toBeGreaterThan(3);
    expect(seen).toEqual(all.data.map((pi) => pi.id));
  });

  it('replays with the same idempotency key', async () => {
    const a = await stripe.paymentIntents.create(
      { amount: 990, currency: 'usd' },
      { idempotencyKey: 'sdk-1' },
    );
    const b = await stripe.paymentIntents.create(
      { amount: 990, currency: 'usd' },
      { idempotencyKey: 'sdk-1' },
    );
    expect(b.id).toBe(a.id);
  });
});
