// Payment method domains through the official `stripe` npm SDK against a started server, on both
// adapters.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('payment method domains through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'pmd-sdk');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  it('registers a domain with every wallet active, and reads, lists and disables it', async () => {
    const domain = await stripe.paymentMethodDomains.create({ domain_name: 'Shop.Example.com' });
    expect(domain).toMatchObject({
      object: 'payment_method_domain',
      domain_name: 'shop.example.com',
      enabled: true,
      livemode: false,
      apple_pay: { status: 'active' },
      google_pay: { status: 'active' },
      link: { status: 'active' },
      paypal: { status: 'active' },
      klarna: { status: 'active' },
      amazon_pay: { status: 'active' },
    });
    expect(domain.id).toMatch(/^pmd_[A-Za-z0-9]{24}$/);
    expect(await stripe.paymentMethodDomains.retrieve(domain.id)).toEqual(domain);

    const other = await stripe.paymentMethodDomains.create({
      domain_name: 'other.example.com',
      enabled: false,
    });
    const all = await stripe.paymentMethodDomains.list({ limit: 10 });
    expect(all.data.map((d) => d.id)).toEqual([other.id, domain.id]);
    const byName = await stripe.paymentMethodDomains.list({ domain_name: 'shop.example.com' });
    expect(byName.data.map((d) => d.id)).toEqual([domain.id]);
    const enabled = await stripe.paymentMethodDomains.list({ enabled: true });
    expect(enabled.data.map((d) => d.id)).toEqual([domain.id]);

    const disabled = await stripe.paymentMethodDomains.update(domain.id, { enabled: false });
    expect(disabled.enabled).toBe(false);
    expect((await stripe.paymentMethodDomains.list({ enabled: true })).data).toEqual([]);
  });

  it('keeps Apple Pay inactive on localhost and an IP address, the others active', async () => {
    const local = await stripe.paymentMethodDomains.create({ domain_name: 'localhost' });
    expect(local.apple_pay).toEqual({
      status: 'inactive',
      status_details: {
        error_message: 'Apple Pay cannot be used on localhost: register a public domain name.',
      },
    });
    expect(local.google_pay.status).toBe('active');
    const validated = await stripe.paymentMethodDomains.validate(local.id);
    expect(validated.apple_pay.status).toBe('inactive');
    const ip = await stripe.paymentMethodDomains.create({ domain_name: '127.0.0.1' });
    expect(ip.apple_pay.status).toBe('inactive');
  });

  it('answers Stripe-shaped errors: a URL, a duplicate, an unknown id', async () => {
    const url = await stripe.paymentMethodDomains
      .create({ domain_name: 'https://shop.example.com/pay' })
      .catch((error: unknown) => error);
    expect(url).toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'domain_name',
      message: expect.stringContaining('without a scheme, port or path'),
    });
    await stripe.paymentMethodDomains.create({ domain_name: 'twice.example.com' });
    const twice = await stripe.paymentMethodDomains
      .create({ domain_name: 'TWICE.example.com' })
      .catch((error: unknown) => error);
    expect(twice).toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'domain_name',
      message: 'The domain twice.example.com is already registered for this account.',
    });
    const missing = await stripe.paymentMethodDomains
      .retrieve('pmd_missing')
      .catch((error: unknown) => error);
    expect(missing).toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      message: "No such payment method domain: 'pmd_missing'",
    });
    const noName = await stripe.paymentMethodDomains
      .create({} as never)
      .catch((error: unknown) => error);
    expect(noName).toMatchObject({ code: 'parameter_missing', param: 'domain_name' });
  });
});
