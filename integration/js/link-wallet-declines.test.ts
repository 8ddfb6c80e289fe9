import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { type Body, linkWalletHarness } from './link-wallet-harness.js';

// Spec 001 §4/§8: a wallet card that declines, paid from the Payment Element through the
// controller against the real provider in process. The decline reaches the element that paid
// (confirm-error), the card is marked failed in the group's next wallet views, and the CVC
// typed again travels with the next share.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { accountWithCard, addCard, latestCode, intent, recording, checkout } = linkWalletHarness(
  () => provider,
);

/** A verified checkout of `email` whose wallet holds the Visa and `number` (the default). */
async function verifiedCheckout(email: string, number: string) {
  const secret = await accountWithCard(email);
  await addCard(secret, number, true);
  const pi = await intent(['card', 'link']);
  const recorded = recording();
  const group = await checkout(pi.client_secret, recorded.fetch);
  await group.wallet({ op: 'lookup', email });
  await group.wallet({ op: 'start', channel: 'EMAIL' });
  await group.wallet({ op: 'confirm', channel: 'EMAIL', code: await latestCode(email) });
  await tick();
  const [view] = group.payment.broadcasts('wallet') as Body[];
  const cards = (view as Body).cards as Body[];
  const byLast4 = (last4: string) => cards.find((card) => card.last4 === last4)?.id as string;
  group.linkAnswers.collect = { billing_details: { email } };
  const confirm = () =>
    group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    }) as Promise<{ error?: Body; paymentIntent?: Body }>;
  const shownErrors = () =>
    group.payment.received.flatMap((m) =>
      m.type === 'port-request' && m.action === 'confirm-error' ? [m.payload as Body] : [],
    );
  /** The wallet as the Payment Element hears it after a change in the section. */
  const republished = async (id: string) => {
    const answer = (await group.payment.ask('wallet', { op: 'update', id, isDefault: true })) as {
      error?: Body;
    };
    expect(answer.error).toBeUndefined();
    await tick();
    return group.payment.broadcasts('wallet').at(-1) as Body;
  };
  return { group, pi, recorded, byLast4, confirm, shownErrors, republished };
}

describe('a wallet card that declines', () => {
  it('tells the Payment Element, marks the card failed, and sends the CVC typed again', async () => {
    const run = await verifiedCheckout('declined-wallet@example.com', '4000000000000002');
    const declining = run.byLast4('0002');
    run.group.paymentAnswers.collect = { link_payment_details: declining };
    const failed = await run.confirm();
    expect(failed.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    await tick();
    // The element that paid hears the decline (its section shows it under the card).
    expect(run.shownErrors()).toEqual([
      expect.objectContaining({ code: 'card_declined', decline_code: 'generic_decline' }),
    ]);
    // Later wallet views of the group carry the mark (spec 001 §4: for later display).
    expect((await run.republished(run.byLast4('4242'))).failed).toEqual([declining]);

    // The generic decline reopened the card for its CVC: the next share sends it.
    run.group.paymentAnswers.collect = {
      link_payment_details: declining,
      link_payment_details_cvc: '321',
    };
    const again = await run.confirm();
    // Kassa's test processor declines by card number, whatever the CVC: a second decline.
    expect(again.error).toMatchObject({ decline_code: 'generic_decline' });
    const shares = run.recorded.posts.filter((post) =>
      post.path.endsWith('/payment_details/share'),
    );
    expect(shares).toHaveLength(2);
    expect(new URLSearchParams(shares[0]?.body).has('payment_method_options[card][cvc]')).toBe(
      false,
    );
    expect(new URLSearchParams(shares[1]?.body).get('payment_method_options[card][cvc]')).toBe(
      '321',
    );

    // The shopper picks their other card: the same intent succeeds.
    run.group.paymentAnswers.collect = { link_payment_details: run.byLast4('4242') };
    const paid = await run.confirm();
    expect(paid.paymentIntent?.status).toBe('succeeded');
  });

  it('does not mark a card failed for insufficient_funds', async () => {
    const run = await verifiedCheckout('no-funds-wallet@example.com', '4000000000009995');
    run.group.paymentAnswers.collect = { link_payment_details: run.byLast4('9995') };
    const failed = await run.confirm();
    expect(failed.error).toMatchObject({ decline_code: 'insufficient_funds' });
    await tick();
    expect(run.shownErrors()).toHaveLength(1);
    expect((await run.republished(run.byLast4('4242'))).failed).toBeUndefined();
  });

  it('refuses a CVC that is not 3 or 4 digits at the share, before any confirm', async () => {
    const run = await verifiedCheckout('bad-cvc-wallet@example.com', '4000000000000127');
    run.group.paymentAnswers.collect = {
      link_payment_details: run.byLast4('0127'),
      link_payment_details_cvc: '12',
    };
    const refused = await run.confirm();
    expect(refused.error).toMatchObject({ code: 'invalid_cvc' });
    expect(run.recorded.posts.some((post) => post.path.endsWith('/confirm'))).toBe(false);
  });

  it('shares the CVC typed again for createPaymentMethod too', async () => {
    const email = 'create-pm-cvc@example.com';
    const secret = await accountWithCard(email);
    await addCard(secret, '4000000000000127', true);
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
    const card = ((view as Body).cards as Body[]).find((entry) => entry.last4 === '0127');
    group.paymentAnswers.collect = {
      link_payment_details: card?.id as string,
      link_payment_details_cvc: '987',
    };
    await group.controller.handle('elements-submit', { groupId: 'g1' });
    const result = (await group.controller.handle('create-payment-method', {
      groupId: 'g1',
      params: {},
    })) as { paymentMethod: Body };
    expect(result.paymentMethod).toMatchObject({ type: 'card', card: { last4: '0127' } });
    const share = recorded.posts.find((post) => post.path.endsWith('/payment_details/share'));
    expect(new URLSearchParams(share?.body).get('payment_method_options[card][cvc]')).toBe('987');
  });
});
