import { randomBase62 } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';

// The one module that runs SQL on stripecli_secrets, stripecli_sessions and stripecli_attempts.

export type CliFeature = 'webhooks' | 'request_logs';

export interface CliSessionRow {
  readonly id: string;
  readonly account_id: string;
  readonly feature: CliFeature;
  readonly filters: unknown;
  readonly expires_at: number;
}

/**
 * The account's `stripe listen` signing secret: made once, then the same for every session, so
 * a developer's .env keeps working across restarts and processes.
 */
export async function listenSecret(db: Queryable, accountId: string): Promise<string> {
  const rows = await db.query<{ secret: string }>(
    `WITH made AS (
       INSERT INTO stripecli_secrets (account_id, secret) VALUES ($1, $2)
       ON CONFLICT (account_id) DO NOTHING RETURNING secret
     )
     SELECT secret FROM made UNION ALL
     SELECT secret FROM stripecli_secrets WHERE account_id = $1
     LIMIT 1`,
    [accountId, `whsec_${randomBase62(40)}`],
  );
  return rows[0]?.secret as string;
}

export async function insertCliSession(
  db: Queryable,
  session: {
    id: string;
    accountId: string;
    feature: CliFeature;
    deviceName: string | null;
    filters: unknown;
    now: number;
    expiresAt: number;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO stripecli_sessions (id, account_id, feature, device_name, filters, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
    [
      session.id,
      session.accountId,
      session.feature,
      session.deviceName,
      session.filters === null ? null : JSON.stringify(session.filters),
      session.now,
      session.expiresAt,
    ],
  );
  // Expired sessions are swept as new ones open: the table holds only live ones.
  await db.query('DELETE FROM stripecli_sessions WHERE expires_at < $1', [session.now]);
}

export async function findCliSession(
  db: Queryable,
  id: string,
  now: number,
): Promise<CliSessionRow | undefined> {
  const rows = await db.query<CliSessionRow & Record<string, unknown>>(
    `SELECT id, account_id, feature, filters, expires_at FROM stripecli_sessions
     WHERE id = $1 AND expires_at >= $2`,
    [id, now],
  );
  const row = rows[0];
  if (!row) return undefined;
  const filters = typeof row.filters === 'string' ? JSON.parse(row.filters) : row.filters;
  return { ...row, filters, expires_at: Number(row.expires_at) };
}

export interface CliAttempt {
  readonly id: string;
  readonly object: 'stripecli_delivery_attempt';
  readonly created: number;
  readonly event: string;
  readonly session: string;
  readonly webhook_id: string;
  readonly forward_url: string;
  readonly status_code: number;
  readonly response_body: string;
}

/** What the CLI answered after forwarding an event (its `webhook_response`). */
export async function insertCliAttempts(
  db: Queryable,
  attempts: readonly (CliAttempt & { account_id: string })[],
): Promise<void> {
  if (attempts.length === 0) return;
  await db.query(
    `INSERT INTO stripecli_attempts (id, account_id, event_id, session_id, data)
     SELECT a.value->>'id', a.value->>'account_id', a.value->>'event', a.value->>'session',
       a.value - 'account_id'
     FROM jsonb_array_elements($1::jsonb) AS a(value)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(attempts)],
  );
}

export async function cliAttemptsForEvent(
  db: Queryable,
  accountId: string,
  eventId: string,
): Promise<CliAttempt[]> {
  const rows = await db.query<{ data: CliAttempt }>(
    `SELECT data FROM stripecli_attempts WHERE account_id = $1 AND event_id = $2 ORDER BY seq`,
    [accountId, eventId],
  );
  return rows.map((row) => row.data);
}
