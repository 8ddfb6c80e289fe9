// The official Stripe CLI's trigger fixtures for Checkout and Payment Links
// (stripe/stripe-cli pkg/fixtures/triggers/checkout.session.{completed,async_payment_succeeded,
// async_payment_failed,expired}.json and payment_link.{created,updated}.json), replayed as the
// CLI sends them: form-encoded requests with the secret key, nested params flattened with
// indices, each `${name:id}` filled from an earlier answer. Then the events they leave.
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the fixtures' own ${name:id} placeholders
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

interface Step {
  readonly name: string;
  readonly path: string;
  readonly method: 'post' | 'get';
  readonly params?: Record<string, unknown>;
}

const SHIPPING = {
  name: 'Jenny Rosen',
  address: {
    line1: '510 Townsend St',
    postal_code: '94103',
    city: 'San Francisco',
    state: 'CA',
    country: 'US',
  },
};
const PRODUCT: Step = {
  name: 'product',
  path: '/v1/products',
  method: 'post',
  params: { name: 'myproduct', description: '(created by Stripe CLI)' },
};
const price = (currency: string, recurring = false): Step => ({
  name: 'price',
  path: '/v1/prices',
  method: 'post',
  params: {
    product: '${product:id}',
    unit_amount: '1500',
    currency,
    ...(recurring ? { 'recurring[interval]': 'month' } : {}),
  },
});
const PAGE: Step = {
  name: 'payment_page',
  path: '/v1/payment_pages/${checkout_session:id}',
  method: 'get',
};
const CARD: Step = {
  name: 'payment_method',
  path: '/v1/payment_methods',
  method: 'post',
  params: {
    type: 'card',
    card: { token: 'tok_visa' },
    billing_details: { email: 'stripe@example.com' },
  },
};
const LINK: Step = {
  name: 'payment_link',
  path: '/v1/payment_links',
  method: 'post',
  params: { line_items: { 0: { price: '${price:id}', quantity: 1 } } },
};

const FIXTURES: Readonly<Record<string, readonly Step[]>> = {
  'checkout.session.completed': [
    {
      name: 'checkout_session',
      path: '/v1/checkout/sessions',
      method: 'post',
      params: {
        success_url: 'https://httpbin.org/post',
        cancel_url: 'https://httpbin.org/post',
        payment_method_types: ['card'],
        line_items: [
          {
            name: 't-shirt',
            description: 'comfortable cotton t-shirt',
            amount: 1500,
            currency: 'usd',
            quantity: 2,
          },
        ],
        payment_intent_data: { shipping: SHIPPING },
      },
    },
    PAGE,
    CARD,
    {
      name: 'payment_page_confirm',
      path: '/v1/payment_pages/${payment_page:id}/confirm',
      method: 'post',
      params: { payment_method: '${payment_method:id}' },
    },
  ],
  'checkout.session.async_payment_succeeded': [
    PRODUCT,
    price('eur'),
    {
      name: 'checkout_session',
      path: '/v1/checkout/sessions',
      method: 'post',
      params: {
        success_url: 'https://httpbin.org/post',
        cancel_url: 'https://httpbin.org/post',
        payment_method_types: ['sepa_debit'],
        mode: 'payment',
        line_items: [{ price: '${price:id}', quantity: 2 }],
        payment_intent_data: { setup_future_usage: 'off_session', shipping: SHIPPING },
      },
    },
    PAGE,
    CARD,
    {
      name: 'payment_page_confirm',
      path: '/v1/payment_pages/${checkout_session:id}/confirm',
      method: 'post',
      params: { payment_method: '${payment_method:id}', expected_amount: 3000 },
    },
  ],
  'checkout.session.async_payment_failed': [
    {
      name: 'checkout_session',
      path: '/v1/checkout/sessions',
      method: 'post',
      params: {
        success_url: 'https://httpbin.org/post',
        cancel_url: 'https://httpbin.org/post',
        payment_method_types: ['bacs_debit'],
        line_items: [
          {
            name: 't-shirt',
            description: 'comfortable cotton t-shirt',
            amount: 1500,
            currency: 'gbp',
            quantity: 2,
          },
        ],
        payment_intent_data: { setup_future_usage: 'off_session', shipping: SHIPPING },
      },
    },
    PAGE,
    {
      name: 'payment_method',
      path: '/v1/payment_methods',
      method: 'post',
      params: {
        type: 'bacs_debit',
        bacs_debit: { account_number: '33333335', sort_code: '108800' },
        billing_details: {
          email: 'stripe@example.com',
          name: 'Jenny Rosen',
          phone: '1234567890',
          address: {
            line1: '71 Crown Street',
            city: 'London',
            postal_code: 'W10 2WB',
            country: 'GB',
          },
        },
      },
    },
    {
      name: 'payment_page_confirm',
      path: '/v1/payment_pages/${payment_page:id}/confirm',
      method: 'post',
      params: { payment_method: '${payment_method:id}' },
    },
  ],
  'checkout.session.expired': [
    PRODUCT,
    price('usd'),
    {
      name: 'checkout_session',
      path: '/v1/checkout/sessions',
      method: 'post',
      params: {
        success_url: 'https://httpbin.org/post',
        cancel_url: 'https://httpbin.org/post',
        mode: 'payment',
        line_items: [{ price: '${price:id}', quantity: 2 }],
      },
    },
    {
      name: 'checkout_session_expired',
      path: '/v1/checkout/sessions/${checkout_session:id}/expire',
      method: 'post',
    },
  ],
  'payment_link.created': [PRODUCT, price('usd', true), LINK],
  'payment_link.updated': [
    PRODUCT,
    price('usd', true),
    LINK,
    {
      name: 'payment_link_updated',
      path: '/v1/payment_links/${payment_link:id}',
      method: 'post',
      params: { allow_promotion_codes: true },
    },
  ],
};

