import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent } from '../events/event-service.js';
import {
  INSERT_PAYMENT_SQL,
  paymentWriteValues,
  UPDATE_PAYMENT_IF_UNCHANGED_SQL,
  UPDATE_PAYMENT_SQL,
} from '../payment-intents/payment-writes.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import { createServices } from '../services.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { migrate } from './migrate.js';
import { MIGRATIONS } from './migrations/index.js';
import { openStore } from './open-store.js';
import { StoreConflictError, StoreLockError } from './store.js';

// The same suite runs on the embedded PGlite and on a real PostgreSQL.
describe.each(STORE_KINDS)('store on %s', (kind) => {
  let testStore: TestStore;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
  }, 60_000);
  afterAll(() => testStore?.dispose());

  it('applies every migration once and records it', async () => {
    expect(await migrate(testStore.store)).toEqual([]);
    const rows = await testStore.store.query<{ version: number }>(
      'SELECT version FROM kassa_migrations',
    );
    expect(rows.map((row) => row.version).sort((a, b) => a - b)).toEqual(
      MIGRATIONS.map((migration) => migration.version),
    );
  });

  it('rolls a failed transaction back', async () => {
    await testStore.store.query('CREATE TABLE IF NOT EXISTS scratch (n integer PRIMARY KEY)');
    await expect(
      testStore.store.transaction(async (tx) => {
        await tx.query('INSERT INTO scratch VALUES (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await testStore.store.query('SELECT * FROM scratch');
    expect(rows).toEqual([]);
  });

  // Both adapters prepare a statement once and reuse it; PostgreSQL switches to a generic plan
  // after five runs, so a dozen runs cover both kinds of plan.
  it('answers a statement the same on its twelfth run as on its first', async () => {
    const { store } = testStore;
    await store.query(
      'CREATE TABLE IF NOT EXISTS typed (id text PRIMARY KEY, n integer, flag boolean, tags text[], doc jsonb)',
    );
    const insert =
      'INSERT INTO typed (id, n, flag, tags, doc) VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING *';
    for (let i = 0; i < 12; i++) {
      const doc = i % 3 ? null : JSON.stringify({ i, nested: { ok: true } });
      const rows = await store.query(insert, [`t${i}`, i * 1000, i % 2 === 0, ['a', `b${i}`], doc]);
      expect(rows).toEqual([
        {
          id: `t${i}`,
          n: i * 1000,
          flag: i % 2 === 0,
          tags: ['a', `b${i}`],
          doc: doc && { i, nested: { ok: true } },
        },
      ]);
      await expect(store.query(insert, [`t${i}`, 0, true, [], null])).rejects.toBeInstanceOf(
        StoreConflictError,
      );
    }
    const count = 'SELECT count(*)::int AS n FROM typed WHERE n >= $1';
    expect(await store.query(count, [0])).toEqual([{ n: 12 }]);
  });

  it('keeps using a statement that failed inside a rolled-back transaction', async () => {
    const { store } = testStore;
    await store.query('CREATE TABLE IF NOT EXISTS once (id text PRIMARY KEY)');
    const insert = 'INSERT INTO once (id) VALUES ($1)';
    await store.query(insert, ['a']);
    await expect(
      store.transaction(async (tx) => {
        await tx.query(insert, ['b']);
        await tx.query(insert, ['a']);
      }),
    ).rejects.toBeInstanceOf(StoreConflictError);
    await store.transaction((tx) => tx.query(insert, ['c']));
    const rows = await store.query<{ id: string }>('SELECT id FROM once ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual(['a', 'c']);
  });

  it('keeps concurrent transactions apart', async () => {
    await testStore.store.query(
      'CREATE TABLE IF NOT EXISTS counter (id integer PRIMARY KEY, n integer)',
    );
    await testStore.store.query('INSERT INTO counter VALUES (1, 0) ON CONFLICT DO NOTHING');
    await Promise.all(
      Array.from({ length: 30 }, () =>
        testStore.store.transaction(async (tx) => {
          const [row] = await tx.query<{ n: number }>(
            'SELECT n FROM counter WHERE id = 1 FOR UPDATE',
          );
          await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [(row?.n ?? 0) + 1]);
        }),
      ),
    );
    const [row] = await testStore.store.query<{ n: number }>('SELECT n FROM counter WHERE id = 1');
    expect(row?.n).toBe(30);
  });

  it('keeps the default account and its keys', async () => {
    const first = await ensureDefaultAccount(testStore.store);
    const again = await ensureDefaultAccount(testStore.store);
    expect(again).toEqual(first);
    expect(first.secretKey).toMatch(/^sk_test_[A-Za-z0-9]{32}$/);
    expect(first.publishableKey).toMatch(/^pk_test_[A-Za-z0-9]{32}$/);
    const fixed = await ensureDefaultAccount(testStore.store, {
      secretKey: 'sk_test_fixedfixedfixed',
    });
    expect(fixed.secretKey).toBe('sk_test_fixedfixedfixed');
    expect(fixed.publishableKey).toBe(first.publishableKey);
    const services = createServices(testStore.store);
    expect(await services.keys.resolve(first.secretKey)).toBeNull();
    expect((await services.keys.resolve('sk_test_fixedfixedfixed'))?.keyKind).toBe('secret');
  });

  // Events, Charges and payment methods carry no foreign key to accounts (0060): accounts are
  // permanent, and a payment's rows are written with, or hang off, the intent, whose key is.
  it('refuses to delete, re-key or truncate an account', async () => {
    const { store } = testStore;
    const { account } = await ensureDefaultAccount(store);
    await expect(store.query('DELETE FROM accounts WHERE id = $1', [account.id])).rejects.toThrow(
      /accounts rows are permanent/,
    );
    await expect(
      store.query("UPDATE accounts SET id = 'acct_other' WHERE id = $1", [account.id]),
    ).rejects.toThrow(/accounts rows are permanent/);
    await expect(store.query('TRUNCATE accounts CASCADE')).rejects.toThrow(
      /accounts rows are permanent/,
    );
    expect(await store.query('SELECT id FROM accounts WHERE id = $1', [account.id])).toHaveLength(
      1,
    );
  });

  it("writes none of a payment's rows for an account that does not exist", async () => {
    const { store } = testStore;
    const { account } = await ensureDefaultAccount(store);
    const services = createServices(store);
    const known = await services.paymentIntents.create(account, { amount: 500, currency: 'usd' });
    const write = (id: string, accountId: string) => {
      const intent = { id, status: 'succeeded' };
      return paymentWriteValues({
        intent,
        accountId,
        method: { id: `pm_${id}`, outcome: 'success', data: { id: `pm_${id}` } },
        charge: { id: `ch_${id}` },
        events: [buildEvent({ type: 'payment_intent.succeeded', object: intent })],
      });
    };
    await expect(
      store.query(INSERT_PAYMENT_SQL, write('pi_orphan', 'acct_missing')),
    ).rejects.toThrow();
    const [version] = await store.query<{ v: string }>(
      'SELECT xmin::text AS v FROM payment_intents WHERE id = $1',
      [known.id],
    );
    const updated = await store.query<{ updated: number }>(UPDATE_PAYMENT_IF_UNCHANGED_SQL, [
      ...write(known.id, 'acct_missing'),
      version?.v,
    ]);
    expect(updated).toEqual([{ updated: 0 }]);
    const orphans = await store.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM events WHERE account_id = 'acct_missing')
        + (SELECT count(*) FROM charges WHERE account_id = 'acct_missing')
        + (SELECT count(*) FROM payment_methods WHERE account_id = 'acct_missing')
        + (SELECT count(*) FROM payment_intents WHERE account_id = 'acct_missing') AS n`,
    );
    expect(Number(orphans[0]?.n)).toBe(0);
  });

  // Charges carry no foreign key to their intent (0060): intents are permanent, and a Charge
  // is written with its intent's insert or hangs off its update.
  it('refuses to delete, re-key or truncate a payment intent', async () => {
    const { store } = testStore;
    const { account } = await ensureDefaultAccount(store);
    const intent = await createServices(store).paymentIntents.create(account, {
      amount: 800,
      currency: 'usd',
    });
    await expect(
      store.query('DELETE FROM payment_intents WHERE id = $1', [intent.id]),
    ).rejects.toThrow(/payment_intents rows are permanent/);
    await expect(
      store.query("UPDATE payment_intents SET id = 'pi_other' WHERE id = $1", [intent.id]),
    ).rejects.toThrow(/payment_intents rows are permanent/);
    await expect(store.query('TRUNCATE payment_intents CASCADE')).rejects.toThrow(
      /payment_intents rows are permanent/,
    );
  });

  it('writes no Charge, method or event for an intent that does not exist', async () => {
    const { store } = testStore;
    const { account } = await ensureDefaultAccount(store);
    const intent = { id: 'pi_nowhere', status: 'succeeded' };
    const values = paymentWriteValues({
      intent,
      accountId: account.id,
      method: { id: 'pm_nowhere', outcome: 'success', data: { id: 'pm_nowhere' } },
      charge: { id: 'ch_nowhere' },
      events: [buildEvent({ type: 'payment_intent.succeeded', object: intent })],
    });
    expect(await store.query(UPDATE_PAYMENT_SQL, values)).toEqual([{ updated: 0 }]);
    const written = await store.query<{ n: number }>(
      `SELECT (SELECT count(*) FROM charges WHERE payment_intent_id = 'pi_nowhere')
        + (SELECT count(*) FROM payment_methods WHERE id = 'pm_nowhere')
        + (SELECT count(*) FROM events WHERE data->'data'->'object'->>'id' = 'pi_nowhere') AS n`,
    );
    expect(Number(written[0]?.n)).toBe(0);
  });

  it('charges once when 100 confirms of one intent race', async () => {
    const { account } = await ensureDefaultAccount(testStore.store);
    const services = createServices(testStore.store);
    const intent = await services.paymentIntents.create(account, { amount: 1234, currency: 'usd' });
    const viewer = { account, publishable: false };
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        services.paymentIntents.confirm(viewer, intent.id, { payment_method: 'pm_card_visa' }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    expect(succeeded).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'payment_intent_unexpected_state' });
      }
    }
    const charges = await testStore.store.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charges WHERE payment_intent_id = $1',
      [intent.id],
    );
    expect(charges[0]?.n).toBe(1);
  }, 60_000);

  it('runs one request per Idempotency-Key among 100 racing', async () => {
    const { account } = await ensureDefaultAccount(testStore.store);
    const services = createServices(testStore.store);
    const starts = await Promise.allSettled(
      Array.from({ length: 100 }, () => services.idempotency.start(account.id, 'race', 'hash')),
    );
    expect(starts.filter((start) => start.status === 'fulfilled')).toHaveLength(1);
    for (const start of starts) {
      if (start.status === 'rejected')
        expect(start.reason).toMatchObject({ code: 'idempotency_key_in_use' });
    }
  });
});

describe('several processes on one PostgreSQL', () => {
  let testStore: TestStore;
  beforeAll(async () => {
    testStore = await openTestStore('postgres');
  }, 60_000);
  afterAll(() => testStore?.dispose());

  it('answers a duplicate key 409 at once while the first request is still running', async () => {
    const { account } = await ensureDefaultAccount(testStore.store);
    const services = createServices(testStore.store);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = services.idempotency.inTransaction(async () => {
      await services.idempotency.start(account.id, 'held-key', 'hash');
      started();
      await held;
    });
    await running;
    const second = services.idempotency.inTransaction(() =>
      services.idempotency.start(account.id, 'held-key', 'hash'),
    );
    // The duplicate must not wait for the first request to finish: it is refused while the
    // first still holds the key.
    await expect(second).rejects.toMatchObject({ code: 'idempotency_key_in_use' });
    release();
    await first;
  });

  it('behave as one: shared keys, shared intents, one charge', async () => {
    const other = await openStore({ databaseUrl: testStore.url });
    try {
      const a = await ensureDefaultAccount(testStore.store);
      const b = await ensureDefaultAccount(other);
      expect(b.secretKey).toBe(a.secretKey);
      const here = createServices(testStore.store);
      const there = createServices(other);
      const intent = await here.paymentIntents.create(a.account, { amount: 700, currency: 'usd' });
      const viewer = { account: a.account, publishable: false };
      const results = await Promise.allSettled(
        Array.from({ length: 40 }, (_, i) =>
          (i % 2 ? here : there).paymentIntents.confirm(viewer, intent.id, {
            payment_method: 'pm_card_visa',
          }),
        ),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const seen = await there.paymentIntents.retrieve(viewer, intent.id, undefined);
      expect(seen).toMatchObject({ status: 'succeeded', amount_received: 700 });
    } finally {
      await other.close();
    }
  });

  it('reports a lock it cannot get in time as a StoreLockError', async () => {
    const { openPostgresStore } = await import('./postgres-store.js');
    const impatient = await openPostgresStore({
      connectionString: testStore.url ?? '',
      lockTimeoutMs: 100,
    });
    try {
      await testStore.store.query('CREATE TABLE IF NOT EXISTS locked (id integer PRIMARY KEY)');
      await testStore.store.query('INSERT INTO locked VALUES (1) ON CONFLICT DO NOTHING');
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = testStore.store.transaction(async (tx) => {
        await tx.query('SELECT * FROM locked WHERE id = 1 FOR UPDATE');
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await expect(
        impatient.transaction((tx) => tx.query('SELECT * FROM locked WHERE id = 1 FOR UPDATE')),
      ).rejects.toBeInstanceOf(StoreLockError);
      release();
      await holder;
    } finally {
      await impatient.close();
    }
  });
});
