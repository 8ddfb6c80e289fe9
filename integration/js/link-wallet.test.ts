import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { WalletClient } from './js-internals.js';
import { type Body, CARD, linkWalletHarness } from './link-wallet-harness.js';

// Paying with the Link wallet from the Payment Element, through the controller, against the
// real provider API in process: the Link Authentication Element's frame verifies the shopper,
// the Payment Element's frame hears the wallet and chooses a card (or ticks the sign-up box).
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { api, accountWithCard, addAddresses, latestCode, intent, recording, checkout, confirmPaid } =
  linkWalletHarness(() => provider);

describe('paying with the wallet from the Payment Element', () => {
  it('pays in one click with the verified shopper’s default wallet card, as a link method', async () => {
    const email = 'one-click@example.com';
    await accountWithCard(email);
    const pi = await intent(['card', 'link']);
    const recorded = recording();
    const group = await checkout(pi.client_secret, recorded.fetch);

    await group.wallet({ op: 'lookup', email });
    await tick();
    // Not verified yet: the Payment Element hears of no wallet.
    expect(group.payment.broadcasts('wallet')).toEqual([]);
    await group.wallet({ op: 'start', channel: 'EMAIL' });
    await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    await tick();
    const [view] = group.payment.broadcasts('wallet') as Body[];
    expect(view).toMatchObject({
      email,
      exists: true,
      cards: [{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, isDefault: true }],
    });
    const cardId = (((view as Body).cards as Body[])[0] as Body).id as string;
    expect(cardId).toMatch(/^csmrpd_/);

    group.paymentAnswers.collect = { link_payment_details: cardId };
    group.linkAnswers.collect = { billing_details: { email } };
    expect(await group.controller.handle('elements-submit', { groupId: 'g1' })).toEqual({
      selectedPaymentMethod: 'link',
    });
    const { paymentIntent, method: pm } = await confirmPaid(group.controller);
    expect(paymentIntent.status).toBe('succeeded');
    // The intent takes link: the wallet card is shared as a `link` method, as Stripe's Link pays.
    expect(pm).toMatchObject({ type: 'link', link: { email } });
    expect(pm.card).toBeUndefined();
    const share = recorded.posts.find((post) => post.path.endsWith('/payment_details/share'));
    expect(new URLSearchParams(share?.body).get('expected_payment_method_type')).toBe('link');
    const paid = await provider.secret('GET', `payment_intents/${pi.id}?expand[]=latest_charge`);
    expect((paid.latest_charge as Body).payment_method_details).toEqual({
      type: 'link',
      link: { country: 'US' },
    });
    // The card's details never travelled with the confirm: only the shared method's id.
    const confirm = recorded.posts.find((post) => post.path.endsWith('/confirm'));
    const sent = new URLSearchParams(confirm?.body);
    expect(sent.get('payment_method')).toBe(pm.id);
    expect([...sent.keys()].some((key) => key.startsWith('payment_method_data'))).toBe(false);
    expect([...sent.keys()].some((key) => key.startsWith('link'))).toBe(false);
  });

  it('sets up a wallet card as a link method for a SetupIntent that takes link; it pays off-session', async () => {
    const email = 'setup-link@example.com';
    await accountWithCard(email);
    const customer = await provider.secret('POST', 'customers', { email });
    const setup = await provider.secret('POST', 'setup_intents', {
      customer: customer.id,
      payment_method_types: ['card', 'link'],
      usage: 'off_session',
    });
    const group = await checkout(setup.client_secret as string);
    await group.wallet({ op: 'lookup', email });
    await group.wallet({ op: 'start', channel: 'EMAIL' });
    await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    await tick();
    const [view] = group.payment.broadcasts('wallet') as Body[];
    const cardId = (((view as Body).cards as Body[])[0] as Body).id as string;
    group.paymentAnswers.collect = { link_payment_details: cardId };
    group.linkAnswers.collect = { billing_details: { email } };
    const result = (await group.controller.handle('confirm-setup', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { setupIntent: Body };
    expect(result.setupIntent.status).toBe('succeeded');
    const saved = await provider.secret(
      'GET',
      `payment_methods/${result.setupIntent.payment_method}`,
    );
    expect(saved).toMatchObject({ type: 'link', customer: customer.id, link: { email } });
    const later = await provider.secret('POST', 'payment_intents', {
      amount: 4200,
      currency: 'usd',
      customer: customer.id,
      payment_method: saved.id,
      payment_method_types: ['link'],
      off_session: 'true',
      confirm: 'true',
    });
    expect(later.status).toBe('succeeded');
  });

  it('answers createPaymentMethod of a deferred session with the card a wallet card is shared into', async () => {
    const email = 'create-pm@example.com';
    await accountWithCard(email);
    const recorded = recording();
    const group = await checkout(
      {
        mode: 'payment',
        amount: 2500,
        currency: 'usd',
        paymentMethodCreation: 'manual',
        paymentMethodTypes: ['card', 'link'],
      },
      recorded.fetch,
    );
    await group.wallet({ op: 'lookup', email });
    await group.wallet({ op: 'start', channel: 'EMAIL' });
    await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    await tick();
    const [view] = group.payment.broadcasts('wallet') as Body[];
    const cardId = (((view as Body).cards as Body[])[0] as Body).id as string;
    group.paymentAnswers.collect = { link_payment_details: cardId };
    expect(await group.controller.handle('elements-submit', { groupId: 'g1' })).toEqual({
      selectedPaymentMethod: 'link',
    });
    const result = (await group.controller.handle('create-payment-method', {
      groupId: 'g1',
      params: {},
    })) as { paymentMethod: Body };
    expect(result.paymentMethod).toMatchObject({
      id: expect.stringMatching(/^pm_/),
      type: 'card',
      card: { last4: '4242', wallet: { type: 'link' } },
    });
    // No card data left the controller: the method is the wallet's share, not a new card. A
    // deferred session has no intent yet, so the card shares as a card (sharesAsLink), which
    // pays the card-only intent below.
    expect(recorded.posts.some((post) => post.path === '/v1/payment_methods')).toBe(false);
    // The merchant's server pays with it, as with any PaymentMethod.
    const paid = await provider.secret('POST', 'payment_intents', {
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card'],
      payment_method: result.paymentMethod.id,
      confirm: 'true',
    });
    expect(paid.status).toBe('succeeded');
  });

  it('refuses createPaymentMethod with a wallet card but no verified session (LJS002)', async () => {
    const group = await checkout({
      mode: 'payment',
      amount: 2500,
      currency: 'usd',
      paymentMethodCreation: 'manual',
      paymentMethodTypes: ['card', 'link'],
    });
    group.paymentAnswers.collect = { link_payment_details: 'csmrpd_forged' };
    await group.controller.handle('elements-submit', { groupId: 'g1' });
    const result = (await group.controller.handle('create-payment-method', {
      groupId: 'g1',
      params: {},
    })) as { error: Body };
    expect(result.error).toMatchObject({ code: 'LJS002', message: 'Consumer not logged in' });
  });

  it("tells the group's frames the verified shopper's shipping addresses, default first", async () => {
    const email = 'addresses@example.com';
    await accountWithCard(email);
    await addAddresses(email);
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    await group.wallet({ op: 'lookup', email });
    await group.wallet({ op: 'start', channel: 'EMAIL' });
    await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    await tick();
    const [view] = group.payment.broadcasts('wallet') as Body[];
    const address = (line1: string, isDefault: boolean) => ({
      id: expect.stringMatching(/^csmrsa_/),
      isDefault,
      name: 'Jo Doe',
      address: {
        line1,
        line2: null,
        city: 'New York',
        state: 'NY',
        postal_code: '10001',
        country: 'US',
      },
    });
    expect(view?.shippingAddresses).toEqual([
      address('500 Office Park', true),
      address('1 Main St', false),
    ]);
    // The Link Authentication frame hears the same broadcast (any frame of the group does).
    expect((group.link.broadcasts('wallet') as Body[])[0]?.shippingAddresses).toHaveLength(2);
  });

  it('refuses a wallet card without a verified wallet session (LJS002), and pays nothing', async () => {
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    group.paymentAnswers.collect = { link_payment_details: 'csmrpd_forged' };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { error: Body };
    expect(result.error).toMatchObject({ code: 'LJS002', message: 'Consumer not logged in' });
    const after = await provider.secret('GET', `payment_intents/${pi.id}`);
    expect(after.status).toBe('requires_payment_method');
  });

  it('signs a new shopper up once their card paid, with the card saved in the new wallet', async () => {
    const email = 'new-shopper@example.com';
    const pi = await intent(['card', 'link']);
    const recorded = recording();
    const group = await checkout(pi.client_secret, recorded.fetch);
    expect(await group.wallet({ op: 'lookup', email })).toMatchObject({ exists: false });
    await tick();
    expect(group.payment.broadcasts('wallet')).toEqual([
      { email, exists: false, auth: 'unregistered' },
    ]);

    group.paymentAnswers.collect = {
      type: 'card',
      card: CARD,
      billing_details: { address: { postal_code: '94110', country: 'US' } },
      link_signup: { phone: '+12015550123', country: 'US', name: 'Jenny Rosen' },
    };
    group.linkAnswers.collect = { billing_details: { email } };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { paymentIntent: Body };
    expect(result.paymentIntent.status).toBe('succeeded');
    const confirm = recorded.posts.find((post) => post.path.endsWith('/confirm'));
    expect(confirm?.body).not.toContain('link_signup');
    const signUp = recorded.posts.find((post) => post.path.endsWith('/consumers/accounts/sign_up'));
    expect(new URLSearchParams(signUp?.body).get('consent_action')).toBe('checkbox_v0');

    // A later visit: the account exists, the code opens it, the card is there as the default.
    const later = new WalletClient(api());
    expect(await later.lookup(email)).toEqual({
      ok: true,
      // A lookup tells existence only (issue 31).
      value: { exists: true, hasPasskey: false, factors: [] },
    });
    await later.startVerification('EMAIL');
    expect((await later.confirmVerification('EMAIL', await latestCode(email))).ok).toBe(true);
    const cards = await later.listCards();
    expect(cards.ok && cards.value).toMatchObject([
      { brand: 'visa', last4: '4242', isDefault: true },
    ]);
  });

  it('makes no wallet when the card is declined', async () => {
    const email = 'declined-shopper@example.com';
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    await group.wallet({ op: 'lookup', email });
    group.paymentAnswers.collect = {
      type: 'card',
      card: { ...CARD, number: '4000000000000002' },
      link_signup: { phone: '+12015550123', country: 'US' },
    };
    group.linkAnswers.collect = { billing_details: { email } };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { error: Body };
    expect(result.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
    expect(await new WalletClient(api()).lookup(email)).toEqual({
      ok: true,
      value: { exists: false, hasPasskey: false, factors: [] },
    });
  });

  it('keeps the payment when the sign-up fails (the e-mail took an account meanwhile)', async () => {
    const email = 'taken-meanwhile@example.com';
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    await group.wallet({ op: 'lookup', email });
    await accountWithCard(email);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    group.paymentAnswers.collect = {
      type: 'card',
      card: CARD,
      link_signup: { phone: '+12015550123', country: 'US' },
    };
    group.linkAnswers.collect = { billing_details: { email } };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { paymentIntent: Body };
    expect(result.paymentIntent.status).toBe('succeeded');
    expect(warn).toHaveBeenCalledWith(
      '[kassa] the wallet sign-up failed:',
      'A wallet account already exists for this e-mail address: log in to it instead.',
    );
    warn.mockRestore();
  });

  it('logs out from the Payment Element: both frames hear it, the session is dead', async () => {
    const email = 'logout@example.com';
    await accountWithCard(email);
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    await group.wallet({ op: 'lookup', email });
    await group.wallet({ op: 'start', channel: 'EMAIL' });
    await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    // The Link Authentication Element may not log out; the Payment Element may.
    await expect(group.wallet({ op: 'logout' })).rejects.toMatchObject({
      type: 'invalid_request_error',
    });
    const answer = (await group.payment.ask('wallet', { op: 'logout' })) as { result: Body };
    expect(answer.result).toEqual({ exists: true, shopper: null });
    await tick();
    expect(group.payment.broadcasts('wallet').at(-1)).toBeNull();
    expect(group.link.broadcasts('wallet-logout')).toEqual([null]);
    group.paymentAnswers.collect = {
      link_payment_details: (
        (group.payment.broadcasts('wallet')[0] as { cards: Body[] }).cards[0] as Body
      ).id as string,
    };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { error: Body };
    expect(result.error).toMatchObject({ code: 'LJS002' });
  });

  it('shows no wallet when the session does not offer link', async () => {
    const pi = await intent(['card']);
    const group = await checkout(pi.client_secret);
    await group.wallet({ op: 'lookup', email: 'card-only@example.com' });
    await tick();
    expect(group.payment.broadcasts('wallet')).toEqual([]);
  });

  it('tells a Payment Element mounted later what the wallet shows', async () => {
    const pi = await intent(['card', 'link']);
    const group = await checkout(pi.client_secret);
    await group.wallet({ op: 'lookup', email: 'late@example.com' });
    const late = fakeFrame({});
    group.controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'pe2',
      elementType: 'payment',
    });
    group.controller.registry.connect('g1', 'pe2', 'payment', late.port);
    await tick();
    expect(late.broadcasts('wallet')).toEqual([
      { email: 'late@example.com', exists: false, auth: 'unregistered' },
    ]);
  });
});
