import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../store/store.js';
import type { Account } from './accounts.js';

// Fields of API objects that hold the id of another stored object, and the table that holds it.
const EXPANDABLE: Readonly<Record<string, string>> = {
  // Balance transactions are read through the view that derives their status.
  balance_transaction: 'balance_transaction_objects',
  charge: 'charges',
  customer: 'customers',
  default_payment_method: 'payment_methods',
  default_price: 'prices',
  failure_balance_transaction: 'balance_transaction_objects',
  latest_attempt: 'setup_attempts',
  latest_charge: 'charges',
  payment_intent: 'payment_intents',
  payment_method: 'payment_methods',
  price: 'prices',
  product: 'products',
  shipping_rate: 'shipping_rates',
  setup_intent: 'setup_intents',
};

// A balance transaction's `source` names an object of any of these kinds, by its id's prefix.
const SOURCE_TABLES: Readonly<Record<string, string>> = {
  ch: 'charges',
  py: 'charges',
  re: 'refunds',
  pyr: 'refunds',
  dp: 'disputes',
  du: 'disputes',
};

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function notExpandable(path: string): ApiError {
  return new ApiError('parameter_invalid_value', `This property cannot be expanded (${path}).`, {
    param: 'expand',
  });
}

/**
 * Stripe's `expand[]`, nested paths included (`latest_charge.payment_method`,
 * `invoice_settings.default_payment_method`); each level loads all its ids in one query. A
 * deleted customer expands to its deleted stub and a charge's `refunds` to its list, as on
 * Stripe.
 */
export async function expandObjects<T>(
  db: Queryable,
  account: Account,
  objects: T[],
  paths: readonly string[] | undefined,
): Promise<T[]> {
  for (const path of paths ?? []) {
    await expandLevel(db, account, objects as Loose[], path.split('.'), path);
  }
  return objects;
}

async function expandLevel(
  db: Queryable,
  account: Account,
  objects: Loose[],
  segments: string[],
  path: string,
): Promise<void> {
  const [field, ...rest] = segments;
  if (field === undefined || objects.length === 0) return;
  if (field === 'refunds' && rest.length === 0 && objects.every((o) => o.object === 'charge')) {
    return embedRefunds(db, account, objects);
  }
  const sources = field === 'source' && objects.every((o) => o.object === 'balance_transaction');
  const table = sources ? 'balance transaction sources' : EXPANDABLE[field];
  const values = objects.map((object) => object[field]);
  if (!table) {
    // A plain sub-object (invoice_settings) is walked through, not loaded.
    if (rest.length === 0 || !values.every((v) => v === null || isObject(v))) {
      throw notExpandable(path);
    }
    await expandLevel(db, account, values.filter(isObject), rest, path);
    return;
  }
  const loaded = sources
    ? await loadSources(db, account, values)
    : await load(db, account, table, values);
  const next: Loose[] = [];
  for (const object of objects) {
    const id = object[field];
    const stored = typeof id === 'string' ? loaded.get(id) : undefined;
    // A copy: two objects pointing at one id must not share what a deeper level expands.
    const found = stored ? { ...stored } : isObject(id) ? id : undefined;
    if (found) {
      object[field] = found;
      next.push(found);
    }
  }
  if (rest.length > 0) await expandLevel(db, account, next, rest, path);
}

/** Balance transactions' sources, each from the table its id's prefix names. */
async function loadSources(
  db: Queryable,
  account: Account,
  values: unknown[],
): Promise<Map<string, Loose>> {
  const byTable = new Map<string, string[]>();
  for (const value of values) {
    if (typeof value !== 'string') continue;
    const table = SOURCE_TABLES[value.slice(0, value.indexOf('_'))];
    if (table) byTable.set(table, [...(byTable.get(table) ?? []), value]);
  }
  const loaded = new Map<string, Loose>();
  for (const [table, ids] of byTable) {
    for (const [id, object] of await load(db, account, table, ids)) loaded.set(id, object);
  }
  return loaded;
}

async function load(
  db: Queryable,
  account: Account,
  table: string,
  values: unknown[],
): Promise<Map<string, Loose>> {
  const ids = [...new Set(values.filter((v): v is string => typeof v === 'string'))];
  const loaded = new Map<string, Loose>();
  if (ids.length === 0) return loaded;
  const deleted = table === 'customers' ? ', deleted' : ', false AS deleted';
  // Generic over the expandable table named, so it reads outside that table's rows module.
  const rows = await db.query<{ id: string; data: Loose; deleted: boolean }>(
    `SELECT id, data${deleted} FROM ${table} WHERE id = ANY($1::text[]) AND account_id = $2`,
    [ids, account.id],
  );
  for (const row of rows) {
    loaded.set(row.id, row.deleted ? { id: row.id, object: 'customer', deleted: true } : row.data);
  }
  return loaded;
}

// A charge's `refunds` list (no longer sent unless expanded) shows its 10 newest refunds.
const EMBEDDED_REFUNDS = 10;

async function embedRefunds(db: Queryable, account: Account, charges: Loose[]): Promise<void> {
  // Read here, not through charges/refunds.ts: platform/ is listed before charges/.
  const rows = await db.query<{ charge_id: string; data: Loose }>(
    `SELECT charge_id, data FROM refunds WHERE charge_id = ANY($1::text[]) AND account_id = $2
     ORDER BY seq DESC`,
    [charges.map((charge) => charge.id), account.id],
  );
  for (const charge of charges) {
    const mine = rows.filter((row) => row.charge_id === charge.id).map((row) => row.data);
    charge.refunds = {
      object: 'list',
      data: mine.slice(0, EMBEDDED_REFUNDS),
      has_more: mine.length > EMBEDDED_REFUNDS,
      url: `/v1/charges/${String(charge.id)}/refunds`,
    };
  }
}

/** A list's `expand[]=data.x` applies to its items; anything else cannot be expanded. */
export function listItemPaths(paths: readonly string[] | undefined): string[] {
  return (paths ?? []).map((path) => {
    if (!path.startsWith('data.')) throw notExpandable(path);
    return path.slice('data.'.length);
  });
}
