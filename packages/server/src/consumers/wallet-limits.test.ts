// The lockout schedule of wallet-limits.ts: NIST SP 800-63B §5.2.2's at most 100 consecutive
// failures, reached only through growing waits.
import { describe, expect, it } from 'vitest';
import { lockoutAfter, MAX_CONSECUTIVE_FAILURES } from './wallet-limits.js';

describe('lockoutAfter', () => {
  it('locks at each tenth consecutive failure, doubling from one minute', () => {
    const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90].map(lockoutAfter);
    expect(steps).toEqual([60, 120, 240, 480, 960, 1920, 3840, 7680, 15360]);
    for (const between of [1, 9, 11, 19, 99 - 1]) expect(lockoutAfter(between)).toBe(0);
  });

  it('closes code sign-in for good at the 100th consecutive failure, not before', () => {
    expect(MAX_CONSECUTIVE_FAILURES).toBe(100);
    expect(lockoutAfter(99)).toBe(0);
    expect(lockoutAfter(100)).toBeNull();
    expect(lockoutAfter(250)).toBeNull();
  });
});