/** Form entries as the CLI writes nested params: a[b][0][c]=v. */
function flatten(value: unknown, prefix: string, out: [string, string][]): void {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) flatten(item, `${prefix}[${i}]`, out);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value))
      flatten(item, prefix ? `${prefix}[${key}]` : key, out);
  } else out.push([prefix, String(value)]);
}

const fill = (text: string, answers: Map<string, Record<string, unknown>>) =>
  text.replace(/\$\{(\w+):(\w+)\}/g, (_, name: string, field: string) =>
    String(answers.get(name)?.[field]),
  );

describe.each(STORE_KINDS)('the Stripe CLI checkout triggers on %s', (kind) => {
  let sdk: SdkServer | undefined;
  let stripe: Stripe;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'checkout-cli', {
      debits: { delayMs: 50, pollIntervalMs: 50 },
      checkoutExpiry: false,
    });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  async function replay(steps: readonly Step[]): Promise<Map<string, Record<string, unknown>>> {
    const server = sdk?.server;
    if (!server) throw new Error('server not started');
    const answers = new Map<string, Record<string, unknown>>();
    for (const step of steps) {
      const entries: [string, string][] = [];
      flatten(step.params ?? {}, '', entries);
      const body = new URLSearchParams(entries.map(([k, v]) => [k, fill(v, answers)]));
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

  const typesFor = async (id: string) => {
    const events = await stripe.events.list({ limit: 100 });
    return events.data
      .filter((event) => (event.data.object as { id: string }).id === id)
      .map((event) => event.type)
      .reverse();
  };

  it('accepts webhook endpoints for every checkout and payment link event type', async () => {
    const types = [
      'checkout.session.completed',
      'checkout.session.async_payment_succeeded',
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
      'payment_link.created',
      'payment_link.updated',
    ] as Stripe.WebhookEndpointCreateParams.EnabledEvent[];
    const endpoint = await stripe.webhookEndpoints.create({
      url: 'https://merchant.example/hooks',
      enabled_events: types,
    });
    expect(endpoint.enabled_events.sort()).toEqual([...types].sort());
  });

  it.each([
    ['checkout.session.completed', ['checkout.session.completed']],
    // The fixture pays its sepa_debit session with a card (as on Stripe): paid at once.
    ['checkout.session.async_payment_succeeded', ['checkout.session.completed']],
    [
      'checkout.session.async_payment_failed',
      ['checkout.session.completed', 'checkout.session.async_payment_failed'],
    ],
    ['checkout.session.expired', ['checkout.session.expired']],
  ])('runs the %s fixture', async (trigger, expected) => {
    const answers = await replay(FIXTURES[trigger] as readonly Step[]);
    const id = String(answers.get('checkout_session')?.id);
    const types = await eventually(
      () => typesFor(id),
      (found) => found.length >= expected.length,
    );
    expect(types).toEqual(expected);
  });

  it.each(['payment_link.created', 'payment_link.updated'])(
    'runs the %s fixture',
    async (trigger) => {
      const answers = await replay(FIXTURES[trigger] as readonly Step[]);
      const link = answers.get('payment_link') as { id: string; url: string };
      expect(link.url).toMatch(/\/b\/[A-Za-z0-9]+$/);
      const types = await typesFor(link.id);
      expect(types).toEqual(
        trigger === 'payment_link.created' ? [trigger] : ['payment_link.created', trigger],
      );
    },
  );
});
