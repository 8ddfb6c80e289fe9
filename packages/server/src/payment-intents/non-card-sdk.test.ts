// Non-card payment methods through the official `stripe` SDK against a started server, on both
// adapters: bank debits settle through the database job (also across a restart), redirect
// methods through the simulated bank, and every new error is the SDK's typed error.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start-server.js';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, sdkClient, serverStorage, startSdkServer } from '../testing/sdk-server.js';

const FAST_DEBITS = { delayMs: 0, pollIntervalMs: 20 };
const ONLINE = {
  customer_acceptance: {
    type: 'online' as const,
    online: { ip_address: '203.0.113.9', user_agent: 'stripe-node test' },
  },
};

function sepaDebit(
  stripe: Stripe,
  iban: string,
  extra: Partial<Stripe.PaymentIntentCreateParams> = {},
) {
  return stripe.paymentIntents.create({
    amount: 2050,
    currency: 'eur',
    payment_method_types: ['sepa_debit'],
    payment_method_data: {
      type: 'sepa_debit',
      sepa_debit: { iban },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    },
    confirm: true,
    mandate_data: ONLINE,
    ...extra,
    // The SDK's pinned API version types payment_method_types out; the API still takes it.
  } as Stripe.PaymentIntentCreateParams);
}

const settledStatus = (stripe: Stripe, id: string) =>
  eventually(
    () => stripe.paymentIntents.retrieve(id),
    (intent) => intent.status !== 'processing',
  );

