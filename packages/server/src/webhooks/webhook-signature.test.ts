import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { signatureHeader } from './webhook-signature.js';

const stripe = new Stripe('sk_test_unused');
const secret = 'whsec_0123456789abcdefghijklmnopqrstuv';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded' });
const now = () => Math.floor(Date.now() / 1000);

describe('signatureHeader', () => {
  it("is accepted by the stripe SDK's webhooks.constructEvent", () => {
    const event = stripe.webhooks.constructEvent(
      payload,
      signatureHeader(payload, secret, now()),
      secret,
    );
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded' });
  });

  it.each([
    ['a tampered body', `${payload} `, secret, 0],
    ['another secret', payload, 'whsec_other', 0],
    ['a stale timestamp', payload, secret, -3600],
  ])('is refused by constructEvent for %s', (_case, body, key, age) => {
    const header = signatureHeader(payload, secret, now() + age);
    expect(() => stripe.webhooks.constructEvent(body, header, key)).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
  });

  it('has the t=…,v1=… shape', () => {
    expect(signatureHeader(payload, secret, 1700000000)).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  });
});
