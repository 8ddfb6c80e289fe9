// Adaptive pricing of Checkout Sessions through the page endpoints and the official `stripe`
// SDK, on both adapters: the shopper's country from Stripe's test-mode `+location_XX` e-mail
// suffix, the local currency's total converted by the FX quotes service (rounded to its minor
// unit), `updated_currency`, the PaymentIntent charged in the presentment currency and the
// session's `presentment_details`; spec 002's rule (only when a rate and an active currency
// exist and differ from the integration currency).
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

type Page = {
  status: string;
  adaptive_pricing: {
    enabled: boolean;
    active_currency: string | null;
    currency_options: { currency: string; total: number }[];
  } | null;
  line_item_group: { currency: string; total: number; subtotal: number };
  payment_intent: { amount: number; currency: string; status: string } | null;
  error?: { type: string; param?: string; code?: string; message: string };
};

describe.each(STORE_KINDS)('adaptive pricing on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'adaptive-pricing', { checkoutExpiry: false });
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const call = async (path: string, body?: Record<string, string>) => {
    const response = await fetch(`${server.url}/v1/payment_pages/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `Bearer ${server.publishableKey}` },
      ...(body ? { body: new URLSearchParams(body) } : {}),
    });
    return { status: response.status, page: (await response.json()) as Page };
  };

  const create = (adaptive: boolean, unitAmount = 1999, currency = 'usd') =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency, unit_amount: unitAmount, product_data: { name: 'Mug' } },
          quantity: 1,
        },
      ],
      success_url: 'https://shop.example/ok',
      adaptive_pricing: { enabled: adaptive },
    });

  it('offers the local currency of a +location_XX shopper, rounded to its minor unit', async () => {
    const session = await create(true);
    const first = await call(session.id);
    expect(first.page.adaptive_pricing).toEqual({
      enabled: true,
      active_currency: null,
      currency_options: [{ currency: 'usd', total: 1999 }],
    });
    // 19.99 USD × 0.92 = 18.3908 EUR → 18.39.
    const french = await call(session.id, { email: 'jenny+location_FR@example.com' });
    expect(french.status).toBe(200);
    expect(french.page.adaptive_pricing?.currency_options).toEqual([
      { currency: 'usd', total: 1999 },
      { currency: 'eur', total: 1839 },
    ]);
    // 19.99 USD × 150 = 2998.5 JPY → 2999 (half away from zero; yen has no minor unit).
    const japanese = await call(session.id, { email: 'jenny+location_jp@example.com' });
    expect(japanese.page.adaptive_pricing?.currency_options).toEqual([
      { currency: 'usd', total: 1999 },
      { currency: 'jpy', total: 2999 },
    ]);
    // A shopper in the integration currency's country is offered nothing else.
    const american = await call(session.id, { email: 'jenny+location_US@example.com' });
    expect(american.page.adaptive_pricing?.currency_options).toEqual([
      { currency: 'usd', total: 1999 },
    ]);
  });

  it('refuses a currency not offered, naming updated_currency', async () => {
    const session = await create(true);
    await call(session.id, { email: 'jenny+location_FR@example.com' });
    const refused = await call(session.id, { updated_currency: 'gbp' });
    expect(refused.status).toBe(400);
    expect(refused.page.error).toMatchObject({
      type: 'invalid_request_error',
      param: 'updated_currency',
    });
    const plain = await create(false);
    const off = await call(plain.id, { email: 'jenny+location_FR@example.com' });
    expect(off.page.adaptive_pricing).toBeNull();
    const noAdaptive = await call(plain.id, { updated_currency: 'eur' });
    expect(noAdaptive.status).toBe(400);
    expect(noAdaptive.page.error?.param).toBe('updated_currency');
    // The session's own currency is always accepted.
    expect((await call(plain.id, { updated_currency: 'usd' })).status).toBe(200);
  });

  it('presents and charges the chosen currency, with presentment_details', async () => {
    const session = await create(true, 1500);
    await call(session.id, { email: 'jenny+location_DE@example.com' });
    const chosen = await call(session.id, { updated_currency: 'eur' });
    expect(chosen.status).toBe(200);
    expect(chosen.page.adaptive_pricing?.active_currency).toBe('eur');
    expect(chosen.page.line_item_group).toMatchObject({ currency: 'eur', total: 1380 });
    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({
      currency: 'usd',
      amount_total: 1500,
      presentment_details: { presentment_amount: 1380, presentment_currency: 'eur' },
    });
    // The page's expected amount is the total the shopper sees.
    const stale = await call(`${session.id}/confirm`, {
      payment_method: 'pm_card_visa',
      expected_amount: '1500',
    });
    expect(stale.status).toBe(400);
    expect(stale.page.error?.param).toBe('expected_amount');
    const paid = await call(`${session.id}/confirm`, {
      payment_method: 'pm_card_visa',
      expected_amount: '1380',
    });
    expect(paid.status, JSON.stringify(paid.page)).toBe(200);
    expect(paid.page.status).toBe('complete');
    expect(paid.page.payment_intent).toMatchObject({
      status: 'succeeded',
      amount: 1380,
      currency: 'eur',
    });
    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    expect(done).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 1500,
      currency: 'usd',
      presentment_details: { presentment_amount: 1380, presentment_currency: 'eur' },
    });
    expect(done.payment_intent).toMatchObject({ amount: 1380, currency: 'eur' });
  });

  it('goes back to the integration currency when chosen, or when the shopper moves', async () => {
    const session = await create(true, 1500);
    await call(session.id, { email: 'jenny+location_GB@example.com', updated_currency: 'gbp' });
    expect((await stripe.checkout.sessions.retrieve(session.id)).presentment_details).toEqual({
      presentment_amount: 1185,
      presentment_currency: 'gbp',
    });
    const back = await call(session.id, { updated_currency: 'usd' });
    expect(back.page.adaptive_pricing?.active_currency).toBeNull();
    expect(back.page.line_item_group).toMatchObject({ currency: 'usd', total: 1500 });
    expect((await stripe.checkout.sessions.retrieve(session.id)).presentment_details).toBeNull();
    await call(session.id, { updated_currency: 'gbp' });
    const moved = await call(session.id, { email: 'jenny@example.com' });
    expect(moved.page.adaptive_pricing).toEqual({
      enabled: true,
      active_currency: null,
      currency_options: [{ currency: 'usd', total: 1500 }],
    });
    const paid = await call(`${session.id}/confirm`, {
      payment_method: 'pm_card_visa',
      expected_amount: '1500',
    });
    expect(paid.page.payment_intent).toMatchObject({ amount: 1500, currency: 'usd' });
  });
});
