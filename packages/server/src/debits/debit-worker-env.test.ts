import { describe, expect, it } from 'vitest';
import { debitWorkerOptionsFromEnv } from './debit-worker-env.js';

describe('debit settlement settings from the environment', () => {
  it('reads the delays (0 settles on the next poll) and the poll interval', () => {
    expect(
      debitWorkerOptionsFromEnv({
        KASSA_DEBIT_DELAY_MS: '0',
        KASSA_DEBIT_SLOW_DELAY_MS: '5000',
        KASSA_DEBIT_POLL_MS: '50',
      }),
    ).toEqual({ delayMs: 0, slowDelayMs: 5000, pollIntervalMs: 50 });
    expect(debitWorkerOptionsFromEnv({})).toEqual({});
  });

  it('turns the worker off with KASSA_DEBITS=0', () => {
    expect(debitWorkerOptionsFromEnv({ KASSA_DEBITS: '0' })).toBe(false);
  });

  it.each([
    ['KASSA_DEBIT_DELAY_MS', '-1'],
    ['KASSA_DEBIT_DELAY_MS', 'soon'],
    ['KASSA_DEBIT_POLL_MS', '0'],
  ])('refuses %s=%s', (name, value) => {
    expect(() => debitWorkerOptionsFromEnv({ [name]: value })).toThrow(
      `${name} must be a whole number of milliseconds, but received "${value}".`,
    );
  });
});
