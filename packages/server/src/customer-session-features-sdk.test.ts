// A customer session's features limit every credential it hands out: the client secret, and the
// api_key the browser receives in the elements session (the key the Payment Element's saved
// methods calls authenticate with). Through the official `stripe` SDK, on both adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { STORE_KINDS } from './testing/harness.js';
import { refusal } from './testing/sdk-refusal.js';
import { type SdkServer, sdkClient, startSdkServer } from './testing/sdk-server.js';

type Features = Stripe.CustomerSessionCreateParams.Components.PaymentElement.Features & {
  payment_method_update?: 'enabled' | 'disabled';
  payment_method_set_as_default?: 'enabled' | 'disabled';
  payment_method_remove_last?: 'enabled' | 'disabled';
};

interface ElementsCustomer {
  payment_methods: { id: string }[];
  default_payment_method: string | null;
  customer_session: { api_key: string };
}

describe.each(STORE_KINDS)('customer session features on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'session-features');
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  async function saveCard(customer: string, allowRedisplay: 'always' | 'limited' = 'always') {
    const pm = await stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      allow_redisplay: allowRedisplay,
    } as Stripe.PaymentMethodCreateParams);
    await stripe.paymentMethods.attach(pm.id, { customer });
    return pm.id;
  }

  const session = (customer: string, features: Features = {}) =>
    stripe.customerSessions.create({
      customer,
      components: { payment_element: { enabled: true, features } },
    });

  /** What the browser gets: GET /v1/elements/sessions with the publishable key. */
  async function elementsCustomer(clientSecret: string): Promise<ElementsCustomer> {
    const query = new URLSearchParams({
      'deferred_intent[mode]': 'payment',
      'deferred_intent[amount]': '1000',
      'deferred_intent[currency]': 'usd',
      customer_session_client_secret: clientSecret,
    });
    const res = await fetch(`${server.url}/v1/elements/sessions?${query}`, {
      headers: { Authorization: `Bearer ${server.publishableKey}` },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { customer: ElementsCustomer }).customer;
  }

  it("refuses update, removal and set-as-default with the session's api_key when disabled", async () => {
    const customer = await stripe.customers.create({});
    const pm = await saveCard(customer.id);
    const created = await session(customer.id);
    const browser = sdkClient(
      server,
      (await elementsCustomer(created.client_secret ?? '')).customer_session.api_key,
    );
    const update = await refusal(browser.paymentMethods.update(pm, { card: { exp_month: 4 } }));
    expect(update).toMatchObject({ statusCode: 403, type: 'StripePermissionError' });
    expect(update?.message).toMatch(/payment_method_update/);
    const detach = await refusal(browser.paymentMethods.detach(pm));
    expect(detach).toMatchObject({ statusCode: 403 });
    expect(detach?.message).toMatch(/payment_method_remove/);
    const setDefault = await refusal(
      browser.customers.update(customer.id, { invoice_settings: { default_payment_method: pm } }),
    );
    expect(setDefault).toMatchObject({ statusCode: 403 });
    expect(setDefault?.message).toMatch(/payment_method_set_as_default/);
    const after = await stripe.paymentMethods.retrieve(pm);
    expect(after).toMatchObject({ customer: customer.id, card: { exp_month: 12 } });
    const owner = (await stripe.customers.retrieve(customer.id)) as Stripe.Customer;
    expect(owner.invoice_settings.default_payment_method).toBeNull();
  });

  it('keeps removal off unless the merchant enables it, as Stripe does', async () => {
    const customer = await stripe.customers.create({});
    const created = await session(customer.id);
    expect(created.components?.payment_element.features?.payment_method_remove).toBe('disabled');
  });

  it('allows what the session enables, but not the last method nor a limited default', async () => {
    const customer = await stripe.customers.create({});
    const first = await saveCard(customer.id);
    const limited = await saveCard(customer.id, 'limited');
    const created = await session(customer.id, {
      payment_method_allow_redisplay_filters: ['always', 'limited'],
      payment_method_remove: 'enabled',
      payment_method_remove_last: 'disabled',
      payment_method_update: 'enabled',
      payment_method_set_as_default: 'enabled',
    });
    const browser = sdkClient(
      server,
      (await elementsCustomer(created.client_secret ?? '')).customer_session.api_key,
    );
    const updated = await browser.paymentMethods.update(first, { card: { exp_month: 4 } });
    expect(updated.card?.exp_month).toBe(4);
    const limitedDefault = await refusal(
      browser.customers.update(customer.id, {
        invoice_settings: { default_payment_method: limited },
      }),
    );
    expect(limitedDefault).toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'invoice_settings[default_payment_method]',
    });
    const madeDefault = await browser.customers.update(customer.id, {
      invoice_settings: { default_payment_method: first },
    });
    expect(madeDefault.invoice_settings.default_payment_method).toBe(first);
    await browser.paymentMethods.detach(limited);
    const last = await refusal(browser.paymentMethods.detach(first));
    expect(last).toMatchObject({ statusCode: 403 });
    expect(last?.message).toMatch(/payment_method_remove_last/);
  });

  it("lists at most the session's redisplay limit of saved methods, the default first", async () => {
    const customer = await stripe.customers.create({});
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await saveCard(customer.id));
    const oldest = ids[0] ?? '';
    await stripe.customers.update(customer.id, {
      invoice_settings: { default_payment_method: oldest },
    });
    const byDefault = await elementsCustomer((await session(customer.id)).client_secret ?? '');
    expect(byDefault.payment_methods.map((pm) => pm.id)).toEqual([oldest, ids[4], ids[3]]);
    const two = await session(customer.id, { payment_method_redisplay_limit: 2 });
    expect(two.components?.payment_element.features?.payment_method_redisplay_limit).toBe(2);
    const shown = await elementsCustomer(two.client_secret ?? '');
    expect(shown.payment_methods.map((pm) => pm.id)).toEqual([oldest, ids[4]]);
    const tooMany = await refusal(session(customer.id, { payment_method_redisplay_limit: 11 }));
    expect(tooMany).toMatchObject({
      statusCode: 400,
      param: 'components[payment_element][features][payment_method_redisplay_limit]',
    });
  });
});
