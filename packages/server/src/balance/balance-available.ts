import { record } from '../events/event-service.js';
import { accountsById } from '../platform/accounts.js';
import type { Store } from '../store/store.js';
import { balanceOf } from './balance-service.js';

// balance.available: Stripe sends it when funds become available to pay out (a payment's
// available_on passes; at once for the bypassPending cards). The balance view derives availability from the
// time, so a small worker notices it: per account, the available_on already announced is kept
// in balance_available_marks, moved forward in the statement that claims the announcement, so
// one process sends it however many share the database.

// Funds that became available longer ago than this when the worker first looks are not
// announced again (a restart after downtime sends one event per account, not a backlog).
const LOOKBACK_S = 7 * 24 * 60 * 60;

const CLAIM_SQL = `WITH due AS (
  SELECT b.account_id, max(b.available_on) AS until FROM balance_transactions b
  LEFT JOIN balance_available_marks m ON m.account_id = b.account_id
  WHERE b.net > 0 AND b.available_on <= $1 AND b.available_on > $2
    AND b.available_on > COALESCE(m.announced_until, 0)
  GROUP BY b.account_id
)
INSERT INTO balance_available_marks (account_id, announced_until)
SELECT account_id, until FROM due
ON CONFLICT (account_id) DO UPDATE SET announced_until = EXCLUDED.announced_until
  WHERE balance_available_marks.announced_until < EXCLUDED.announced_until
RETURNING account_id`;

/** Records balance.available for each account whose funds became available since the last look. */
export async function announceAvailableFunds(store: Store, nowSeconds: number): Promise<number> {
  return store.transaction(async (tx) => {
    const rows = await tx.query<{ account_id: string }>(CLAIM_SQL, [
      nowSeconds,
      nowSeconds - LOOKBACK_S,
    ]);
    const accounts = await accountsById(
      tx,
      rows.map((row) => row.account_id),
    );
    for (const account of accounts) {
      await record(tx, account, 'balance.available', await balanceOf(tx, account));
    }
    return accounts.length;
  });
}

export interface BalanceAvailableWorker {
  stop(): Promise<void>;
}

/** Looks every `intervalMs` (default 1 s); failures go to onError, the loop goes on. */
export function startBalanceAvailableWorker(
  store: Store,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): BalanceAvailableWorker {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = announceAvailableFunds(store, Math.floor(Date.now() / 1000))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs ?? 1_000);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
