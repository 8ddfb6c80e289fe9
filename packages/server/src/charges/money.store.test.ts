import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeConfirmationToken } from '../confirmation-tokens/confirmation-tokens.js';
import { paymentMethodFromCardToken } from '../payment-methods/card-token-methods.js';
import { consumeCardToken } from '../payment-methods/tokens.js';
import { type Account, ensureDefaultAccount } from '../platform/accounts.js';
import { createServices, type Services } from '../services.js';
import { openTestStore, STORE_KINDS, type TestStore } from '../testing/harness.js';

const VISA = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

// Money rules that depend on row locks and atomic statements, on PGlite and on PostgreSQL.
describe.each(STORE_KINDS)('money on %s', (kind) => {
  let testStore: TestStore;
  let services: Services;
  let account: Account;
  beforeAll(async () => {
    testStore = await openTestStore(kind);
    services = createServices(testStore.store);
    account = (await ensureDefaultAccount(testStore.store)).account;
  }, 60_000);
  afterAll(() => testStore?.dispose());

  const paid = (amount: number) =>
    services.paymentIntents.create(account, {
      amount,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
    });

  it('never refunds more than was captured when 100 partial refunds race', async () => {
    const intent = await paid(5000);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        services.refunds.create(account, { payment_intent: intent.id, amount: 70 }),
      ),
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(71);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'amount_too_large' });
      }
    }
    const charge = await services.charges.retrieve(account, intent.latest_charge ?? '');
    expect(charge.amount_refunded).toBe(71 * 70);
    const sum = await testStore.store.query<{ total: number }>(
      "SELECT sum((data->>'amount')::int)::int AS total FROM refunds WHERE charge_id = $1",
      [charge.id],
    );
    expect(sum[0]?.total).toBe(charge.amount_refunded);
  }, 60_000);

  it('refunds a charge in full exactly once when 100 full refunds race', async () => {
    const intent = await paid(900);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        services.refunds.create(account, { charge: intent.latest_charge ?? '' }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const charge = await services.charges.retrieve(account, intent.latest_charge ?? '');
    expect(charge).toMatchObject({ amount_refunded: 900, refunded: true });
  }, 60_000);

  it('lets one of 100 intents racing for one confirmation token use it', async () => {
    const token = await services.confirmationTokens.create(
      account,
      { payment_method_data: { type: 'card', card: VISA } },
      true,
    );
    const intents = await Promise.all(
      Array.from({ length: 100 }, () =>
        services.paymentIntents.create(account, { amount: 1000, currency: 'usd' }),
      ),
    );
    const viewer = { account, publishable: false };
    const results = await Promise.allSettled(
      intents.map((intent) =>
        services.paymentIntents.confirm(viewer, intent.id, { confirmation_token: token.id }),
      ),
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'token_already_used' });
      }
    }
    const stored = await services.confirmationTokens.retrieve(account, token.id);
    const winner = done[0]?.status === 'fulfilled' ? done[0].value : undefined;
    expect(stored.payment_intent).toBe(winner?.id);
    expect(winner).toMatchObject({ status: 'succeeded' });
  }, 60_000);

  it('gives a confirmation token back when its confirm fails before charging', async () => {
    const token = await services.confirmationTokens.create(
      account,
      { payment_method_data: { type: 'card', card: VISA } },
      true,
    );
    const intent = await paid(1000);
    const viewer = { account, publishable: false };
    await expect(
      services.paymentIntents.confirm(viewer, intent.id, { confirmation_token: token.id }),
    ).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    const stored = await services.confirmationTokens.retrieve(account, token.id);
    expect(stored.payment_intent).toBeNull();
  });

  it('records a SetupIntent as the user of a confirmation token', async () => {
    const token = await services.confirmationTokens.create(
      account,
      { payment_method: 'pm_card_visa', setup_future_usage: 'off_session' },
      false,
    );
    const used = await consumeConfirmationToken(
      testStore.store,
      account,
      token.id,
      'seti_123',
      new Date(),
    );
    expect(used.paymentMethodId).toMatch(/^pm_/);
    const stored = await services.confirmationTokens.retrieve(account, token.id);
    expect(stored).toMatchObject({ setup_intent: 'seti_123', payment_intent: null });
    await expect(
      consumeConfirmationToken(testStore.store, account, token.id, 'pi_123', new Date()),
    ).rejects.toMatchObject({ code: 'token_already_used' });
  });

  it('refuses a confirmation token past its 12 hours', async () => {
    const earlier = createServices(
      testStore.store,
      () => new Date(Date.now() - 12 * 3600_000 - 1000),
    );
    const token = await earlier.confirmationTokens.create(
      account,
      { payment_method: 'pm_card_visa' },
      false,
    );
    const intent = await services.paymentIntents.create(account, { amount: 800, currency: 'usd' });
    const viewer = { account, publishable: false };
    await expect(
      services.paymentIntents.confirm(viewer, intent.id, { confirmation_token: token.id }),
    ).rejects.toMatchObject({
      param: 'confirmation_token',
      message: expect.stringMatching(/expired/),
    });
  });

  it('spends a card token once among 100 racing uses', async () => {
    const token = await services.tokens.create(account, { card: VISA }, null);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => consumeCardToken(testStore.store, account, token.id)),
    );
    const done = results.filter((result) => result.status === 'fulfilled');
    expect(done).toHaveLength(1);
    expect(done[0]?.status === 'fulfilled' && done[0].value.card.last4).toBe('4242');
    for (const result of results) {
      if (result.status === 'rejected') {
        expect(result.reason).toMatchObject({ code: 'token_already_used' });
      }
    }
    expect((await services.tokens.retrieve(account, token.id)).used).toBe(true);
  }, 60_000);

  it('makes a card payment method from a card token, once', async () => {
    const token = await services.tokens.create(
      account,
      { card: { ...VISA, name: 'Jenny Rosen', address_zip: '02136' } },
      null,
    );
    const made = await paymentMethodFromCardToken(
      testStore.store,
      account,
      { token: token.id },
      new Date(),
    );
    expect(made.outcome).toBe('succeed');
    expect(made.object).toMatchObject({
      object: 'payment_method',
      type: 'card',
      billing_details: { name: 'Jenny Rosen', address: { postal_code: '02136' } },
      card: {
        brand: 'visa',
        last4: '4242',
        fingerprint: token.card?.fingerprint,
        checks: { address_postal_code_check: 'unchecked', cvc_check: 'unchecked' },
      },
    });
    await expect(
      paymentMethodFromCardToken(testStore.store, account, { token: token.id }, new Date()),
    ).rejects.toMatchObject({ code: 'token_already_used', param: 'card[token]' });
    const pii = await services.tokens.create(account, { pii: { id_number: '1' } }, null);
    await expect(
      paymentMethodFromCardToken(testStore.store, account, { token: pii.id }, new Date()),
    ).rejects.toMatchObject({ message: `Token ${pii.id} is not a card token.` });
    await expect(
      paymentMethodFromCardToken(testStore.store, account, { token: 'tok_nope' }, new Date()),
    ).rejects.toMatchObject({ code: 'resource_missing' });
  });
});
