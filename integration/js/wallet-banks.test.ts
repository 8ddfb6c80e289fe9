import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeFrame,
  type InProcessProvider,
  PROVIDER_ORIGIN,
  startProvider,
  tick,
} from './in-process-provider.js';
import { ApiClient, ChallengeRunner, Controller } from './js-internals.js';
import { type Body, linkWalletHarness } from './link-wallet-harness.js';

// The Payment Element's wallet section adding a bank account through the controller, against
// the real provider in process: the wallet's linking session, the dialog answered as the hosted
// page answers it (or closed), the linked account saved in the wallet and paid with at once,
// without microdeposits. And one sign-up path: a Link signup element in the group takes the
// sign-up from the Payment Element's box, which comes back when that element goes.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { accountWithCard, latestCode, intent } = linkWalletHarness(() => provider);

/** A controller whose linking dialog the shopper answers: links the checking account, or closes it. */
function controllerWith(shopper: 'link' | 'close') {
  const opened: URL[] = [];
  const api = new ApiClient({
    origin: PROVIDER_ORIGIN,
    key: provider.keys.publishableKey,
    fetch: provider.fetch,
  });
  const challenges: ChallengeRunner = new ChallengeRunner(
    {
      open: (id, url) => {
        const page = new URL(url);
        opened.push(page);
        if (shopper === 'close') {
          challenges.complete(id, 'failed');
          return;
        }
        void api
          .post('link_account_sessions/complete', {
            client_secret: page.searchParams.get('client_secret') ?? '',
            institution: 'fcinst_test',
            accounts: ['checking'],
          })
          .then(() => challenges.complete(id, 'succeeded'));
      },
      close: () => {},
    },
    PROVIDER_ORIGIN,
  );
  return { controller: new Controller({ api, emitGroupEvent: () => {}, challenges }), opened };
}

/** A checkout group paying `clientSecret`: a Link Authentication Element and a Payment Element. */
async function checkout(clientSecret: string, shopper: 'link' | 'close' = 'link') {
  const { controller, opened } = controllerWith(shopper);
  await controller.handle('elements-create', { groupId: 'g1', options: { clientSecret } });
  const paymentAnswers: Record<string, Json> = { validate: { complete: true, error: null } };
  const linkAnswers: Record<string, Json> = { validate: { complete: true, error: null } };
  const payment = fakeFrame(paymentAnswers);
  const link = fakeFrame(linkAnswers);
  await controller.handle('element-mount', {
    groupId: 'g1',
    frameId: 'pe',
    elementType: 'payment',
  });
  controller.registry.connect('g1', 'pe', 'payment', payment.port);
  await controller.handle('element-mount', {
    groupId: 'g1',
    frameId: 'la',
    elementType: 'linkAuthentication',
  });
  controller.registry.connect('g1', 'la', 'linkAuthentication', link.port);
  await tick();
  const ask = async (frame: typeof payment, payload: Json) => {
    const answer = (await frame.ask('wallet', payload)) as { result?: Body; error?: Body };
    if (answer.error !== undefined) throw answer.error;
    return answer.result as Body;
  };
  const verify = async (email: string) => {
    await ask(link, { op: 'lookup', email });
    await ask(link, { op: 'start', channel: 'EMAIL' });
    await ask(link, { op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    await tick();
  };
  return { controller, opened, payment, link, paymentAnswers, linkAnswers, ask, verify };
}

const lastWallet = (frame: { broadcasts(event: string): Json[] }) =>
  frame.broadcasts('wallet').at(-1) as Body | null;

describe("the wallet section's bank accounts", { timeout: 60_000 }, () => {
  it('adds a linked bank account and pays with it, without microdeposits', async () => {
    const email = 'wallet-bank-add@example.com';
    await accountWithCard(email);
    const pi = await intent(['card', 'link', 'us_bank_account']);
    const group = await checkout(pi.client_secret);
    await group.verify(email);
    expect(lastWallet(group.payment)).toMatchObject({ exists: true, canAddBank: true });

    // Only the Payment Element's section may add a bank account.
    await expect(group.ask(group.link, { op: 'add-bank' })).rejects.toMatchObject({
      type: 'invalid_request_error',
    });
    const answer = await group.ask(group.payment, { op: 'add-bank' });
    expect(group.opened).toHaveLength(1);
    expect(group.opened[0]?.pathname).toMatch(/^\/bank_linking\/fcsess_/);
    const added = answer.added as string;
    expect(added).toMatch(/^csmrpd_/);
    await tick();
    const cards = (lastWallet(group.payment)?.cards ?? []) as Body[];
    expect(cards.find((card) => card.id === added)).toMatchObject({
      bankName: 'STRIPE TEST BANK',
      last4: '6789',
    });

    group.paymentAnswers.collect = { link_payment_details: added };
    group.linkAnswers.collect = { billing_details: { email } };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { paymentIntent: Body };
    expect(result.paymentIntent.status).toBe('processing');
    expect(result.paymentIntent.next_action).toBeNull();
    const pm = await provider.secret(
      'GET',
      `payment_methods/${result.paymentIntent.payment_method}`,
    );
    expect(pm).toMatchObject({
      type: 'us_bank_account',
      us_bank_account: { last4: '6789', financial_connections_account: expect.any(String) },
    });
  });

  it('adds nothing when the shopper closes the dialog', async () => {
    const email = 'wallet-bank-close@example.com';
    await accountWithCard(email);
    const pi = await intent(['card', 'link', 'us_bank_account']);
    const group = await checkout(pi.client_secret, 'close');
    await group.verify(email);
    const before = lastWallet(group.payment);
    expect((await group.ask(group.payment, { op: 'add-bank' })).added).toBeNull();
    await tick();
    expect(lastWallet(group.payment)).toEqual(before);
  });

  it('offers no bank account where the intent does not take us_bank_account', async () => {
    const email = 'wallet-bank-cards-only@example.com';
    await accountWithCard(email);
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    await group.verify(email);
    expect(lastWallet(group.payment)).toMatchObject({ exists: true });
    expect(lastWallet(group.payment)).not.toHaveProperty('canAddBank');
  });
});

describe('one sign-up path', { timeout: 60_000 }, () => {
  it("tells the Payment Element a Link signup element takes the sign-up, and when it's gone", async () => {
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    await group.ask(group.link, { op: 'lookup', email: 'nobody-yet@example.com' });
    await tick();
    expect(lastWallet(group.payment)).toEqual({
      email: 'nobody-yet@example.com',
      exists: false,
      auth: 'unregistered',
    });
    await group.controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'ls',
      elementType: 'linkSignup',
    });
    await tick();
    expect(lastWallet(group.payment)).toEqual({
      email: 'nobody-yet@example.com',
      exists: false,
      auth: 'unregistered',
      signUpElsewhere: true,
    });
    await group.controller.handle('element-unmount', { groupId: 'g1', frameId: 'ls' });
    await tick();
    expect(lastWallet(group.payment)).toEqual({
      email: 'nobody-yet@example.com',
      exists: false,
      auth: 'unregistered',
    });
  });
});
