import { describe, expect, it } from 'vitest';
import { profileCard } from './test-cards.js';
import { authorize } from './test-processor.js';
import { needsAuthentication } from './three-d-secure-cards.js';

describe('3-D Secure test cards', () => {
  it.each([
    // number, on-session challenge, off-session challenge, outcome once authenticated
    ['4000002500003155', true, false, 'approved'],
    ['4000002760003184', true, true, 'approved'],
    ['4000000000003220', true, true, 'approved'],
    ['4000000000003063', true, true, 'approved'],
    ['4000008260003178', true, true, 'insufficient_funds'],
    ['4000008400001629', true, true, 'generic_decline'],
    ['4000000000003055', false, false, 'approved'],
    ['4242424242424242', false, false, 'approved'],
  ])('%s: challenge on-session %s, off-session %s, then %s', (number, on, off, after) => {
    const { outcome } = profileCard(number);
    expect(needsAuthentication(outcome, false)).toBe(on);
    expect(needsAuthentication(outcome, true)).toBe(off);
    const result = authorize(outcome);
    expect(result.approved ? 'approved' : result.declineCode).toBe(after);
  });

  it('gives an after-authentication decline the decline message of its code', () => {
    const result = authorize(profileCard('4000008260003178').outcome);
    expect(result).toMatchObject({
      approved: false,
      code: 'card_declined',
      message: 'Your card has insufficient funds.',
    });
  });
});
