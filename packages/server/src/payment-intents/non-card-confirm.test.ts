import { describe, expect, it } from 'vitest';
import { createDebitWorker } from '../debits/debit-worker.js';
import { debitFailureMessage } from '../processor/bank-debit-outcomes.js';
import { bodyOf, eventTypesOf, STORE_KINDS, useTestApi } from '../testing/harness.js';

const ONLINE = {
  customer_acceptance: {
    type: 'online',
    online: { ip_address: '203.0.113.7', user_agent: 'Mozilla/5.0 (test)' },
  },
};

describe.each(STORE_KINDS)('bank debits through the PaymentIntent state machine on %s', (kind) => {
  const api = useTestApi(kind);

  const json = bodyOf;
  const settleDue = (options = {}) =>
    createDebitWorker(api.store, { delayMs: 0, slowDelayMs: 60_000, ...options }).runOnce();
  const eventTypes = (id: string) => eventTypesOf(api, id);
  const sepaIntent = async (iban: string, extra: object = {}) => {
    const pm = await json(
      api.post('/v1/payment_methods', {
        type: 'sepa_debit',
        sepa_debit: { iban },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      }),
    );
    return json(
      api.post('/v1/payment_intents', {
        amount: 1099,
        currency: 'eur',
        payment_method_types: ['sepa_debit'],
        payment_method: pm.id,
        confirm: 'true',
        mandate_data: ONLINE,
        ...extra,
      }),
    );
  };

  it('refuses a type Kassa cannot run and a currency the type does not take', async () => {
    const unknown = await json(
      api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'eur',
        payment_method_types: ['card', 'bitcoin'],
      }),
    );
    expect(unknown.error).toMatchObject({
      code: 'payment_intent_invalid_parameter',
      param: 'payment_method_types[1]',
    });
    const wrong = await json(
      api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'usd',
        payment_method_types: ['sepa_debit'],
      }),
    );
    expect(wrong.error).toMatchObject({
      code: 'payment_intent_invalid_parameter',
      param: 'currency',
      message:
        'The currency provided (usd) is invalid for one or more payment method types on this PaymentIntent. Payments with sepa_debit support the following currencies: eur.',
    });
  });

  it.each([
    [
      'eur',
      // biome-ignore format: one line per kind (debit, bank redirects, wallets and pay-later, QR, voucher)
      [
        'card', 'sepa_debit',
        'ideal', 'bancontact', 'sofort', 'giropay', 'eps', 'p24',
        'alipay', 'klarna', 'paypal', 'revolut_pay', 'mobilepay', 'alma', 'wechat_pay',
        'multibanco', 'satispay', 'billie',
      ],
    ],
    [
      'gbp',
      // biome-ignore format: as above
      [
        'card', 'bacs_debit', 'alipay', 'afterpay_clearpay', 'klarna', 'paypal', 'revolut_pay',
        'pay_by_bank', 'wechat_pay',
      ],
    ],
    [
      'aud',
      [
        'card',
        'au_becs_debit',
        'alipay',
        'afterpay_clearpay',
        'klarna',
        'paypal',
        'zip',
        'wechat_pay',
      ],
    ],
    ['pln', ['card', 'p24', 'klarna', 'paypal', 'blik']],
    ['myr', ['card', 'fpx', 'alipay', 'grabpay']],
    ['inr', ['card', 'netbanking', 'upi']],
  ])('offers automatic payment methods for %s', async (currency, types) => {
    const intent = await json(api.post('/v1/payment_intents', { amount: 5000, currency }));
    expect(intent.payment_method_types).toEqual(types);
  });

  it('leaves the redirect methods out when automatic payment methods never redirect', async () => {
    // A QR code and a voucher are shown on the shop's page: neither redirects.
    const intent = await json(
      api.post('/v1/payment_intents', {
        amount: 5000,
        currency: 'eur',
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      }),
    );
    expect(intent.payment_method_types).toEqual(['card', 'sepa_debit', 'wechat_pay', 'multibanco']);
  });

  it('checks the types again when an update changes them or the currency', async () => {
    const intent = await json(
      api.post('/v1/payment_intents', {
        amount: 5000,
        currency: 'eur',
        payment_method_types: ['sepa_debit'],
      }),
    );
    const toGbp = await json(api.post(`/v1/payment_intents/${intent.id}`, { currency: 'gbp' }));
    expect(toGbp.error).toMatchObject({ param: 'currency' });
    const updated = await json(
      api.post(`/v1/payment_intents/${intent.id}`, {
        currency: 'pln',
        payment_method_types: ['p24', 'card'],
      }),
    );
    expect(updated).toMatchObject({ currency: 'pln', payment_method_types: ['p24', 'card'] });
  });

  it('refuses a sepa_debit method on a card-only intent, naming both lists', async () => {
    const pm = await json(
      api.post('/v1/payment_methods', {
        type: 'sepa_debit',
        sepa_debit: { iban: 'AT611904300234573201' },
      }),
    );
    const intent = await json(
      api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'eur',
        payment_method_types: ['card'],
      }),
    );
    const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: pm.id,
      mandate_data: ONLINE,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'payment_intent_invalid_parameter',
      param: 'payment_method',
    });
  });

  it('asks the secret-key caller for the mandate, writing nothing', async () => {
    const res = await api.post('/v1/payment_intents', {
      amount: 1000,
      currency: 'eur',
      payment_method_types: ['sepa_debit'],
      payment_method_data: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
      confirm: 'true',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'parameter_missing',
      param: 'mandate_data',
    });
    const online = { customer_acceptance: { type: 'online', online: { ip_address: '1.2.3.4' } } };
    const noAgent = await json(
      api.post('/v1/payment_intents', {
        amount: 1000,
        currency: 'eur',
        payment_method_types: ['sepa_debit'],
        payment_method_data: {
          type: 'sepa_debit',
          sepa_debit: { iban: 'DE89370400440532013000' },
        },
        confirm: 'true',
        mandate_data: online,
      }),
    );
    expect(noAgent.error).toMatchObject({
      code: 'parameter_missing',
      param: 'mandate_data[customer_acceptance][online][user_agent]',
    });
  });

  it('debits DE89… : processing with a pending charge and a mandate, then succeeded', async () => {
    const intent = await sepaIntent('DE89370400440532013000');
    expect(intent).toMatchObject({ status: 'processing', amount_received: 0 });
    const charge = await json(api.get(`/v1/charges/${intent.latest_charge}`));
    expect(charge).toMatchObject({ status: 'pending', paid: false, outcome: null });
    expect(charge.payment_method_details).toMatchObject({
      type: 'sepa_debit',
      sepa_debit: { bank_code: '37040044', country: 'DE', last4: '3000' },
    });
    const mandate = await json(
      api.get(`/v1/mandates/${charge.payment_method_details.sepa_debit.mandate}`),
    );
    expect(mandate).toMatchObject({
      object: 'mandate',
      payment_method: intent.payment_method,
      status: 'active',
      type: 'single_use',
      single_use: { amount: 1099, currency: 'eur' },
      customer_acceptance: { type: 'online', online: ONLINE.customer_acceptance.online },
      payment_method_details: { type: 'sepa_debit' },
    });
    const refused = await json(
      api.post(`/v1/payment_intents/${intent.id}/confirm`, { payment_method: 'pm_card_visa' }),
    );
    expect(refused.error.code).toBe('payment_intent_unexpected_state');
    const notUpdated = await json(api.post(`/v1/payment_intents/${intent.id}`, { amount: 2000 }));
    expect(notUpdated.error).toMatchObject({
      code: 'payment_intent_unexpected_state',
      param: 'amount',
    });
    expect(await settleDue()).toBeGreaterThanOrEqual(1);
    const after = await json(api.get(`/v1/payment_intents/${intent.id}`));
    expect(after).toMatchObject({ status: 'succeeded', amount_received: 1099 });
    const paid = await json(api.get(`/v1/charges/${intent.latest_charge}`));
    expect(paid).toMatchObject({ status: 'succeeded', paid: true, captured: true });
    expect(await eventTypes(intent.id)).toEqual([
      'payment_intent.created',
      'charge.pending',
      'payment_intent.processing',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
  });

  it('returns DE62… : back to requires_payment_method with the failure', async () => {
    const intent = await sepaIntent('DE62370400440532013001');
    await settleDue();
    const after = await json(api.get(`/v1/payment_intents/${intent.id}`));
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      payment_method: null,
      last_payment_error: {
        code: 'generic_could_not_process',
        charge: intent.latest_charge,
        payment_method: { id: intent.payment_method, type: 'sepa_debit' },
      },
    });
    const charge = await json(api.get(`/v1/charges/${intent.latest_charge}`));
    expect(charge).toMatchObject({ status: 'failed', failure_code: 'generic_could_not_process' });
    expect((await eventTypes(intent.id)).slice(-2)).toEqual([
      'charge.failed',
      'payment_intent.payment_failed',
    ]);
  });

  it('keeps a "three minutes later" account processing until the slow delay has passed', async () => {
    const intent = await sepaIntent('AT321904300235473204');
    await settleDue();
    expect((await json(api.get(`/v1/payment_intents/${intent.id}`))).status).toBe('processing');
    await createDebitWorker(api.store, { slowDelayMs: 60_000 }).runOnce(Date.now() + 61_000);
    expect((await json(api.get(`/v1/payment_intents/${intent.id}`))).status).toBe('succeeded');
  });

  // Stripe's docs pages for each method's test accounts: closed, missing and revoked
  // accounts, limits, and the disputed accounts (Kassa has no disputes: they succeed).
  const becs = (account_number: string, failure: string | null) =>
    ['au_becs_debit', 'aud', { bsb_number: '000-000', account_number }, failure] as const;
  const bacs = (account_number: string, failure: string | null) =>
    ['bacs_debit', 'gbp', { sort_code: '10-88-00', account_number }, failure] as const;
  const ach = (account_number: string, failure: string | null, extra = {}) =>
    [
      'us_bank_account',
      'usd',
      { routing_number: '110000000', account_number, ...extra },
      failure,
    ] as const;
  it.each([
    becs('111111113', 'account_closed'),
    becs('333333335', 'debit_not_authorized'),
    becs('121212121', 'charge_exceeds_transaction_limit'),
    becs('666666660', null),
    becs('000123456', null),
    bacs('22222227', 'insufficient_funds'),
    bacs('12121212', 'charge_exceeds_transaction_limit'),
    bacs('00012345', null),
    ach('000111111116', 'no_account', { account_holder_type: 'individual' }),
    ach('000777777771', 'charge_exceeds_weekly_limit'),
    ach('000555555559', null),
    ach('000123456789', null),
  ])(
    'settles a %s debit (%s) from Stripe’s test account %o as %s',
    async (type, currency, data, failure) => {
      const confirmed = await json(
        api.post('/v1/payment_intents', {
          amount: 2000,
          currency,
          payment_method_types: [type],
          payment_method_data: { type, [type]: data, billing_details: { name: 'Jo Doe' } },
          confirm: 'true',
          mandate_data: ONLINE,
        }),
      );
      // Typed US bank account numbers are verified with microdeposits first, as Stripe's test
      // accounts are ("verify all test accounts … using microdeposits").
      const intent =
        type === 'us_bank_account'
          ? await json(
              api.post(`/v1/payment_intents/${confirmed.id}/verify_microdeposits`, {
                descriptor_code: 'SM11AA',
              }),
            )
          : confirmed;
      if (type === 'us_bank_account')
        expect(confirmed.next_action.type).toBe('verify_with_microdeposits');
      expect(intent.status).toBe('processing');
      await settleDue();
      const after = await json(api.get(`/v1/payment_intents/${intent.id}`));
      if (failure === null) {
        expect(after.status).toBe('succeeded');
        return;
      }
      expect(after.last_payment_error).toMatchObject({ code: failure });
      // Each failure tells its own reason, not the generic one.
      const charge = await json(api.get(`/v1/charges/${intent.latest_charge}`));
      expect(charge.failure_message).toBe(after.last_payment_error.message);
      expect(charge.failure_message).not.toBe(debitFailureMessage('generic_could_not_process'));
    },
  );

  it('infers an online acceptance from the browser on a publishable-key confirm', async () => {
    const intent = await json(
      api.post('/v1/payment_intents', {
        amount: 1500,
        currency: 'eur',
        payment_method_types: ['sepa_debit'],
      }),
    );
    const confirmed = await json(
      api.post(
        `/v1/payment_intents/${intent.id}/confirm`,
        {
          client_secret: intent.client_secret,
          payment_method_data: {
            type: 'sepa_debit',
            sepa_debit: { iban: 'AT611904300234573201' },
            billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
          },
        },
        api.pk,
        { 'User-Agent': 'KassaTestBrowser/1.0' },
      ),
    );
    expect(confirmed.status).toBe('processing');
    const charge = await json(
      api.get(
        `/v1/charges/${(await json(api.get(`/v1/payment_intents/${intent.id}`))).latest_charge}`,
      ),
    );
    const mandate = await json(
      api.get(`/v1/mandates/${charge.payment_method_details.sepa_debit.mandate}`),
    );
    expect(mandate.customer_acceptance).toMatchObject({
      type: 'online',
      online: { user_agent: 'KassaTestBrowser/1.0' },
    });
  });

  it('answers 404 for an unknown mandate and refuses the publishable key', async () => {
    expect((await api.get('/v1/mandates/mandate_nope')).status).toBe(404);
    expect((await api.get('/v1/mandates/mandate_nope', {}, api.pk)).status).toBe(401);
  });
});
