// FX quotes' locks over time and their account, on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { addSecondAccount } from '../testing/second-account.js';
import { FxQuoteService } from './fx-quote-service.js';

describe.each(STORE_KINDS)('FX quote locks on %s', (kind) => {
  let testStore: TestStore;
  let account: Account;
  let other: Account;
  let now = new Date('2026-11-29T06:00:00Z');
  let quotes: FxQuoteService;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    account = (await ensureDefaultAccount(testStore.store)).account;
    other = { ...account, id: (await addSecondAccount(testStore.store)).id };
    quotes = new FxQuoteService(testStore.store, () => now);
  }, 60_000);
  afterAll(() => testStore?.dispose());

  it('keeps a lock active until lock_expires_at, then reports it expired', async () => {
    now = new Date('2026-11-29T06:00:00Z');
    const quote = await quotes.create(account, {
      to_currency: 'usd',
      from_currencies: ['eur'],
      lock_duration: 'five_minutes',
    });
    expect(quote.lock_expires_at).toBe(quote.created + 300);
    now = new Date('2026-11-29T06:04:59Z');
    expect((await quotes.retrieve(account, quote.id)).lock_status).toBe('active');
    now = new Date('2026-11-29T06:05:00Z');
    expect((await quotes.retrieve(account, quote.id)).lock_status).toBe('expired');
    const day = await quotes.create(account, {
      to_currency: 'eur',
      from_currencies: ['usd'],
      lock_duration: 'day',
    });
    expect(day.lock_expires_at).toBe(day.created + 86_400);
  });

  it("answers 404 for another account's quote", async () => {
    const quote = await quotes.create(account, {
      to_currency: 'usd',
      from_currencies: ['gbp'],
      lock_duration: 'none',
    });
    await expect(quotes.retrieve(other, quote.id)).rejects.toMatchObject({
      code: 'resource_missing',
      status: 404,
      message: `No such fx quote: '${quote.id}'`,
    });
  });

  it('converts for Checkout with the table, naming the param of an unknown currency', () => {
    expect(quotes.convert(1000, 'USD', 'EUR')).toBe(920);
    expect(quotes.rate('usd', 'jpy')).toBe(150);
    expect(quotes.hasRate('SEK')).toBe(true);
    expect(() => quotes.convert(1000, 'usd', 'afn', 'updated_currency')).toThrowError(
      expect.objectContaining({ param: 'updated_currency' }),
    );
  });
});
