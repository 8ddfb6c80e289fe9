import type { Store } from '../store/store.js';
import {
  startWebhookWorker,
  type WebhookWorker,
  type WebhookWorkerOptions,
} from './webhook-worker.js';

type Env = Readonly<Record<string, string | undefined>>;

function milliseconds(env: Env, name: string, minimum = 1): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be a whole number of milliseconds, but received "${text}".`);
  }
  return value;
}

/**
 * Worker settings from KASSA_WEBHOOK_* variables; `false` when KASSA_WEBHOOKS=0 turns the
 * worker off in this process (another process sharing the database delivers instead).
 */
export function webhookWorkerOptionsFromEnv(env: Env): WebhookWorkerOptions | false {
  if (env.KASSA_WEBHOOKS?.trim() === '0') return false;
  return millisecondOptions(env, [
    ['pollIntervalMs', 'KASSA_WEBHOOK_POLL_MS'],
    ['retryBaseMs', 'KASSA_WEBHOOK_RETRY_BASE_MS'],
    ['maxRetryDelayMs', 'KASSA_WEBHOOK_RETRY_MAX_MS'],
    ['timeoutMs', 'KASSA_WEBHOOK_TIMEOUT_MS'],
  ]);
}

/** Options from the variables that are set: [option, variable, smallest allowed (default 1)]. */
export function millisecondOptions(
  env: Env,
  settings: ReadonlyArray<readonly [option: string, variable: string, minimum?: number]>,
): Record<string, number> {
  const options: Record<string, number> = {};
  for (const [option, name, minimum] of settings) {
    const value = milliseconds(env, name, minimum);
    if (value !== undefined) options[option] = value;
  }
  return options;
}

/**
 * The worker a started server runs: settings from the environment, overridden by `given`
 * (false: no worker). Failures of the loop itself are logged, never thrown.
 */
export function startConfiguredWebhookWorker(
  store: Store,
  given: WebhookWorkerOptions | false | undefined,
  logError: (line: string, error?: unknown) => void,
  env: Env = process.env,
): WebhookWorker | undefined {
  const fromEnv = webhookWorkerOptionsFromEnv(env);
  if (given === false || (fromEnv === false && given === undefined)) return undefined;
  return startWebhookWorker(store, {
    onError: (error) => logError('webhook worker failed', error),
    ...(fromEnv || {}),
    ...given,
  });
}
