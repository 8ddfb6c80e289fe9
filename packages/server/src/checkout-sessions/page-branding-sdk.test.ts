// The payment page's account_settings (the account's name and branding, set for the default
// account at start with KASSA_ACCOUNT_*) and after_expiration (the recovery the expired page
// links to), through the official `stripe` SDK and the page endpoint, on both adapters.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type ServerStorage, sdkClient, serverStorage } from '../testing/sdk-server.js';

const BRANDING = {
  displayName: 'Jenny Rosen Coffee',
  iconUrl: 'https://shop.example/icon.png',
  primaryColor: '#0a2540',
  secondaryColor: '#635bff',
};

describe.each(STORE_KINDS)('payment page branding and recovery on %s', (kind) => {
  let storage: ServerStorage;
  let server: RunningServer;
  let stripe: Stripe;
  beforeAll(async () => {
    storage = await serverStorage(kind, 'page-branding');
    server = await startServer(
      { ...storage.config, accountBranding: BRANDING },
      { webhooks: false, checkoutExpiry: false },
    );
    stripe = sdkClient(server);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await storage?.dispose();
  });

  const page = async (id: string, at = server) => {
    const response = await fetch(`${at.url}/v1/payment_pages/${id}`, {
      headers: { Authorization: `Bearer ${at.publishableKey}` },
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  const create = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 1200, product_data: { name: 'Beans' } },
          quantity: 1,
        },
      ],
      success_url: 'https://shop.example/ok',
      ...extra,
    });

  it("shows the account's name, icon and colours", async () => {
    const session = await create();
    expect((await page(session.id)).account_settings).toEqual({
      display_name: 'Jenny Rosen Coffee',
      icon_url: 'https://shop.example/icon.png',
      primary_color: '#0a2540',
      accent_color: '#635bff',
    });
  });

  it('offers the recovery url once a session with recovery enabled expires', async () => {
    const session = await create({ after_expiration: { recovery: { enabled: true } } });
    expect((await page(session.id)).after_expiration).toEqual({
      recovery: { enabled: true, url: null },
    });
    const expired = await stripe.checkout.sessions.expire(session.id);
    const url = expired.after_expiration?.recovery?.url ?? '';
    expect(url).toBe(`${new URL(server.url).origin}/c/recover/${session.id}`);
    const read = await page(session.id);
    expect(read).toMatchObject({ status: 'expired' });
    expect(read.after_expiration).toEqual({ recovery: { enabled: true, url } });
    // Without recovery the page offers none.
    const plain = await create();
    await stripe.checkout.sessions.expire(plain.id);
    expect((await page(plain.id)).after_expiration).toBeNull();
  });

  it('keeps the stored branding at the next start, replacing only what is set', async () => {
    await server.close();
    server = await startServer(
      { ...storage.config, accountBranding: { primaryColor: '#112233' } },
      { webhooks: false, checkoutExpiry: false },
    );
    stripe = sdkClient(server);
    const session = await create();
    expect((await page(session.id)).account_settings).toEqual({
      display_name: 'Jenny Rosen Coffee',
      icon_url: 'https://shop.example/icon.png',
      primary_color: '#112233',
      accent_color: '#635bff',
    });
  });
});
