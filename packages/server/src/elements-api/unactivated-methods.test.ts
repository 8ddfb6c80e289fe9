// KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES: the elements session names the intent's types the
// account has not activated (unactivated_payment_method_types), for the Payment Element to show
// them with a warning in test mode; the types stay payable, as in Stripe's test mode.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { sdkClient, serverStorage } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('unactivated payment method types on %s', (kind) => {
  let server: RunningServer | undefined;
  let dispose: (() => Promise<void>) | undefined;
  let stripe: Stripe;
  beforeAll(async () => {
    const storage = await serverStorage(kind, 'unactivated');
    dispose = storage.dispose;
    server = await startServer(
      { ...storage.config, unactivatedPaymentMethodTypes: ['klarna', 'ideal'] },
      { webhooks: false },
    );
    stripe = sdkClient(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await dispose?.();
  });

  async function sessionOf(clientSecret: string) {
    const url = new URL('/v1/elements/sessions', server?.url);
    url.searchParams.set('client_secret', clientSecret);
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${server?.publishableKey}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it("lists the intent's types the account has not activated, and only those", async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'klarna', 'paypal'],
    } as Stripe.PaymentIntentCreateParams);
    const session = await sessionOf(intent.client_secret as string);
    expect(session.ordered_payment_method_types_and_wallets).toEqual(['card', 'klarna', 'paypal']);
    // iDEAL is unactivated too, but this intent does not offer it.
    expect(session.unactivated_payment_method_types).toEqual(['klarna']);
    expect(session.livemode).toBe(false);
  });

  it('lists none for an intent of activated types only', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'paypal'],
    } as Stripe.PaymentIntentCreateParams);
    const session = await sessionOf(intent.client_secret as string);
    expect(session.unactivated_payment_method_types).toEqual([]);
  });
});
