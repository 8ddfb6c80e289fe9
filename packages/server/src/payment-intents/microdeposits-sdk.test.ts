// Microdeposit verification of a hand-entered US bank account through the official `stripe`
// SDK (paymentIntents.verifyMicrodeposits), on both adapters: the right answer starts the
// debit, which the debit worker settles; wrong answers are refused and the third ends it.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

const ONLINE = {
  customer_acceptance: {
    type: 'online' as const,
    online: { ip_address: '203.0.113.9', user_agent: 'stripe-node test' },
  },
};

/** A hand-entered US bank account as payment_method_data (these need microdeposits). */
const bankAccount = (
  billing_details: { name: string; email?: string } = {
    name: 'Jenny Rosen',
    email: 'jenny@example.com',
  },
) => ({
  type: 'us_bank_account' as const,
  us_bank_account: {
    routing_number: '110000000',
    account_number: '000123456789',
    account_holder_type: 'individual' as const,
  },
  billing_details,
});

describe.each(STORE_KINDS)('US bank account microdeposits through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'microdeposits', {
      debits: { delayMs: 0, pollIntervalMs: 20 },
    });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const achIntent = (options: Record<string, unknown> = { verification_method: 'microdeposits' }) =>
    stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
      payment_method_data: bankAccount(),
      payment_method_options: { us_bank_account: options },
      mandate_data: ONLINE,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);

  /** An unconfirmed intent whose options ask for microdeposits. */
  const microdepositIntent = () =>
    stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
      payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
    } as Stripe.PaymentIntentCreateParams);

  it('waits for the descriptor code, then debits and settles', async () => {
    const intent = await achIntent();
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('verify_with_microdeposits');
    const verify = intent.next_action?.verify_with_microdeposits;
    expect(verify?.microdeposit_type).toBe('descriptor_code');
    expect(verify?.arrival_date).toBeGreaterThan(intent.created);
    const verified = await stripe.paymentIntents.verifyMicrodeposits(intent.id, {
      descriptor_code: 'SM11AA',
    });
    expect(verified.status).toBe('processing');
    const settled = await eventually(
      () => stripe.paymentIntents.retrieve(intent.id),
      (current) => current.status !== 'processing',
    );
    expect(settled.status).toBe('succeeded');
  });

  it('takes verification_method from the intent when the confirm does not give it', async () => {
    const created = await microdepositIntent();
    const confirmed = await stripe.paymentIntents.confirm(created.id, {
      payment_method_data: bankAccount(),
      mandate_data: ONLINE,
    } as Stripe.PaymentIntentConfirmParams);
    expect(confirmed.status).toBe('requires_action');
    expect(confirmed.next_action?.type).toBe('verify_with_microdeposits');
    // The confirm's own choice wins over the intent's.
    const instant = await microdepositIntent();
    const direct = await stripe.paymentIntents.confirm(instant.id, {
      payment_method_data: bankAccount({ name: 'Jenny Rosen' }),
      payment_method_options: { us_bank_account: { verification_method: 'instant' } },
      mandate_data: ONLINE,
    } as Stripe.PaymentIntentConfirmParams);
    expect(direct.status).toBe('processing');
  });

  it('takes the amounts 32 and 45 from the publishable key with the client secret', async () => {
    const intent = await achIntent();
    const browser = sdkClient(
      sdk?.server as NonNullable<SdkServer>['server'],
      sdk?.server.publishableKey,
    );
    const verified = await browser.paymentIntents.verifyMicrodeposits(intent.id, {
      amounts: [45, 32],
      client_secret: intent.client_secret as string,
    } as Stripe.PaymentIntentVerifyMicrodepositsParams);
    expect(verified.status).toBe('processing');
  });

  it('refuses wrong answers with the attempts left, and ends after the third', async () => {
    const intent = await achIntent();
    const wrong = (params: Stripe.PaymentIntentVerifyMicrodepositsParams) =>
      stripe.paymentIntents.verifyMicrodeposits(intent.id, params).catch((error: unknown) => error);
    expect(await wrong({ amounts: [10, 11] })).toMatchObject({
      code: 'payment_method_microdeposit_verification_amounts_mismatch',
      param: 'amounts',
    });
    expect(await wrong({ descriptor_code: 'SM00XX' })).toMatchObject({
      code: 'payment_method_microdeposit_verification_descriptor_code_mismatch',
    });
    expect(await wrong({ descriptor_code: 'SM00XX' })).toMatchObject({
      code: 'payment_method_microdeposit_verification_attempts_exceeded',
    });
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe(
      'payment_method_microdeposit_verification_attempts_exceeded',
    );
    expect(await wrong({ descriptor_code: 'SM11AA' })).toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('refuses a call with both or neither answer', async () => {
    const intent = await achIntent();
    const neither = await stripe.paymentIntents
      .verifyMicrodeposits(intent.id, {})
      .catch((error: unknown) => error);
    expect(neither).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(neither).toMatchObject({ code: 'parameter_missing' });
  });

  it.each([
    ['no verification_method', {}],
    ['verification_method automatic', { verification_method: 'automatic' }],
  ])(
    'falls back to microdeposits for typed numbers with %s, as Stripe does',
    async (_, options) => {
      // Stripe's `automatic` tries instant verification (Financial Connections), which typed
      // numbers cannot have, and falls back to microdeposits.
      const intent = await achIntent(options);
      expect(intent.status).toBe('requires_action');
      expect(intent.next_action?.type).toBe('verify_with_microdeposits');
      const verified = await stripe.paymentIntents.verifyMicrodeposits(intent.id, {
        amounts: [32, 45],
      });
      expect(verified.status).toBe('processing');
    },
  );

  it('verifies a SetupIntent the same way, then saves the account to the customer', async () => {
    const customer = await stripe.customers.create({ email: 'ach@example.com' });
    const seti = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['us_bank_account'],
      payment_method_data: {
        type: 'us_bank_account',
        us_bank_account: { routing_number: '110000000', account_number: '000123456789' },
        billing_details: { name: 'Jenny Rosen' },
      },
      payment_method_options: { us_bank_account: { verification_method: 'microdeposits' } },
      mandate_data: ONLINE,
      confirm: true,
    } as Stripe.SetupIntentCreateParams);
    expect(seti.status).toBe('requires_action');
    expect(seti.next_action?.type).toBe('verify_with_microdeposits');
    const wrong = await stripe.setupIntents
      .verifyMicrodeposits(seti.id, { amounts: [1, 2] })
      .catch((error: unknown) => error);
    expect(wrong).toMatchObject({
      code: 'payment_method_microdeposit_verification_amounts_mismatch',
    });
    const done = await stripe.setupIntents.verifyMicrodeposits(seti.id, { amounts: [32, 45] });
    expect(done.status).toBe('succeeded');
    expect(done.mandate).toMatch(/^mandate_/);
    const saved = await stripe.customers.listPaymentMethods(customer.id, {
      type: 'us_bank_account',
    });
    expect(saved.data.map((method) => method.id)).toEqual([done.payment_method]);
  });
});
