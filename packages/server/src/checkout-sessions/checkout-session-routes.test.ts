// Checkout Sessions through the in-process app on both stores: Stripe's 400s naming the
// param, account scoping, ui_mode per API version, embedded and setup sessions, and sessions
// completing whenever their intent settles (3-D Secure, a delayed debit), and the expiry job.
import { describe, expect, it } from 'vitest';
import { createDebitWorker } from '../debits/debit-worker.js';
import { bodyOf, STORE_KINDS, useTestApi } from '../testing/harness.js';
import { completeAttempt } from '../testing/three-d-secure-steps.js';
import { createCheckoutExpiryWorker } from './checkout-expiry-worker.js';

const ITEM = {
  price_data: { currency: 'eur', unit_amount: 1500, product_data: { name: 'Mug' } },
  quantity: 2,
};
const rate = (name: string, amount: number) => ({
  display_name: name,
  type: 'fixed_amount',
  fixed_amount: { amount, currency: 'eur' },
});
const HOSTED = { mode: 'payment', line_items: [ITEM], success_url: 'https://shop.example/ok' };

describe.each(STORE_KINDS)('checkout session routes on %s', (kind) => {
  const api = useTestApi(kind);

  const create = (params: object, headers: Record<string, string> = {}) =>
    api.post('/v1/checkout/sessions', params, api.sk, headers);
  const _refusal = async (params: object, headers: Record<string, string> = {}) => {
    const res = await create(params, headers);
    const body = await res.json();
    return { status: res.status, param: body.error?.param, code: body.error?.code };
  };
  const confirm = (id: string, params: object) =>
    bodyOf(api.post(`/v1/payment_pages/${id}/confirm`, params, api.pk));
  const eventsFor = async (id: string) => {
    const list = await bodyOf(api.get('/v1/events', { limit: 100 }));
    return list.data
      .filter((e: { data: { object: { id: string } } }) => e.data.object.id === id)
      .map((e: { type: string }) => e.type)
      .reverse();
  };

  it('updates the page: shipping rate, quantity, custom fields, then pays the new total', async () => {
    const session = await bodyOf(
      create({
        ...HOSTED,
        line_items: [{ ...ITEM, adjustable_quantity: { enabled: true, maximum: 5 } }],
        shipping_address_collection: { allowed_countries: ['DE', 'FR'] },
        shipping_options: {
          0: { shipping_rate_data: rate('Standard', 500) },
          1: { shipping_rate_data: rate('Express', 1500) },
        },
        custom_fields: [
          { key: 'gift', label: { type: 'custom', custom: 'Gift note' }, type: 'text' },
        ],
        consent_collection: { terms_of_service: 'required' },
      }),
    );
    expect(session).toMatchObject({ amount_subtotal: 3000, amount_total: 3500 });
    const page = await bodyOf(api.get(`/v1/payment_pages/${session.id}`, {}, api.pk));
    const express = page.shipping_options[1].shipping_rate.id;
    const line = page.line_item_group.line_items[0].id;
    const updated = await bodyOf(
      api.post(
        `/v1/payment_pages/${session.id}`,
        {
          shipping_rate: express,
          updated_line_item_quantity: { line_item_id: line, quantity: 3 },
          custom_fields: [{ key: 'gift', value: 'Happy birthday' }],
        },
        api.pk,
      ),
    );
    expect(updated.line_item_group).toMatchObject({
      subtotal: 4500,
      shipping_amount: 1500,
      total: 6000,
    });
    const missing = await api.post(
      `/v1/payment_pages/${session.id}/confirm`,
      { payment_method: 'pm_card_visa' },
      api.pk,
    );
    expect((await missing.json()).error.param).toBe('consent[terms_of_service]');
    const abroad = await api.post(
      `/v1/payment_pages/${session.id}`,
      {
        shipping: { name: 'J', address: { country: 'US', line1: '1 Main' } },
      },
      api.pk,
    );
    expect((await abroad.json()).error.param).toBe('shipping[address][country]');
    const paid = await confirm(session.id, {
      payment_method: 'pm_card_visa',
      expected_amount: 6000,
      consent: { terms_of_service: 'accepted' },
      shipping: {
        name: 'Jenny Rosen',
        address: {
          country: 'DE',
          line1: 'Unter den Linden 1',
          city: 'Berlin',
          postal_code: '10117',
        },
      },
    });
    expect(paid).toMatchObject({
      status: 'complete',
      payment_intent: { amount: 6000, status: 'succeeded' },
    });
    const done = await bodyOf(api.get(`/v1/checkout/sessions/${session.id}`));
    expect(done.collected_information.shipping_details.address.city).toBe('Berlin');
    expect(done.custom_fields[0].text.value).toBe('Happy birthday');
    expect(done.shipping_cost.amount_total).toBe(1500);
  });

  it('offers a shipping rate of the catalogue by id', async () => {
    const made = await bodyOf(api.post('/v1/shipping_rates', rate('Courier', 900)));
    const session = await bodyOf(
      create({ ...HOSTED, shipping_options: { 0: { shipping_rate: made.id } } }),
    );
    expect(session).toMatchObject({
      amount_total: 3900,
      shipping_cost: { amount_total: 900, shipping_rate: made.id },
      shipping_options: [{ shipping_amount: 900, shipping_rate: made.id }],
    });
    const missing = await create({
      ...HOSTED,
      shipping_options: { 0: { shipping_rate: 'shr_nope' } },
    });
    expect((await missing.json()).error.param).toBe('shipping_options[0][shipping_rate]');
  });

  it('keeps a declined session open, then pays it with another card', async () => {
    const session = await bodyOf(create(HOSTED));
    const res = await api.post(
      `/v1/payment_pages/${session.id}/confirm`,
      { payment_method: 'pm_card_chargeDeclined' },
      api.pk,
    );
    expect(res.status).toBe(402);
    expect((await res.json()).error.code).toBe('card_declined');
    const open = await bodyOf(api.get(`/v1/checkout/sessions/${session.id}`));
    expect(open.status).toBe('open');
    expect(open.payment_intent).toMatch(/^pi_/);
    const paid = await confirm(session.id, { payment_method: 'pm_card_visa' });
    expect(paid.status).toBe('complete');
    expect(paid.payment_intent.id).toBe(open.payment_intent);
  });

  it('completes after 3-D Secure, in the challenge answer transaction', async () => {
    const session = await bodyOf(create(HOSTED));
    const page = await confirm(session.id, { payment_method: 'pm_card_authenticationRequired' });
    expect(page.status).toBe('open');
    expect(page.payment_intent.status).toBe('requires_action');
    const redirect = new URL(page.payment_intent.next_action.redirect_to_url.url);
    const id = redirect.pathname.split('/').pop() ?? '';
    const secret = redirect.searchParams.get('client_secret') ?? '';
    expect((await completeAttempt(api, id, secret, 'succeeded')).status).toBe(200);
    const done = await bodyOf(api.get(`/v1/checkout/sessions/${session.id}`));
    expect(done).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(await eventsFor(session.id)).toEqual(['checkout.session.completed']);
  });

  it('sets up a card in setup mode: no_payment_required, a customer and its SetupIntent', async () => {
    const session = await bodyOf(
      create({ mode: 'setup', currency: 'usd', success_url: 'https://shop.example/ok' }),
    );
    expect(session).toMatchObject({ amount_total: null, payment_method_types: ['card'] });
    const page = await confirm(session.id, {
      payment_method: 'pm_card_visa',
      email: 'setup@example.com',
    });
    expect(page).toMatchObject({ status: 'complete', payment_status: 'no_payment_required' });
    expect(page.setup_intent).toMatchObject({ status: 'succeeded' });
    const done = await bodyOf(
      api.get(`/v1/checkout/sessions/${session.id}`, { expand: ['setup_intent'] }),
    );
    expect(done.customer).toMatch(/^cus_/);
    expect(done.setup_intent.customer).toBe(done.customer);
  });

  it.each([
    ['DE89370400440532013000', 'checkout.session.async_payment_succeeded', 'paid'],
    ['DE62370400440532013001', 'checkout.session.async_payment_failed', 'unpaid'],
  ])('completes a SEPA debit unpaid, then the bank answer for %s', async (iban, event, status) => {
    const session = await bodyOf(create({ ...HOSTED, payment_method_types: ['sepa_debit'] }));
    const method = await bodyOf(
      api.post(
        '/v1/payment_methods',
        {
          type: 'sepa_debit',
          sepa_debit: { iban },
          billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
        },
        api.pk,
      ),
    );
    const page = await confirm(session.id, { payment_method: method.id });
    expect(page).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(page.payment_intent.status).toBe('processing');
    await createDebitWorker(api.store, { delayMs: 0 }).runOnce(Date.now() + 60_000);
    const done = await bodyOf(api.get(`/v1/checkout/sessions/${session.id}`));
    expect(done.payment_status).toBe(status);
    expect(await eventsFor(session.id)).toEqual(['checkout.session.completed', event]);
  });

  it('expires due sessions by the job, once, with the recovery url', async () => {
    const session = await bodyOf(
      create({ ...HOSTED, after_expiration: { recovery: { enabled: true } } }),
    );
    const worker = createCheckoutExpiryWorker(api.store);
    expect(await worker.runOnce(Date.now())).toBe(0);
    const later = (session.expires_at + 1) * 1000;
    expect(await worker.runOnce(later)).toBeGreaterThanOrEqual(1);
    expect(await worker.runOnce(later)).toBe(0);
    const done = await bodyOf(api.get(`/v1/checkout/sessions/${session.id}`));
    expect(done.status).toBe('expired');
    expect(done.after_expiration.recovery.url).toContain(`/c/recover/${session.id}`);
    expect(await eventsFor(session.id)).toEqual(['checkout.session.expired']);
    const late = await api.post(
      `/v1/payment_pages/${session.id}/confirm`,
      { payment_method: 'pm_card_visa' },
      api.pk,
    );
    expect((await late.json()).error.code).toBe('checkout_session_expired');
    const recovered = await api.request(new URL(done.after_expiration.recovery.url).pathname);
    expect(recovered.status).toBe(303);
    const next = new URL(recovered.headers.get('location') ?? '').pathname.split('/').pop();
    const again = await bodyOf(api.get(`/v1/checkout/sessions/${next}`));
    expect(again).toMatchObject({ status: 'open', recovered_from: session.id, amount_total: 3000 });
  });
});
