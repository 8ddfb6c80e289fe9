// The official Stripe CLI binary (npm @stripe/cli) against one in-process Kassa server:
// `stripe listen` forwarding to a local receiver that checks the signature with the secret the
// CLI printed, its --events filter, two listeners, one killed mid-stream, `stripe logs tail`,
// `stripe events resend` and `stripe fixtures` with references.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';
import { type RunningCli, StripeCli } from '../testing/stripe-cli-binary.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';

let sdk: SdkServer;
let cli: StripeCli;
const receivers: WebhookReceiver[] = [];

beforeAll(async () => {
  sdk = await startSdkServer('pglite', 'cli-listen');
  cli = new StripeCli(sdk.server);
}, 120_000);

afterAll(async () => {
  await cli?.close();
  for (const receiver of receivers) await receiver.stop();
  await sdk?.close();
});

async function receiver(): Promise<WebhookReceiver> {
  const started = await startWebhookReceiver();
  receivers.push(started);
  return started;
}

/** Starts `stripe listen` and resolves once it printed its signing secret. */
async function listen(args: string[]): Promise<{ cli: RunningCli; secret: string }> {
  const running = cli.start(['listen', ...args]);
  const match = await running.waitFor(/Ready! .*?(whsec_[A-Za-z0-9]+)/);
  return { cli: running, secret: match[1] as string };
}

const verifier = new Stripe('sk_test_unused');
const typesOf = (received: WebhookReceiver) =>
  received.received.map((hook) => (JSON.parse(hook.body) as { type: string }).type);

describe('stripe listen', () => {
  it('forwards a triggered event, signed with the secret it printed, and reports the result', async () => {
    const local = await receiver();
    const { cli: running, secret } = await listen(['--all-snapshot', '--forward-to', local.url]);
    try {
      const customer = await sdk.stripe.customers.create({ email: 'listen@example.com' });
      const [hook] = await local.waitFor(1);
      const event = verifier.webhooks.constructEvent(
        hook?.body ?? '',
        String(hook?.headers['stripe-signature']),
        secret,
      );
      expect(event.type).toBe('customer.created');
      expect((event.data.object as { id: string }).id).toBe(customer.id);
      await running.waitFor(new RegExp(`<--\\s+\\[200\\] POST ${local.url}`));
      // The CLI's forward result is stored as the event's delivery attempt.
      const attempts = await eventually(
        () =>
          sdk.stripe.rawRequest('GET', `/v1/events/${event.id}/stripecli_attempts`, {}) as Promise<{
            data: { forward_url: string; status_code: number }[];
          }>,
        (list) => list.data.length > 0,
      );
      expect(attempts.data[0]).toMatchObject({ forward_url: local.url, status_code: 200 });
    } finally {
      await running.kill();
    }
    // The secret is the account's: a new session prints the same one.
    const printed = await cli.run(['listen', '--print-secret']);
    expect(printed.stdout.trim().split('\n').at(-1)).toBe(secret);
  });

  it('forwards only the types --events names', async () => {
    const local = await receiver();
    const { cli: running } = await listen([
      '--events',
      'payment_intent.created',
      '--forward-to',
      local.url,
    ]);
    try {
      await sdk.stripe.customers.create({ email: 'filtered@example.com' });
      const intent = await sdk.stripe.paymentIntents.create({ amount: 500, currency: 'usd' });
      const [hook] = await local.waitFor(1);
      expect(JSON.parse(hook?.body ?? '{}').data.object.id).toBe(intent.id);
      // The customer.created that committed first was not forwarded.
      expect(typesOf(local)).toEqual(['payment_intent.created']);
    } finally {
      await running.kill();
    }
  });

  it('feeds two listeners; one killed mid-stream blocks nothing', async () => {
    const first = await receiver();
    const second = await receiver();
    const one = await listen(['--all-snapshot', '--forward-to', first.url]);
    const two = await listen(['--all-snapshot', '--forward-to', second.url]);
    try {
      await sdk.stripe.customers.create({ email: 'both@example.com' });
      await first.waitFor(1);
      await second.waitFor(1);
      await one.cli.kill(true);
      for (let i = 0; i < 5; i++)
        await sdk.stripe.customers.create({ email: `after${i}@example.com` });
      await second.waitFor(6);
      expect(typesOf(second)).toEqual(Array(6).fill('customer.created'));
      expect(first.received).toHaveLength(1);
    } finally {
      await one.cli.kill();
      await two.cli.kill();
    }
  });

  it('--latest takes the events formatted in the latest version', async () => {
    const local = await receiver();
    const { cli: running } = await listen([
      '--all-snapshot',
      '--latest',
      '--forward-to',
      local.url,
    ]);
    try {
      await sdk.stripe.customers.create({ email: 'latest@example.com' });
      await local.waitFor(1);
      // One copy only: the default-version copy is the one --latest drops.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(typesOf(local)).toEqual(['customer.created']);
    } finally {
      await running.kill();
    }
  });
});

