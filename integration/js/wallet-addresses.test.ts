import { type Json, readWalletShippingAddresses } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { ApiClient } from './js-internals.js';

// The Link wallet's saved shipping addresses and a shipping Address Element, through the
// controller, against the real provider API in process (its own provider: the wallet's per-IP
// limits are counted per file): the Address Element's frame hears them once the shopper is
// verified, and a new address paid with joins the wallet.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

type Body = Record<string, Json>;
const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

function api(): ApiClient {
  return new ApiClient({
    origin: 'http://127.0.0.1',
    key: provider.keys.publishableKey,
    fetch: provider.fetch,
  });
}

/** A wallet account with a saved Visa, as an earlier visit would have left it: its session. */
async function accountWithCard(email: string): Promise<string> {
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
    card: CARD,
    billing_address: { country_code: 'US', postal_code: '94110' },
    credentials: { consumer_session_client_secret: secret },
  });
  if (!card.ok) throw new Error(card.error.message);
  return secret;
}

/** Two shipping addresses in an account's wallet, the second one made its default. */
async function addAddresses(email: string): Promise<void> {
  const client = api();
  const found = await client.post('consumers/sessions/lookup', { email_address: email });
  if (!found.ok) throw new Error(found.error.message);
  let secret = (found.body.consumer_session as { client_secret: string }).client_secret;
  await client.post('consumers/sessions/start_verification', {
    type: 'EMAIL',
    credentials: { consumer_session_client_secret: secret },
  });
  const verified = await client.post('consumers/sessions/confirm_verification', {
    type: 'EMAIL',
    code: await latestCode(email),
    credentials: { consumer_session_client_secret: secret },
  });
  if (!verified.ok) throw new Error(verified.error.message);
  secret = (verified.body.consumer_session as { client_secret: string }).client_secret;
  for (const [line1, isDefault] of [
    ['1 Main St', false],
    ['500 Office Park', true],
  ] as const) {
    const made = await client.post('consumers/shipping_addresses', {
      address: {
        name: 'Jo Doe',
        line_1: line1,
        locality: 'New York',
        administrative_area: 'NY',
        postal_code: '10001',
        country_code: 'US',
      },
      is_default: isDefault,
      credentials: { consumer_session_client_secret: secret },
    });
    if (!made.ok) throw new Error(made.error.message);
  }
}

async function latestCode(email: string): Promise<string> {
  const message = await provider.secret(
    'GET',
    `test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(email)}`,
  );
  return String(message.code);
}

async function intent(types: string[]) {
  const made = await provider.secret('POST', 'payment_intents', {
    amount: 2500,
    currency: 'usd',
    payment_method_types: types,
  });
  return made as { id: string; client_secret: string };
}

/** Records the bodies the controller POSTs, by path. */
function recording() {
  const posts: { path: string; body: string }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (init?.method === 'POST')
      posts.push({ path: new URL(String(input)).pathname, body: String(init.body) });
    return provider.fetch(input, init);
  };
  return { posts, fetch };
}

/** A group paying `clientSecret`, with a Link Authentication Element and a Payment Element. */
async function checkout(clientSecret: string | Body, fetch?: typeof globalThis.fetch) {
  const { controller } = provider.newController(fetch);
  const options = typeof clientSecret === 'string' ? { clientSecret } : clientSecret;
  await controller.handle('elements-create', { groupId: 'g1', options });
  const paymentAnswers: Record<string, Json> = { validate: { complete: true, error: null } };
  const linkAnswers: Record<string, Json> = { validate: { complete: true, error: null } };
  const payment = fakeFrame(paymentAnswers);
  const link = fakeFrame(linkAnswers);
  controller.handle('element-mount', { groupId: 'g1', frameId: 'pe', elementType: 'payment' });
  controller.registry.connect('g1', 'pe', 'payment', payment.port);
  controller.handle('element-mount', {
    groupId: 'g1',
    frameId: 'la',
    elementType: 'linkAuthentication',
  });
  controller.registry.connect('g1', 'la', 'linkAuthentication', link.port);
  await tick();
  const wallet = async (payload: Json) => {
    const answer = (await link.ask('wallet', payload)) as { result?: Body; error?: Body };
    if (answer.error !== undefined) throw answer.error;
    return answer.result as Body;
  };
  return { controller, payment, link, paymentAnswers, linkAnswers, wallet };
}

