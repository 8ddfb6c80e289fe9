import { describe, expect, it } from 'vitest';
import { parseClientSecret } from './client-secret.js';

describe('parseClientSecret', () => {
  it('reads a PaymentIntent secret', () => {
    expect(parseClientSecret('pi_3Abc123_secret_XyZ789')).toEqual({
      id: 'pi_3Abc123',
      clientSecret: 'pi_3Abc123_secret_XyZ789',
      type: 'PAYMENT_INTENT',
    });
  });

  it('reads a SetupIntent secret', () => {
    expect(parseClientSecret('seti_1Q_secret_abc')).toMatchObject({
      id: 'seti_1Q',
      type: 'SETUP_INTENT',
    });
  });

  it.each([
    undefined,
    null,
    42,
    '',
    'pi_123',
    'pi_123_secret_',
    '_secret_abc',
    'cs_test_123_secret_abc',
    'pi_123_secret_abc def',
    ' pi_123_secret_abc',
    'pk_test_123',
  ])('returns null for %p', (value) => {
    expect(parseClientSecret(value)).toBeNull();
  });
});
