// Stripe's asynchronous refund cards through the official `stripe` SDK, on both adapters:
// 4000000000007726's refunds start `pending` and succeed later; 4000000000005126's start
// `succeeded` and fail later. The settlement worker (the one that settles bank debits) gives the
// card network's answer from the database.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('asynchronous refund cards on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'refund-cards', {
      debits: { delayMs: 0, pollIntervalMs: 20 },
    });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const pay = async (payment_method: string) => {
    const intent = await stripe.paymentIntents.create({
      amount: 3000,
      currency: 'usd',
      payment_method,
      confirm: true,
    });
    expect(intent.status).toBe('succeeded');
    return intent;
  };

  /** The types of the events about a refund, oldest first, with their previous status. */
  const refundEvents = async (id: string) => {
    const events = await stripe.events.list({ limit: 100 });
    return events.data
      .filter((event) => (event.data.object as { id?: string }).id === id)
      .map((event) => {
        const before = event.data.previous_attributes as { status?: string } | undefined;
        const status = (event.data.object as { status: string }).status;
        return `${event.type} ${before?.status ? `${before.status}→` : ''}${status}`;
      })
      .reverse();
  };

  it('starts a pm_card_pendingRefund refund pending, then it succeeds', async () => {
    const intent = await pay('pm_card_pendingRefund');
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 1000 });
    expect(refund.status).toBe('pending');
    expect(refund).not.toHaveProperty('failure_reason');
    // A pending refund counts as refunded on the Charge at once.
    const charge = await stripe.charges.retrieve(refund.charge as string);
    expect(charge).toMatchObject({ amount_refunded: 1000, refunded: false });
    const settled = await eventually(
      () => stripe.refunds.retrieve(refund.id),
      (r) => r.status !== 'pending',
    );
    expect(settled).toMatchObject({ id: refund.id, status: 'succeeded', amount: 1000 });
    expect(await refundEvents(refund.id)).toEqual([
      'refund.created pending',
      'charge.refund.updated pending→succeeded',
      'refund.updated pending→succeeded',
    ]);
    expect((await stripe.charges.retrieve(charge.id)).amount_refunded).toBe(1000);
  });

  it('starts a 4000000000005126 refund succeeded, then it fails and its amount is unrefunded', async () => {
    const method = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000005126', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const intent = await pay(method.id);
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    // The worker may already have settled it: the create answer shows where it started.
    expect(refund).toMatchObject({ status: 'succeeded', amount: 3000 });
    const failed = await eventually(
      () => stripe.refunds.retrieve(refund.id),
      (r) => r.status !== 'succeeded',
    );
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'expired_or_canceled_card',
      failure_balance_transaction: expect.stringMatching(/^txn_/),
    });
    const charge = await stripe.charges.retrieve(refund.charge as string);
    expect(charge).toMatchObject({ amount_refunded: 0, refunded: false });
    expect(await refundEvents(refund.id)).toEqual([
      'refund.created succeeded',
      'charge.refund.updated succeeded→failed',
      'refund.updated succeeded→failed',
      'refund.failed failed',
    ]);
    // The failed refund's amount can be refunded again.
    const again = await stripe.refunds.create({ charge: charge.id, amount: 500 });
    expect(again.amount).toBe(500);
  });

  it('refunds any other card at once, with nothing left to settle', async () => {
    const intent = await pay('pm_card_visa');
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    expect(refund.status).toBe('succeeded');
    expect(await refundEvents(refund.id)).toEqual(['refund.created succeeded']);
  });
});
