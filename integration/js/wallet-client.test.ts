import { WALLET_REQUEST_REFUSED } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeFrame,
  type InProcessProvider,
  PROVIDER_ORIGIN,
  startProvider,
} from './in-process-provider.js';
import { ApiClient, WalletClient } from './js-internals.js';

// The controller's wallet client against the real provider API (in process, PGlite): the calls
// a browser on the provider origin makes, with the publishable key and the browser's Origin.
let provider: InProcessProvider;

beforeAll(async () => {
  provider = await startProvider();
}, 60_000);

afterAll(async () => {
  await provider?.close();
});

/** The controller frame's fetch: the browser adds the provider origin to every call. */
const browserFetch: typeof fetch = (input, init) =>
  provider.fetch(input, {
    ...init,
    headers: { ...(init?.headers as Record<string, string>), Origin: PROVIDER_ORIGIN },
  });

function api(): ApiClient {
  return new ApiClient({
    origin: PROVIDER_ORIGIN,
    key: provider.keys.publishableKey,
    fetch: browserFetch,
  });
}

/** A wallet account with a saved Visa, made as a shopper's earlier visit would have. */
async function accountWithCard(email: string): Promise<void> {
  const client = api();
  const signUp = await client.post('consumers/accounts/sign_up', {
    email_address: email,
    phone_number: '+12015550123',
    country: 'US',
    consent_action: 'clicked_checkbox_nospm_mobile_v0',
  });
  if (!signUp.ok) throw new Error(signUp.error.message);
  const secret = (signUp.body.consumer_session as { client_secret: string }).client_secret;
  const card = await client.post('consumers/payment_details', {
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    billing_address: { country_code: 'US', postal_code: '94110' },
    credentials: { consumer_session_client_secret: secret },
  });
  if (!card.ok) throw new Error(card.error.message);
}

async function latestCode(email: string): Promise<string> {
  const message = await provider.secret(
    'GET',
    `test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(email)}`,
  );
  return String(message.code);
}

describe('the wallet client', () => {
  it('lets a returning shopper in with the e-mailed code, then pays with the shared card', async () => {
    const email = 'returning@example.com';
    await accountWithCard(email);
    const wallet = new WalletClient(api());

    expect(await wallet.lookup(` ${email.toUpperCase()} `)).toEqual({
      ok: true,
      // A lookup tells existence only (issue 31): the start tells the channels.
      value: { exists: true, hasPasskey: false, factors: [] },
    });
    expect(wallet.shopper).toMatchObject({ email, verified: false });
    const early = await wallet.listCards();
    expect(early.ok).toBe(false);

    // Without a type: the server's default, e-mail for an account without a proven phone.
    expect(await wallet.startVerification(undefined, 'en-US')).toEqual({
      ok: true,
      value: { channel: 'EMAIL', factors: ['EMAIL'], hasPasskey: false },
    });
    const code = await latestCode(email);
    const wrong = await wallet.confirmVerification(
      'EMAIL',
      code === '000000' ? '111111' : '000000',
    );
    expect(wrong).toMatchObject({
      ok: false,
      error: {
        code: 'consumer_verification_code_invalid',
        message: 'The verification code is not correct.',
      },
    });
    expect(await wallet.confirmVerification('EMAIL', code)).toEqual({ ok: true, value: null });
    expect(wallet.shopper?.verified).toBe(true);

    const cards = await wallet.listCards();
    if (!cards.ok) throw new Error(cards.error.message);
    expect(cards.value).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }),
    ]);
    const shared = await wallet.share(cards.value[0]?.id ?? '');
    if (!shared.ok) throw new Error(shared.error.message);
    expect(shared.value).toMatch(/^pm_/);

    const intent = await provider.createIntent(2500);
    const paid = await api().post(`payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret,
      payment_method: shared.value,
    });
    expect(paid.ok && paid.body.status).toBe('succeeded');

    await wallet.logOut();
    expect(wallet.shopper).toBeNull();
    expect((await wallet.listCards()).ok).toBe(false);
  });

  it('signs a new shopper up, whom the next lookup recognises', async () => {
    const email = 'new-shopper@example.com';
    const wallet = new WalletClient(api());
    expect(await wallet.lookup(email)).toEqual({
      ok: true,
      value: { exists: false, hasPasskey: false, factors: [] },
    });
    expect(wallet.shopper).toBeNull();
    const signedUp = await wallet.signUp({
      email,
      phone: '+12015550199',
      country: 'US',
      consentAction: 'clicked_checkbox_nospm_mobile_v0',
    });
    expect(signedUp).toEqual({ ok: true, value: null });
    expect(wallet.shopper?.email).toBe(email);
    expect(await wallet.listCards()).toEqual({ ok: true, value: [] });

    const again = await wallet.signUp({ email, consentAction: 'clicked_checkbox_nospm_mobile_v0' });
    expect(again).toMatchObject({ ok: false, error: { code: 'consumer_already_exists' } });
    const next = new WalletClient(api());
    expect(await next.lookup(email)).toEqual({
      ok: true,
      value: { exists: true, hasPasskey: false, factors: [] },
    });
  });

  it('asks for a lookup before any session call', async () => {
    const wallet = new WalletClient(api());
    const answer = await wallet.startVerification('SMS');
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'consumer_session_credentials_invalid' },
    });
  });
});

describe("the controller's wallet for the Link Authentication Element", () => {
  it('looks the shopper up and verifies the code, answering the shopper but never the secret', async () => {
    const email = 'frame-shopper@example.com';
    await accountWithCard(email);
    const { controller } = provider.newController(browserFetch);
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { mode: 'payment', amount: 1000, currency: 'usd' },
    });
    const link = fakeFrame({});
    const payment = fakeFrame({});
    controller.registry.connect('g1', 'l', 'linkAuthentication', link.port);
    controller.registry.connect('g1', 'p', 'payment', payment.port);

    const found = await link.ask('wallet', { op: 'lookup', email });
    expect(found).toMatchObject({
      result: { exists: true, shopper: { email, verified: false } },
    });
    expect(JSON.stringify(found)).not.toContain('secret');
    await link.ask('wallet', { op: 'start', channel: 'EMAIL', locale: 'en' });
    const code = await latestCode(email);
    const wrong = await link.ask('wallet', {
      op: 'confirm',
      channel: 'EMAIL',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({
      error: {
        code: 'consumer_verification_code_invalid',
        message: 'The verification code is not correct.',
      },
    });
    const verified = await link.ask('wallet', { op: 'confirm', channel: 'EMAIL', code });
    expect(verified).toMatchObject({ result: { shopper: { email, verified: true } } });
    expect(JSON.stringify(verified)).not.toContain('secret');

    const refused = await payment.ask('wallet', { op: 'lookup', email });
    expect(refused).toMatchObject({
      error: {
        message: WALLET_REQUEST_REFUSED,
      },
    });
    const malformed = await link.ask('wallet', { op: 'confirm', code: '12a456' });
    expect(malformed).toMatchObject({
      error: {
        message: WALLET_REQUEST_REFUSED,
      },
    });
    link.close();
    payment.close();
  });
});
