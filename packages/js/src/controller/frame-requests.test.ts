import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterMinimumWait, LOGIN_MIN_WAIT_MS } from './frame-requests.js';

// Spec 001 §9: after a successful confirm the wallet's details are listed, and the wallet shows
// no sooner than 1000 ms after the confirm (the Link Authentication Element's and the Payment
// Element's alike: both confirm through the controller's wallet handler).
describe('afterMinimumWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is spec 001 §9’s 1000 ms', () => {
    expect(LOGIN_MIN_WAIT_MS).toBe(1000);
  });

  it('holds a listing that answered at once until 1000 ms have passed', async () => {
    let settled: string | undefined;
    void afterMinimumWait(Promise.resolve('view')).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('view');
  });

  it('answers a slower listing as soon as it answers, with nothing more to wait', async () => {
    let settled: string | undefined;
    const listing = new Promise<string>((resolve) => setTimeout(() => resolve('late'), 1500));
    void afterMinimumWait(listing).then((value) => {
      settled = value;
    });
    await vi.advanceTimersByTimeAsync(1499);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe('late');
  });

  it('passes a failed listing on', async () => {
    const failing = afterMinimumWait(Promise.reject(new Error('down')));
    const caught = failing.catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await caught).toBe('down');
  });
});
