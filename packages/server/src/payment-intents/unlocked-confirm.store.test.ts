import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { createServices, type Services } from '../services.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { UPDATE_PAYMENT_IF_UNCHANGED_SQL } from './payment-writes.js';

// The confirm that takes no row lock (payment-intents.ts #confirmUnlocked) must lose nothing
// that a concurrent change wrote, on PGlite and on PostgreSQL.
describe.each(STORE_KINDS)('unlocked confirm on %s', (kind) => {
  let testStore: TestStore;
  let services: Services;
  let account: Account;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    services = createServices(testStore.store);
    account = (await ensureDefaultAccount(testStore.store)).account;
  }, 60_000);
  afterAll(() => testStore?.dispose());

  const open = () =>
    services.paymentIntents.create(account, {
      amount: 1000,
      currency: 'usd',
      payment_method_types: ['card'],
    });

  it('keeps an update that races the confirm', async () => {
    for (let round = 0; round < 20; round++) {
      const { id } = await open();
      const [updated, confirmed] = await Promise.allSettled([
        services.paymentIntentChanges.update(account, id, { metadata: { round: String(round) } }),
        services.paymentIntents.confirm({ account, publishable: false }, id, {
          payment_method: 'pm_card_visa',
        }),
      ]);
      // A metadata update is allowed in every status: it must win or wait, never fail.
      expect([updated.status, confirmed.status]).toEqual(['fulfilled', 'fulfilled']);
      const final = (await services.paymentIntents.retrieve(
        { account, publishable: false },
        id,
        undefined,
      )) as PaymentIntentObject;
      expect(final.status).toBe('succeeded');
      expect(final.metadata).toEqual({ round: String(round) });
    }
  });

  it('writes nothing when the intent changed since it was read', async () => {
    const { id } = await open();
    // Version '1' is never the row's xmin: the write must find nothing to update.
    const values: unknown[] = [
      id,
      'succeeded',
      JSON.stringify({ id, status: 'succeeded' }),
      account.id,
      null,
      null,
      null,
      'ch_stale',
      JSON.stringify({ id: 'ch_stale' }),
      JSON.stringify([{ id: 'evt_stale', type: 'charge.succeeded' }]),
      Date.now(),
      JSON.stringify([
        {
          id: 'txn_stale',
          source: 'ch_stale',
          type: 'charge',
          currency: 'usd',
          created: 1,
          available_on: 1,
          net: 1,
        },
      ]),
      '1',
    ];
    const rows = await testStore.store.query<{ updated: number }>(
      UPDATE_PAYMENT_IF_UNCHANGED_SQL,
      values,
    );
    expect(rows[0]?.updated).toBe(0);
    const charges = await testStore.store.query("SELECT 1 FROM charges WHERE id = 'ch_stale'");
    const events = await testStore.store.query("SELECT 1 FROM events WHERE id = 'evt_stale'");
    const booked = await testStore.store.query(
      "SELECT 1 FROM balance_transactions WHERE id = 'txn_stale'",
    );
    const intent = await testStore.store.query<{ status: string }>(
      'SELECT status FROM payment_intents WHERE id = $1',
      [id],
    );
    expect([charges.length, events.length, booked.length, intent[0]?.status]).toEqual([
      0,
      0,
      0,
      'requires_payment_method',
    ]);
  });
});
