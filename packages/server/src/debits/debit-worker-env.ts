import type { Store } from '../store/store.js';
import { millisecondOptions } from '../webhooks/webhook-worker-env.js';
import { type DebitWorker, type DebitWorkerOptions, startDebitWorker } from './debit-worker.js';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Settlement settings from KASSA_DEBIT_* variables (delays may be 0: settle on the next poll);
 * `false` when KASSA_DEBITS=0 turns the worker off in this process.
 */
export function debitWorkerOptionsFromEnv(env: Env): DebitWorkerOptions | false {
  if (env.KASSA_DEBITS?.trim() === '0') return false;
  return millisecondOptions(env, [
    ['delayMs', 'KASSA_DEBIT_DELAY_MS', 0],
    ['slowDelayMs', 'KASSA_DEBIT_SLOW_DELAY_MS', 0],
    ['pollIntervalMs', 'KASSA_DEBIT_POLL_MS'],
  ]);
}

/** The settlement worker a started server runs (false: none), failures logged, never thrown. */
export function startConfiguredDebitWorker(
  store: Store,
  given: DebitWorkerOptions | false | undefined,
  logError: (line: string, error?: unknown) => void,
  env: Env = process.env,
): DebitWorker | undefined {
  const fromEnv = debitWorkerOptionsFromEnv(env);
  if (given === false || (fromEnv === false && given === undefined)) return undefined;
  return startDebitWorker(store, {
    onError: (error) => logError('debit settlement worker failed', error),
    ...(fromEnv || {}),
    ...given,
  });
}
