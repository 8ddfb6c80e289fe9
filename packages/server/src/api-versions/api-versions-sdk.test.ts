// Stripe-Version through the `stripe` SDK majors that pin each shape: v8 (2020-08-27) and v10
// (2022-08-01) see PaymentIntent `charges` and Charge `refunds`; v11 (2022-11-15) and the
// current major do not. Majors before v12 send the header only with the apiVersion their types
// require, so the tests pass it; without it the account default applies. The old majors are
// loaded untyped: their type files redeclare the 'stripe' module and would clash.

import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type ServerStorage, sdkClient, serverStorage } from '../testing/sdk-server.js';
import { LATEST_API_VERSION } from './versions.js';

type Loose = Record<string, unknown> & { id: string };
interface LegacyStripe {
  paymentIntents: {
    create(params: object): Promise<Loose>;
    retrieve(id: string): Promise<Loose>;
  };
  charges: { retrieve(id: string): Promise<Loose> };
  refunds: { create(params: object): Promise<Loose> };
  customers: { create(params: object): Promise<Loose>; retrieve(id: string): Promise<Loose> };
}
type LegacyConstructor = new (key: string, config: object) => LegacyStripe;

const require = createRequire(import.meta.url);
const MAJORS = {
  v8: require('stripe-v8') as LegacyConstructor,
  v10: require('stripe-v10') as LegacyConstructor,
  v11: require('stripe-v11') as LegacyConstructor,
};

function legacyClient(
  server: RunningServer,
  major: keyof typeof MAJORS,
  apiVersion?: string,
): LegacyStripe {
  const Legacy = MAJORS[major];
  return new Legacy(server.secretKey, {
    host: '127.0.0.1',
    port: Number(new URL(server.url).port),
    protocol: 'http',
    maxNetworkRetries: 0,
    ...(apiVersion ? { apiVersion } : {}),
  });
}

const PAY = {
  amount: 2000,
  currency: 'usd',
  payment_method: 'pm_card_visa',
  payment_method_types: ['card'],
  confirm: true,
};

describe.each(STORE_KINDS)('Stripe-Version on %s', (kind) => {
  let storage: ServerStorage | undefined;
  let pinnedStorage: ServerStorage | undefined;
  let server: RunningServer;
  let pinned: RunningServer | undefined;
  beforeAll(async () => {
    storage = await serverStorage(kind, 'api-versions');
    server = await startServer(storage.config);
    // A server whose account default is 2022-08-01 (KASSA_API_VERSION).
    pinnedStorage = await serverStorage(kind, 'api-versions-pinned');
    pinned = await startServer({ ...pinnedStorage.config, apiVersion: '2022-08-01' });
  }, 120_000);
  afterAll(async () => {
    await pinned?.close();
    await server?.close();
    await pinnedStorage?.dispose();
    await storage?.dispose();
  });

  it.each([
    ['v8', '2020-08-27'],
    ['v10', '2022-08-01'],
  ] as const)('embeds charges on PaymentIntents for stripe %s (%s)', async (major, version) => {
    const stripe = legacyClient(server, major, version);
    const intent = await stripe.paymentIntents.create(PAY);
    expect(intent.status).toBe('succeeded');
    expect(intent.charges).toEqual({
      object: 'list',
      data: [expect.objectContaining({ id: intent.latest_charge, object: 'charge' })],
      has_more: false,
      total_count: 1,
      url: `/v1/charges?payment_intent=${intent.id}`,
    });
    const charge = await stripe.charges.retrieve(String(intent.latest_charge));
    expect(charge.refunds).toMatchObject({ object: 'list', data: [], total_count: 0 });
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    const again = await stripe.paymentIntents.retrieve(intent.id);
    const [embedded] = (again.charges as { data: Loose[] }).data;
    expect(embedded?.refunds).toEqual({
      object: 'list',
      data: [expect.objectContaining({ id: refund.id, amount: 500 })],
      has_more: false,
      total_count: 1,
      url: `/v1/charges/${embedded?.id}/refunds`,
    });
  });

  it('leaves charges and refunds out for stripe v11 (2022-11-15) and the current major', async () => {
    const v11 = legacyClient(server, 'v11', '2022-11-15');
    const intent = await v11.paymentIntents.create(PAY);
    expect(intent.latest_charge).toMatch(/^ch_/);
    expect(intent).not.toHaveProperty('charges');
    const charge = await v11.charges.retrieve(String(intent.latest_charge));
    expect(charge).not.toHaveProperty('refunds');
    const current = await sdkClient(server).paymentIntents.retrieve(intent.id);
    expect(current).not.toHaveProperty('charges');
    expect(current.lastResponse.headers['stripe-version']).toBe(LATEST_API_VERSION);
  });

  it('answers a request without Stripe-Version in the account default version', async () => {
    if (!pinned) throw new Error('the pinned server did not start');
    const unpinned = legacyClient(pinned, 'v10');
    const intent = await unpinned.paymentIntents.create(PAY);
    expect(intent.charges).toMatchObject({ object: 'list', total_count: 1 });
    const asV11 = await legacyClient(pinned, 'v11', '2022-11-15').paymentIntents.retrieve(
      intent.id,
    );
    expect(asV11).not.toHaveProperty('charges');
  });

  it('gives customers their sources, subscriptions and tax_ids lists before 2020-08-27', async () => {
    const v8 = legacyClient(server, 'v8', '2020-08-27');
    const customer = await v8.customers.create({});
    expect(customer).not.toHaveProperty('sources');
    const old = await fetch(`${server.url}/v1/customers/${customer.id}`, {
      headers: { Authorization: `Bearer ${server.secretKey}`, 'Stripe-Version': '2020-03-02' },
    });
    const body = (await old.json()) as Record<string, unknown>;
    const card = await fetch(`${server.url}/v1/customers/${customer.id}/sources`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${server.secretKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: 'source=tok_visa',
    });
    const { id: cardId } = (await card.json()) as { id: string };
    const withCard = await fetch(`${server.url}/v1/customers/${customer.id}`, {
      headers: { Authorization: `Bearer ${server.secretKey}`, 'Stripe-Version': '2019-12-03' },
    });
    expect(((await withCard.json()) as { sources: unknown }).sources).toMatchObject({
      data: [{ id: cardId, object: 'card', last4: '4242' }],
      total_count: 1,
    });
    for (const list of ['sources', 'subscriptions', 'tax_ids']) {
      expect(body[list]).toEqual({
        object: 'list',
        data: [],
        has_more: false,
        total_count: 0,
        url: `/v1/customers/${customer.id}/${list}`,
      });
    }
  });

  it.each(['nonsense', '2021-01-01', '2024-10-28', '2025-01-27.basil', '2099-01-01.endive'])(
    'refuses the unknown version %s',
    async (version) => {
      const stripe = sdkClient(server, server.secretKey, {
        apiVersion: version as Stripe.StripeConfig['apiVersion'],
      });
      const refused = await stripe.customers.list().catch((caught: unknown) => caught);
      expect(refused).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        message: `Invalid Stripe API version: ${version}`,
      });
    },
  );
});
