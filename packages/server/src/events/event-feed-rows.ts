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

/** `stripe events resend` without an endpoint: the event goes again to the listening CLIs. */
export async function queueCliResend(
  db: Queryable,
  accountId: string,
  eventId: string,
  now: number,
): Promise<void> {
  await db.query(
    'INSERT INTO stripecli_resends (account_id, event_id, created_at) VALUES ($1, $2, $3)',
    [accountId, eventId, now],
  );
  // Resends are read within seconds of their insert: older ones only take room.
  await db.query('DELETE FROM stripecli_resends WHERE created_at < $1', [now - 60 * 60 * 1000]);
}

/** Resends past the cursor and in the gaps, with the event, for the accounts given. */
export async function resendsSince(
  db: Queryable,
  cursor: number,
  gaps: readonly number[],
  accounts: readonly string[],
  limit: number,
): Promise<{ seq: number; account_id: string; data: Record<string, unknown> | null }[]> {
  const rows = await db.query<{ seq: unknown; account_id: string; data: unknown }>(
    `SELECT r.seq, r.account_id, CASE WHEN r.account_id = ANY($3::text[]) THEN e.data END AS data
     FROM stripecli_resends r LEFT JOIN events e ON e.id = r.event_id AND e.account_id = r.account_id
     WHERE r.seq > $1 OR r.seq = ANY($2::bigint[]) ORDER BY r.seq LIMIT $4`,
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

export async function lastResendSeq(db: Queryable): Promise<number> {
  const rows = await db.query<{ seq: unknown }>('SELECT max(seq) AS seq FROM stripecli_resends');
  return Number(rows[0]?.seq ?? 0);
}
