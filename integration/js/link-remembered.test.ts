import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InProcessProvider,
  PROVIDER_ORIGIN,
  startProvider,
  tick,
} from './in-process-provider.js';
import {
  answerStorageRequest,
  CredentialSync,
  FrameLoginStore,
  type StorageTarget,
} from './js-internals.js';
import { type Body, linkWalletHarness } from './link-wallet-harness.js';

// A returning Link shopper recognised from the login the browser remembered (spec 001 §4,
// "Sign-in with stored credentials"), through the controller against the real provider: the
// login-storage frame's own code keeps the logins (in memory here, as one browser's storage),
// each "visit" is a new controller, and the provider's clock moves for the session expiries
// (the storage frame keeps its own, real time: the provider is what refuses an old login).
let now = Date.parse('2026-11-27T10:00:00Z');
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider({ clock: () => new Date(now) });
}, 60_000);
afterAll(() => provider?.close());

const { accountWithCard, addAddresses, latestCode, intent, recording, checkout } =
  linkWalletHarness(() => provider);

/** One browser's login storage: the storage frame's answers, over the port of each request. */
function browserStorage() {
  const items = new Map<string, string>();
  const area = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  const areas = { persistent: area, ephemeral: null };
  const target: StorageTarget = {
    postMessage(request, targetOrigin, [port]) {
      // The controller is on the provider's origin: the frame's exact check passes.
      const answer = answerStorageRequest(
        request,
        targetOrigin === PROVIDER_ORIGIN,
        areas,
        Date.now(),
      );
      (port as MessagePort).postMessage(answer);
    },
  };
  const logins = () =>
    new FrameLoginStore({
      connect: async () => target,
      origin: PROVIDER_ORIGIN,
      publishableKey: provider.keys.publishableKey,
    });
  /** The remembered logins as the frame holds them. */
  const remembered = () =>
    [...items.values()].flatMap((value) => JSON.parse(value) as Array<Record<string, Json>>);
  return { logins, remembered };
}

/** A first visit: the shopper types their e-mail and the code they were sent. */
async function verifyWithCode(email: string, storage: ReturnType<typeof browserStorage>) {
  const pi = await intent(['card', 'link']);
  const group = await checkout(pi.client_secret, undefined, { logins: storage.logins });
  await group.wallet({ op: 'lookup', email });
  await group.wallet({ op: 'start', channel: 'EMAIL' });
  await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
  await tick(30);
  return group;
}

/** A later visit: a new controller and checkout, nothing typed. */
async function visit(storage: ReturnType<typeof browserStorage>, fetch?: typeof globalThis.fetch) {
  const pi = await intent(['card', 'link']);
  const group = await checkout(pi.client_secret, fetch, { logins: storage.logins });
  await tick(60);
  return group;
}

