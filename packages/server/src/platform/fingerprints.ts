import { createHmac } from 'node:crypto';

/**
 * A keyed fingerprint (cards, bank accounts, wallet cards shared to a merchant): 16 base62
 * characters of an HMAC-SHA256 of the value under the account's fingerprint secret. The same
 * value under the same secret always gives the same fingerprint, so stored fingerprints keep
 * matching new ones; another account's secret gives another fingerprint.
 */
export function keyedFingerprint(secret: string, value: string): string {
  return createHmac('sha256', secret)
    .update(value)
    .digest('base64url')
    .replace(/[-_]/g, '')
    .slice(0, 16);
}
