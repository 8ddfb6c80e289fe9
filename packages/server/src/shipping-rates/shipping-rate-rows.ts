import type { Queryable } from '../store/store.js';
import type { ShippingCurrencyOption, ShippingRateObject } from './shipping-rate-object.js';

// The one module owning the shipping_rates table's SQL (the generic list page aside).

export interface ShippingRateRow {
  readonly rate: ShippingRateObject;
  /** Every currency's amount, the rate's own included (sent only when expanded). */
  readonly currencyOptions: Record<string, ShippingCurrencyOption>;
}

type Stored = {
  data: ShippingRateObject;
  currency_options: Record<string, ShippingCurrencyOption>;
};

const SELECT_SQL =
  'SELECT data, currency_options FROM shipping_rates WHERE id = $1 AND account_id = $2';

export async function findShippingRate(
  db: Queryable,
  accountId: string,
  id: string,
  lock = false,
): Promise<ShippingRateRow | null> {
  const rows = await db.query<Stored>(lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL, [
    id,
    accountId,
  ]);
  const row = rows[0];
  return row ? { rate: row.data, currencyOptions: row.currency_options } : null;
}

export async function insertShippingRate(
  db: Queryable,
  accountId: string,
  rate: ShippingRateObject,
  currencyOptions: Record<string, ShippingCurrencyOption>,
): Promise<void> {
  await db.query(
    `INSERT INTO shipping_rates (id, account_id, created, active, currency, data, currency_options)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb)`,
    [
      rate.id,
      accountId,
      rate.created,
      rate.active,
      rate.fixed_amount.currency,
      JSON.stringify(rate),
      JSON.stringify(currencyOptions),
    ],
  );
}

export async function updateShippingRate(
  db: Queryable,
  rate: ShippingRateObject,
  currencyOptions: Record<string, ShippingCurrencyOption>,
): Promise<void> {
  await db.query(
    'UPDATE shipping_rates SET active = $2, data = $3::jsonb, currency_options = $4::jsonb WHERE id = $1',
    [rate.id, rate.active, JSON.stringify(rate), JSON.stringify(currencyOptions)],
  );
}

/** Every currency's amount of these rates, by id (expand[]=fixed_amount.currency_options). */
export async function shippingCurrencyOptionsOf(
  db: Queryable,
  accountId: string,
  ids: readonly string[],
): Promise<Map<string, Record<string, ShippingCurrencyOption>>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{
    id: string;
    currency_options: Record<string, ShippingCurrencyOption>;
  }>(
    'SELECT id, currency_options FROM shipping_rates WHERE account_id = $1 AND id = ANY($2::text[])',
    [accountId, ids],
  );
  return new Map(rows.map((row) => [row.id, row.currency_options]));
}
