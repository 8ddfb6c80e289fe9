import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const create = async (params: object, key = api.pk) => {
  const res = await api.post('/v1/tokens', params, key);
  return { status: res.status, body: await res.json() };
};

describe('POST /v1/tokens', () => {
  it('makes a card token with the legacy card object', async () => {
    const { status, body } = await create({
      card: {
        ...VISA,
        name: 'Jenny Rosen',
        address_line1: '50 Sprague St',
        address_zip: '02136',
        address_country: 'US',
      },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      object: 'token',
      type: 'card',
      used: false,
      livemode: false,
      client_ip: null,
      card: {
        object: 'card',
        brand: 'Visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2034,
        country: 'US',
        funding: 'credit',
        name: 'Jenny Rosen',
        address_line1: '50 Sprague St',
        address_line1_check: 'unchecked',
        address_zip: '02136',
        address_zip_check: 'unchecked',
        address_city: null,
        cvc_check: 'unchecked',
        dynamic_last4: null,
        metadata: {},
        networks: { preferred: null },
        tokenization_method: null,
        wallet: null,
      },
    });
    expect(body.id).toMatch(/^tok_[A-Za-z0-9]{24}$/);
    expect(body.card.id).toMatch(/^card_/);
    expect(body.card.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it.each([
    ['378282246310005', 'American Express'],
    ['5555555555554444', 'MasterCard'],
    ['6011111111111117', 'Discover'],
    ['3056930009020004', 'Diners Club'],
    ['3566002020360505', 'JCB'],
    ['6200000000000005', 'UnionPay'],
  ])('names %s as %s', async (number, brand) => {
    const { body } = await create({ card: { ...VISA, number, cvc: undefined } });
    expect(body.card.brand).toBe(brand);
  });

  it.each([
    ['apple_pay', { apple_pay: {} }],
    ['google_pay', { google_pay: {} }],
  ])(
    'tokenizes a test wallet (%s) card whose PaymentMethod and charge name the wallet',
    async (method, details) => {
      const { body: token } = await create({ card: { ...VISA, tokenization_method: method } });
      expect(token.card).toMatchObject({
        tokenization_method: method,
        dynamic_last4: '4242',
        wallet: null,
      });
      const pm = await (
        await api.post('/v1/payment_methods', { type: 'card', card: { token: token.id } }, api.pk)
      ).json();
      expect(pm.card.wallet).toEqual({ type: method, dynamic_last4: '4242', ...details });
      const intent = await (
        await api.post(
          '/v1/payment_intents',
          {
            amount: 1099,
            currency: 'usd',
            payment_method: pm.id,
            confirm: true,
            payment_method_types: ['card'],
          },
          api.sk,
        )
      ).json();
      expect(intent.status).toBe('succeeded');
      const charge = await (await api.get(`/v1/charges/${intent.latest_charge}`)).json();
      expect(charge.payment_method_details.card.wallet).toEqual(pm.card.wallet);
    },
  );

  it('refuses a tokenization method no test wallet has', async () => {
    const { status, body } = await create({ card: { ...VISA, tokenization_method: 'masterpass' } });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      type: 'invalid_request_error',
      param: 'card[tokenization_method]',
    });
  });

  it('makes a bank account token', async () => {
    const { body } = await create({
      bank_account: {
        country: 'US',
        currency: 'usd',
        account_holder_name: 'Jenny Rosen',
        account_holder_type: 'individual',
        routing_number: '110000000',
        account_number: '000123456789',
      },
    });
    expect(body).toMatchObject({
      type: 'bank_account',
      bank_account: {
        object: 'bank_account',
        last4: '6789',
        routing_number: '110000000',
        country: 'US',
        currency: 'usd',
        status: 'new',
        account_holder_type: 'individual',
      },
    });
    expect(body.bank_account.id).toMatch(/^ba_/);
  });

  it.each([
    [{ pii: { id_number: '000000000' } }, 'pii'],
    [{ cvc_update: { cvc: '123' } }, 'cvc_update'],
    [
      {
        account: {
          business_type: 'individual',
          individual: {
            first_name: 'Jenny',
            ssn_last_4: '0000',
            dob: { day: 31, month: 12, year: 1990 },
          },
          tos_shown_and_accepted: true,
        },
      },
      'account',
    ],
    [
      {
        person: {
          first_name: 'Jenny',
          gender: 'female',
          relationship: { owner: true, percent_ownership: '100' },
          dob: { day: 1, month: 1, year: 1980 },
        },
      },
      'person',
    ],
  ])('makes a token from %o', async (params, type) => {
    const { status, body } = await create(params);
    expect(status).toBe(200);
    expect(body).toMatchObject({ object: 'token', type, used: false });
    expect(body).not.toHaveProperty('card');
  });

  it.each([
    [{}, 'parameter_missing', 'card'],
    [{ pii: { id_number: '1' }, cvc_update: { cvc: '123' } }, undefined, 'cvc_update'],
    [{ card: { ...VISA, number: '4242424242424241' } }, 'incorrect_number', 'number'],
    [{ card: { ...VISA, exp_month: 13 } }, 'invalid_expiry_month', 'exp_month'],
    [{ card: { number: VISA.number } }, 'parameter_missing', 'card[exp_month]'],
    [{ cvc_update: { cvc: '12' } }, 'invalid_cvc', 'cvc_update[cvc]'],
    [
      { bank_account: { country: 'US', routing_number: '11', account_number: '000123456789' } },
      'routing_number_invalid',
      'bank_account[routing_number]',
    ],
    [
      { bank_account: { country: 'DE', account_number: '!' } },
      'account_number_invalid',
      'bank_account[account_number]',
    ],
    [{ person: { ssn_last_4: '123' } }, undefined, 'person[ssn_last_4]'],
    [{ person: { ssn_last_4: '12345' } }, undefined, 'person[ssn_last_4]'],
    [{ person: { dob: { day: 32, month: 1, year: 1990 } } }, undefined, 'person[dob][day]'],
    [{ person: { dob: { day: 0, month: 1, year: 1990 } } }, undefined, 'person[dob][day]'],
    [{ person: { dob: { day: 1, month: 13, year: 1990 } } }, undefined, 'person[dob][month]'],
    [
      { person: { relationship: { percent_ownership: '100.5' } } },
      undefined,
      'person[relationship][percent_ownership]',
    ],
    [
      { person: { relationship: { percent_ownership: '-1' } } },
      undefined,
      'person[relationship][percent_ownership]',
    ],
    [{ person: { gender: 'other' } }, undefined, 'person[gender]'],
    [{ account: { business_type: 'partnership' } }, undefined, 'account[business_type]'],
    [{ account: { tos_shown_and_accepted: false } }, undefined, 'account[tos_shown_and_accepted]'],
    [
      { account: { individual: { ssn_last_4: 'abcd' } } },
      undefined,
      'account[individual][ssn_last_4]',
    ],
  ])('refuses %o', async (params, code, param) => {
    const { status, body } = await create(params);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.error.code).toBe(code);
    expect(body.error.param).toBe(param);
  });
});

describe('GET /v1/tokens/:id', () => {
  it('retrieves with the secret key only', async () => {
    const { body } = await create({ card: VISA });
    const res = await api.get(`/v1/tokens/${body.id}`);
    expect(await res.json()).toEqual(body);
    expect((await api.get(`/v1/tokens/${body.id}`, {}, api.pk)).status).toBe(401);
    const missing = await api.get('/v1/tokens/tok_nope');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe("No such token: 'tok_nope'");
  });
});