describe.each(STORE_KINDS)('non-card methods through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'noncard', { debits: FAST_DEBITS });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('takes a SEPA debit from processing to succeeded, with its mandate', async () => {
    const intent = await sepaDebit(stripe, 'DE89370400440532013000');
    expect(intent.status).toBe('processing');
    const settled = await settledStatus(stripe, intent.id);
    expect(settled.status).toBe('succeeded');
    const charge = await stripe.charges.retrieve(settled.latest_charge as string);
    expect(charge.status).toBe('succeeded');
    const mandateId = charge.payment_method_details?.sepa_debit?.mandate as string;
    const mandate = await stripe.mandates.retrieve(mandateId);
    expect(mandate).toMatchObject({ status: 'active', type: 'single_use' });
    const events = await stripe.events.list({ limit: 20 });
    const mine = events.data.filter(
      (event) => (event.data.object as { id: string }).id === intent.id,
    );
    expect(mine.map((event) => event.type)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.processing',
      'payment_intent.created',
    ]);
  });

  // The other debits of the spec table, each with Stripe's documented test accounts: one that
  // settles and one that fails with its own code.
  it.each([
    ['au_becs_debit', 'aud', { bsb_number: '000-000', account_number: '000123456' }, null],
    [
      'au_becs_debit',
      'aud',
      { bsb_number: '000-000', account_number: '111111113' },
      'account_closed',
    ],
    ['bacs_debit', 'gbp', { sort_code: '10-88-00', account_number: '00012345' }, null],
    [
      'bacs_debit',
      'gbp',
      { sort_code: '10-88-00', account_number: '22222227' },
      'insufficient_funds',
    ],
  ] as const)('settles a %s debit (%s) from %o as %s', async (type, currency, details, failure) => {
    const intent = await stripe.paymentIntents.create({
      amount: 2050,
      currency,
      payment_method_types: [type],
      payment_method_data: {
        type,
        [type]: details,
        billing_details: {
          name: 'Jenny Rosen',
          email: 'jenny@example.com',
          address: { line1: '1 High St', city: 'London', postal_code: 'N1 7LH', country: 'GB' },
        },
      },
      confirm: true,
      mandate_data: ONLINE,
    } as Stripe.PaymentIntentCreateParams);
    expect(intent.status).toBe('processing');
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    const mandateId = (
      charge.payment_method_details as unknown as Record<string, { mandate?: string }>
    )[type]?.mandate;
    expect(mandateId).toMatch(/^mandate_/);
    const settled = await settledStatus(stripe, intent.id);
    if (failure === null) {
      expect(settled.status).toBe('succeeded');
      return;
    }
    expect(settled.status).toBe('requires_payment_method');
    expect(settled.last_payment_error?.code).toBe(failure);
  });

  it('takes a SEPA debit from processing back to requires_payment_method on DE62…', async () => {
    const intent = await sepaDebit(stripe, 'DE62370400440532013001');
    const settled = await settledStatus(stripe, intent.id);
    expect(settled.status).toBe('requires_payment_method');
    expect(settled.last_payment_error?.code).toBe('generic_could_not_process');
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge.failure_code).toBe('generic_could_not_process');
  });

  it('fails the pending charge of a SEPA debit canceled while processing', async () => {
    // DE08…: the test bank answers only after the slow delay, so the debit is still pending.
    const intent = await sepaDebit(stripe, 'DE08370400440532013003');
    expect(intent.status).toBe('processing');
    const canceled = await stripe.paymentIntents.cancel(intent.id);
    expect(canceled).toMatchObject({ status: 'canceled', amount_received: 0 });
    const charge = await stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({
      status: 'failed',
      paid: false,
      failure_code: 'payment_intent_payment_attempt_failed',
    });
    expect(charge.failure_message).toContain('canceled');
    const failed = await stripe.events.list({ type: 'charge.failed', limit: 10 });
    expect(failed.data.map((event) => (event.data.object as { id: string }).id)).toContain(
      charge.id,
    );
  });

  it('raises typed errors for a currency, a missing mandate and a missing return_url', async () => {
    const currency = await stripe.paymentIntents
      .create({
        amount: 900,
        currency: 'usd',
        payment_method_types: ['ideal'],
      } as Stripe.PaymentIntentCreateParams)
      .catch((error: unknown) => error);
    expect(currency).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(currency).toMatchObject({ code: 'payment_intent_invalid_parameter', param: 'currency' });
    const mandate = await sepaDebit(stripe, 'AT611904300234573201', {
      mandate_data: undefined,
    }).catch((error: unknown) => error);
    expect(mandate).toMatchObject({ code: 'parameter_missing', param: 'mandate_data' });
    const returnUrl = await stripe.paymentIntents
      .create({
        amount: 900,
        currency: 'eur',
        payment_method_types: ['ideal'],
        payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } },
        confirm: true,
      } as Stripe.PaymentIntentCreateParams)
      .catch((error: unknown) => error);
    expect(returnUrl).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(returnUrl).toMatchObject({ param: 'return_url' });
    const unknownType = await stripe.setupIntents
      .create({ payment_method_types: ['eps'] } as Stripe.SetupIntentCreateParams)
      .catch((error: unknown) => error);
    expect(unknownType).toMatchObject({ code: 'setup_intent_invalid_parameter' });
  });

  it('pays iDEAL after the bank page answers, sending the buyer back to return_url', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 3100,
      currency: 'eur',
      payment_method_types: ['ideal'],
      payment_method_data: { type: 'ideal', ideal: { bank: 'abn_amro' } },
      confirm: true,
      return_url: 'https://shop.example/thanks',
    } as Stripe.PaymentIntentCreateParams);
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('redirect_to_url');
    const page = new URL(intent.next_action?.redirect_to_url?.url as string);
    const browser = sdkClient(sdk?.server as RunningServer, page.searchParams.get('key') as string);
    const answer = (await browser.rawRequest(
      'POST',
      `/v1/bank_redirects/${page.pathname.split('/').at(-1)}/complete`,
      { client_secret: page.searchParams.get('client_secret'), result: 'succeeded' },
    )) as unknown as { return_url: string };
    const back = new URL(answer.return_url);
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    expect(paid.status).toBe('succeeded');
  });

  it('sets up a SEPA account for a customer, then debits it off-session', async () => {
    const customer = await stripe.customers.create({ email: 'sepa@example.com' });
    const seti = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['sepa_debit'],
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'FR1420041010050500013M02606' },
        billing_details: { name: 'Jean Dupont', email: 'jean@example.com' },
      },
      confirm: true,
      mandate_data: ONLINE,
    } as Stripe.SetupIntentCreateParams);
    expect(seti.status).toBe('succeeded');
    expect(seti.mandate).toMatch(/^mandate_/);
    const methods = await stripe.customers.listPaymentMethods(customer.id, { type: 'sepa_debit' });
    expect(methods.data.map((pm) => pm.id)).toEqual([seti.payment_method]);
    const later = await stripe.paymentIntents.create({
      amount: 4000,
      currency: 'eur',
      customer: customer.id,
      payment_method: seti.payment_method as string,
      payment_method_types: ['sepa_debit'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(later.status).toBe('processing');
    expect((await settledStatus(stripe, later.id)).status).toBe('succeeded');
  });
});

describe.each(STORE_KINDS)('a processing debit across a restart on %s', (kind) => {
  it('is settled by the servers started after it, once', async () => {
    const place = await serverStorage(kind, 'debit-restart');
    const servers: RunningServer[] = [await startServer(place.config, { debits: false })];
    try {
      const first = sdkClient(servers[0] as RunningServer);
      const intent = await sepaDebit(first, 'AT611904300234573201');
      expect(intent.status).toBe('processing');
      await servers.pop()?.close();
      // Two processes share a PostgreSQL database; PGlite's folder belongs to one.
      const count = kind === 'postgres' ? 2 : 1;
      for (let i = 0; i < count; i++) {
        servers.push(await startServer(place.config, { debits: FAST_DEBITS }));
      }
      const stripe = sdkClient(servers[0] as RunningServer);
      expect((await settledStatus(stripe, intent.id)).status).toBe('succeeded');
      const succeeded = await stripe.events.list({ type: 'charge.succeeded', limit: 10 });
      expect(succeeded.data).toHaveLength(1);
    } finally {
      for (const server of servers) await server.close();
      await place.dispose();
    }
  }, 120_000);
});
