import { describe, expect, it } from 'vitest';
import { STORE_KINDS, useTestApi } from '../testing/harness.js';

// The hosted Checkout page's diagnostics panel reads the session's recent events here, with
// the publishable key the page has.
describe.each(STORE_KINDS)('GET /v1/payment_pages/:id/diagnostics on %s', (kind) => {
  const api = useTestApi(kind);

  async function session() {
    const res = await api.post('/v1/checkout/sessions', {
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: 'usd', unit_amount: 1500, product_data: { name: 'Mug' } },
          quantity: 1,
        },
      ],
      success_url: 'https://shop.example/ok',
    });
    expect(res.status).toBe(200);
    return (await res.json()) as { id: string };
  }

  it('lists the events of the session, newest first, ids and types only', async () => {
    const { id } = await session();
    const empty = await api.get(`/v1/payment_pages/${id}/diagnostics`, {}, api.pk);
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({
      object: 'payment_page_diagnostics',
      session_id: id,
      events: { object: 'list', data: [] },
    });
    expect((await api.post(`/v1/checkout/sessions/${id}/expire`, {})).status).toBe(200);
    const after = await (await api.get(`/v1/payment_pages/${id}/diagnostics`, {}, api.pk)).json();
    expect(after.events.data).toEqual([
      {
        id: expect.stringMatching(/^evt_/),
        type: 'checkout.session.expired',
        created: expect.any(Number),
      },
    ]);
  });

  it('answers 404 for an unknown session and 400 for an unknown parameter', async () => {
    const missing = await api.get('/v1/payment_pages/cs_test_nope/diagnostics', {}, api.pk);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.type).toBe('invalid_request_error');
    const { id } = await session();
    const bad = await api.get(`/v1/payment_pages/${id}/diagnostics`, { nope: '1' }, api.pk);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.param).toBe('nope');
  });
});
