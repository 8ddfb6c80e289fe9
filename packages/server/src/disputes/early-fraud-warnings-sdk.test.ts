// Stripe's early fraud warning card (4000000000005423, pm_card_createIssuerFraudRecord): the
// payment succeeds, then its issuer files an Early Fraud Warning. /v1/radar/early_fraud_warnings
// and the `radar.early_fraud_warning.created` event through the official `stripe` SDK, on both
// adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('early fraud warnings on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'early-fraud-warnings');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const pay = (payment_method: string, capture_method: 'automatic' | 'manual' = 'automatic') =>
    stripe.paymentIntents.create({
      amount: 5100,
      currency: 'usd',
      payment_method,
      confirm: true,
      capture_method,
    });

  it('files a warning once a pm_card_createIssuerFraudRecord payment succeeds', async () => {
    const intent = await pay('pm_card_createIssuerFraudRecord');
    expect(intent.status).toBe('succeeded');
    const list = await stripe.radar.earlyFraudWarnings.list({ payment_intent: intent.id });
    expect(list.url).toBe('/v1/radar/early_fraud_warnings');
    const [warning, ...more] = list.data;
    expect(more).toEqual([]);
    expect(warning).toEqual({
      id: expect.stringMatching(/^issfr_/),
      object: 'radar.early_fraud_warning',
      actionable: true,
      charge: intent.latest_charge,
      created: expect.any(Number),
      fraud_type: 'unauthorized_use_of_card',
      livemode: false,
      payment_intent: intent.id,
    });
    const id = warning?.id ?? '';
    expect(await stripe.radar.earlyFraudWarnings.retrieve(id)).toEqual(warning);
    const byCharge = await stripe.radar.earlyFraudWarnings.list({
      charge: intent.latest_charge as string,
    });
    expect(byCharge.data.map((w) => w.id)).toEqual([id]);
    const events = await stripe.events.list({ type: 'radar.early_fraud_warning.created' });
    const event = events.data.find((e) => (e.data.object as { id: string }).id === id);
    expect(event?.data.object).toEqual(warning);
    // The charge itself is not disputed: a warning is no dispute.
    expect((await stripe.charges.retrieve(intent.latest_charge as string)).disputed).toBe(false);
    // Expandable as Stripe's: charge and payment_intent.
    const expanded = await stripe.radar.earlyFraudWarnings.retrieve(id, {
      expand: ['charge', 'payment_intent'],
    });
    expect((expanded.charge as Stripe.Charge).id).toBe(intent.latest_charge);
    expect((expanded.payment_intent as Stripe.PaymentIntent).id).toBe(intent.id);
  });

  it('is no longer actionable once the charge is fully refunded', async () => {
    const intent = await pay('pm_card_createIssuerFraudRecord');
    const [warning] = (await stripe.radar.earlyFraudWarnings.list({ payment_intent: intent.id }))
      .data;
    await stripe.refunds.create({ payment_intent: intent.id, amount: 100 });
    expect((await stripe.radar.earlyFraudWarnings.retrieve(warning?.id ?? '')).actionable).toBe(
      true,
    );
    await stripe.refunds.create({ payment_intent: intent.id });
    expect((await stripe.radar.earlyFraudWarnings.retrieve(warning?.id ?? '')).actionable).toBe(
      false,
    );
  });

  it('waits for a manual capture, and files nothing for other cards', async () => {
    const held = await pay('pm_card_createIssuerFraudRecord', 'manual');
    expect(held.status).toBe('requires_capture');
    const none = await stripe.radar.earlyFraudWarnings.list({ payment_intent: held.id });
    expect(none.data).toEqual([]);
    await stripe.paymentIntents.capture(held.id);
    const after = await stripe.radar.earlyFraudWarnings.list({ payment_intent: held.id });
    expect(after.data).toHaveLength(1);
    const plain = await pay('pm_card_visa');
    const nothing = await stripe.radar.earlyFraudWarnings.list({ payment_intent: plain.id });
    expect(nothing.data).toEqual([]);
  });

  it('answers 404 for an unknown warning, 400 for bad list parameters', async () => {
    const missing = await refusal(stripe.radar.earlyFraudWarnings.retrieve('issfr_nope'));
    expect(missing).toMatchObject({
      statusCode: 404,
      type: 'StripeInvalidRequestError',
      code: 'resource_missing',
      message: "No such radar.early_fraud_warning: 'issfr_nope'",
    });
    const bad = await refusal(stripe.radar.earlyFraudWarnings.list({ limit: 0 }));
    expect(bad).toMatchObject({ statusCode: 400, param: 'limit' });
  });
});
