import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, STORE_KINDS, type TestApi, VISA } from '../testing/harness.js';

describe.each(STORE_KINDS)('3-D Secure on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi(kind);
  }, 60_000);
  afterAll(() => api?.dispose());

  async function challenge(number: string) {
    const pi = await (
      await api.post('/v1/payment_intents', { amount: 1200, currency: 'usd' })
    ).json();
    const confirmed = await (
      await api.post(
        `/v1/payment_intents/${pi.id}/confirm`,
        {
          client_secret: pi.client_secret,
          use_stripe_sdk: true,
          payment_method_data: { type: 'card', card: { ...VISA, number } },
        },
        api.pk,
      )
    ).json();
    const { source, stripe_js } = confirmed.next_action.use_stripe_sdk;
    const secret = new URL(stripe_js).searchParams.get('client_secret') ?? '';
    return { pi, id: source as string, secret };
  }

  it('charges once when twenty answers to one challenge race', async () => {
    const { pi, id, secret } = await challenge('4000002500003155');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        api.post(
          `/v1/three_d_secure/${id}/complete`,
          { client_secret: secret, result: index % 2 === 0 ? 'succeeded' : 'failed' },
          api.pk,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 400 || status === 429)).toBe(
      true,
    );
    const charges = await (
      await api.get('/v1/charges', { payment_intent: pi.id, limit: 100 })
    ).json();
    const after = await (await api.get(`/v1/payment_intents/${pi.id}`)).json();
    expect(charges.data.length).toBe(after.status === 'succeeded' ? 1 : 0);
    expect(['succeeded', 'requires_payment_method']).toContain(after.status);
  });

  it('refuses an old challenge once the intent was confirmed again', async () => {
    const first = await challenge('4000002760003184');
    await api.post(
      `/v1/payment_intents/${first.pi.id}/confirm`,
      { client_secret: first.pi.client_secret, payment_method_data: { type: 'card', card: VISA } },
      api.pk,
    );
    const late = await api.post(
      `/v1/three_d_secure/${first.id}/complete`,
      { client_secret: first.secret, result: 'succeeded' },
      api.pk,
    );
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('payment_intent_unexpected_state');
  });
  // Events about these objects (an intent, its Charge), oldest first.
  async function eventsOf(...ids: string[]) {
    const events = await (await api.get('/v1/events', { limit: 100 })).json();
    type Event = { type: string; data: { object: { id: string }; previous_attributes?: unknown } };
    return (events.data as Event[]).filter((event) => ids.includes(event.data.object.id)).reverse();
  }

  // The answer's intent, Charge and events are written in one statement: each event once.
  it('records the events of a passed and of a failed challenge', async () => {
    const passed = await challenge('4000002500003155');
    await api.post(
      `/v1/three_d_secure/${passed.id}/complete`,
      { client_secret: passed.secret, result: 'succeeded' },
      api.pk,
    );
    const after = await (await api.get(`/v1/payment_intents/${passed.pi.id}`)).json();
    const paid = await eventsOf(passed.pi.id, after.latest_charge);
    expect(paid.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'charge.succeeded',
      'payment_intent.succeeded',
    ]);
    expect(paid[3]?.data.previous_attributes).toEqual({ status: 'requires_action' });

    const failed = await challenge('4000002760003184');
    await api.post(
      `/v1/three_d_secure/${failed.id}/complete`,
      { client_secret: failed.secret, result: 'failed' },
      api.pk,
    );
    const refused = await eventsOf(failed.pi.id);
    expect(refused.map((event) => event.type)).toEqual([
      'payment_intent.created',
      'payment_intent.requires_action',
      'payment_intent.payment_failed',
    ]);
    expect(refused[2]?.data.previous_attributes).toEqual({ status: 'requires_action' });
  });
});