describe('the wallet’s shipping addresses and a shipping Address Element', () => {
  /** The checkout with a shipping Address Element beside, its frame answering `answers`. */
  async function withAddress(clientSecret: string, fetch?: typeof globalThis.fetch) {
    const group = await checkout(clientSecret, fetch);
    const addressAnswers: Record<string, Json> = { validate: { complete: true, error: null } };
    const address = fakeFrame(addressAnswers);
    group.controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'ad',
      elementType: 'address',
      options: { mode: 'shipping' },
    });
    group.controller.registry.connect('g1', 'ad', 'address', address.port);
    await tick();
    return { ...group, address, addressAnswers };
  }

  async function verify(group: Awaited<ReturnType<typeof withAddress>>, email: string) {
    await group.wallet({ op: 'lookup', email });
    await group.wallet({ op: 'start', channel: 'EMAIL' });
    await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
    await tick();
  }

  const NEW_PLACE = {
    name: 'Jo Doe',
    address: {
      line1: '77 Harbor Rd',
      city: 'Boston',
      state: 'MA',
      postal_code: '02110',
      country: 'US',
    },
  };

  it('the Address Element’s frame hears them, reads them default first, and loses them on logout', async () => {
    const email = 'address-frame@example.com';
    await accountWithCard(email);
    await addAddresses(email);
    const pi = await intent(['card', 'link']);
    const group = await withAddress(pi.client_secret);
    // Nothing before the shopper is verified.
    expect(group.address.broadcasts('wallet')).toEqual([]);
    await verify(group, email);
    const heard = group.address.broadcasts('wallet');
    expect(heard).toHaveLength(1);
    expect(
      readWalletShippingAddresses(heard[0] as Json).map((entry) => entry.address.line1),
    ).toEqual(['500 Office Park', '1 Main St']);
    await group.payment.ask('wallet', { op: 'logout' });
    await tick();
    expect(group.address.broadcasts('wallet').at(-1)).toBeNull();
    expect(readWalletShippingAddresses(group.address.broadcasts('wallet').at(-1) as Json)).toEqual(
      [],
    );
  });

  it('saves a new shipping address to the wallet after the payment, and the frames hear it', async () => {
    const email = 'address-new@example.com';
    await accountWithCard(email);
    await addAddresses(email);
    const pi = await intent(['card', 'link']);
    const group = await withAddress(pi.client_secret);
    await verify(group, email);
    const cardId = (((group.payment.broadcasts('wallet')[0] as Body).cards as Body[])[0] as Body)
      .id as string;
    group.paymentAnswers.collect = { link_payment_details: cardId };
    group.linkAnswers.collect = { billing_details: { email } };
    group.addressAnswers.collect = { shipping: NEW_PLACE };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { paymentIntent: Body };
    expect(result.paymentIntent.status).toBe('succeeded');
    expect(result.paymentIntent.shipping).toMatchObject(NEW_PLACE);
    await tick();
    const after = readWalletShippingAddresses(group.address.broadcasts('wallet').at(-1) as Json);
    expect(after.map((entry) => entry.address.line1)).toEqual([
      '500 Office Park',
      '1 Main St',
      '77 Harbor Rd',
    ]);
    // Saved as it was entered, not the default (the shopper's default stays).
    expect(after[2]).toMatchObject({
      name: 'Jo Doe',
      isDefault: false,
      address: NEW_PLACE.address,
    });
  });

  it('saves nothing when the shopper paid with one of the wallet’s addresses, or is not verified', async () => {
    const email = 'address-known@example.com';
    // The sign-up's own session saves the address (no second code: codes are rate limited).
    const secret = await accountWithCard(email);
    const made = await api().post('consumers/shipping_addresses', {
      address: {
        name: 'Jo Doe',
        line_1: '500 Office Park',
        locality: 'New York',
        administrative_area: 'NY',
        postal_code: '10001',
        country_code: 'US',
      },
      credentials: { consumer_session_client_secret: secret },
    });
    expect(made.ok).toBe(true);
    const pi = await intent(['card', 'link']);
    const group = await withAddress(pi.client_secret);
    await verify(group, email);
    const [chosen] = readWalletShippingAddresses(group.address.broadcasts('wallet')[0] as Json);
    const cardId = (((group.payment.broadcasts('wallet')[0] as Body).cards as Body[])[0] as Body)
      .id as string;
    group.paymentAnswers.collect = { link_payment_details: cardId };
    if (chosen === undefined) throw new Error('the wallet lists no address');
    // As the Address Element collects it: no empty parts.
    const { line2: _none, ...place } = chosen.address;
    group.addressAnswers.collect = { shipping: { name: chosen.name, address: place } };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { paymentIntent: Body };
    expect(result.paymentIntent.status).toBe('succeeded');
    await tick();
    expect(group.address.broadcasts('wallet')).toHaveLength(1);

    // A shopper who never verified: a card payment with a new address saves nothing anywhere.
    const other = await intent(['card', 'link']);
    const recorded = recording();
    const plain = await withAddress(other.client_secret, recorded.fetch);
    await plain.wallet({ op: 'lookup', email });
    plain.paymentAnswers.collect = { type: 'card', card: CARD };
    plain.addressAnswers.collect = { shipping: NEW_PLACE };
    const paid = (await plain.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: {},
    })) as { paymentIntent: Body };
    expect(paid.paymentIntent.status).toBe('succeeded');
    expect(paid.paymentIntent.shipping).toMatchObject(NEW_PLACE);
    expect(recorded.posts.some((post) => post.path.includes('shipping_addresses'))).toBe(false);
  });
});
