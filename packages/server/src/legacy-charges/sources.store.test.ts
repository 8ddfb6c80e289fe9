// Non-card sources against the store on both adapters: a redirect source nobody authorises is
// canceled when its page expires (source.canceled, through the page-outcome worker's round), and
// twenty charges racing for one single-use source charge it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BankRedirectService } from '../hosted-pages/bank-redirects.js';
import { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import { openTestApi, STORE_KINDS, type TestApi } from '../testing/harness.js';

const SOURCE = {
  type: 'ideal',
  amount: 1099,
  currency: 'eur',
  redirect: { return_url: 'https://shop.example/back' },
};

describe.each(STORE_KINDS)('non-card sources on the %s store', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  const pageOf = (source: { redirect: { url: string } }) => {
    const url = new URL(source.redirect.url);
    return {
      id: url.pathname.split('/').pop() ?? '',
      secret: url.searchParams.get('client_secret'),
    };
  };

  it('cancels a pending source once its page expires, with source.canceled', async () => {
    const source = await (await api.post('/v1/sources', SOURCE, api.pk)).json();
    const clock = () => new Date();
    const pages = new BankRedirectService(
      api.store,
      new PaymentMethodService(api.store, clock),
      clock,
    );
    // Six hours on, nobody answered: the worker's round expires the page.
    while (await pages.settleDue(Date.now() + 7 * 60 * 60 * 1000)) {}
    const read = await (await api.get(`/v1/sources/${source.id}`)).json();
    expect(read).toMatchObject({
      status: 'canceled',
      redirect: { status: 'failed', failure_reason: 'user_abort' },
    });
    const events = await api.store.query<{ type: string }>(
      "SELECT type FROM events WHERE data->'data'->'object'->>'id' = $1 ORDER BY seq",
      [source.id],
    );
    expect(events.map((event) => event.type)).toEqual(['source.canceled']);
    const { id, secret } = pageOf(source);
    const late = await api.post(
      `/v1/bank_redirects/${id}/complete`,
      { client_secret: secret, result: 'succeeded' },
      api.pk,
    );
    expect(late.status).toBe(400);
    const charge = await api.post('/v1/charges', {
      amount: 1099,
      currency: 'eur',
      source: source.id,
    });
    expect(charge.status).toBe(400);
  });

  it('charges a single-use source once when twenty charges race for it', async () => {
    const source = await (await api.post('/v1/sources', SOURCE, api.pk)).json();
    const { id, secret } = pageOf(source);
    const done = await api.post(
      `/v1/bank_redirects/${id}/complete`,
      { client_secret: secret, result: 'succeeded' },
      api.pk,
    );
    expect(done.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post('/v1/charges', { amount: 1099, currency: 'eur', source: source.id }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    const charges = await api.store.query<{ n: string }>(
      "SELECT count(*) AS n FROM charges WHERE data->>'payment_method' = $1",
      [source.id],
    );
    expect(Number(charges[0]?.n)).toBe(1);
    expect((await (await api.get(`/v1/sources/${source.id}`)).json()).status).toBe('consumed');
  });
});
