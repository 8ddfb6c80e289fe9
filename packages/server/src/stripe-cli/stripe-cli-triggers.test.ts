// Every payment-related `stripe trigger` the official CLI lists, run with the real binary
// against one Kassa server: the fixture's calls all succeed and the event it names is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';
import { StripeCli } from '../testing/stripe-cli-binary.js';

export const PAYMENT_TRIGGERS = [
  'balance.available',
  'cash_balance.funds_available',
  'charge.captured',
  'charge.dispute.closed',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.failed',
  'charge.refund.updated',
  'charge.refunded',
  'charge.succeeded',
  'customer.created',
  'customer.deleted',
  'customer.source.created',
  'customer.source.updated',
  'customer.updated',
  'customer_cash_balance_transaction.created',
  'payment_intent.amount_capturable_updated',
  'payment_intent.canceled',
  'payment_intent.created',
  'payment_intent.partially_funded',
  'payment_intent.payment_failed',
  'payment_intent.processing',
  'payment_intent.requires_action',
  'payment_intent.succeeded',
  'payment_method.attached',
  'payment_method.detached',
  'payment_method.updated',
  'setup_intent.canceled',
  'setup_intent.created',
  'setup_intent.requires_action',
  'setup_intent.setup_failed',
  'setup_intent.succeeded',
] as const;

let sdk: SdkServer;
let cli: StripeCli;

beforeAll(async () => {
  sdk = await startSdkServer('pglite', 'cli-triggers');
  cli = new StripeCli(sdk.server);
}, 120_000);

afterAll(async () => {
  await cli?.close();
  await sdk?.close();
});

describe('stripe trigger (official CLI) against Kassa', () => {
  it.each(PAYMENT_TRIGGERS)('%s', async (name) => {
    const result = await cli.run(['trigger', name]);
    expect(result.stdout + result.stderr).toContain('Trigger succeeded!');
    expect(result.code).toBe(0);
    // balance.available comes from a worker a moment after the payment: waited for.
    const events = await eventually(
      () => sdk.stripe.events.list({ type: name, limit: 1 }),
      (list) => list.data.length > 0,
    );
    expect(events.data.map((event) => event.type)).toEqual([name]);
  });
});
