// Saving an iDEAL payment or setup as Stripe does, through the official `stripe` SDK on both
// adapters: the buyer's bank authorises, and the customer gets a generated sepa_debit method
// with a multi-use mandate (docs.stripe.com/payments/ideal/save-during-payment and
// set-up-payment) while the iDEAL method itself is spent.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

const JENNY = { name: 'Jenny Rosen', email: 'jenny@example.com' };

type GeneratedFields = {
  generated_sepa_debit: string | null;
  generated_sepa_debit_mandate: string | null;
};

describe.each(STORE_KINDS)('iDEAL saved as a generated SEPA debit on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'generated-sepa', {
      debits: { delayMs: 0, pollIntervalMs: 20 },
    });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  /** The buyer authorises at the simulated bank the intent's next_action points to. */
  async function authorizeAtBank(next: { redirect_to_url?: { url: string | null } | null }) {
    const page = new URL(next.redirect_to_url?.url as string);
    const browser = sdkClient(sdk?.server as RunningServer, page.searchParams.get('key') as string);
    await browser.rawRequest(
      'POST',
      `/v1/bank_redirects/${page.pathname.split('/').at(-1)}/complete`,
      {
        client_secret: page.searchParams.get('client_secret'),
        result: 'succeeded',
      },
    );
  }

  async function paidWithIdeal(extra: Record<string, unknown>) {
    return paidWithRedirect('ideal', { bank: 'ing' }, extra);
  }

  async function paidWithRedirect(
    type: 'ideal' | 'bancontact' | 'sofort',
    own: Record<string, string>,
    extra: Record<string, unknown>,
  ) {
    const intent = await stripe.paymentIntents.create({
      amount: 2500,
      currency: 'eur',
      payment_method_types: [type],
      payment_method_data: {
        type,
        [type]: own,
        billing_details: JENNY,
      },
      confirm: true,
      return_url: 'https://shop.example/thanks',
      ...extra,
    } as Stripe.PaymentIntentCreateParams);
    expect(intent.status).toBe('requires_action');
    await authorizeAtBank(intent.next_action as Stripe.PaymentIntent.NextAction);
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    const details = charge.payment_method_details as unknown as Record<string, GeneratedFields>;
    return { paid, charge, ideal: details[type] as GeneratedFields };
  }

  /** The generated method: the customer's sepa_debit, with its multi-use mandate, reusable. */
  async function expectUsableGenerated(
    customer: string,
    generated: GeneratedFields,
    from: { charge: string | null; setup_attempt: string | null },
    idealId: string,
  ) {
    const pm = await stripe.paymentMethods.retrieve(generated.generated_sepa_debit as string);
    expect(pm).toMatchObject({ type: 'sepa_debit', customer });
    expect(pm.billing_details).toMatchObject(JENNY);
    expect(pm.sepa_debit).toMatchObject({ country: 'NL', last4: '5264', generated_from: from });
    expect(pm.sepa_debit?.fingerprint).toMatch(/^\w{16}$/);
    const mandate = await stripe.mandates.retrieve(
      generated.generated_sepa_debit_mandate as string,
    );
    expect(mandate).toMatchObject({ status: 'active', type: 'multi_use', payment_method: pm.id });
    const ideal = await stripe.paymentMethods.retrieve(idealId);
    expect(ideal.customer).toBeNull();
    const listed = await stripe.customers.listPaymentMethods(customer, { type: 'sepa_debit' });
    expect(listed.data.map((method) => method.id)).toEqual([pm.id]);
    const idealListed = await stripe.customers.listPaymentMethods(customer, { type: 'ideal' });
    expect(idealListed.data).toEqual([]);
    const attached = await stripe.events.list({ type: 'payment_method.attached', limit: 20 });
    expect(attached.data.map((event) => (event.data.object as { id: string }).id)).toContain(pm.id);
    const later = await stripe.paymentIntents.create({
      amount: 1200,
      currency: 'eur',
      customer,
      payment_method: pm.id,
      payment_method_types: ['sepa_debit'],
      off_session: true,
      confirm: true,
    } as Stripe.PaymentIntentCreateParams);
    expect(later.status).toBe('processing');
    const laterCharge = await stripe.charges.retrieve(later.latest_charge as string);
    expect(laterCharge.payment_method_details?.sepa_debit?.mandate).toBe(mandate.id);
    const settled = await eventually(
      () => stripe.paymentIntents.retrieve(later.id),
      (intent) => intent.status !== 'processing',
    );
    expect(settled.status).toBe('succeeded');
    // The spent iDEAL method is refused with Stripe's words.
    const reuse = await stripe.paymentIntents
      .create({
        amount: 500,
        currency: 'eur',
        payment_method: idealId,
        payment_method_types: ['ideal'],
        confirm: true,
        return_url: 'https://shop.example/again',
      } as Stripe.PaymentIntentCreateParams)
      .catch((error: unknown) => error);
    expect(reuse).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(reuse).toMatchObject({
      code: 'payment_method_unexpected_state',
      message:
        'The provided ideal PaymentMethod cannot be used again. It was used in a previous PaymentIntent or SetupIntent to set up a sepa_debit PaymentMethod. Please use the generated sepa_debit PaymentMethod instead.',
    });
  }

  it('generates a sepa_debit method and mandate from a PaymentIntent saved off_session', async () => {
    const customer = await stripe.customers.create({ email: 'jenny@example.com' });
    const { paid, charge, ideal } = await paidWithIdeal({
      customer: customer.id,
      setup_future_usage: 'off_session',
    });
    expect(paid.status).toBe('succeeded');
    expect(paid.payment_method).toMatch(/^pm_/);
    expect(ideal.generated_sepa_debit).toMatch(/^pm_/);
    expect(ideal.generated_sepa_debit).not.toBe(paid.payment_method);
    expect(ideal.generated_sepa_debit_mandate).toMatch(/^mandate_/);
    const from = { charge: charge.id, setup_attempt: null };
    await expectUsableGenerated(customer.id, ideal, from, paid.payment_method as string);
  });

  it.each([
    ['bancontact', {}, 'BE', '7061'],
    ['sofort', { country: 'DE' }, 'DE', '3000'],
  ] as const)(
    'generates a sepa_debit method from a saved %s payment',
    async (type, own, country, last4) => {
      const customer = await stripe.customers.create({ email: `${type}@example.com` });
      const { charge, ideal: details } = await paidWithRedirect(type, own, {
        customer: customer.id,
        setup_future_usage: 'off_session',
      });
      const pm = await stripe.paymentMethods.retrieve(details.generated_sepa_debit as string);
      expect(pm).toMatchObject({ type: 'sepa_debit', customer: customer.id });
      expect(pm.sepa_debit).toMatchObject({
        country,
        last4,
        generated_from: { charge: charge.id, setup_attempt: null },
      });
      const mandate = await stripe.mandates.retrieve(
        details.generated_sepa_debit_mandate as string,
      );
      expect(mandate).toMatchObject({ type: 'multi_use', payment_method: pm.id });
    },
  );

  it('generates nothing without setup_future_usage: the fields are null', async () => {
    const customer = await stripe.customers.create({ email: 'once@example.com' });
    const { paid, ideal } = await paidWithIdeal({ customer: customer.id });
    expect(paid.status).toBe('succeeded');
    expect(ideal).toMatchObject({ generated_sepa_debit: null, generated_sepa_debit_mandate: null });
    const listed = await stripe.customers.listPaymentMethods(customer.id);
    expect(listed.data).toEqual([]);
  });

  it('generates a sepa_debit method and mandate from an iDEAL SetupIntent', async () => {
    const customer = await stripe.customers.create({ email: 'setup@example.com' });
    const seti = await stripe.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['ideal'],
      payment_method_data: {
        type: 'ideal',
        ideal: { bank: 'rabobank' },
        billing_details: JENNY,
      },
      confirm: true,
      return_url: 'https://shop.example/saved',
    } as Stripe.SetupIntentCreateParams);
    expect(seti.status).toBe('requires_action');
    await authorizeAtBank(seti.next_action as Stripe.SetupIntent.NextAction);
    const done = await stripe.setupIntents.retrieve(seti.id, { expand: ['latest_attempt'] });
    expect(done.status).toBe('succeeded');
    const attempt = done.latest_attempt as Stripe.SetupAttempt;
    expect(attempt.payment_method).toBe(done.payment_method);
    const ideal = attempt.payment_method_details.ideal as unknown as GeneratedFields;
    expect(ideal.generated_sepa_debit).toMatch(/^pm_/);
    expect(done.mandate).toBe(ideal.generated_sepa_debit_mandate);
    const from = { charge: null, setup_attempt: attempt.id };
    await expectUsableGenerated(customer.id, ideal, from, done.payment_method as string);
  });
});
