import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { type Body, linkWalletHarness } from './link-wallet-harness.js';

// Spec 001's update-saved and remove-saved views, through the controller against the real
// provider in process: the Payment Element's wallet section changes a saved card, and the
// section (and every frame of the group) hears the wallet as the provider now has it.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { api, accountWithCard, latestCode, intent, checkout } = linkWalletHarness(() => provider);

/** A verified shopper with two saved cards (the Visa the default) in a Link checkout. */
async function verifiedWithTwoCards(email: string) {
  const secret = await accountWithCard(email);
  const added = await api().post('consumers/payment_details', {
    type: 'card',
    card: { number: '5555555555554444', exp_month: 1, exp_year: 2031, cvc: '123' },
    billing_address: { country_code: 'US', postal_code: '94110' },
    credentials: { consumer_session_client_secret: secret },
  });
  if (!added.ok) throw new Error(added.error.message);
  const pi = await intent(['card', 'link']);
  const group = await checkout(pi.client_secret);
  await group.wallet({ op: 'lookup', email });
  await group.wallet({ op: 'start', channel: 'EMAIL' });
  await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
  await tick();
  const cards = () => (group.payment.broadcasts('wallet').at(-1) as { cards: Body[] }).cards;
  return { group, cards };
}

describe("the Payment Element's wallet section changing saved details", () => {
  it('updates a card’s expiry and makes it the default; the section hears the new list', async () => {
    const { group, cards } = await verifiedWithTwoCards('update-card@example.com');
    const mastercard = cards().find((card) => card.brand === 'mastercard') as Body;
    expect(mastercard).toMatchObject({ expMonth: 1, expYear: 2031, isDefault: false });

    const answer = (await group.payment.ask('wallet', {
      op: 'update',
      id: mastercard.id as string,
      expMonth: 7,
      expYear: 2032,
      isDefault: true,
    })) as { result: Body };
    expect(answer.result).toMatchObject({ exists: true, shopper: { verified: true } });
    await tick();
    expect(cards()[0]).toMatchObject({
      id: mastercard.id as string,
      brand: 'mastercard',
      expMonth: 7,
      expYear: 2032,
      isDefault: true,
    });
    expect(cards()[1]).toMatchObject({ brand: 'visa', isDefault: false });
  });

  it('removes a card: it is gone from the section and from the wallet', async () => {
    const { group, cards } = await verifiedWithTwoCards('remove-card@example.com');
    const visa = cards().find((card) => card.brand === 'visa') as Body;
    await group.payment.ask('wallet', { op: 'remove', id: visa.id as string });
    await tick();
    expect(cards().map((card) => card.brand)).toEqual(['mastercard']);
    // Removed for good: a second removal is the provider's "no such payment details".
    const again = (await group.payment.ask('wallet', { op: 'remove', id: visa.id as string })) as {
      error: Body;
    };
    expect(again.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
  });

  it('answers an update the provider refuses with its error, and changes nothing', async () => {
    const { group, cards } = await verifiedWithTwoCards('refused-update@example.com');
    const answer = (await group.payment.ask('wallet', {
      op: 'update',
      id: 'csmrpd_unknown',
      isDefault: true,
    })) as { error: Body };
    expect(answer.error).toMatchObject({ code: 'resource_missing' });
    expect(cards()).toHaveLength(2);
  });

  it('refuses both changes from the Link Authentication Element', async () => {
    const { group, cards } = await verifiedWithTwoCards('wrong-frame@example.com');
    const id = (cards()[0] as Body).id as string;
    await expect(group.wallet({ op: 'remove', id })).rejects.toMatchObject({
      type: 'invalid_request_error',
    });
    await expect(group.wallet({ op: 'update', id, isDefault: true })).rejects.toMatchObject({
      type: 'invalid_request_error',
    });
    expect(cards()).toHaveLength(2);
  });

  it('refuses a change once the shopper has logged out (no session)', async () => {
    const { group, cards } = await verifiedWithTwoCards('after-logout@example.com');
    const id = (cards()[0] as Body).id as string;
    await group.payment.ask('wallet', { op: 'logout' });
    const answer = (await group.payment.ask('wallet', { op: 'remove', id })) as { error: Body };
    expect(answer.error).toMatchObject({ code: 'consumer_session_credentials_invalid' });
  });
});
