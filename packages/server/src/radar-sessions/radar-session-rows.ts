import type { Queryable } from '../store/store.js';
import type { RadarSessionObject } from './radar-session-object.js';

// The one module owning radar_sessions' SQL.

export async function insertRadarSession(
  db: Queryable,
  accountId: string,
  session: RadarSessionObject,
): Promise<void> {
  await db.query(
    'INSERT INTO radar_sessions (id, account_id, created, data) VALUES ($1, $2, $3, $4::jsonb)',
    [session.id, accountId, session.created, JSON.stringify(session)],
  );
}

/** The account's session of that id, or null (another account's is null too). */
export async function findRadarSession(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<RadarSessionObject | null> {
  const rows = await db.query<{ data: RadarSessionObject }>(
    'SELECT data FROM radar_sessions WHERE id = $1 AND account_id = $2',
    [id, accountId],
  );
  return rows[0]?.data ?? null;
}
