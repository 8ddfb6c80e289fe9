import type { Queryable } from '../store/store.js';
import type { CurrencyOption, PriceObject } from './price-object.js';

// The one module owning the prices table's SQL (the generic list and search pages aside).

export interface PriceRow {
  readonly price: PriceObject;
  /** Every currency's amounts, the price's own included (sent only when expanded). */
  readonly currencyOptions: Record<string, CurrencyOption>;
  readonly inline: boolean;
}

const SELECT_SQL =
  'SELECT data, currency_options, inline FROM prices WHERE id = $1 AND account_id = $2';

type Stored = {
  data: PriceObject;
  currency_options: Record<string, CurrencyOption>;
  inline: boolean;
};

const toRow = (row: Stored): PriceRow => ({
  price: row.data,
  currencyOptions: row.currency_options,
  inline: row.inline,
});

export async function findPrice(
  db: Queryable,
  accountId: string,
  id: string,
  lock = false,
): Promise<PriceRow | null> {
  const rows = await db.query<Stored>(lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL, [
    id,
    accountId,
  ]);
  return rows[0] ? toRow(rows[0]) : null;
}

/** The account's price holding a lookup key, locked, or null. */
export async function findPriceByLookupKey(
  db: Queryable,
  accountId: string,
  lookupKey: string,
): Promise<PriceRow | null> {
  const rows = await db.query<Stored>(
    `SELECT data, currency_options, inline FROM prices
     WHERE account_id = $1 AND lookup_key = $2 FOR UPDATE`,
    [accountId, lookupKey],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Inserts a price; false when its lookup key was taken meanwhile (the unique index). */
export async function insertPrice(
  db: Queryable,
  accountId: string,
  price: PriceObject,
  currencyOptions: Record<string, CurrencyOption>,
  inline = false,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO prices (id, account_id, product_id, created, active, currency, type,
       recurring_interval, recurring_usage_type, lookup_key, inline, data, currency_options)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb)
     ON CONFLICT (account_id, lookup_key) WHERE lookup_key IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      price.id,
      accountId,
      price.product,
      price.created,
      price.active,
      price.currency,
      price.type,
      price.recurring?.interval ?? null,
      price.recurring?.usage_type ?? null,
      price.lookup_key,
      inline,
      JSON.stringify(price),
      JSON.stringify(currencyOptions),
    ],
  );
  return rows.length === 1;
}

/** Writes a changed price; false when its new lookup key was taken meanwhile. */
export async function updatePrice(
  db: Queryable,
  price: PriceObject,
  currencyOptions: Record<string, CurrencyOption>,
): Promise<boolean> {
  // The unique index answers a concurrent taker of the key; DO NOTHING has no UPDATE form, so
  // the key is checked by the statement itself.
  const rows = await db.query<{ id: string }>(
    `UPDATE prices SET active = $2, lookup_key = $3, data = $4::jsonb, currency_options = $5::jsonb
     WHERE id = $1 AND ($3::text IS NULL OR NOT EXISTS (
       SELECT 1 FROM prices other
       WHERE other.account_id = prices.account_id AND other.lookup_key = $3 AND other.id <> $1))
     RETURNING id`,
    [
      price.id,
      price.active,
      price.lookup_key,
      JSON.stringify(price),
      JSON.stringify(currencyOptions),
    ],
  );
  return rows.length === 1;
}

/** Every currency's amounts of these prices, by price id (expand[]=currency_options). */
export async function currencyOptionsOf(
  db: Queryable,
  accountId: string,
  ids: readonly string[],
): Promise<Map<string, Record<string, CurrencyOption>>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; currency_options: Record<string, CurrencyOption> }>(
    'SELECT id, currency_options FROM prices WHERE account_id = $1 AND id = ANY($2::text[])',
    [accountId, ids],
  );
  return new Map(rows.map((row) => [row.id, row.currency_options]));
}

/** Whether the product has a price made through the API (its inline ones count too). */
export async function productHasPrices(
  db: Queryable,
  accountId: string,
  productId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'SELECT id FROM prices WHERE account_id = $1 AND product_id = $2 LIMIT 1',
    [accountId, productId],
  );
  return rows.length > 0;
}
