import { type Json, readWalletShippingAddresses } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { type Body, CARD, linkWalletHarness } from './link-wallet-harness.js';

// The Link wallet's saved shipping addresses and a shipping Address Element, through the
// controller, against the real provider API in process (its own provider: the wallet's per-IP
// limits are counted per file): the Address Element's frame hears them once the shopper is
// verified, and a new address paid with joins the wallet.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { api, accountWithCard, addAddresses, latestCode, intent, recording, checkout } =
  linkWalletHarness(() => provider);

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
