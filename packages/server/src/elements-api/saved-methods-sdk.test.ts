// The Payment Element's saved view lists every save-eligible type the session pays with (SEPA
// Direct Debit, US bank accounts, Bacs...), not cards alone, and only those: a saved method the
// session cannot pay with is not offered. Through the official `stripe` SDK, on both adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

interface ElementsSessionAnswer {
  ordered_payment_method_types_and_wallets: string[];
  customer: { payment_methods: { id: string; type: string }[] };
}

describe.each(STORE_KINDS)('saved non-card methods in the elements session on %s', (kind) => {
  let server: RunningServer;
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'saved-non-card');
    ({ server, stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const billing = { name: 'Jenny Rosen', email: 'jenny@example.com' };

  async function save(
    customer: string,
    params: Record<string, unknown>,
    allowRedisplay: 'always' | 'limited' = 'always',
  ): Promise<string> {
    const pm = await stripe.paymentMethods.create({
      billing_details: billing,
      allow_redisplay: allowRedisplay,
      ...params,
    } as Stripe.PaymentMethodCreateParams);
    await stripe.paymentMethods.attach(pm.id, { customer });
    return pm.id;
  }

  /** What the browser gets: GET /v1/elements/sessions with the publishable key. */
  async function browserSession(
    customer: string,
    deferred: Record<string, string>,
    types: readonly string[],
  ): Promise<ElementsSessionAnswer> {
    // Above the default redisplay limit (3), so every saved type can show.
    const features = { payment_method_redisplay_limit: 5 };
    const customerSession = await stripe.customerSessions.create({
      customer,
      components: { payment_element: { enabled: true, features } },
    });
    const query = new URLSearchParams({
      ...Object.fromEntries(Object.entries(deferred).map(([k, v]) => [`deferred_intent[${k}]`, v])),
      ...Object.fromEntries(
        types.map((type, i) => [`deferred_intent[payment_method_types][${i}]`, type]),
      ),
      customer_session_client_secret: customerSession.client_secret,
    });
    const res = await fetch(`${server.url}/v1/elements/sessions?${query}`, {
      headers: { Authorization: `Bearer ${server.publishableKey}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as ElementsSessionAnswer;
  }

  it('lists the saved methods of every type the session pays with, and only those', async () => {
    const customer = (await stripe.customers.create({})).id;
    const card = await save(customer, {
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    const sepa = await save(customer, {
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
    });
    const ach = await save(customer, {
      type: 'us_bank_account',
      us_bank_account: {
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_type: 'individual',
      },
    });
    const bacs = await save(customer, {
      type: 'bacs_debit',
      bacs_debit: { sort_code: '108800', account_number: '00012345' },
    });
    // A method saved without consent to show it again stays hidden.
    await save(
      customer,
      { type: 'sepa_debit', sepa_debit: { iban: 'AT611904300234573201' } },
      'limited',
    );

    const euro = await browserSession(
      customer,
      {
        mode: 'payment',
        amount: '1000',
        currency: 'eur',
      },
      ['card', 'sepa_debit'],
    );
    // The saved US bank account and Bacs account are not offered: this session cannot use them.
    expect(euro.ordered_payment_method_types_and_wallets).toEqual(['card', 'sepa_debit']);
    expect(euro.customer.payment_methods.map((pm) => pm.id)).toEqual([sepa, card]);

    const dollars = await browserSession(
      customer,
      {
        mode: 'payment',
        amount: '1000',
        currency: 'usd',
      },
      ['card', 'us_bank_account'],
    );
    expect(dollars.customer.payment_methods.map((pm) => pm.id)).toEqual([ach, card]);

    const setup = await browserSession(
      customer,
      {
        mode: 'setup',
        currency: 'eur',
      },
      ['card', 'sepa_debit', 'us_bank_account', 'bacs_debit'],
    );
    expect(setup.customer.payment_methods.map((pm) => [pm.id, pm.type])).toEqual([
      [bacs, 'bacs_debit'],
      [ach, 'us_bank_account'],
      [sepa, 'sepa_debit'],
      [card, 'card'],
    ]);

    const cardOnly = await browserSession(
      customer,
      {
        mode: 'payment',
        amount: '1000',
        currency: 'eur',
      },
      ['card'],
    );
    expect(cardOnly.customer.payment_methods.map((pm) => pm.id)).toEqual([card]);
  });
});
