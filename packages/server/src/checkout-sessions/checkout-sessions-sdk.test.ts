// Checkout Sessions through the official `stripe` SDK against a started server, on both
// adapters: create, retrieve with expand[], update, list filters, line items, expire, the
// payment page confirm that completes them, and Stripe's 400s for bad input.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const TSHIRT = {
  price_data: { currency: 'usd', unit_amount: 1500, product_data: { name: 'T-shirt' } },
  quantity: 2,
};

describe.each(STORE_KINDS)('checkout sessions through the stripe SDK on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'checkout-sdk', { checkoutExpiry: false });
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const raw = (path: string, body: Record<string, string> = {}, key = server.secretKey) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      body: new URLSearchParams(body),
    });

  it('creates a hosted payment session with totals, a url and no client secret', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [TSHIRT],
      success_url: 'https://shop.example/ok?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/cancel',
      client_reference_id: 'order-1',
      metadata: { order: '1' },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 3000,
      amount_total: 3000,
      currency: 'usd',
      client_secret: null,
      ui_mode: 'hosted_page',
      total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
      payment_intent: null,
      client_reference_id: 'order-1',
    });
    expect(session.id).toMatch(/^cs_test_/);
    const url = new URL(session.url ?? '');
    expect(url.pathname).toBe(`/c/pay/${session.id}`);
    const fragment = JSON.parse(Buffer.from(url.hash.slice(1), 'base64url').toString('utf8'));
    expect(fragment).toEqual({ apiKey: server.publishableKey });
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
    expect(session.payment_method_types).toContain('card');
  });

  it('retrieves with expanded line items, lists items, updates metadata and lists with filters', async () => {
    const customer = await stripe.customers.create({ email: 'jenny@example.com' });
    const session = await stripe.checkout.sessions.create({
      line_items: [
        TSHIRT,
        { ...TSHIRT, quantity: 1, adjustable_quantity: { enabled: true, maximum: 5 } },
      ],
      mode: 'payment',
      customer: customer.id,
      success_url: 'https://shop.example/ok',
    });
    const got = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items', 'customer'],
    });
    expect(got.line_items?.data).toHaveLength(2);
    expect(got.line_items?.data[0]).toMatchObject({
      object: 'item',
      quantity: 2,
      amount_total: 3000,
      description: 'T-shirt',
      price: { object: 'price', unit_amount: 1500, currency: 'usd' },
    });
    expect((got.customer as Stripe.Customer).email).toBe('jenny@example.com');
    const items = await stripe.checkout.sessions.listLineItems(session.id, { limit: 1 });
    expect(items.data).toHaveLength(1);
    expect(items.has_more).toBe(true);
    const updated = await stripe.checkout.sessions.update(session.id, { metadata: { a: 'b' } });
    expect(updated.metadata).toEqual({ a: 'b' });
    const listed = await stripe.checkout.sessions.list({ customer: customer.id });
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);
    const open = await stripe.checkout.sessions.list({ status: 'open', limit: 100 });
    expect(open.data.map((s) => s.id)).toContain(session.id);
  });

  it('expires an open session once, then refuses', async () => {
    const session = await stripe.checkout.sessions.create({
      line_items: [TSHIRT],
      mode: 'payment',
      success_url: 'https://shop.example/ok',
    });
    const expired = await stripe.checkout.sessions.expire(session.id);
    expect(expired.status).toBe('expired');
    const again = await raw(`/v1/checkout/sessions/${session.id}/expire`);
    expect(again.status).toBe(400);
    const events = await stripe.events.list({ type: 'checkout.session.expired' });
    expect(
      events.data.filter((e) => (e.data.object as { id: string }).id === session.id),
    ).toHaveLength(1);
  });

  it('pays through the payment page and completes with checkout.session.completed', async () => {
    const session = await stripe.checkout.sessions.create({
      line_items: [TSHIRT],
      mode: 'payment',
      success_url: 'https://shop.example/ok?cs={CHECKOUT_SESSION_ID}',
      customer_creation: 'always',
    });
    const pageRes = await fetch(`${server.url}/v1/payment_pages/${session.id}`, {
      headers: { Authorization: `Bearer ${server.publishableKey}` },
    });
    const page = (await pageRes.json()) as Record<string, unknown>;
    expect(page).toMatchObject({
      object: 'payment_page',
      id: session.id,
      success_url: `https://shop.example/ok?cs=${session.id}`,
      line_item_group: { total: 3000, subtotal: 3000 },
    });
    const confirmed = await raw(
      `/v1/payment_pages/${session.id}/confirm`,
      { payment_method: 'pm_card_visa', expected_amount: '3000', email: 'shopper@example.com' },
      server.publishableKey,
    );
    const body = (await confirmed.json()) as {
      status: string;
      payment_intent: { status: string; amount: number };
    };
    expect(confirmed.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('complete');
    expect(body.payment_intent).toMatchObject({ status: 'succeeded', amount: 3000 });
    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: { email: 'shopper@example.com' },
    });
    expect(done.customer).toMatch(/^cus_/);
    expect((done.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
    const events = await stripe.events.list({ type: 'checkout.session.completed' });
    expect(
      events.data.filter((e) => (e.data.object as { id: string }).id === session.id),
    ).toHaveLength(1);
    const second = await raw(`/v1/payment_pages/${session.id}/confirm`, {
      payment_method: 'pm_card_visa',
    });
    expect(second.status).toBe(400);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe(
      'checkout_session_complete',
    );
  });
});
