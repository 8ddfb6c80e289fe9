import { describe, expect, it } from 'vitest';
import { keyedFingerprint } from './fingerprints.js';

describe('keyedFingerprint', () => {
  // Fingerprints are stored with the objects they describe: the derivation must never change,
  // or a card saved before an upgrade would no longer match the same card entered after it.
  it('keeps the derivation every stored fingerprint was made with', () => {
    expect(keyedFingerprint('fp_secret', '4242424242424242')).toBe('w6H1F8hgzAuM2yCK');
    expect(keyedFingerprint('fp_secret', 'bank:DE89370400440532013000')).toBe('ZqPgv1sKQSfArWxO');
    expect(keyedFingerprint('fp_secret', 'US:110000000:000123456789')).toBe('7pzoZZsWn49BuEws');
  });

  it('is 16 base62 characters, the same for the same value and secret', () => {
    const first = keyedFingerprint('secret-a', '4000056655665556');
    expect(first).toMatch(/^[0-9A-Za-z]{16}$/);
    expect(keyedFingerprint('secret-a', '4000056655665556')).toBe(first);
  });

  it('differs between accounts (secrets) and between values', () => {
    const value = '4000056655665556';
    expect(keyedFingerprint('secret-a', value)).not.toBe(keyedFingerprint('secret-b', value));
    expect(keyedFingerprint('secret-a', value)).not.toBe(
      keyedFingerprint('secret-a', '4242424242424242'),
    );
  });
});
