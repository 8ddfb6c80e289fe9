import { createHmac } from 'node:crypto';

/**
 * The Stripe-Signature header for a payload: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>">` keyed with the endpoint secret as given (whsec_… included), which is what
 * the `stripe` SDK's webhooks.constructEvent checks.
 */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}
