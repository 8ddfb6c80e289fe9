// Webhook endpoints and events through the official `stripe` SDK against started servers,
// and a delivery that survives a restart, on both adapters.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start-server.js';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { sdkClient, serverStorage } from '../testing/sdk-server.js';
import { startWebhookReceiver } from '../testing/webhook-receiver.js';

const FAST = { pollIntervalMs: 20, retryBaseMs: 200 };

describe.each(STORE_KINDS)('webhooks through the stripe SDK on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const place = await serverStorage(kind, 'webhooks');
    server = await startServer(place.config, { webhooks: FAST });
    stripe = sdkClient(server);
    dispose = async () => {
      await server.close();
      await place.dispose();
    };
  }, 120_000);
  afterAll(() => dispose?.());

  it('creates, retrieves, updates, lists and deletes an endpoint', async () => {
    const created = await stripe.webhookEndpoints.create({
      url: 'http://localhost:4243/webhooks',
      enabled_events: ['payment_intent.succeeded', 'charge.refunded'],
      description: 'demo shop',
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.status).toBe('enabled');
    const read = await stripe.webhookEndpoints.retrieve(created.id);
    expect(read.secret).toBeUndefined();
    const updated = await stripe.webhookEndpoints.update(created.id, {
      disabled: true,
      enabled_events: ['*'],
      metadata: { team: 'shop' },
    });
    expect(updated).toMatchObject({ status: 'disabled', enabled_events: ['*'] });
    const list = await stripe.webhookEndpoints.list({ limit: 3 });
    expect(list.data.map((endpoint) => endpoint.id)).toContain(created.id);
    const deleted = await stripe.webhookEndpoints.del(created.id);
    expect(deleted).toMatchObject({ id: created.id, deleted: true });
    const error = await stripe.webhookEndpoints.retrieve(created.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('signs the events it delivers so constructEvent accepts them', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { secret } = await stripe.webhookEndpoints.create({
        url: receiver.url,
        enabled_events: ['payment_intent.created'],
      });
      const intent = await stripe.paymentIntents.create(
        { amount: 1234, currency: 'usd' },
        { idempotencyKey: 'webhook-order-1' },
      );
      const [hit] = await receiver.waitFor(1);
      const event = stripe.webhooks.constructEvent(
        hit?.body ?? '',
        hit?.headers['stripe-signature'] as string,
        secret as string,
      );
      expect(event.type).toBe('payment_intent.created');
      expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
      expect(event.request).toEqual({
        id: intent.lastResponse.requestId,
        idempotency_key: 'webhook-order-1',
      });
      const listed = await stripe.events.list({ type: 'payment_intent.created', limit: 1 });
      expect(listed.data[0]?.id).toBe(event.id);
      const read = await eventually(
        () => stripe.events.retrieve(event.id),
        (found) => found.pending_webhooks === 0,
      );
      expect(read.data.object).toMatchObject({ id: intent.id, amount: 1234 });
    } finally {
      await receiver.stop();
    }
  });
});

describe.each(STORE_KINDS)('a webhook retry on %s', (kind) => {
  it('survives a server restart', async () => {
    const place = await serverStorage(kind, 'webhooks');
    const receiver = await startWebhookReceiver();
    await receiver.stop();
    let server = await startServer(place.config, { webhooks: FAST });
    try {
      let stripe = sdkClient(server);
      const { id: endpointId, secret } = await stripe.webhookEndpoints.create({
        url: receiver.url,
        enabled_events: ['payment_intent.created'],
      });
      const intent = await stripe.paymentIntents.create({ amount: 990, currency: 'eur' });
      const [event] = (await stripe.events.list({ type: 'payment_intent.created' })).data;
      if (!event) throw new Error('no payment_intent.created event was written');
      expect((event.data.object as Stripe.PaymentIntent).id).toBe(intent.id);
      const path = `/v1/events/${event.id}/delivery_attempts`;
      const failed = await eventually(
        () => stripe.rawRequest('GET', path),
        (answer) => (answer as unknown as { data: unknown[] }).data.length > 0,
      );
      expect((failed as unknown as { data: { error: string }[] }).data[0]?.error).toMatch(
        /ECONNREFUSED/,
      );
      await server.close();

      await receiver.start();
      server = await startServer(place.config, { webhooks: FAST });
      stripe = sdkClient(server);
      const [hit] = await receiver.waitFor(1);
      const delivered = stripe.webhooks.constructEvent(
        hit?.body ?? '',
        hit?.headers['stripe-signature'] as string,
        secret as string,
      );
      expect(delivered.id).toBe(event.id);
      const settled = await eventually(
        () => stripe.events.retrieve(delivered.id),
        (found) => found.pending_webhooks === 0,
      );
      expect(settled.pending_webhooks).toBe(0);
      const attempts = (await stripe.rawRequest('GET', path)) as unknown as {
        data: { status_code: number | null }[];
      };
      expect(attempts.data[0]?.status_code).toBe(200);
      expect(attempts.data.slice(1).every((attempt) => attempt.status_code === null)).toBe(true);
      const byEndpoint = await stripe.rawRequest(
        'GET',
        `/v1/webhook_endpoints/${endpointId}/attempts`,
      );
      expect((byEndpoint as unknown as typeof attempts).data).toEqual(attempts.data);
    } finally {
      await server.close();
      await receiver.stop();
      await place.dispose();
    }
  }, 120_000);
});
