import { describe, expect, it } from 'vitest';
import { webhookWorkerOptionsFromEnv } from './webhook-worker-env.js';

describe('webhookWorkerOptionsFromEnv', () => {
  it.each([
    [{}, {}],
    [{ KASSA_WEBHOOKS: '0' }, false],
    [
      { KASSA_WEBHOOK_RETRY_BASE_MS: '50', KASSA_WEBHOOK_POLL_MS: '20' },
      { retryBaseMs: 50, pollIntervalMs: 20 },
    ],
    [
      { KASSA_WEBHOOK_TIMEOUT_MS: '2500', KASSA_WEBHOOK_RETRY_MAX_MS: '9000' },
      { timeoutMs: 2500, maxRetryDelayMs: 9000 },
    ],
  ])('reads %j', (env, expected) => {
    expect(webhookWorkerOptionsFromEnv(env)).toEqual(expected);
  });

  it.each(['soon', '-5', '1.5', '0'])('refuses KASSA_WEBHOOK_RETRY_BASE_MS=%s', (value) => {
    expect(() => webhookWorkerOptionsFromEnv({ KASSA_WEBHOOK_RETRY_BASE_MS: value })).toThrow(
      /KASSA_WEBHOOK_RETRY_BASE_MS must be a whole number of milliseconds/,
    );
  });
});
