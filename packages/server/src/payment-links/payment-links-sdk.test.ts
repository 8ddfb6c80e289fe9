// Payment Links through the official `stripe` SDK on both adapters: create, retrieve, update,
// list, line items, and the link's address opening a Checkout Session (303 to its page).
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

describe.each(STORE_KINDS)('payment links through the stripe SDK on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'payment-links-sdk', { checkoutExpiry: false });
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const priceOf = async (extra: Partial<Stripe.PriceCreateParams> = {}) => {
    const product = await stripe.products.create({
      name: 'Poster',
      images: ['https://img.example/p.png'],
    });
    return stripe.prices.create({
      product: product.id,
      unit_amount: 1200,
      currency: 'usd',
      ...extra,
    });
  };

  it('creates, reads, updates, lists a link and its line items', async () => {
    const price = await priceOf();
    const link = await stripe.paymentLinks.create({
      line_items: [
        { price: price.id, quantity: 2, adjustable_quantity: { enabled: true, maximum: 9 } },
      ],
      metadata: { campaign: 'spring' },
      after_completion: { type: 'redirect', redirect: { url: 'https://shop.example/thanks' } },
      phone_number_collection: { enabled: true },
    });
    expect(link).toMatchObject({
      object: 'payment_link',
      active: true,
      currency: 'usd',
      metadata: { campaign: 'spring' },
      after_completion: { type: 'redirect', redirect: { url: 'https://shop.example/thanks' } },
      phone_number_collection: { enabled: true },
    });
    expect(link.url).toMatch(new RegExp(`^${server.url}/b/[A-Za-z0-9]+$`));
    expect((await stripe.paymentLinks.retrieve(link.id)).id).toBe(link.id);
    const items = await stripe.paymentLinks.listLineItems(link.id);
    expect(items.data[0]).toMatchObject({
      object: 'item',
      quantity: 2,
      amount_total: 2400,
      price: { id: price.id },
    });
    const updated = await stripe.paymentLinks.update(link.id, {
      metadata: { campaign: '' },
      active: false,
    });
    expect(updated).toMatchObject({ active: false, metadata: {} });
    const inactive = await stripe.paymentLinks.list({ active: false, limit: 100 });
    expect(inactive.data.map((l) => l.id)).toContain(link.id);
    const events = await stripe.events.list({ type: 'payment_link.updated', limit: 10 });
    expect(events.data[0]?.data.previous_attributes).toMatchObject({ active: true });
  });

  it('opens a Checkout Session from the link address, 303 to its hosted page', async () => {
    const price = await priceOf();
    const link = await stripe.paymentLinks.create({
      line_items: [{ price: price.id, quantity: 1 }],
    });
    const opened = await fetch(link.url, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const location = new URL(opened.headers.get('location') ?? '');
    expect(location.pathname).toMatch(/^\/c\/pay\/cs_test_/);
    const sessions = await stripe.checkout.sessions.list({ payment_link: link.id });
    expect(sessions.data).toHaveLength(1);
    expect(sessions.data[0]).toMatchObject({
      payment_link: link.id,
      amount_total: 1200,
      mode: 'payment',
      status: 'open',
    });
    await stripe.paymentLinks.update(link.id, { active: false });
    expect((await fetch(link.url, { redirect: 'manual' })).status).toBe(410);
    expect((await fetch(`${server.url}/b/nope`, { redirect: 'manual' })).status).toBe(404);
  });

  it('refuses a link without line items and an inactive price, naming the param', async () => {
    const missing = await stripe.paymentLinks
      .create({} as Stripe.PaymentLinkCreateParams)
      .catch((error: Stripe.errors.StripeError) => error);
    expect(missing).toMatchObject({ statusCode: 400, param: 'line_items' });
    const price = await priceOf();
    await stripe.prices.update(price.id, { active: false });
    const inactive = await stripe.paymentLinks
      .create({ line_items: [{ price: price.id, quantity: 1 }] })
      .catch((error: Stripe.errors.StripeError) => error);
    expect(inactive).toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
    const session = await stripe.checkout.sessions
      .create({
        mode: 'payment',
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: 'https://a.example',
      })
      .catch((error: Stripe.errors.StripeError) => error);
    expect(session).toMatchObject({ statusCode: 400, param: 'line_items[0][price]' });
  });

  it('prices a session line item by price id, with its product name and images', async () => {
    const price = await priceOf();
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{ price: price.id, quantity: 3 }],
      success_url: 'https://shop.example/ok',
    });
    expect(session.amount_total).toBe(3600);
    const page = (await (
      await fetch(`${server.url}/v1/payment_pages/${session.id}`, {
        headers: { Authorization: `Bearer ${server.publishableKey}` },
      })
    ).json()) as { line_item_group: { line_items: { name: string; images: string[] }[] } };
    expect(page.line_item_group.line_items[0]).toMatchObject({
      name: 'Poster',
      images: ['https://img.example/p.png'],
    });
    const hidden = await stripe.prices.list({ limit: 100 });
    const inline = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Tip' } },
          quantity: 1,
        },
      ],
      success_url: 'https://shop.example/ok',
    });
    const items = await stripe.checkout.sessions.listLineItems(inline.id);
    expect(items.data[0]?.price).toMatchObject({ active: false, unit_amount: 500 });
    expect((await stripe.prices.list({ limit: 100 })).data).toHaveLength(hidden.data.length);
  });
});
