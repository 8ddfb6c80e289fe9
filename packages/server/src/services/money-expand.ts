import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../store/store.js';
import type { Account } from './accounts.js';

// Fields of charges and refunds that hold the id of another stored object.
const EXPANDABLE: Readonly<Record<string, 'charges' | 'payment_intents' | 'payment_methods'>> = {
  charge: 'charges',
  latest_charge: 'charges',
  payment_intent: 'payment_intents',
  payment_method: 'payment_methods',
};

type Loose = Record<string, unknown>;

/**
 * Stripe's `expand[]` for these objects, nested paths included (`charge.payment_intent`);
 * `data.` prefixes address list items. Each level loads all its ids in one query.
 */
export async function expandAll<T>(
  db: Queryable,
  account: Account,
  objects: T[],
  paths: readonly string[] | undefined,
): Promise<T[]> {
  for (const path of paths ?? []) {
    await expandPath(db, account, objects as Loose[], path.split('.'), path);
  }
  return objects;
}

async function expandPath(
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
  const table = EXPANDABLE[field];
  if (!table) {
    throw new ApiError('parameter_invalid_value', `This property cannot be expanded (${field}).`, {
      param: 'expand',
    });
  }
  const ids = [...new Set(objects.map((o) => o[field]).filter((v) => typeof v === 'string'))];
  const loaded = new Map<string, Loose>();
  if (ids.length > 0) {
    const rows = await db.query<{ id: string; data: Loose }>(
      `SELECT id, data FROM ${table} WHERE id = ANY($1::text[]) AND account_id = $2`,
      [ids, account.id],
    );
    for (const row of rows) loaded.set(row.id, row.data);
  }
  const next: Loose[] = [];
  for (const object of objects) {
    const id = object[field];
    const found = typeof id === 'string' ? loaded.get(id) : undefined;
    if (found) {
      object[field] = { ...found };
      next.push(object[field] as Loose);
    } else if (typeof id === 'object' && id !== null) {
      next.push(id as Loose);
    }
  }
  if (rest.length > 0) await expandPath(db, account, next, rest, path);
}

// A charge's `refunds` list (no longer sent unless expanded) shows its 10 newest refunds.
const EMBEDDED_REFUNDS = 10;

async function embedRefunds(db: Queryable, account: Account, charges: Loose[]): Promise<void> {
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

/** A list's `expand[]=data.x` applies to its items. */
export function itemPaths(paths: readonly string[] | undefined): string[] {
  return (paths ?? []).map((path) => {
    if (!path.startsWith('data.')) {
      throw new ApiError('parameter_invalid_value', `This property cannot be expanded (${path}).`, {
        param: 'expand',
      });
    }
    return path.slice('data.'.length);
  });
}
