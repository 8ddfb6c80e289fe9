// The Checkout and catalogue events of `stripe trigger`, run with the real binary against one
// Kassa server: every call of each fixture succeeds and the event it names is recorded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';
import { StripeCli } from '../testing/stripe-cli-binary.js';

/** Trigger name → the event its fixture makes Kassa record. */
const CHECKOUT_TRIGGERS: ReadonlyArray<readonly [string, string]> = [
  ['checkout.session.completed', 'checkout.session.completed'],
  // The CLI's sepa_debit sessions complete unpaid, then the debit settles one way or the other
  // (AT611904300234573201 succeeds, IT60X0542811101000000123456 fails).
  ['checkout.session.async_payment_succeeded', 'checkout.session.async_payment_succeeded'],
  ['checkout.session.async_payment_failed', 'checkout.session.async_payment_failed'],
  ['checkout.session.expired', 'checkout.session.expired'],
  ['product.created', 'product.created'],
  ['product.updated', 'product.updated'],
  ['product.deleted', 'product.deleted'],
  ['price.created', 'price.created'],
  ['price.updated', 'price.updated'],
  ['payment_link.created', 'payment_link.created'],
  ['payment_link.updated', 'payment_link.updated'],
];

let sdk: SdkServer;
let cli: StripeCli;

beforeAll(async () => {
  sdk = await startSdkServer('pglite', 'cli-checkout-triggers', {
    debits: { delayMs: 50, pollIntervalMs: 50 },
  });
  cli = new StripeCli(sdk.server);
}, 120_000);

afterAll(async () => {
  await cli?.close();
  await sdk?.close();
});

describe('stripe trigger (official CLI): Checkout and the catalogue', () => {
  it.each(CHECKOUT_TRIGGERS)('%s', async (name, recorded) => {
    // Earlier triggers make products, prices and sessions too: the event must be a new one.
    const before = await sdk.stripe.events.list({ type: recorded, limit: 1 });
    const result = await cli.run(['trigger', name]);
    expect(result.stdout + result.stderr).toContain('Trigger succeeded!');
    expect(result.code).toBe(0);
    const events = await eventually(
      () => sdk.stripe.events.list({ type: recorded, limit: 1 }),
      (list) => list.data.length > 0 && list.data[0]?.id !== before.data[0]?.id,
    );
    expect(events.data.map((event) => event.type)).toEqual([recorded]);
    expect(events.data[0]?.id).not.toBe(before.data[0]?.id);
  });
});
