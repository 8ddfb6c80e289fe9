import type { Account } from '../platform/accounts.js';
import {
  type BatchWorker,
  createBatchWorker,
  type ManualBatchWorker,
  startBatchWorker,
} from '../platform/job-loop.js';
import type { Store } from '../store/store.js';
import { millisecondOptions } from '../webhooks/webhook-worker-env.js';
import { expireSession } from './checkout-completion.js';
import { claimDueSession } from './checkout-session-rows.js';

// Open sessions past expires_at expire by a job in the database: each round claims one due
// session FOR UPDATE SKIP LOCKED, so several processes on one PostgreSQL expire each once.

export interface CheckoutExpiryOptions {
  readonly pollIntervalMs?: number;
  readonly batchSize?: number;
  readonly onError?: (error: unknown) => void;
}

const DEFAULTS = {
  pollIntervalMs: 1_000,
  batchSize: 8,
  onError: (_error: unknown) => undefined,
} satisfies Required<CheckoutExpiryOptions>;

export function createCheckoutExpiryWorker(
  store: Store,
  given: CheckoutExpiryOptions = {},
): ManualBatchWorker<Required<CheckoutExpiryOptions>> {
  const options = { ...DEFAULTS, ...given };
  return createBatchWorker(options, (now) =>
    store.transaction(async (tx) => {
      const row = await claimDueSession(tx, Math.floor(now / 1000));
      if (!row) return false;
      await expireSession(tx, { id: row.account_id } as Account, row, new Date(now));
      return true;
    }),
  );
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The worker a started server runs: KASSA_CHECKOUT_EXPIRY=0 turns it off in this process,
 * KASSA_CHECKOUT_EXPIRY_POLL_MS sets how often it looks.
 */
export function startConfiguredCheckoutExpiryWorker(
  store: Store,
  given: CheckoutExpiryOptions | false | undefined,
  logError: (line: string, error?: unknown) => void,
  env: Env = process.env,
): BatchWorker | undefined {
  const off = env.KASSA_CHECKOUT_EXPIRY?.trim() === '0';
  if (given === false || (off && given === undefined)) return undefined;
  return startBatchWorker(
    createCheckoutExpiryWorker(store, {
      onError: (error) => logError('checkout expiry worker failed', error),
      ...millisecondOptions(env, [['pollIntervalMs', 'KASSA_CHECKOUT_EXPIRY_POLL_MS']]),
      ...given,
    }),
  );
}