describe('stripe events resend', () => {
  it('sends an event again to the listening CLI, or to the webhook endpoint named', async () => {
    const local = await receiver();
    const { cli: running } = await listen(['--all-snapshot', '--forward-to', local.url]);
    try {
      const customer = await sdk.stripe.customers.create({ email: 'resend@example.com' });
      const [first] = await local.waitFor(1);
      const event = JSON.parse(first?.body ?? '{}') as { id: string };
      const resent = await cli.run(['events', 'resend', event.id]);
      expect(resent.code).toBe(0);
      expect(resent.stdout).toContain(`"id": "${event.id}"`);
      const [, again] = await local.waitFor(2);
      expect(JSON.parse(again?.body ?? '{}')).toMatchObject({
        id: event.id,
        data: { object: { id: customer.id } },
      });
    } finally {
      await running.kill();
    }

    const endpointReceiver = await receiver();
    const endpoint = await sdk.stripe.webhookEndpoints.create({
      url: endpointReceiver.url,
      enabled_events: ['charge.failed'],
    });
    const events = await sdk.stripe.events.list({ type: 'customer.created', limit: 1 });
    const eventId = events.data[0]?.id as string;
    const toEndpoint = await cli.run([
      'events',
      'resend',
      eventId,
      '--webhook-endpoint',
      endpoint.id,
    ]);
    expect(toEndpoint.code).toBe(0);
    const [hook] = await endpointReceiver.waitFor(1);
    expect(JSON.parse(hook?.body ?? '{}').id).toBe(eventId);
    await sdk.stripe.webhookEndpoints.del(endpoint.id);

    const missing = await cli.run(['events', 'resend', eventId, '--webhook-endpoint', 'we_nope']);
    expect(missing.stdout + missing.stderr).toContain("No such webhook_endpoint: 'we_nope'");
  });
});

describe('stripe logs tail', () => {
  it('shows the requests made while it runs, with its filters', async () => {
    const all = cli.start(['logs', 'tail']);
    const gets = cli.start(['logs', 'tail', '--filter-http-method', 'GET']);
    const failures = cli.start(['logs', 'tail', '--filter-status-code-type', '4XX']);
    try {
      for (const tail of [all, gets, failures]) await tail.waitFor(/Ready!/);
      const customer = await sdk.stripe.customers.create({ email: 'tail@example.com' });
      await sdk.stripe.customers.retrieve(customer.id);
      await sdk.stripe.customers.retrieve('cus_missing').catch(() => undefined);
      await all.waitFor(/\[200\] POST \/v1\/customers \[req_\w+\]/);
      await all.waitFor(new RegExp(`\\[200\\] GET /v1/customers/${customer.id} \\[req_\\w+\\]`));
      await gets.waitFor(new RegExp(`\\[200\\] GET /v1/customers/${customer.id}`));
      const failed = await failures.waitFor(/\[404\] GET \/v1\/customers\/cus_missing/);
      expect(failed).toBeTruthy();
      await failures.waitFor(/Message: No such customer: 'cus_missing'/);
      expect(gets.output).not.toContain('POST /v1/customers');
      expect(failures.output).not.toContain('[200]');
    } finally {
      await Promise.all([all.kill(), gets.kill(), failures.kill()]);
    }
  }, 60_000);
});

describe('stripe fixtures', () => {
  it('runs a fixture file whose steps refer to earlier ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kassa-fixture-'));
    try {
      const file = join(dir, 'fixture.json');
      await writeFile(
        file,
        JSON.stringify({
          _meta: { template_version: 0 },
          fixtures: [
            // The CLI's own reference syntax, not a template string.
            {
              name: 'customer',
              path: '/v1/customers',
              method: 'post',
              params: { email: 'fixture@example.com' },
            },
            {
              name: 'intent',
              path: '/v1/payment_intents',
              method: 'post',
              params: {
                amount: 1234,
                currency: 'usd',
                // biome-ignore lint/suspicious/noTemplateCurlyInString: the CLI's reference
                customer: '${customer:id}',
                payment_method: 'pm_card_visa',
                confirm: true,
                payment_method_types: ['card'],
              },
            },
            {
              name: 'refund',
              path: '/v1/refunds',
              method: 'post',
              // biome-ignore lint/suspicious/noTemplateCurlyInString: the CLI's reference
              params: { payment_intent: '${intent:id}', amount: 234 },
            },
          ],
        }),
      );
      const result = await cli.run(['fixtures', file]);
      expect(result.code).toBe(0);
      const [intent] = (await sdk.stripe.paymentIntents.list({ limit: 1 })).data;
      expect(intent).toMatchObject({ amount: 1234, status: 'succeeded' });
      const customer = await sdk.stripe.customers.retrieve(String(intent?.customer));
      expect(customer).toMatchObject({ email: 'fixture@example.com' });
      const refunds = await sdk.stripe.refunds.list({ payment_intent: intent?.id });
      expect(refunds.data.map((refund) => refund.amount)).toEqual([234]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
