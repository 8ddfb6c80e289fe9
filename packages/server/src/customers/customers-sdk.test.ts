// Customers, saved payment methods, SetupIntents, customer sessions and ephemeral keys through
// the official `stripe` npm SDK against a real started server, on both adapters.

import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

const CLIENT_API_VERSION = '2020-08-27';

describe.each(STORE_KINDS)('customers through the stripe SDK on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'customers-sdk');
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const asKey = (key: string) => sdkClient(server, key);

  it('creates, retrieves, updates, lists and deletes customers', async () => {
    const email = `sdk-${kind}@example.com`;
    const created = await stripe.customers.create({
      email,
      name: 'Jenny Rosen',
      metadata: { plan: 'pro' },
      payment_method: 'pm_card_visa',
    });
    expect(created).toMatchObject({ object: 'customer', email, balance: 0, tax_exempt: 'none' });
    const [method] = (await stripe.customers.listPaymentMethods(created.id)).data;
    const updated = await stripe.customers.update(created.id, {
      invoice_settings: { default_payment_method: method?.id ?? '' },
      name: 'Jenny R.',
    });
    expect(updated.invoice_settings.default_payment_method).toBe(method?.id);
    const retrieved = (await stripe.customers.retrieve(created.id)) as Stripe.Customer;
    expect(retrieved.name).toBe('Jenny R.');
    const listed = await stripe.customers.list({ email, limit: 3 });
    expect(listed.data.map((c) => c.id)).toEqual([created.id]);
    const ids: string[] = [];
    for await (const customer of stripe.customers.list({ email, limit: 1 })) ids.push(customer.id);
    expect(ids).toEqual([created.id]);
    const deleted = await stripe.customers.del(created.id);
    expect(deleted).toMatchObject({ id: created.id, deleted: true });
    expect(await stripe.customers.retrieve(created.id)).toMatchObject({ deleted: true });
  });

  it('attaches, updates, lists and detaches payment methods', async () => {
    const customer = await stripe.customers.create({});
    const pm = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    } as Stripe.PaymentMethodCreateParams);
    const attached = await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    expect(attached.customer).toBe(customer.id);
    const updated = await stripe.paymentMethods.update(pm.id, {
      billing_details: { name: 'Jenny' },
      card: { exp_month: 6, exp_year: 2041 },
      allow_redisplay: 'always',
    });
    expect(updated).toMatchObject({ allow_redisplay: 'always', card: { exp_month: 6 } });
    const listed = await stripe.paymentMethods.list({ customer: customer.id, type: 'card' });
    expect(listed.data.map((m) => m.id)).toEqual([pm.id]);
    const detached = await stripe.paymentMethods.detach(pm.id);
    expect(detached.customer).toBeNull();
    const error = await stripe.paymentMethods.detach(pm.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('creates a sepa_debit payment method and saves it to a customer', async () => {
    const customer = await stripe.customers.create({});
    const pm = await stripe.paymentMethods.create({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    expect(pm.sepa_debit).toMatchObject({ country: 'DE', last4: '3000', bank_code: '37040044' });
    await stripe.paymentMethods.attach(pm.id, { customer: customer.id });
    const listed = await stripe.customers.listPaymentMethods(customer.id, { type: 'sepa_debit' });
    expect(listed.data.map((m) => m.id)).toEqual([pm.id]);
  });

  it('creates, updates, confirms, lists and cancels SetupIntents', async () => {
    const customer = await stripe.customers.create({});
    const intent = await stripe.setupIntents.create({
      customer: customer.id,
      usage: 'on_session',
      metadata: { order: '1' },
    });
    expect(intent).toMatchObject({ status: 'requires_payment_method', usage: 'on_session' });
    const updated = await stripe.setupIntents.update(intent.id, { description: 'save card' });
    expect(updated.description).toBe('save card');
    const declined = await stripe.setupIntents
      .confirm(intent.id, { payment_method: 'pm_card_chargeDeclined' })
      .catch((caught: unknown) => caught);
    expect(declined).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((declined as Stripe.errors.StripeCardError).setup_intent?.status).toBe(
      'requires_payment_method',
    );
    const confirmed = await stripe.setupIntents.confirm(intent.id, {
      payment_method: 'pm_card_visa',
    });
    expect(confirmed.status).toBe('succeeded');
    const retrieved = await stripe.setupIntents.retrieve(intent.id);
    expect(retrieved.latest_attempt).toMatch(/^setatt_/);
    const listed = await stripe.setupIntents.list({ customer: customer.id });
    expect(listed.data.map((i) => i.id)).toEqual([intent.id]);
    const attempts = await stripe.setupAttempts.list({ setup_intent: intent.id });
    expect(attempts.data.map((a) => a.status)).toEqual(['succeeded', 'failed']);
    const other = await stripe.setupIntents.create({});
    const canceled = await stripe.setupIntents.cancel(other.id, {
      cancellation_reason: 'requested_by_customer',
    });
    expect(canceled.status).toBe('canceled');
  });

  it('creates customer sessions and ephemeral keys, and the key works for its customer', async () => {
    const customer = await stripe.customers.create({});
    const session = await stripe.customerSessions.create({
      customer: customer.id,
      components: {
        payment_element: {
          enabled: true,
          features: { payment_method_save: 'enabled', payment_method_remove: 'enabled' },
        },
      },
    });
    expect(session.client_secret).toMatch(/^cuss_secret_/);
    expect(session.components?.payment_element.features?.payment_method_save).toBe('enabled');
    const key = await stripe.ephemeralKeys.create(
      { customer: customer.id },
      { apiVersion: CLIENT_API_VERSION },
    );
    expect(key.secret).toMatch(/^ek_test_/);
    const asCustomer = asKey(key.secret ?? '');
    const seen = await asCustomer.customers.retrieve(customer.id);
    expect(seen.id).toBe(customer.id);
    const refused = await asCustomer.customers.list().catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeError);
    expect((refused as Stripe.errors.StripeError).statusCode).toBe(403);
    const deleted = await stripe.ephemeralKeys.del(key.id);
    expect(deleted.id).toBe(key.id);
    const after = await asCustomer.customers
      .retrieve(customer.id)
      .catch((caught: unknown) => caught);
    expect(after).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });
});
