import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../store/store.js';
import type { Account } from './accounts.js';

// Fields of customer-side objects that hold the id of another stored object.
const EXPANDABLE: Readonly<Record<string, 'customers' | 'payment_methods' | 'setup_attempts'>> = {
  customer: 'customers',
  default_payment_method: 'payment_methods',
  latest_attempt: 'setup_attempts',
  payment_method: 'payment_methods',
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
 * Stripe's `expand[]` for customers, payment methods and setup intents, nested paths included
 * (`invoice_settings.default_payment_method`, `payment_method.customer`); each level loads its
 * ids in one query. A deleted customer expands to its deleted stub, as on Stripe.
 */
export async function expandCustomerObjects<T>(
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
  const table = EXPANDABLE[field];
  const values = objects.map((object) => object[field]);
  if (!table) {
    // A plain sub-object (invoice_settings) is walked through, not loaded.
    if (rest.length === 0 || !values.every((v) => v === null || isObject(v))) {
      throw notExpandable(path);
    }
    await expandLevel(db, account, values.filter(isObject), rest, path);
    return;
  }
  const loaded = await load(db, account, table, values);
  const next: Loose[] = [];
  for (const object of objects) {
    const id = object[field];
    const found = typeof id === 'string' ? loaded.get(id) : isObject(id) ? id : undefined;
    if (found) {
      object[field] = found;
      next.push(found);
    }
  }
  if (rest.length > 0) await expandLevel(db, account, next, rest, path);
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
  const rows = await db.query<{ id: string; data: Loose; deleted: boolean }>(
    `SELECT id, data${deleted} FROM ${table} WHERE id = ANY($1::text[]) AND account_id = $2`,
    [ids, account.id],
  );
  for (const row of rows) {
    loaded.set(row.id, row.deleted ? { id: row.id, object: 'customer', deleted: true } : row.data);
  }
  return loaded;
}

/** A list's `expand[]=data.x` applies to its items; anything else cannot be expanded. */
export function listItemPaths(paths: readonly string[] | undefined): string[] {
  return (paths ?? []).map((path) => {
    if (!path.startsWith('data.')) throw notExpandable(path);
    return path.slice('data.'.length);
  });
}
