// Checkout against started servers: concurrent confirms pay once (one server on PGlite, two
// sharing one PostgreSQL), the expiry job expires each session once across two processes, and
// the four checkout events reach a webhook endpoint signed.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start-server.js';
import { openStore } from '../store/open-store.js';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type ServerStorage, sdkClient, serverStorage } from '../testing/sdk-server.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';

const ITEM = {
  price_data: { currency: 'eur', unit_amount: 2100, product_data: { name: 'Lamp' } },
  quantity: 1,
};
const FAST = {
  webhooks: { pollIntervalMs: 20, retryBaseMs: 200 },
  debits: { delayMs: 50, pollIntervalMs: 50 },
  checkoutExpiry: { pollIntervalMs: 30 },
};

describe.each(STORE_KINDS)('checkout on started servers on %s', (kind) => {
  const servers: RunningServer[] = [];
  let place: ServerStorage;
  let stripe: Stripe;
  beforeAll(async () => {
    place = await serverStorage(kind, 'checkout-servers');
    servers.push(await startServer(place.config, FAST));
    if (kind === 'postgres') servers.push(await startServer(place.config, FAST));
    stripe = sdkClient(servers[0] as RunningServer);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await place?.dispose();
  });

  const post = (i: number, path: string, body: Record<string, string>) => {
    const server = servers[i % servers.length] as RunningServer;
    return fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.publishableKey}` },
      body: new URLSearchParams(body),
    });
  };

  it('pays once when 20 confirms race', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [ITEM],
      success_url: 'https://shop.example/ok',
    });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i, `/v1/payment_pages/${session.id}/confirm`, { payment_method: 'pm_card_visa' }),
      ),
    );
    const ok = responses.filter((res) => res.status === 200);
    expect(ok).toHaveLength(1);
    for (const res of responses.filter((r) => r.status !== 200)) {
      expect([400, 429]).toContain(res.status);
      const { error } = (await res.json()) as { error: { code: string } };
      expect(['checkout_session_complete', 'lock_timeout']).toContain(error.code);
    }
    const done = await stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const charges = await stripe.charges.list({ payment_intent: String(done.payment_intent) });
    expect(charges.data).toHaveLength(1);
    const intents = await stripe.paymentIntents.list({ limit: 100 });
    expect(
      intents.data.filter((pi) => pi.amount === 2100 && pi.status === 'succeeded'),
    ).toHaveLength(1);
    const events = await stripe.events.list({ type: 'checkout.session.completed', limit: 100 });
    expect(
      events.data.filter((e) => (e.data.object as { id: string }).id === session.id),
    ).toHaveLength(1);
  }, 60_000);

  it('delivers the four checkout events signed', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { secret } = await stripe.webhookEndpoints.create({
        url: receiver.url,
        enabled_events: [
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'checkout.session.async_payment_failed',
          'checkout.session.expired',
        ],
      });
      const paid = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [ITEM],
        success_url: 'https://shop.example/ok',
      });
      await post(0, `/v1/payment_pages/${paid.id}/confirm`, { payment_method: 'pm_card_visa' });
      const expired = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [ITEM],
        success_url: 'https://shop.example/ok',
      });
      await stripe.checkout.sessions.expire(expired.id);
      const debits: string[] = [];
      for (const iban of ['DE89370400440532013000', 'DE62370400440532013001']) {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [ITEM],
          payment_method_types: ['sepa_debit'],
          success_url: 'https://shop.example/ok',
        });
        const method = await stripe.paymentMethods.create({
          type: 'sepa_debit',
          sepa_debit: { iban },
          billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
        });
        const res = await post(0, `/v1/payment_pages/${session.id}/confirm`, {
          payment_method: method.id,
        });
        expect(res.status).toBe(200);
        debits.push(session.id);
      }
      const hits = await receiver.waitFor(6, 20_000);
      const events = hits.map((hit) =>
        stripe.webhooks.constructEvent(
          hit.body,
          hit.headers['stripe-signature'] as string,
          secret ?? '',
        ),
      );
      const seen = events.map((e) => `${e.type} ${(e.data.object as { id: string }).id}`).sort();
      expect(seen).toEqual(
        [
          `checkout.session.completed ${paid.id}`,
          `checkout.session.expired ${expired.id}`,
          `checkout.session.completed ${debits[0]}`,
          `checkout.session.async_payment_succeeded ${debits[0]}`,
          `checkout.session.completed ${debits[1]}`,
          `checkout.session.async_payment_failed ${debits[1]}`,
        ].sort(),
      );
    } finally {
      await receiver.stop();
    }
  }, 60_000);
});

// PGlite is one process's database: two processes share only a PostgreSQL.
describe('checkout expiry on two servers sharing one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  let place: ServerStorage;
  let stripe: Stripe;
  beforeAll(async () => {
    place = await serverStorage('postgres', 'checkout-expiry');
    servers.push(await startServer(place.config, FAST));
    servers.push(await startServer(place.config, FAST));
    stripe = sdkClient(servers[0] as RunningServer);
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) await server.close();
    await place?.dispose();
  });

  it('expires each due session once across two server processes', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [ITEM],
        success_url: 'https://shop.example/ok',
      });
      ids.push(session.id);
    }
    // Both processes' jobs poll every 30 ms; the sessions fall due at once.
    const db = await openStore({ databaseUrl: place.config.databaseUrl });
    try {
      await db.query('UPDATE checkout_sessions SET expires_at = 1 WHERE id = ANY($1::text[])', [
        ids,
      ]);
    } finally {
      await db.close();
    }
    for (const id of ids) {
      await eventually(
        () => stripe.checkout.sessions.retrieve(id),
        (s) => s.status === 'expired',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const events = await stripe.events.list({ type: 'checkout.session.expired', limit: 100 });
    const counts = ids.map(
      (id) => events.data.filter((e) => (e.data.object as { id: string }).id === id).length,
    );
    expect(counts).toEqual(ids.map(() => 1));
  }, 60_000);
});
