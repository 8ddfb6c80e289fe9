import { WALLET_REQUEST_REFUSED } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';
import { type Body, linkWalletHarness } from './link-wallet-harness.js';

// Link from the Express Checkout Element, through the controller, against the real provider
// API in process: the Link sheet connects as a frame of the group and signs the shopper in with
// the e-mail code; the ECE's frame then collects the wallet card the sheet picked, and the
// merchant's confirm pays with a `link` PaymentMethod.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const { accountWithCard, latestCode, intent, recording, confirmPaid } = linkWalletHarness(
  () => provider,
);

/** A group with only an Express Checkout Element (its frame answers as the clicked row does). */
async function expressGroup(clientSecret: string, fetch?: typeof globalThis.fetch) {
  const { controller } = provider.newController(fetch);
  await controller.handle('elements-create', { groupId: 'g1', options: { clientSecret } });
  const expressAnswers: Record<string, unknown> = { validate: { complete: false, error: null } };
  const express = fakeFrame(expressAnswers as never);
  controller.handle('element-mount', {
    groupId: 'g1',
    frameId: 'ece',
    elementType: 'expressCheckout',
  });
  controller.registry.connect('g1', 'ece', 'expressCheckout', express.port);
  // The Link sheet: no loader mounts it; it connects as the sheet frame of the group.
  const sheet = fakeFrame({});
  controller.registry.connect('g1', 'ks_1', 'linkSheet', sheet.port);
  await tick();
  const ask = async (frame: ReturnType<typeof fakeFrame>, payload: Body) => {
    const answer = (await frame.ask('wallet', payload)) as { result?: Body; error?: Body };
    if (answer.error !== undefined) throw answer.error;
    return answer.result as Body;
  };
  return { controller, express, expressAnswers, sheet, ask };
}

describe('Link from the Express Checkout Element', () => {
  it('signs in from the Link sheet and pays with the picked wallet card as a link method', async () => {
    const email = 'ece-link@example.com';
    await accountWithCard(email);
    const pi = await intent(['card', 'link']);
    const recorded = recording();
    const group = await expressGroup(pi.client_secret, recorded.fetch);

    const found = await group.ask(group.sheet, { op: 'lookup', email });
    expect(found).toMatchObject({ exists: true, shopper: { email, verified: false } });
    // The lookup names the Express Checkout Element as its surface (spec 001).
    const lookup = recorded.posts.find((post) => post.path.endsWith('/consumers/sessions/lookup'));
    expect(new URLSearchParams(lookup?.body).get('request_surface')).toBe(
      'web_express_checkout_element',
    );
    await group.ask(group.sheet, { op: 'start', channel: 'EMAIL', locale: 'en' });
    await group.ask(group.sheet, {
      op: 'confirm',
      channel: 'EMAIL',
      code: await latestCode(email),
    });
    await tick();
    // The sheet hears the wallet with the saved card; never the session's secret.
    const view = group.sheet.broadcasts('wallet').at(-1) as Body;
    expect(view).toMatchObject({
      email,
      exists: true,
      cards: [{ last4: '4242', isDefault: true }],
    });
    expect(JSON.stringify(group.sheet.received)).not.toContain('csmrs_secret_');
    const cardId = (((view as Body).cards as Body[])[0] as Body).id as string;

    // The sheet's Pay: the row's frame now holds the card, and the merchant confirms.
    group.expressAnswers.validate = { complete: true, error: null };
    group.expressAnswers.collect = { link_payment_details: cardId };
    const { paymentIntent, method: pm } = await confirmPaid(group.controller);
    expect(paymentIntent.status).toBe('succeeded');
    expect(pm).toMatchObject({ type: 'link', link: { email } });
  });

  it('saves the picked wallet card as a link method with confirmSetup', async () => {
    const email = 'ece-link-setup@example.com';
    await accountWithCard(email);
    const si = (await provider.secret('POST', 'setup_intents', {
      payment_method_types: ['card', 'link'],
    })) as { client_secret: string };
    const group = await expressGroup(si.client_secret);
    await group.ask(group.sheet, { op: 'lookup', email });
    await group.ask(group.sheet, { op: 'start', channel: 'EMAIL', locale: 'en' });
    await group.ask(group.sheet, {
      op: 'confirm',
      channel: 'EMAIL',
      code: await latestCode(email),
    });
    await tick();
    const view = group.sheet.broadcasts('wallet').at(-1) as Body;
    const cardId = (((view as Body).cards as Body[])[0] as Body).id as string;
    group.expressAnswers.validate = { complete: true, error: null };
    group.expressAnswers.collect = { link_payment_details: cardId };
    const result = (await group.controller.handle('confirm-setup', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { setupIntent: Body };
    expect(result.setupIntent.status).toBe('succeeded');
    const pm = await provider.secret('GET', `payment_methods/${result.setupIntent.payment_method}`);
    expect(pm).toMatchObject({ type: 'link', link: { email } });
  });

  it('refuses the sheet a link card without a signed-in wallet (LJS002) and other wallet steps', async () => {
    const pi = await intent(['card', 'link']);
    const group = await expressGroup(pi.client_secret);
    // Only look-up and the code: the Payment Element's wallet section's steps are not its own.
    await expect(group.ask(group.sheet, { op: 'logout' })).rejects.toMatchObject({
      message: WALLET_REQUEST_REFUSED,
    });
    await expect(group.ask(group.sheet, { op: 'passkey-start' })).rejects.toMatchObject({
      message: WALLET_REQUEST_REFUSED,
    });
    // The row's frame itself may not sign in.
    await expect(
      group.ask(group.express, { op: 'lookup', email: 'x@example.com' }),
    ).rejects.toMatchObject({ message: WALLET_REQUEST_REFUSED });
    group.expressAnswers.validate = { complete: true, error: null };
    group.expressAnswers.collect = { link_payment_details: 'csmrpd_unknown' };
    const result = (await group.controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { error: Body };
    expect(result.error).toMatchObject({ code: 'LJS002' });
  });
});
