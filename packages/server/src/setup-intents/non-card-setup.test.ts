import { describe, expect, it } from 'vitest';
import { bodyOf, STORE_KINDS, useTestApi, VISA } from '../testing/harness.js';

const OFFLINE = { customer_acceptance: { type: 'offline' } };

describe.each(STORE_KINDS)('SetupIntents with non-card methods on %s', (kind) => {
  const api = useTestApi(kind);

  const json = bodyOf;
  const customer = () => json(api.post('/v1/customers', { email: 'saver@example.com' }));

  it('saves a sepa_debit account under a multi-use mandate and attaches it', async () => {
    const cus = await customer();
    const seti = await json(
      api.post('/v1/setup_intents', {
        customer: cus.id,
        payment_method_types: ['sepa_debit'],
        payment_method_data: {
          type: 'sepa_debit',
          sepa_debit: { iban: 'AT611904300234573201' },
          billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
        },
        confirm: 'true',
        mandate_data: OFFLINE,
      }),
    );
    expect(seti).toMatchObject({
      status: 'succeeded',
      mandate: expect.stringMatching(/^mandate_/),
    });
    const mandate = await json(api.get(`/v1/mandates/${seti.mandate}`));
    expect(mandate).toMatchObject({
      type: 'multi_use',
      multi_use: {},
      payment_method: seti.payment_method,
      customer_acceptance: { type: 'offline', offline: {} },
    });
    const saved = await json(
      api.get(`/v1/customers/${cus.id}/payment_methods`, { type: 'sepa_debit' }),
    );
    expect(saved.data.map((pm: { id: string }) => pm.id)).toEqual([seti.payment_method]);
    const attempt = await json(api.get(`/v1/setup_attempts`, { setup_intent: seti.id }));
    expect(attempt.data[0].payment_method_details).toEqual({ type: 'sepa_debit', sepa_debit: {} });

    // A later off-session debit runs under the saved mandate: no mandate_data needed.
    const pi = await json(
      api.post('/v1/payment_intents', {
        amount: 1200,
        currency: 'eur',
        customer: cus.id,
        payment_method_types: ['sepa_debit'],
        payment_method: seti.payment_method,
        off_session: 'true',
        confirm: 'true',
      }),
    );
    expect(pi.status).toBe('processing');
    const charge = await json(api.get(`/v1/charges/${pi.latest_charge}`));
    expect(charge.payment_method_details.sepa_debit.mandate).toBe(seti.mandate);
  });

  it('saves a debited account with setup_future_usage, under a multi-use mandate', async () => {
    const cus = await customer();
    const pi = await json(
      api.post('/v1/payment_intents', {
        amount: 990,
        currency: 'eur',
        customer: cus.id,
        setup_future_usage: 'off_session',
        payment_method_types: ['sepa_debit'],
        payment_method_data: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
        confirm: 'true',
        mandate_data: OFFLINE,
      }),
    );
    expect(pi.status).toBe('processing');
    const pm = await json(api.get(`/v1/payment_methods/${pi.payment_method}`));
    expect(pm.customer).toBe(cus.id);
    const charge = await json(api.get(`/v1/charges/${pi.latest_charge}`));
    const mandate = await json(
      api.get(`/v1/mandates/${charge.payment_method_details.sepa_debit.mandate}`),
    );
    expect(mandate).toMatchObject({ type: 'multi_use', payment_method: pm.id });
  });

  it('asks for the mandate when a debit is set up with the secret key', async () => {
    const res = await api.post('/v1/setup_intents', {
      payment_method_types: ['bacs_debit'],
      payment_method_data: {
        type: 'bacs_debit',
        bacs_debit: { sort_code: '108800', account_number: '00012345' },
      },
      confirm: 'true',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'parameter_missing',
      param: 'mandate_data',
    });
  });

  it.each([
    ['au_becs_debit', { bsb_number: '000000', account_number: '000123456' }],
    ['bacs_debit', { sort_code: '108800', account_number: '00012345' }],
    ['us_bank_account', { routing_number: '110000000', account_number: '000123456789' }],
  ])('sets up %s', async (type, data) => {
    const confirmed = await json(
      api.post('/v1/setup_intents', {
        payment_method_types: [type],
        payment_method_data: { type, [type]: data, billing_details: { name: 'Jo Doe' } },
        confirm: 'true',
        mandate_data: OFFLINE,
      }),
    );
    // Typed US bank account numbers are verified with microdeposits first.
    const seti =
      type === 'us_bank_account'
        ? await json(
            api.post(`/v1/setup_intents/${confirmed.id}/verify_microdeposits`, {
              amounts: [32, 45],
            }),
          )
        : confirmed;
    expect(seti).toMatchObject({
      status: 'succeeded',
      mandate: expect.stringMatching(/^mandate_/),
    });
  });

  it('refuses a type that cannot be set up', async () => {
    const res = await json(api.post('/v1/setup_intents', { payment_method_types: ['p24'] }));
    expect(res.error).toMatchObject({
      code: 'setup_intent_invalid_parameter',
      param: 'payment_method_types[0]',
    });
  });

  it('sets up iDEAL after the buyer authorises at the bank', async () => {
    const cus = await customer();
    const data = { type: 'ideal', ideal: { bank: 'rabobank' }, billing_details: { name: 'Jo' } };
    const missing = await json(
      api.post('/v1/setup_intents', {
        customer: cus.id,
        payment_method_types: ['ideal'],
        payment_method_data: data,
        confirm: 'true',
      }),
    );
    expect(missing.error.message).toBe(
      'You must provide a `return_url` when confirming a SetupIntent with the payment method type ideal.',
    );
    const seti = await json(
      api.post('/v1/setup_intents', {
        customer: cus.id,
        payment_method_types: ['ideal'],
        payment_method_data: data,
        confirm: 'true',
        return_url: 'https://shop.example/saved',
      }),
    );
    expect(seti.status).toBe('requires_action');
    const url = new URL(seti.next_action.redirect_to_url.url);
    const id = url.pathname.split('/').at(-1);
    const done = await json(
      api.post(
        `/v1/bank_redirects/${id}/complete`,
        { client_secret: url.searchParams.get('client_secret'), result: 'succeeded' },
        api.pk,
      ),
    );
    const back = new URL(done.return_url);
    expect(back.searchParams.get('setup_intent')).toBe(seti.id);
    expect(back.searchParams.get('setup_intent_client_secret')).toBe(seti.client_secret);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const after = await json(api.get(`/v1/setup_intents/${seti.id}`));
    expect(after).toMatchObject({ status: 'succeeded', payment_method: seti.payment_method });
    // Stripe saves a generated sepa_debit method instead; the iDEAL method is spent.
    const pm = await json(api.get(`/v1/payment_methods/${seti.payment_method}`));
    expect(pm.customer).toBeNull();
    const attempt = await json(api.get(`/v1/setup_attempts?setup_intent=${seti.id}`));
    const generated = attempt.data[0].payment_method_details.ideal.generated_sepa_debit;
    const sepa = await json(api.get(`/v1/payment_methods/${generated}`));
    expect(sepa).toMatchObject({ type: 'sepa_debit', customer: cus.id });
  });
});

