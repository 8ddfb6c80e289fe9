import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { WalletClient } from './js-internals.js';
import { type Body, CARD, linkWalletHarness } from './link-wallet-harness.js';

// Spec 001 §6's availability gates through the controller, against the real provider API in
// process: it consults elements/wallet-config (retried up to 2 times on fetch errors, §9)
// before the Link Authentication Element's first lookup; an unavailable wallet looks nothing
// up, so the frame asks for no code and the Payment Element hears of no wallet (no sign-up).
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { api, accountWithCard, intent } = linkWalletHarness(() => provider);

/** Every request the controller makes, by path, failing the first `failures` wallet-configs. */
function network(failures = 0) {
  const paths: string[] = [];
  let left = failures;
  const fetch: typeof globalThis.fetch = (input, init) => {
    const path = new URL(String(input)).pathname;
    paths.push(path);
    if (path.endsWith('/elements/wallet-config') && left > 0) {
      left--;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    return provider.fetch(input, init);
  };
  return { paths, fetch };
}

/** A group with a Payment Element (`linkNever`: made with wallets.link 'never') and an LAE. */
async function group(
  fetch: typeof globalThis.fetch,
  options: { referrerHost?: string; linkNever?: boolean } = {},
) {
  const pi = await intent(['card', 'link']);
  const { controller } = provider.newController(fetch, options.referrerHost);
  await controller.handle('elements-create', {
    groupId: 'g1',
    options: { clientSecret: pi.client_secret },
  });
  const paymentAnswers: Body = { validate: { complete: true, error: null } };
  const linkAnswers: Body = { validate: { complete: true, error: null } };
  const payment = fakeFrame(paymentAnswers);
  const link = fakeFrame(linkAnswers);
  // Mounted before it connects, as a frame's page loads after the loader mounted it.
  await controller.handle('element-mount', {
    groupId: 'g1',
    frameId: 'pe',
    elementType: 'payment',
    ...(options.linkNever ? { linkNever: true } : {}),
  });
  controller.registry.connect('g1', 'pe', 'payment', payment.port);
  controller.handle('element-mount', {
    groupId: 'g1',
    frameId: 'la',
    elementType: 'linkAuthentication',
  });
  controller.registry.connect('g1', 'la', 'linkAuthentication', link.port);
  await tick();
  const wallet = async (payload: Body) =>
    (await link.ask('wallet', payload)) as { result?: Body; error?: Body };
  return { controller, payment, wallet, paymentAnswers, linkAnswers };
}

const lookups = (paths: string[]) => paths.filter((p) => p.endsWith('/consumers/sessions/lookup'));
const configs = (paths: string[]) => paths.filter((p) => p.endsWith('/elements/wallet-config'));

describe('the wallet’s availability gates in the controller', () => {
  it('offers the wallet on a development host: wallet-config once, then the lookup', async () => {
    const email = 'gates-open@example.com';
    await accountWithCard(email);
    const net = network();
    const { wallet } = await group(net.fetch, { referrerHost: '127.0.0.1' });
    const found = await wallet({ op: 'lookup', email });
    expect(found.result).toMatchObject({ exists: true, factors: [], hasPasskey: false });
    await wallet({ op: 'lookup', email: 'gates-open-other@example.com' });
    expect(configs(net.paths)).toHaveLength(1);
    expect(lookups(net.paths)).toHaveLength(2);
  });

  it('looks nothing up for a Payment Element made with wallets.link never', async () => {
    const email = 'gates-never@example.com';
    await accountWithCard(email);
    const net = network();
    const { wallet, payment } = await group(net.fetch, { linkNever: true });
    const found = await wallet({ op: 'lookup', email });
    expect(found.result).toEqual({
      exists: false,
      unavailable: 'merchant_disabled_link_in_session',
      shopper: null,
    });
    // No code either, and the Payment Element hears of no wallet: no sign-up offer.
    const start = await wallet({ op: 'start', channel: 'EMAIL' });
    expect(start.error).toMatchObject({ type: 'invalid_request_error' });
    await tick();
    // At most "no wallet" (null): never a view, nor the Payment Element's e-mail entry.
    expect(payment.broadcasts('wallet').filter((view) => view !== null)).toEqual([]);
    expect(lookups(net.paths)).toEqual([]);
    expect(configs(net.paths)).toEqual([]);
  });

  it('looks nothing up on a domain the merchant has not registered', async () => {
    const email = 'gates-domain@example.com';
    await accountWithCard(email);
    const net = network();
    const { wallet, payment } = await group(net.fetch, {
      referrerHost: 'unregistered-shop.example',
    });
    const found = await wallet({ op: 'lookup', email });
    expect(found.result).toMatchObject({
      exists: false,
      unavailable: 'link_not_on_verified_domain',
    });
    await tick();
    // At most "no wallet" (null): never a view, nor the Payment Element's e-mail entry.
    expect(payment.broadcasts('wallet').filter((view) => view !== null)).toEqual([]);
    expect(lookups(net.paths)).toEqual([]);
  });

  it('retries wallet-config up to 2 times on fetch errors', async () => {
    const email = 'gates-retry@example.com';
    await accountWithCard(email);
    const net = network(2);
    const { wallet } = await group(net.fetch, { referrerHost: 'localhost' });
    expect((await wallet({ op: 'lookup', email })).result).toMatchObject({ exists: true });
    expect(configs(net.paths)).toHaveLength(3);
  });

  it('offers no wallet when wallet-config fails three times, and asks again later', async () => {
    const email = 'gates-down@example.com';
    await accountWithCard(email);
    const net = network(3);
    const { wallet } = await group(net.fetch, { referrerHost: 'localhost' });
    expect((await wallet({ op: 'lookup', email })).result).toMatchObject({
      exists: false,
      unavailable: null,
    });
    expect(configs(net.paths)).toHaveLength(3);
    expect(lookups(net.paths)).toEqual([]);
    // The provider is back: the next lookup asks wallet-config again and goes through.
    expect((await wallet({ op: 'lookup', email })).result).toMatchObject({ exists: true });
    expect(configs(net.paths)).toHaveLength(4);
  });

  it('makes no wallet account when the shopper paid with a sign-up in a group without the wallet', async () => {
    const email = 'gates-no-signup@example.com';
    const net = network();
    const checkout = await group(net.fetch, { linkNever: true });
    checkout.paymentAnswers.collect = {
      type: 'card',
      card: CARD,
      billing_details: { address: { postal_code: '94110', country: 'US' } },
      link_signup: { phone: '+12015550123', country: 'US', name: 'Jenny Rosen' },
    };
    checkout.linkAnswers.collect = { billing_details: { email } };
    const result = (await checkout.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { paymentIntent: Body };
    // The payment stands; the sign-up is not made.
    expect(result.paymentIntent.status).toBe('succeeded');
    expect(net.paths.filter((p) => p.endsWith('/consumers/accounts/sign_up'))).toEqual([]);
    expect(await new WalletClient(api()).lookup(email)).toMatchObject({
      ok: true,
      value: { exists: false },
    });
  });
});
