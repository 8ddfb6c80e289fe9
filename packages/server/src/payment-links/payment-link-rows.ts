import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';

// The payment_links table: every statement on it is here.

export type LinkObject = Record<string, unknown> & { id: string; active: boolean };

export interface LinkRow {
  readonly account_id: string;
  readonly data: LinkObject;
  /** The parameters a session opened from the link is created with, and its line items. */
  readonly internals: { params: Record<string, unknown>; items: Record<string, unknown>[] };
}

const COLUMNS = 'account_id, data, line_items AS internals';

export async function insertLink(
  db: Queryable,
  account: Account,
  link: LinkObject,
  token: string,
  internals: LinkRow['internals'],
): Promise<void> {
  await db.query(
    `INSERT INTO payment_links (id, account_id, created, active, token, line_items, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      link.id,
      account.id,
      Math.floor(Date.now() / 1000),
      link.active,
      token,
      JSON.stringify(internals),
      JSON.stringify(link),
    ],
  );
}

export async function findLink(
  db: Queryable,
  account: Account,
  id: string,
  lock = false,
): Promise<LinkRow> {
  const [row] = await db.query<LinkRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM payment_links WHERE id = $1 AND account_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, account.id],
  );
  if (!row) throw resourceMissing('payment_link', id);
  return row;
}

/** The link a `/b/<token>` address names, of whichever account. */
export async function findLinkByToken(db: Queryable, token: string): Promise<LinkRow | undefined> {
  const [row] = await db.query<LinkRow & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM payment_links WHERE token = $1`,
    [token],
  );
  return row;
}

export async function writeLink(
  db: Queryable,
  link: LinkObject,
  internals: LinkRow['internals'],
): Promise<void> {
  await db.query('UPDATE payment_links SET active = $2, data = $3, line_items = $4 WHERE id = $1', [
    link.id,
    link.active,
    JSON.stringify(link),
    JSON.stringify(internals),
  ]);
}
