import { createHash } from 'node:crypto';
import type { Queryable } from '../store/store.js';

/** At most `limit` hits per `windowSeconds` for one key. */
export interface RateLimit {
  readonly limit: number;
  readonly windowSeconds: number;
}

/** One counter to bump: what it counts (`lookup:ip:…`) and its limit. */
export interface RateLimitHit extends RateLimit {
  readonly key: string;
}

/** The first limit a hit went over, and how long until its window ends. */
export interface RateLimitExceeded {
  readonly key: string;
  readonly retryAfterSeconds: number;
}

/** A stable, non-reversible name for a value used in a counter key (an e-mail, an address). */
export function limitKeyPart(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 22);
}

// Fixed windows counted in the database, so every server process sharing it shares the limits.
// Each bump is one upsert; the row lock it takes orders concurrent bumps of one key.
const BUMP_SQL = `INSERT INTO rate_limit_hits (key, window_start, hits) VALUES ($1, $2, 1)
  ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
  RETURNING hits`;

// Windows are at most a day long here; older rows only take space.
const PRUNE_SQL = 'DELETE FROM rate_limit_hits WHERE window_start < $1';
const PRUNE_AFTER_SECONDS = 2 * 24 * 3600;

/**
 * Counts one hit on every counter (each counts even when another is over its limit, so a
 * caller hammering one limit keeps paying on the others) and answers the first one exceeded.
 * Run it on a connection of its own, never inside the request's work: a refused or failed call
 * must still have counted.
 */
export async function hitRateLimits(
  db: Queryable,
  hits: readonly RateLimitHit[],
  now: number,
): Promise<RateLimitExceeded | null> {
  let exceeded: RateLimitExceeded | null = null;
  for (const hit of hits) {
    const windowStart = now - (now % hit.windowSeconds);
    const rows = await db.query<{ hits: number }>(BUMP_SQL, [
      `${hit.key}:${hit.windowSeconds}`,
      windowStart,
    ]);
    if (!exceeded && Number(rows[0]?.hits ?? 0) > hit.limit) {
      exceeded = { key: hit.key, retryAfterSeconds: windowStart + hit.windowSeconds - now };
    }
  }
  // About one call in 500 clears windows long over, so the table stays small without a job.
  if (Math.random() < 0.002) await db.query(PRUNE_SQL, [now - PRUNE_AFTER_SECONDS]);
  return exceeded;
}
