import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';

const NON_CARD_METHODS = [
  ['sepa_debit', { sepa_debit: { iban: 'AT611904300234573201' } }],
  ['au_becs_debit', { au_becs_debit: { bsb_number: '000-000', account_number: '000123456' } }],
  ['ideal', { ideal: { bank: 'ing' } }],
] as const;

describe.each(STORE_KINDS)('confirming with a non-card payment method on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  const cardIntent = async () =>
    (await api.post('/v1/payment_intents', { amount: 1000, currency: 'eur' })).json();

  it.each(NON_CARD_METHODS)(
    'refuses a %s method on a card-only intent with a 400 naming payment_method',
    async (type, data) => {
      const pm = await (await api.post('/v1/payment_methods', { type, ...data })).json();
      const intent = await cardIntent();
      const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
        payment_method: pm.id,
      });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error).toMatchObject({
        type: 'invalid_request_error',
        code: 'payment_intent_invalid_parameter',
        param: 'payment_method',
        message: `The PaymentMethod provided (${type}) is not allowed for this PaymentIntent. Please attach a PaymentMethod of one of the following types: card. Alternatively, update the allowed payment_method_types for this PaymentIntent to include "${type}".`,
      });
      const after = await (await api.get(`/v1/payment_intents/${intent.id}`)).json();
      expect(after).toMatchObject({ status: 'requires_payment_method', latest_charge: null });
      const charges = await (await api.get('/v1/charges', { payment_intent: intent.id })).json();
      expect(charges.data).toEqual([]);
    },
  );

  it('refuses a sepa_debit method given at create with confirm=true, writing no intent', async () => {
    const [type, data] = NON_CARD_METHODS[0];
    const pm = await (await api.post('/v1/payment_methods', { type, ...data })).json();
    const res = await api.post('/v1/payment_intents', {
      amount: 1000,
      currency: 'eur',
      payment_method: pm.id,
      confirm: 'true',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe('payment_method');
  });

  it('still confirms a card method', async () => {
    const intent = await cardIntent();
    const res = await api.post(`/v1/payment_intents/${intent.id}/confirm`, {
      payment_method: 'pm_card_visa',
    });
    expect((await res.json()).status).toBe('succeeded');
  });
});
