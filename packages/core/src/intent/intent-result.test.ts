import { describe, expect, it } from 'vitest';
import { intentResult, isActionRequiredStatus, isUpdateBlockedStatus } from './intent-result.js';

const declined = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };

describe('intentResult', () => {
  it.each(['requires_confirmation', 'requires_capture', 'processing', 'succeeded'])(
    'counts %s as success',
    (status) => {
      expect(intentResult({ object: 'payment_intent', status })).toEqual({ outcome: 'success' });
      expect(intentResult({ object: 'setup_intent', status })).toEqual({ outcome: 'success' });
    },
  );

  it.each(['requires_action', 'requires_source_action'])(
    'asks to run the action for %s',
    (status) => {
      expect(intentResult({ object: 'payment_intent', status })).toEqual({
        outcome: 'requires_action',
      });
    },
  );

  it.each([
    ['payment_intent', 'payment_intent_unexpected_state'],
    ['setup_intent', 'setup_intent_unexpected_state'],
  ] as const)('reports a canceled %s as %s', (object, code) => {
    const result = intentResult({ object, status: 'canceled', last_payment_error: declined });
    expect(result).toMatchObject({
      outcome: 'error',
      error: {
        type: 'invalid_request_error',
        code,
        doc_url: expect.stringContaining(code.replaceAll('_', '-')),
      },
    });
  });

  it('returns the last payment error for a payment that needs a new method', () => {
    expect(
      intentResult({
        object: 'payment_intent',
        status: 'requires_payment_method',
        last_payment_error: declined,
      }),
    ).toEqual({ outcome: 'error', error: declined });
  });

  it('returns the last setup error for a setup, not the payment one', () => {
    expect(
      intentResult({
        object: 'setup_intent',
        status: 'requires_payment_method',
        last_setup_error: declined,
      }),
    ).toEqual({ outcome: 'error', error: declined });
    expect(
      intentResult({
        object: 'setup_intent',
        status: 'requires_payment_method',
        last_payment_error: declined,
      }),
    ).toMatchObject({ outcome: 'error', error: { code: 'setup_intent_authentication_failure' } });
  });

  it('reports an unhandled action as an authentication failure once actions ran', () => {
    expect(
      intentResult(
        { object: 'payment_intent', status: 'requires_action' },
        { actionsHandled: true },
      ),
    ).toMatchObject({
      outcome: 'error',
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
  });

  it('knows the action-required and update-blocking statuses', () => {
    expect(isActionRequiredStatus('requires_action')).toBe(true);
    expect(isActionRequiredStatus('processing')).toBe(false);
    for (const s of ['abandoned', 'failed', 'canceled', 'processing', 'succeeded']) {
      expect(isUpdateBlockedStatus(s)).toBe(true);
    }
    expect(isUpdateBlockedStatus('requires_payment_method')).toBe(false);
  });
});
