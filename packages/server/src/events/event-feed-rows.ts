import type { Queryable } from '../store/store.js';

// Reads of events by seq (allocation order: a later commit may hold a lower seq, hence gaps), for the Stripe CLI's listen feed (stripe-cli/):
// rows past a cursor plus the gaps (seqs of transactions still open at the last read), with
// the payload only for the accounts that have a listener in this process.

/** Events past the cursor and in the gaps, in seq order. */
export async function eventsSince(
  db: Queryable,
  cursor: number,
  gaps: readonly number[],
  accounts: readonly string[],
  limit: number,
): Promise<{ seq: number; account_id: string; data: Record<string, unknown> | null }[]> {
  const rows = await db.query<{ seq: unknown; account_id: string; data: unknown }>(
    `SELECT seq, account_id, CASE WHEN account_id = ANY($3::text[]) THEN data END AS data
     FROM events WHERE seq > $1 OR seq = ANY($2::bigint[]) ORDER BY seq LIMIT $4`,
    [cursor, gaps, accounts, limit],
  );
  return rows.map((row) => ({
    seq: Number(row.seq),
    account_id: row.account_id,
    data: (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<
      string,
      unknown
    > | null,
  }));
}

export async function lastEventSeq(db: Queryable): Promise<number> {
  const rows = await db.query<{ seq: unknown }>('SELECT max(seq) AS seq FROM events');
  return Number(rows[0]?.seq ?? 0);
}
