import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { type Body, CARD, linkWalletHarness } from './link-wallet-harness.js';

// The Payment Element alone (no Link Authentication Element in the group): spec 001 §2's
// `embedded` sign-in. The controller sends the element an e-mail entry, accepts its lookup and
// one-time code, and then the verified wallet, against the real provider API in process.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { accountWithCard, latestCode, intent, recording, checkout, confirmPaid } = linkWalletHarness(
  () => provider,
);

describe('the Payment Element signing the shopper in itself', () => {
  it('sends the e-mail entry, then signs a returning shopper in with a code and pays with the saved card', async () => {
    const email = 'embedded-returning@example.com';
    await accountWithCard(email);
    const pi = await intent(['card', 'link']);
    const recorded = recording();
    const group = await checkout(pi.client_secret, recorded.fetch, undefined, {
      paymentOnly: true,
    });
    expect(group.payment.broadcasts('wallet')).toEqual([{ auth: 'none', entry: true }]);

    expect(await group.wallet({ op: 'lookup', email })).toMatchObject({ exists: true });
    await tick();
    // Spec 001 §4's states as the element hears them: an account's session, then verifying.
    expect(group.payment.broadcasts('wallet').at(-1)).toEqual({ auth: 'unverified', entry: true });
    await group.wallet({ op: 'start', channel: 'EMAIL' });
    await tick();
    expect(group.payment.broadcasts('wallet').at(-1)).toEqual({ auth: 'verifying', entry: true });
    const started = Date.now();
    await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    // Spec 001 §9: the wallet shows no sooner than 1000 ms after the confirm.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await tick();
    const view = group.payment.broadcasts('wallet').at(-1) as Body;
    expect(view).toMatchObject({ email, exists: true, auth: 'verified' });
    expect(view.entry).toBeUndefined();
    const cardId = ((view.cards as Body[])[0] as Body).id as string;

    group.paymentAnswers.collect = { link_payment_details: cardId };
    const { paymentIntent, method: pm } = await confirmPaid(group.controller);
    expect(paymentIntent.status).toBe('succeeded');
    expect(pm).toMatchObject({ type: 'link', link: { email } });
  });

  it('keeps the e-mail entry for an e-mail without an account, and signs the shopper up from its box after paying', async () => {
    const email = 'embedded-new@example.com';
    const pi = await intent(['card', 'link']);
    const recorded = recording();
    const group = await checkout(pi.client_secret, recorded.fetch, undefined, {
      paymentOnly: true,
    });
    expect(await group.wallet({ op: 'lookup', email })).toMatchObject({ exists: false });
    await tick();
    expect(group.payment.broadcasts('wallet').at(-1)).toEqual({
      email,
      exists: false,
      auth: 'unregistered',
      entry: true,
    });
    group.paymentAnswers.collect = {
      type: 'card',
      card: CARD,
      billing_details: { email, address: { postal_code: '94110', country: 'US' } },
      link_signup: { email, phone: '+12015550123', country: 'US' },
    };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { paymentIntent: Body };
    expect(result.paymentIntent.status).toBe('succeeded');
    await tick();
    const signUp = recorded.posts.find((post) => post.path.endsWith('/consumers/accounts/sign_up'));
    expect(new URLSearchParams(signUp?.body).get('email_address')).toBe(email);
  });

  it('refuses a code before a lookup with LJS006 (no session of an account to verify)', async () => {
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret, undefined, undefined, { paymentOnly: true });
    await expect(group.wallet({ op: 'start', channel: 'EMAIL' })).rejects.toMatchObject({
      code: 'LJS006',
      message: 'Invalid authentication state transition',
    });
  });

  it('refuses the Payment Element’s lookup once a Link Authentication Element is mounted, which takes over', async () => {
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret, undefined, undefined, { paymentOnly: true });
    await group.controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'la',
      elementType: 'linkAuthentication',
    });
    await tick();
    // The entry is withdrawn: the element shows no wallet until the LAE's shopper is verified.
    expect(group.payment.broadcasts('wallet')).toEqual([{ auth: 'none', entry: true }, null]);
    await expect(
      group.wallet({ op: 'lookup', email: 'someone@example.com' }),
    ).rejects.toMatchObject({ type: 'invalid_request_error' });
    // The LAE unmounted: the entry comes back.
    await group.controller.handle('element-unmount', { groupId: 'g1', frameId: 'la' });
    await tick();
    expect(group.payment.broadcasts('wallet').at(-1)).toEqual({ auth: 'none', entry: true });
  });

  it('tells a link-only session’s Payment Element that the wallet alone pays', async () => {
    const pi = await intent(['link']);
    const group = await checkout(pi.client_secret, undefined, undefined, { paymentOnly: true });
    expect(group.payment.broadcasts('wallet')).toEqual([
      { auth: 'none', entry: true, linkOnly: true },
    ]);
  });
});
