// The account's balance and its balance transactions through the official `stripe` SDK, on both
// adapters: what a captured payment (card and bank debit), a refund, a failed refund and a
// dispute book, the bypassPending cards' funds available at once, GET /v1/balance's sums, the
// expandable ids naming them, and /v1/balance_transactions' filters and refusals.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

const DAY = 86_400;
const ONLINE = {
  customer_acceptance: {
    type: 'online' as const,
    online: { ip_address: '203.0.113.9', user_agent: 'stripe-node test' },
  },
};

describe.each(STORE_KINDS)('balance and balance transactions on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'balance', { debits: { delayMs: 0, pollIntervalMs: 20 } });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const pay = async (params: Partial<Stripe.PaymentIntentCreateParams>, amount = 2000) => {
    const intent = await stripe.paymentIntents.create({
      amount,
      currency: 'usd',
      confirm: true,
      expand: ['latest_charge.balance_transaction'],
      ...params,
    });
    return intent;
  };
  const chargeOf = (intent: Stripe.PaymentIntent) => intent.latest_charge as Stripe.Charge;
  const transactionOf = (intent: Stripe.PaymentIntent) =>
    chargeOf(intent).balance_transaction as Stripe.BalanceTransaction;

  /** The balance in one currency: what is available and what is pending. */
  const balanceIn = async (currency: string) => {
    const balance = await stripe.balance.retrieve();
    const find = (amounts: Stripe.Balance.Available[]) =>
      amounts.find((entry) => entry.currency === currency)?.amount ?? 0;
    return { available: find(balance.available), pending: find(balance.pending) };
  };

  it('books a pm_card_bypassPending payment available at once, with its fee', async () => {
    const before = await balanceIn('usd');
    const intent = await pay({ payment_method: 'pm_card_bypassPending' });
    expect(intent.status).toBe('succeeded');
    const charge = chargeOf(intent);
    const transaction = transactionOf(intent);
    expect(transaction).toEqual({
      id: expect.stringMatching(/^txn_/),
      object: 'balance_transaction',
      amount: 2000,
      available_on: charge.created,
      balance_type: 'payments',
      created: charge.created,
      currency: 'usd',
      description: null,
      exchange_rate: null,
      // 2.9% + 30 cents of $20.00
      fee: 88,
      fee_details: [
        {
          amount: 88,
          application: null,
          currency: 'usd',
          description: 'Stripe processing fees',
          type: 'stripe_fee',
        },
      ],
      net: 1912,
      reporting_category: 'charge',
      source: charge.id,
      status: 'available',
      type: 'charge',
    });
    const after = await balanceIn('usd');
    expect(after.available - before.available).toBe(1912);
    expect(after.pending).toBe(before.pending);
    // The same transaction, retrieved by its id, and with its source expanded.
    const retrieved = await stripe.balanceTransactions.retrieve(transaction.id, {
      expand: ['source'],
    });
    expect((retrieved.source as Stripe.Charge).id).toBe(charge.id);
    expect((retrieved.source as Stripe.Charge).balance_transaction).toBe(transaction.id);
  });

  it('books tok_bypassPending and the international bypass card available too', async () => {
    const token = await pay({
      payment_method_data: { type: 'card', card: { token: 'tok_bypassPending' } },
    } as Partial<Stripe.PaymentIntentCreateParams>);
    expect(transactionOf(token).status).toBe('available');
    const method = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000003720000278', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const international = await pay({ payment_method: method.id });
    expect(chargeOf(international).payment_method_details?.card?.country).toBe('IE');
    expect(transactionOf(international)).toMatchObject({ status: 'available', net: 1912 });
  });

  it('keeps any other card payment pending for two days, in the pending balance', async () => {
    const before = await balanceIn('usd');
    const intent = await pay({ payment_method: 'pm_card_visa' }, 10_000);
    const transaction = transactionOf(intent);
    const created = chargeOf(intent).created;
    expect(transaction).toMatchObject({ status: 'pending', fee: 320, net: 9680 });
    // Two days on, at the start of that day (UTC).
    expect(transaction.available_on).toBe((Math.floor(created / DAY) + 2) * DAY);
    expect(transaction.available_on).toBeGreaterThan(created + DAY);
    const after = await balanceIn('usd');
    expect(after.pending - before.pending).toBe(9680);
    expect(after.available).toBe(before.available);
  });

  it('books a payment confirmed after it was created, on the unlocked write too', async () => {
    const created = await stripe.paymentIntents.create({ amount: 2000, currency: 'usd' });
    const confirmed = await stripe.paymentIntents.confirm(created.id, {
      payment_method: 'pm_card_bypassPending',
      expand: ['latest_charge.balance_transaction'],
    });
    expect(transactionOf(confirmed)).toMatchObject({ status: 'available', net: 1912 });
    // The charge.succeeded event's Charge names it as well.
    const events = await stripe.events.list({ type: 'charge.succeeded', limit: 1 });
    const charge = events.data[0]?.data.object as Stripe.Charge;
    expect(charge.balance_transaction).toBe(transactionOf(confirmed).id);
  });

  it('books the captured amount when a manual capture is captured, not before', async () => {
    const intent = await pay({ payment_method: 'pm_card_bypassPending', capture_method: 'manual' });
    expect(intent.status).toBe('requires_capture');
    expect(chargeOf(intent).balance_transaction).toBeNull();
    const captured = await stripe.paymentIntents.capture(intent.id, {
      amount_to_capture: 1500,
      expand: ['latest_charge.balance_transaction'],
    });
    expect(transactionOf(captured)).toMatchObject({
      amount: 1500,
      fee: 74,
      net: 1426,
      status: 'available',
      type: 'charge',
    });
  });

  it('takes a refund from the available balance, keeping the fee, as type refund', async () => {
    const intent = await pay({ payment_method: 'pm_card_bypassPending' });
    const before = await balanceIn('usd');
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 500,
      expand: ['balance_transaction'],
    });
    expect(refund.balance_transaction).toMatchObject({
      object: 'balance_transaction',
      amount: -500,
      fee: 0,
      fee_details: [],
      net: -500,
      type: 'refund',
      reporting_category: 'refund',
      status: 'available',
      source: refund.id,
      description: `REFUND FOR CHARGE (${chargeOf(intent).id})`,
    });
    expect((await balanceIn('usd')).available - before.available).toBe(-500);
  });

  it('gives a failed refund (4000000000005126) its amount back as refund_failure', async () => {
    const method = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4000000000005126', exp_month: 12, exp_year: 2034, cvc: '123' },
    });
    const intent = await pay({ payment_method: method.id }, 3000);
    const before = await balanceIn('usd');
    const refund = await stripe.refunds.create({ payment_intent: intent.id });
    const failed = await eventually(
      () => stripe.refunds.retrieve(refund.id, { expand: ['failure_balance_transaction'] }),
      (r) => r.status === 'failed',
    );
    expect(failed.failure_balance_transaction).toMatchObject({
      amount: 3000,
      fee: 0,
      net: 3000,
      type: 'refund_failure',
      reporting_category: 'refund_failure',
      status: 'available',
      source: refund.id,
    });
    expect(failed.balance_transaction).toBe(refund.balance_transaction);
    const after = await balanceIn('usd');
    expect(after.available).toBe(before.available);
  });

  it('withdraws a chargeback with its fee and reinstates it once won', async () => {
    const intent = await pay({ payment_method: 'pm_card_createDispute' }, 4200);
    const [dispute] = (await stripe.disputes.list({ payment_intent: intent.id })).data;
    if (!dispute) throw new Error('no dispute');
    const [withdrawal] = dispute.balance_transactions;
    expect(dispute.balance_transactions).toHaveLength(1);
    expect(withdrawal).toMatchObject({
      object: 'balance_transaction',
      amount: -4200,
      fee: 1500,
      fee_details: [expect.objectContaining({ amount: 1500, description: 'Dispute fee' })],
      net: -5700,
      type: 'adjustment',
      reporting_category: 'dispute',
      status: 'available',
      source: dispute.id,
    });
    const before = await balanceIn('usd');
    const won = await stripe.disputes.update(dispute.id, {
      evidence: { uncategorized_text: 'winning_evidence' },
      submit: true,
    });
    expect(won.status).toBe('won');
    expect(won.balance_transactions.map((t) => [t.amount, t.fee, t.reporting_category])).toEqual([
      [-4200, 1500, 'dispute'],
      [4200, 0, 'dispute_reversal'],
    ]);
    expect((await balanceIn('usd')).available - before.available).toBe(4200);
    const listed = await stripe.balanceTransactions.list({ source: dispute.id });
    expect(listed.data.map((t) => t.type)).toEqual(['adjustment', 'adjustment']);
  });

  it('books a bank debit once the bank pays it, as type payment', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2050,
      currency: 'eur',
      payment_method_types: ['sepa_debit'],
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'DE89370400440532013000' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      },
      confirm: true,
      mandate_data: ONLINE,
    } as Stripe.PaymentIntentCreateParams);
    expect(intent.status).toBe('processing');
    const settled = await eventually(
      () =>
        stripe.paymentIntents.retrieve(intent.id, {
          expand: ['latest_charge.balance_transaction'],
        }),
      (pi) => pi.status !== 'processing',
    );
    expect(settled.status).toBe('succeeded');
    // 1.5% + 25 euro cents of €20.50
    expect(transactionOf(settled)).toMatchObject({
      amount: 2050,
      currency: 'eur',
      fee: 56,
      net: 1994,
      type: 'payment',
      reporting_category: 'charge',
      status: 'pending',
    });
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      expand: ['balance_transaction'],
    });
    expect(refund.balance_transaction).toMatchObject({ type: 'payment_refund', amount: -2050 });
    expect((await balanceIn('eur')).pending).toBeGreaterThanOrEqual(1994);
  });

  it("answers the balance in Stripe's shape, every currency under source_types.card", async () => {
    const balance = await stripe.balance.retrieve();
    expect(balance).toMatchObject({ object: 'balance', livemode: false });
    for (const amounts of [balance.available, balance.pending]) {
      for (const entry of amounts) {
        expect(entry.source_types).toEqual({ card: entry.amount });
      }
    }
    // The sums are the transactions' nets, split by status.
    const all = await stripe.balanceTransactions.list({ currency: 'usd', limit: 100 });
    expect(all.has_more).toBe(false);
    const sum = (status: string) =>
      all.data.filter((t) => t.status === status).reduce((total, t) => total + t.net, 0);
    expect(await balanceIn('usd')).toEqual({
      available: sum('available'),
      pending: sum('pending'),
    });
  });

  it('lists newest first and filters by type, source, currency and created', async () => {
    const intent = await pay({ payment_method: 'pm_card_bypassPending' });
    const charge = chargeOf(intent);
    await stripe.refunds.create({ payment_intent: intent.id, amount: 300 });
    const [newest, next] = (await stripe.balanceTransactions.list({ limit: 2 })).data;
    expect([newest?.type, next?.type]).toEqual(['refund', 'charge']);
    const refunds = await stripe.balanceTransactions.list({ type: 'refund', limit: 100 });
    expect(refunds.data.length).toBeGreaterThan(0);
    expect(refunds.data.every((t) => t.type === 'refund')).toBe(true);
    const bySource = await stripe.balanceTransactions.list({ source: charge.id });
    expect(bySource.data.map((t) => t.id)).toEqual([transactionOf(intent).id]);
    expect((await stripe.balanceTransactions.list({ currency: 'EUR' })).data.length).toBe(2);
    const later = await stripe.balanceTransactions.list({ created: { gt: charge.created + DAY } });
    expect(later.data).toEqual([]);
    const page = await stripe.balanceTransactions.list({ limit: 1, starting_after: newest?.id });
    expect(page.data[0]?.id).toBe(next?.id);
    // Expanding every item's source: charges, refunds and disputes alike.
    const expanded = await stripe.balanceTransactions.list({ limit: 100, expand: ['data.source'] });
    const objects = new Set(expanded.data.map((t) => (t.source as { object: string }).object));
    expect(objects).toEqual(new Set(['charge', 'refund', 'dispute']));
  });

  it('refuses bad parameters naming them, unknown ids, and the publishable key', async () => {
    const param = async (call: Promise<unknown>) => (await refusal(call))?.param;
    expect(await param(stripe.balanceTransactions.list({ type: 'chargeback' } as never))).toBe(
      'type',
    );
    expect(await param(stripe.balanceTransactions.list({ currency: 'zzz' }))).toBe('currency');
    expect(await param(stripe.balanceTransactions.list({ limit: 0 }))).toBe('limit');
    expect(
      await param(stripe.balanceTransactions.list({ created: { gt: 'soon' } } as never)),
    ).toMatch(/^created/);
    expect(await param(stripe.balanceTransactions.list({ colour: 'red' } as never))).toBe('colour');
    expect(await param(stripe.balance.retrieve({ colour: 'red' } as never))).toBe('colour');
    const missing = await refusal(stripe.balanceTransactions.retrieve('txn_missing'));
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    const payout = await refusal(stripe.balanceTransactions.list({ payout: 'po_none' }));
    expect(payout).toMatchObject({ statusCode: 404, param: 'payout' });
    expect(
      (await refusal(stripe.balanceTransactions.list({ starting_after: 'txn_missing' })))?.param,
    ).toBe('starting_after');
    if (!sdk) throw new Error('no server');
    const browser = sdkClient(sdk.server, sdk.server.publishableKey);
    expect((await refusal(browser.balance.retrieve()))?.statusCode).toBe(401);
    expect((await refusal(browser.balanceTransactions.list()))?.statusCode).toBe(401);
  });
});
