// Checkout Sessions refusing bad input through the in-process app on both stores: Stripe's
// 400s naming the param, ui_mode per API version, account scoping, a wrong expected_amount.
import { describe, expect, it } from 'vitest';
import { bodyOf, STORE_KINDS, useTestApi } from '../testing/harness.js';
import { addSecondAccount } from '../testing/second-account.js';

const ITEM = {
  price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Mug' } },
  quantity: 2,
};
const HOSTED = { mode: 'payment', line_items: [ITEM], success_url: 'https://shop.example/ok' };

describe.each(STORE_KINDS)('checkout session refusals on %s', (kind) => {
  const api = useTestApi(kind);

  const create = (params: object, headers: Record<string, string> = {}) =>
    api.post('/v1/checkout/sessions', params, api.sk, headers);
  const refusal = async (params: object, headers: Record<string, string> = {}) => {
    const res = await create(params, headers);
    const body = await res.json();
    return { status: res.status, param: body.error?.param, code: body.error?.code };
  };

  it.each([
    [
      'both price and price_data',
      { ...HOSTED, line_items: [{ ...ITEM, price: 'price_x' }] },
      'line_items[0][price_data]',
    ],
    [
      'no line items in payment mode',
      { mode: 'payment', success_url: 'https://a.example' },
      'line_items',
    ],
    [
      'a negative quantity',
      { ...HOSTED, line_items: [{ ...ITEM, quantity: -1 }] },
      'line_items[0][quantity]',
    ],
    [
      'an unknown price',
      { ...HOSTED, line_items: [{ price: 'price_nope', quantity: 1 }] },
      'line_items[0][price]',
    ],
    [
      'expires_at too soon',
      { ...HOSTED, expires_at: Math.floor(Date.now() / 1000) + 60 },
      'expires_at',
    ],
    [
      'expires_at too late',
      { ...HOSTED, expires_at: Math.floor(Date.now() / 1000) + 90_000 },
      'expires_at',
    ],
    ['success_url on an embedded session', { ...HOSTED, ui_mode: 'embedded_page' }, 'success_url'],
    ['subscription mode', { ...HOSTED, mode: 'subscription' }, 'mode'],
    ['discounts', { ...HOSTED, discounts: [{ coupon: 'c' }] }, 'discounts'],
    ['promotion codes', { ...HOSTED, allow_promotion_codes: true }, 'allow_promotion_codes'],
    ['automatic tax', { ...HOSTED, automatic_tax: { enabled: true } }, 'automatic_tax[enabled]'],
    [
      'setup data in payment mode',
      { ...HOSTED, setup_intent_data: { description: 'x' } },
      'setup_intent_data',
    ],
    [
      'mixed currencies',
      {
        ...HOSTED,
        line_items: {
          0: ITEM,
          1: { ...ITEM, price_data: { ...ITEM.price_data, currency: 'usd' } },
        },
      },
      'line_items',
    ],
    [
      'an unknown method type',
      { ...HOSTED, payment_method_types: ['nope'] },
      'payment_method_types[0]',
    ],
    [
      'a legacy item without amount',
      { ...HOSTED, line_items: [{ name: 'x', currency: 'usd', quantity: 1 }] },
      'line_items[0][amount]',
    ],
  ])('refuses %s with a 400 naming the param', async (_name, params, param) => {
    const answer = await refusal(params);
    expect(answer.status).toBe(kindOfStatus(param));
    expect(answer.param).toBe(param);
  });

  function kindOfStatus(param: string) {
    return param === 'line_items[0][price]' ? 404 : 400;
  }

  it('takes each API version ui_mode names and refuses the other side', async () => {
    const old = { 'Stripe-Version': '2025-03-31.basil' };
    const renamed = { 'Stripe-Version': '2026-03-25.dahlia' };
    const embedded = { mode: 'setup', currency: 'eur', return_url: 'https://shop.example/r' };
    expect((await refusal({ ...embedded, ui_mode: 'embedded' }, renamed)).param).toBe('ui_mode');
    expect((await refusal({ ...embedded, ui_mode: 'embedded_page' }, old)).param).toBe('ui_mode');
    const before = await bodyOf(create({ ...embedded, ui_mode: 'custom' }, old));
    expect(before).toMatchObject({ ui_mode: 'custom', url: null });
    expect(before.client_secret).toMatch(new RegExp(`^${before.id}_secret_`));
    const after = await bodyOf(create({ ...embedded, ui_mode: 'embedded_page' }, renamed));
    expect(after.ui_mode).toBe('embedded_page');
    const read = await bodyOf(
      api.request(`/v1/checkout/sessions/${after.id}`, {
        headers: { Authorization: `Bearer ${api.sk}`, 'Stripe-Version': '2024-06-20' },
      }),
    );
    expect(read.ui_mode).toBe('embedded');
    expect(
      (await refusal({ ...embedded, ui_mode: 'embedded_page', return_url: undefined }, renamed))
        .param,
    ).toBe('return_url');
  });

  it('answers 404 for another account session, on the API and the payment page', async () => {
    const session = await bodyOf(create(HOSTED));
    const other = await addSecondAccount(api.store);
    expect((await api.get(`/v1/checkout/sessions/${session.id}`, {}, other.sk)).status).toBe(404);
    expect(
      (await api.post(`/v1/checkout/sessions/${session.id}/expire`, {}, other.sk)).status,
    ).toBe(404);
    expect((await api.get(`/v1/payment_pages/${session.id}`, {}, other.pk)).status).toBe(404);
    const pay = await api.post(
      `/v1/payment_pages/${session.id}/confirm`,
      { payment_method: 'pm_card_visa' },
      other.pk,
    );
    expect(pay.status).toBe(404);
    const listed = await bodyOf(api.get('/v1/checkout/sessions', {}, other.sk));
    expect(listed.data).toEqual([]);
  });

  it('refuses a confirm whose expected_amount differs from the total, naming it', async () => {
    const session = await bodyOf(create(HOSTED));
    const res = await api.post(
      `/v1/payment_pages/${session.id}/confirm`,
      {
        payment_method: 'pm_card_visa',
        expected_amount: 2999,
      },
      api.pk,
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe('expected_amount');
  });
});
