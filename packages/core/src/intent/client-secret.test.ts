import { describe, expect, it } from 'vitest';
import { parseClientSecret, resolveConfirmSecret } from './client-secret.js';

describe('parseClientSecret', () => {
  it.each([
    ['pi_3Nabc123_secret_XyZ789', { id: 'pi_3Nabc123', type: 'payment_intent' }],
    ['seti_1Qdef456_secret_abc', { id: 'seti_1Qdef456', type: 'setup_intent' }],
  ])('reads %s', (secret, expected) => {
    expect(parseClientSecret(secret)).toEqual({ ...expected, clientSecret: secret });
  });

  it.each([
    ['pi_123'],
    ['pi__secret_abc'],
    ['cus_123_secret_abc'],
    ['pi_123_secret_'],
    [' pi_123_secret_abc'],
    ['pi_123_secret_abc def'],
    [42],
    [null],
    [undefined],
    [''],
    ['_secret_abc'],
    ['cs_test_123_secret_abc'],
    ['pk_test_123'],
  ])('rejects %j', (secret) => {
    expect(parseClientSecret(secret)).toBeNull();
  });
});

describe('resolveConfirmSecret', () => {
  it.each([
    ['confirmPayment', 'pi_1_secret_a', undefined, null],
    ['confirmPayment', undefined, 'pi_1_secret_a', null],
    ['confirmPayment', undefined, undefined, 'client_secret_required'],
    ['confirmPayment', 'nonsense', undefined, 'invalid_client_secret'],
    ['confirmPayment', 'seti_1_secret_a', undefined, 'setup_intent_secret_with_confirm_payment'],
    ['confirmSetup', 'pi_1_secret_a', undefined, 'payment_intent_secret_with_confirm_setup'],
    ['confirmSetup', 'seti_1_secret_a', 'pi_1_secret_b', null],
  ] as const)('%s with %j (session %j) gives %j', (method, given, session, error) => {
    const result = resolveConfirmSecret(method, given, session);
    expect(result.ok ? null : result.error).toBe(error);
  });
});
