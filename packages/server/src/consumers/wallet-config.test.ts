// elements/wallet-config's availability gates (spec 001 §6, §8's reasons) over raw HTTP, on
// both stores: the account's activated types and funding sources, and the page's domain.
import { WALLET_UNAVAILABLE_REASONS } from '@kassa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import { type App, consumerClient, IN_PROCESS_LIMITS } from '../testing/consumer-client.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';
import { addSecondAccount } from '../testing/second-account.js';
import { linkFundingSources, linkUnavailableReason } from './wallet-availability.js';

describe('linkUnavailableReason', () => {
  const open = { unactivated: [], unverifiedOnDomain: [] };

  it('offers the wallet when every gate is open', () => {
    expect(linkUnavailableReason(open)).toBeNull();
    expect(linkFundingSources(open)).toEqual(['CARD', 'BANK_ACCOUNT']);
  });

  it.each([
    [{ ...open, unactivated: ['link'] }, 'link_payment_method_not_present'],
    [{ ...open, unactivated: ['card', 'us_bank_account'] }, 'no_link_funding_sources_available'],
    [{ ...open, unverifiedOnDomain: ['apple_pay', 'link'] }, 'link_not_on_verified_domain'],
  ])('answers %j with %s, one of spec 001 §8’s reasons', (gates, reason) => {
    expect(linkUnavailableReason(gates)).toBe(reason);
    expect(WALLET_UNAVAILABLE_REASONS).toContain(reason);
  });

  it('keeps the funding sources the account can pay from', () => {
    expect(linkFundingSources({ unactivated: ['card'] })).toEqual(['BANK_ACCOUNT']);
    expect(linkFundingSources({ unactivated: ['us_bank_account'] })).toEqual(['CARD']);
  });

  it('does not mind a domain unverified for other wallets only', () => {
    expect(linkUnavailableReason({ ...open, unverifiedOnDomain: ['apple_pay'] })).toBeNull();
  });
});

describe.each(STORE_KINDS)('elements/wallet-config on %s', (kind) => {
  let testStore: TestStore;
  let app: App;
  let pk: string;
  let sk: string;

  beforeAll(async () => {
    testStore = await openTestStore(kind);
    ({ publishableKey: pk, secretKey: sk } = await ensureDefaultAccount(testStore.store));
    app = createApp({
      store: testStore.store,
      logger: silentLogger,
      services: { consumerLimits: IN_PROCESS_LIMITS },
    });
  }, 60_000);
  afterAll(() => testStore?.dispose());

  const { call } = consumerClient({ app: () => app, pk: () => pk, sk: () => sk });
  const config = (params: object, key?: string) =>
    call('/v1/elements/wallet-config', params, { method: 'GET', ...(key ? { key } : {}) });

  /** A second merchant whose account has not activated `types`. */
  async function merchantWithout(types: string[]) {
    const keys = await addSecondAccount(testStore.store);
    await testStore.store.query(
      'UPDATE accounts SET unactivated_payment_method_types = $2::jsonb WHERE id = $1',
      [keys.id, JSON.stringify(types)],
    );
    return keys;
  }

  it('refuses a page on a domain the merchant has not registered, and offers it once registered', async () => {
    const host = `shop-${kind}.example`;
    const refused = await config({ referrer_host: host, request_surface: 'web_payment_element' });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      link_available: false,
      link_unavailable_reason: 'link_not_on_verified_domain',
      link_settings: { link_enabled: false, link_funding_sources: [] },
      verified_payment_methods_on_domain: [],
    });
    const registered = await call(
      '/v1/payment_method_domains',
      { domain_name: host },
      { key: sk, origin: null },
    );
    expect(registered.status).toBe(200);
    const offered = await config({ referrer_host: host });
    expect(offered.body).toMatchObject({
      link_available: true,
      link_unavailable_reason: null,
      link_settings: { link_enabled: true },
      verified_payment_methods_on_domain: ['link'],
    });
    // A domain the merchant turned off is unverified again.
    await call(
      `/v1/payment_method_domains/${registered.body.id}`,
      { enabled: false },
      { key: sk, origin: null },
    );
    expect((await config({ referrer_host: host })).body.link_unavailable_reason).toBe(
      'link_not_on_verified_domain',
    );
  });

  it.each(['localhost', '127.0.0.1'])('offers the wallet on %s in test mode', async (host) => {
    const answer = await config({ referrer_host: host });
    expect(answer.body).toMatchObject({ link_available: true, link_unavailable_reason: null });
  });

  it('answers link_payment_method_not_present for an account without link activated', async () => {
    const keys = await merchantWithout(['link']);
    const answer = await config({ referrer_host: 'localhost' }, keys.pk);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      link_available: false,
      link_unavailable_reason: 'link_payment_method_not_present',
    });
  });

  it('answers no_link_funding_sources_available when the account takes no card and no bank account', async () => {
    const keys = await merchantWithout(['card', 'us_bank_account']);
    const answer = await config({ referrer_host: 'localhost' }, keys.pk);
    expect(answer.body).toMatchObject({
      link_available: false,
      link_unavailable_reason: 'no_link_funding_sources_available',
    });
    // One source is enough.
    const cards = await merchantWithout(['us_bank_account']);
    expect((await config({}, cards.pk)).body.link_available).toBe(true);
  });

  it('refuses a malformed parameter with a Stripe-style error', async () => {
    const answer = await config({ referrer_host: { nested: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ type: 'invalid_request_error' });
  });
});
