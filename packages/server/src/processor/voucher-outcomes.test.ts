import { describe, expect, it } from 'vitest';
import { VOUCHER_DELAY_MS, voucherOutcome } from './voucher-outcomes.js';

describe('voucher test e-mails', () => {
  const now = 1_700_000_000_000;

  it.each([
    ['shopper+succeed_immediately@example.com', { at: now, to: 'succeeded' }],
    ['SUCCEED_IMMEDIATELY@example.com', { at: now, to: 'succeeded' }],
    ['a.expire_immediately@example.mx', { at: now, to: 'expired' }],
    ['expire_with_delay@example.com', { at: now + VOUCHER_DELAY_MS, to: 'expired' }],
    ['jenny@example.com', { at: now + VOUCHER_DELAY_MS, to: 'succeeded' }],
  ])('schedules %s', (email, outcome) => {
    expect(voucherOutcome(email, now)).toEqual(outcome);
  });

  it('schedules nothing for fill_never or without an e-mail', () => {
    expect(voucherOutcome('x+fill_never@example.com', now)).toBeUndefined();
    expect(voucherOutcome(null, now)).toBeUndefined();
    expect(voucherOutcome('', now)).toBeUndefined();
  });
});
