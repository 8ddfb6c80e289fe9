import { describe, expect, it } from 'vitest';
import { intentOutcome } from './intent-outcome.js';

const intent = (status: string, extra: Record<string, unknown> = {}) =>
  ({ id: 'pi_1', object: 'payment_intent', status, ...extra }) as never;

describe('intentOutcome', () => {
  it.each(['succeeded', 'requires_capture', 'requires_confirmation', 'processing'])(
    'returns the intent when its status is %s',
    (status) => {
      expect(intentOutcome('payment', intent(status))).toEqual({ paymentIntent: intent(status) });
    },
  );

  it('returns a SetupIntent under setupIntent', () => {
    expect(intentOutcome('setup', intent('succeeded'))).toEqual({
      setupIntent: intent('succeeded'),
    });
  });

  it('returns an intent that waits on a redirect, for the loader to follow', () => {
    const waiting = intent('requires_action', {
      next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'http://bank' } },
    });
    expect(intentOutcome('payment', waiting)).toEqual({ paymentIntent: waiting });
  });

  it('gives payment_intent_unexpected_state for a canceled intent', () => {
    expect(intentOutcome('payment', intent('canceled'))).toMatchObject({
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        payment_intent: { id: 'pi_1' },
      },
    });
    expect(intentOutcome('setup', intent('canceled'))).toMatchObject({
      error: { code: 'setup_intent_unexpected_state', setup_intent: { id: 'pi_1' } },
    });
  });

  it('gives the last payment error for an intent back in requires_payment_method', () => {
    const last = {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    };
    expect(
      intentOutcome('payment', intent('requires_payment_method', { last_payment_error: last })),
    ).toMatchObject({
      error: { ...last, payment_intent: { status: 'requires_payment_method' } },
    });
  });

  it('gives an authentication failure when nothing else explains the status', () => {
    expect(
      intentOutcome(
        'payment',
        intent('requires_action', { next_action: { type: 'use_stripe_sdk' } }),
      ),
    ).toMatchObject({
      error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
    });
  });
});
