// The official Stripe CLI's trigger fixtures for products and prices
// (stripe/stripe-cli pkg/fixtures/triggers/{product,price}.{created,updated,deleted}.json),
// replayed as the CLI sends them: form-encoded requests with the secret key, each step's
// `${name:id}` filled from an earlier answer. Then the events they leave, and a webhook
// endpoint subscribing to those event types.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures' own ${name:id} placeholders
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

interface Step {
  readonly name: string;
  readonly path: string;
  readonly method: 'post' | 'delete';
  readonly params?: Readonly<Record<string, string>>;
}

const PRODUCT: Step = {
  name: 'product',
  path: '/v1/products',
  method: 'post',
  params: { name: 'myproduct', description: '(created by Stripe CLI)' },
};
const PRICE: Step = {
  name: 'price',
  path: '/v1/prices',
  method: 'post',
  params: {
    product: '${product:id}',
    unit_amount: '1500',
    currency: 'usd',
    'recurring[interval]': 'month',
  },
};
const FOO_BAR = { 'metadata[foo]': 'bar' };

const FIXTURES: Readonly<Record<string, readonly Step[]>> = {
  'product.created': [PRODUCT],
  'product.updated': [
    PRODUCT,
    {
      name: 'product_updated',
      path: '/v1/products/${product:id}',
      method: 'post',
      params: FOO_BAR,
    },
  ],
  'product.deleted': [
    PRODUCT,
    { name: 'product_deleted', path: '/v1/products/${product:id}', method: 'delete' },
  ],
  'price.created': [PRODUCT, PRICE],
  'price.updated': [
    PRODUCT,
    PRICE,
    { name: 'price_updated', path: '/v1/prices/${price:id}', method: 'post', params: FOO_BAR },
  ],
  // The CLI's price.deleted fixture updates the price (prices cannot be deleted by the API).
  'price.deleted': [
    PRODUCT,
    PRICE,
    { name: 'price_deleted', path: '/v1/prices/${price:id}', method: 'post', params: FOO_BAR },
  ],
};

const fill = (text: string, answers: Map<string, Record<string, unknown>>) =>
  text.replace(/\$\{(\w+):(\w+)\}/g, (_, name: string, field: string) =>
    String(answers.get(name)?.[field]),
  );

describe.each(STORE_KINDS)('the Stripe CLI catalogue triggers on %s', (kind) => {
  let sdk: SdkServer | undefined;
  let stripe: Stripe;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'catalog-cli');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  async function replay(steps: readonly Step[]): Promise<Map<string, Record<string, unknown>>> {
    const server = sdk?.server;
    if (!server) throw new Error('server not started');
    const answers = new Map<string, Record<string, unknown>>();
    for (const step of steps) {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(step.params ?? {}))
        body.set(key, fill(value, answers));
      const response = await fetch(`${server.url}${fill(step.path, answers)}`, {
        method: step.method.toUpperCase(),
        headers: {
          Authorization: `Bearer ${server.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: step.method === 'post' ? body : null,
      });
      const json = (await response.json()) as Record<string, unknown>;
      expect(response.status, `${step.name}: ${JSON.stringify(json)}`).toBe(200);
      answers.set(step.name, json);
    }
    return answers;
  }

  it('accepts webhook endpoints for every catalogue event type', async () => {
    const endpoint = await stripe.webhookEndpoints.create({
      url: 'https://merchant.example/hooks',
      enabled_events: Object.keys(FIXTURES) as Stripe.WebhookEndpointCreateParams.EnabledEvent[],
    });
    expect(endpoint.enabled_events.sort()).toEqual(Object.keys(FIXTURES).sort());
  });

  it.each(Object.keys(FIXTURES))('runs the %s fixture', async (trigger) => {
    const answers = await replay(FIXTURES[trigger] as readonly Step[]);
    const last = [...answers.values()].at(-1) as { id: string };
    const events = await stripe.events.list({ limit: 20 });
    const types = events.data
      .filter((event) => (event.data.object as { id: string }).id === last.id)
      .map((event) => event.type);
    const expected = trigger === 'price.deleted' ? 'price.updated' : trigger;
    expect(types).toContain(expected);
    if (trigger === 'product.updated' || trigger === 'price.updated') {
      const updated = events.data.find((event) => event.type === expected);
      expect(updated?.data.previous_attributes).toEqual({
        metadata: {},
        ...(trigger === 'product.updated' ? { updated: expect.any(Number) } : {}),
      });
    }
  });
});
