import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi, VISA } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const create = (card: object, extra: object = {}, key?: string) =>
  api.post('/v1/payment_methods', { type: 'card', card, ...extra }, key ?? api.pk);

describe('POST /v1/payment_methods', () => {
  it('creates a card payment method with the publishable key', async () => {
    const res = await create(VISA, {
      billing_details: { name: 'Jenny Rosen', address: { postal_code: '94103', country: 'US' } },
      metadata: { order: '42' },
    });
    expect(res.status).toBe(200);
    const pm = await res.json();
    expect(pm).toMatchObject({
      object: 'payment_method',
      type: 'card',
      livemode: false,
      customer: null,
      allow_redisplay: 'unspecified',
      metadata: { order: '42' },
      billing_details: {
        name: 'Jenny Rosen',
        address: { postal_code: '94103', country: 'US', city: null },
      },
      card: {
        brand: 'visa',
        display_brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2034,
        funding: 'credit',
        country: 'US',
        wallet: null,
        networks: { available: ['visa'], preferred: null },
        three_d_secure_usage: { supported: true },
        checks: {
          cvc_check: 'unchecked',
          address_postal_code_check: 'unchecked',
          address_line1_check: null,
        },
      },
    });
    expect(pm.id).toMatch(/^pm_[A-Za-z0-9]{24}$/);
    expect(pm.card.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(typeof pm.created).toBe('number');
  });

  it('accepts a JSON body', async () => {
    const res = await api.request('/v1/payment_methods', {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.sk}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'card', card: { ...VISA, number: '5555555555554444' } }),
    });
    expect(res.status).toBe(200);
    expect((await res.json()).card).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it.each([
    ['378282246310005', 'amex', 'american_express'],
    ['6011111111111117', 'discover', 'discover'],
    ['3566002020360505', 'jcb', 'jcb'],
  ])('detects the brand of %s', async (number, brand, displayBrand) => {
    const res = await create({ ...VISA, number, cvc: brand === 'amex' ? '1234' : '123' });
    expect((await res.json()).card).toMatchObject({ brand, display_brand: displayBrand });
  });

  it('gives the same card the same fingerprint', async () => {
    const a = await (await create(VISA)).json();
    const b = await (await create({ ...VISA, number: '4242 4242 4242 4242' })).json();
    expect(a.card.fingerprint).toBe(b.card.fingerprint);
  });

  it.each([
    ['a letter in the number', { number: '4242x24242424242' }, 'invalid_number', 'number'],
    ['a short number', { number: '4242' }, 'invalid_number', 'number'],
    ['a number failing Luhn', { number: '4242424242424241' }, 'incorrect_number', 'number'],
    ['month 13', { exp_month: 13 }, 'invalid_expiry_month', 'exp_month'],
    ['a past year', { exp_year: 2001 }, 'invalid_expiry_year', 'exp_year'],
    ['a two-letter CVC', { cvc: '1a' }, 'invalid_cvc', 'cvc'],
    ['a five-digit CVC', { cvc: '12345' }, 'invalid_cvc', 'cvc'],
  ])('answers a 402 card_error for %s', async (_case, change, code, param) => {
    const res = await create({ ...VISA, ...change });
    expect(res.status).toBe(402);
    const { error } = await res.json();
    expect(error).toMatchObject({ type: 'card_error', code, param });
    expect(error.message).toMatch(/^Your card/);
    expect(error.doc_url).toBe(`https://stripe.com/docs/error-codes/${code.replaceAll('_', '-')}`);
  });

  it.each([
    [
      'name',
      { name: 'Jenny 4242 4242 4242 4242' },
      'card_number_in_name_field',
      'billing_details[name]',
    ],
    [
      'postal code',
      { address: { postal_code: '4242424242424242' } },
      'card_number_in_postal_code_field',
      'billing_details[address][postal_code]',
    ],
  ])('refuses a card number typed into the %s', async (_field, billing, code, param) => {
    const res = await create(VISA, { billing_details: billing });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ type: 'invalid_request_error', code, param });
  });

  it.each([
    [{ type: 'card', card: VISA, colour: 'red' }, 'parameter_unknown', 'colour'],
    [{ type: 'card', card: { ...VISA, pin: '1' } }, 'parameter_unknown', 'card[pin]'],
    [{ card: VISA }, 'parameter_missing', 'type'],
    [{ type: 'card', card: { exp_month: 1, exp_year: 2040 } }, 'parameter_missing', 'card[number]'],
    [
      { type: 'card', card: { ...VISA, exp_month: 'soon' } },
      'parameter_invalid_integer',
      'card[exp_month]',
    ],
  ])('names the offending param for %j', async (params, code, param) => {
    const res = await api.post('/v1/payment_methods', params, api.pk);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({ type: 'invalid_request_error', code, param });
  });

  it('never stores the card number or CVC', async () => {
    await create({ ...VISA, number: '4000056655665556', cvc: '987' });
    const rows = await api.store.query<{ dump: string }>(
      "SELECT string_agg(data::text || test_outcome, '') AS dump FROM payment_methods",
    );
    expect(rows[0]?.dump).not.toContain('4000056655665556');
    // As a JSON string: a bare 987 may be part of a `created` timestamp.
    expect(rows[0]?.dump).not.toContain('"987"');
    expect(rows[0]?.dump).not.toMatch(/"cvc"\s*:/);
  });
});

describe('GET /v1/payment_methods/:id', () => {
  it('retrieves a payment method with the secret key', async () => {
    const pm = await (await create(VISA)).json();
    const res = await api.get(`/v1/payment_methods/${pm.id}`);
    expect(await res.json()).toEqual(pm);
  });

  it('refuses the publishable key', async () => {
    const pm = await (await create(VISA)).json();
    const res = await api.get(`/v1/payment_methods/${pm.id}`, {}, api.pk);
    expect(res.status).toBe(401);
    expect((await res.json()).error.message).toMatch(/cannot be made with a publishable API key/);
  });

  it('answers 404 resource_missing for an unknown id', async () => {
    const res = await api.get('/v1/payment_methods/pm_nope');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({
      code: 'resource_missing',
      param: 'id',
      message: "No such PaymentMethod: 'pm_nope'",
    });
  });
});