describe('a remembered Link login', () => {
  it('is remembered after a code, and signs the next visit in without an e-mail; it pays', async () => {
    const email = 'remembered@example.com';
    await accountWithCard(email);
    const storage = browserStorage();
    await verifyWithCode(email, storage);
    expect(storage.remembered()).toEqual([
      expect.objectContaining({ emailAddress: email, lifetime: 'persistent' }),
    ]);

    await addAddresses(email);
    const recorded = recording();
    const second = await visit(storage, recorded.fetch);
    const lookups = recorded.posts.filter((post) => post.path === '/v1/consumers/sessions/lookup');
    expect(lookups).toHaveLength(1);
    const sent = new URLSearchParams(lookups[0]?.body);
    expect(sent.has('email_address')).toBe(false);
    expect(sent.get('credentials[consumer_session_client_secret]')).toBe(
      storage.remembered()[0]?.consumerSessionClientSecret,
    );
    const [view] = second.payment.broadcasts('wallet') as Body[];
    expect(view).toMatchObject({
      email,
      exists: true,
      cards: [{ brand: 'visa', last4: '4242', isDefault: true }],
      // For an Address Element of the group: the wallet's addresses, the default first.
      shippingAddresses: [
        expect.objectContaining({
          isDefault: true,
          address: expect.objectContaining({ line1: '500 Office Park' }),
        }),
        expect.objectContaining({ isDefault: false }),
      ],
    });
    // The Link Authentication Element hears it too (it fills in the e-mail), and its lookup of
    // that e-mail answers the verified shopper, with no new session and no code.
    expect(second.link.broadcasts('wallet')).toEqual([view]);
    expect(await second.wallet({ op: 'lookup', email })).toMatchObject({
      exists: true,
      shopper: { email, verified: true },
    });
    expect(
      recorded.posts.filter((post) => post.path === '/v1/consumers/sessions/lookup'),
    ).toHaveLength(1);
    await tick();
    // Nor is the wallet view sent again (it would reset the shopper's choice of card).
    expect(second.payment.broadcasts('wallet')).toHaveLength(1);

    const cardId = (((view as Body).cards as Body[])[0] as Body).id as string;
    second.paymentAnswers.collect = { link_payment_details: cardId };
    second.linkAnswers.collect = { billing_details: { email } };
    await second.controller.handle('elements-submit', { groupId: 'g1' });
    const paid = (await second.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { paymentIntent: Body };
    expect(paid.paymentIntent.status).toBe('succeeded');
  });

  it('extends an idle-expired session once and retries, then remembers the new secret', async () => {
    const email = 'idle@example.com';
    await accountWithCard(email);
    const storage = browserStorage();
    await verifyWithCode(email, storage);
    const before = storage.remembered()[0]?.consumerSessionClientSecret;
    now += 31 * 60 * 1000;
    const recorded = recording();
    const later = await visit(storage, recorded.fetch);
    expect(
      recorded.posts.map((post) => post.path).filter((path) => path.includes('sessions')),
    ).toEqual([
      '/v1/consumers/sessions/lookup',
      '/v1/consumers/sessions/extend',
      '/v1/consumers/sessions/lookup',
    ]);
    expect(later.payment.broadcasts('wallet')).toEqual([
      expect.objectContaining({ email, exists: true }),
    ]);
    const after = storage.remembered()[0]?.consumerSessionClientSecret;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
  });

  it('forgets a login whose session passed its 24-hour lifetime: the next visit asks for the e-mail', async () => {
    const email = 'expired@example.com';
    await accountWithCard(email);
    const storage = browserStorage();
    await verifyWithCode(email, storage);
    now += 24 * 3600 * 1000 + 1000;
    const later = await visit(storage);
    expect(later.payment.broadcasts('wallet')).toEqual([]);
    expect(later.link.broadcasts('wallet')).toEqual([]);
    expect(storage.remembered()).toEqual([]);
  });

  it('is forgotten on log-out, and a typed e-mail of someone else starts a normal lookup', async () => {
    const email = 'logout@example.com';
    await accountWithCard(email);
    const storage = browserStorage();
    const first = await verifyWithCode(email, storage);
    const other = 'someone-else@example.com';
    await accountWithCard(other);
    const second = await visit(storage);
    expect(second.payment.broadcasts('wallet')).toHaveLength(1);
    // Another e-mail typed: a lookup of it, not verified, and the wallet view goes away.
    expect(await second.wallet({ op: 'lookup', email: other })).toMatchObject({
      exists: true,
      shopper: { email: other, verified: false },
    });
    await tick();
    expect(second.payment.broadcasts('wallet').at(-1)).toBeNull();

    const answer = (await first.payment.ask('wallet', { op: 'logout' })) as { result?: Body };
    expect(answer.result).toEqual({ exists: true, shopper: null });
    expect(storage.remembered()).toEqual([]);
    const third = await visit(storage);
    expect(third.payment.broadcasts('wallet')).toEqual([]);
  });

  it("mirrors a log-out in another tab's controller: this one logs the shopper out too", async () => {
    const email = 'two-tabs@example.com';
    await accountWithCard(email);
    const storage = browserStorage();
    await verifyWithCode(email, storage);
    const key = provider.keys.publishableKey;
    const tabA = new CredentialSync({ sender: 'tab-a', publishableKey: key });
    const tabB = new CredentialSync({ sender: 'tab-b', publishableKey: key });
    try {
      const pi = await intent(['card', 'link']);
      const a = await checkout(pi.client_secret, undefined, {
        logins: storage.logins,
        credentialSync: tabA,
      });
      const b = await checkout(pi.client_secret, undefined, {
        logins: storage.logins,
        credentialSync: tabB,
      });
      await tick(60);
      expect(a.payment.broadcasts('wallet')).toHaveLength(1);
      expect(b.payment.broadcasts('wallet')).toHaveLength(1);
      await a.payment.ask('wallet', { op: 'logout' });
      await tick(60);
      expect(b.payment.broadcasts('wallet').at(-1)).toBeNull();
      expect(b.link.broadcasts('wallet-logout')).toHaveLength(1);
    } finally {
      tabA.stop();
      tabB.stop();
    }
  });
});
