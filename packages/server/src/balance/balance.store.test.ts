// The balance transactions table and its view on both adapters: the status derives from
// available_on at read time, sums split by it, and the one-statement insert keeps every field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { unixNow } from '../platform/ids.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { chargeBooking } from './balance-booking.js';
import { findBalanceTransaction, insertBalanceTransactions } from './balance-rows.js';
import { BalanceService } from './balance-service.js';
import { availableOn, chargeTransaction, refundTransaction } from './balance-transaction-object.js';

const DAY = 86_400;

const charge = (
  overrides: { amount_captured?: number; currency?: string; type?: string } = {},
) => ({
  id: 'ch_store',
  amount_captured: overrides.amount_captured ?? 2000,
  currency: overrides.currency ?? 'usd',
  created: unixNow(),
  description: 'Order 7',
  payment_method_details: { type: overrides.type ?? 'card' },
});

describe('availableOn', () => {
  it('is the start of the day two days on, or the moment itself when bypassing', () => {
    const created = 20_000 * DAY + 3_600 * 23;
    expect(availableOn(created, false)).toBe(20_002 * DAY);
    expect(availableOn(created, true)).toBe(created);
  });
});

describe('chargeBooking', () => {
  const bookable = (status: string, captured: boolean, booked: string | null = null) => ({
    ...charge(),
    status,
    captured,
    balance_transaction: booked,
  });

  it('books a captured, paid Charge once and names the transaction on it', () => {
    const paid = bookable('succeeded', true);
    const booked = chargeBooking(paid, paid.created, 'succeed');
    expect(booked).toMatchObject({ amount: 2000, fee: 88, net: 1912, status: 'pending' });
    expect(paid.balance_transaction).toBe(booked?.id);
    expect(chargeBooking(paid, paid.created, 'succeed')).toBeUndefined();
  });

  it('books nothing for an authorisation, a pending debit or a failed payment', () => {
    expect(chargeBooking(bookable('succeeded', false), 0, 'succeed')).toBeUndefined();
    expect(chargeBooking(bookable('pending', false), 0, undefined)).toBeUndefined();
    expect(chargeBooking(bookable('failed', false), 0, 'generic_decline')).toBeUndefined();
  });

  it("makes the bypassPending cards' funds available at once", () => {
    const paid = bookable('succeeded', true);
    expect(chargeBooking(paid, paid.created, 'scenario:bypassPending')).toMatchObject({
      status: 'available',
      available_on: paid.created,
    });
  });

  it('names a non-card payment `payment` and its refund `payment_refund`', () => {
    const debit = charge({ type: 'sepa_debit', currency: 'eur' });
    expect(chargeTransaction(debit, debit.created, false).type).toBe('payment');
    const refund = { id: 're_1', amount: 100, currency: 'eur', created: debit.created };
    expect(refundTransaction(refund, debit)).toMatchObject({
      type: 'payment_refund',
      description: 'REFUND FOR PAYMENT (Order 7)',
    });
  });
});

describe.each(STORE_KINDS)('balance transactions on %s', (kind) => {
  let testStore: TestStore;
  let account: Account;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    account = (await ensureDefaultAccount(testStore.store)).account;
  }, 60_000);
  afterAll(() => testStore?.dispose());

  it('derives the status from available_on when read, and sums by it', async () => {
    const service = new BalanceService(testStore.store);
    expect(await service.balance(account)).toMatchObject({
      available: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
      pending: [{ amount: 0, currency: 'usd', source_types: { card: 0 } }],
    });
    // Booked three days ago: written pending, available by now.
    const old = chargeTransaction(charge(), unixNow() - 3 * DAY, false);
    const fresh = chargeTransaction(charge({ amount_captured: 10_000 }), unixNow(), false);
    const gbp = chargeTransaction(charge({ currency: 'gbp' }), unixNow(), true);
    expect(old.status).toBe('pending');
    await insertBalanceTransactions(testStore.store, account, [old, fresh, gbp]);
    expect(await findBalanceTransaction(testStore.store, account, old.id)).toEqual({
      ...old,
      status: 'available',
    });
    expect((await findBalanceTransaction(testStore.store, account, fresh.id)).status).toBe(
      'pending',
    );
    const balance = await service.balance(account);
    expect(balance.available).toEqual([
      { amount: 1950, currency: 'gbp', source_types: { card: 1950 } },
      { amount: 1912, currency: 'usd', source_types: { card: 1912 } },
    ]);
    expect(balance.pending).toEqual([
      { amount: 0, currency: 'gbp', source_types: { card: 0 } },
      { amount: 9680, currency: 'usd', source_types: { card: 9680 } },
    ]);
    const listed = await service.list(account, { type: 'charge', currency: 'usd' });
    expect(listed.data.map((t) => [t.id, t.status])).toEqual([
      [fresh.id, 'pending'],
      [old.id, 'available'],
    ]);
  });

  it('keeps another account out', async () => {
    const other = { ...account, id: 'acct_other' };
    const [mine] = (await new BalanceService(testStore.store).list(account, {})).data;
    await expect(
      findBalanceTransaction(testStore.store, other, mine?.id ?? ''),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