describe.each(STORE_KINDS)('payment_method_data[card][token] on a confirm on %s', (kind) => {
  const api = useTestApi(kind);

  it('pays with a card token once, and refuses it a second time', async () => {
    const token = await (await api.post('/v1/tokens', { card: VISA }, api.pk)).json();
    const params = {
      amount: 1000,
      currency: 'usd',
      payment_method_data: { type: 'card', card: { token: token.id } },
      confirm: 'true',
    };
    const paid = await (await api.post('/v1/payment_intents', params)).json();
    expect(paid.status).toBe('succeeded');
    const pm = await (await api.get(`/v1/payment_methods/${paid.payment_method}`)).json();
    expect(pm.card.last4).toBe('4242');
    const again = await api.post('/v1/payment_intents', params);
    expect(again.status).toBe(400);
    expect((await again.json()).error).toMatchObject({
      code: 'token_already_used',
      param: 'payment_method_data[card][token]',
    });
  });
  it('names a missing card field under payment_method_data[card], and a token beside card fields', async () => {
    const intent = await (
      await api.post('/v1/payment_intents', { amount: 1000, currency: 'usd' })
    ).json();
    const confirm = (card: object) =>
      api.post(`/v1/payment_intents/${intent.id}/confirm`, {
        payment_method_data: { type: 'card', card },
      });
    const missing = await confirm({ number: VISA.number, exp_year: 2034 });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toMatchObject({
      code: 'parameter_missing',
      param: 'payment_method_data[card][exp_month]',
    });
    const mixed = await confirm({ token: 'tok_visa', cvc: '123' });
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).error.param).toBe('payment_method_data[card][cvc]');
  });
});
