// Cash balances through the official `stripe` SDK, on both adapters: the test helper funds a
// customer's balance (testHelpers.customers.fundCashBalance), which pays the customer's
// customer_balance PaymentIntents awaiting funds, in part or in full, with Stripe's events.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('cash balances through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'cash-balances');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const awaitingFunds = (customer: string, amount: number) =>
    stripe.paymentIntents.create({
      amount,
      currency: 'usd',
      customer,
      payment_method_types: ['customer_balance'],
      payment_method_data: { type: 'customer_balance' },
      payment_method_options: {
        customer_balance: {
          funding_type: 'bank_transfer',
          bank_transfer: { type: 'us_bank_transfer' },
        },
      },
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);

  const eventsOf = async (type: string) =>
    (await stripe.events.list({ type, limit: 100 })).data.map((event) => event.data.object);

  it('pays the intent the transfer quotes in part, then in full, and keeps what is left', async () => {
    const customer = await stripe.customers.create({ email: 'cash@example.com' });
    const older = await awaitingFunds(customer.id, 3000);
    const quoted = await awaitingFunds(customer.id, 2000);
    expect(quoted.status).toBe('requires_action');
    const reference = quoted.next_action?.display_bank_transfer_instructions?.reference ?? '';

    // 1500 quoting the newer intent's reference: it gets the money first, in part.
    const funded = await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 1500,
      currency: 'usd',
      reference,
    });
    expect(funded).toMatchObject({
      object: 'customer_cash_balance_transaction',
      type: 'funded',
      net_amount: 1500,
      ending_balance: 1500,
      currency: 'usd',
      customer: customer.id,
      funded: { bank_transfer: { reference, type: 'us_bank_transfer' } },
    });
    const partly = await stripe.paymentIntents.retrieve(quoted.id);
    expect(partly.status).toBe('requires_action');
    expect(partly.next_action?.display_bank_transfer_instructions?.amount_remaining).toBe(500);
    expect(
      (await stripe.paymentIntents.retrieve(older.id)).next_action
        ?.display_bank_transfer_instructions?.amount_remaining,
    ).toBe(3000);

    // 4000 more, quoting nothing: the oldest first (3000), then the 500 the quoted one lacks;
    // 500 stays on the balance.
    await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 4000,
      currency: 'usd',
    });
    expect((await stripe.paymentIntents.retrieve(quoted.id)).status).toBe('succeeded');
    expect((await stripe.paymentIntents.retrieve(older.id)).status).toBe('succeeded');
    const balance = await stripe.customers.retrieveCashBalance(customer.id);
    expect(balance).toMatchObject({ object: 'cash_balance', available: { usd: 500 } });

    const transactions = await stripe.customers.listCashBalanceTransactions(customer.id);
    expect(transactions.data.map((t) => [t.type, t.net_amount, t.ending_balance])).toEqual([
      ['applied_to_payment', -500, 500],
      ['applied_to_payment', -3000, 1000],
      ['funded', 4000, 4000],
      ['applied_to_payment', -1500, 0],
      ['funded', 1500, 1500],
    ]);
    const applied = transactions.data[1] as Stripe.CustomerCashBalanceTransaction;
    expect(applied.applied_to_payment?.payment_intent).toBe(older.id);
    const one = await stripe.customers.retrieveCashBalanceTransaction(customer.id, applied.id);
    expect(one.id).toBe(applied.id);

    const created = await eventsOf('customer_cash_balance_transaction.created');
    expect(created.map((object) => (object as { id: string }).id)).toContain(funded.id);
    const available = await eventsOf('cash_balance.funds_available');
    expect(available).toContainEqual(
      expect.objectContaining({ customer: customer.id, available: { usd: 500 } }),
    );
    const succeeded = await eventsOf('payment_intent.succeeded');
    expect(succeeded.map((object) => (object as { id: string }).id)).toEqual(
      expect.arrayContaining([older.id, quoted.id]),
    );
    // Funds applied while some stays due: payment_intent.partially_funded, once.
    const partial = (await eventsOf('payment_intent.partially_funded')) as Stripe.PaymentIntent[];
    expect(
      partial
        .filter((intent) => intent.id === quoted.id)
        .map((intent) => intent.next_action?.display_bank_transfer_instructions?.amount_remaining),
    ).toEqual([500]);
  });

  it('keeps funds in another currency apart and checks its parameters', async () => {
    const customer = await stripe.customers.create({ email: 'eur@example.com' });
    const intent = await awaitingFunds(customer.id, 1000);
    await stripe.testHelpers.customers.fundCashBalance(customer.id, {
      amount: 5000,
      currency: 'eur',
    });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_action');
    expect((await stripe.customers.retrieveCashBalance(customer.id)).available).toEqual({
      eur: 5000,
    });

    await expect(
      stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 0, currency: 'usd' }),
    ).rejects.toMatchObject({ param: 'amount' });
    await expect(
      stripe.testHelpers.customers.fundCashBalance(customer.id, { amount: 100, currency: 'chf' }),
    ).rejects.toMatchObject({ param: 'currency' });
    await expect(
      stripe.testHelpers.customers.fundCashBalance('cus_missing', { amount: 100, currency: 'usd' }),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
