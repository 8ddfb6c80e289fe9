// Stripe's Sources API for the non-card types (redirect types such as iDEAL, and SEPA debit):
// create, the provider page's answer, retrieve, update, charge, attach and detach, through the
// official `stripe` SDK, on both adapters.

import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

const RETURN_URL = 'https://shop.example/return?order=7';

describe.each(STORE_KINDS)('non-card sources on %s', (kind) => {
  let stripe: Stripe;
  let browser: Stripe;
  let sdk: SdkServer;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'non-card-sources');
    ({ stripe } = sdk);
    browser = sdkClient(sdk.server, sdk.server.publishableKey);
  }, 120_000);
  afterAll(() => sdk?.close());

  /** Answers the provider page a redirect source sends the buyer to, as the page does. */
  async function answerPage(
    source: Stripe.Source,
    result: string,
  ): Promise<{ return_url: string }> {
    const url = new URL(source.redirect?.url ?? '');
    const id = url.pathname.split('/').pop() ?? '';
    const response = await fetch(`${sdk.server.url}/v1/bank_redirects/${id}/complete`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${sdk.server.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        client_secret: url.searchParams.get('client_secret') ?? '',
        result,
      }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { return_url: string };
  }

  const ideal = (client = stripe) =>
    client.sources.create({
      type: 'ideal',
      amount: 1099,
      currency: 'eur',
      owner: { name: 'Jenny Rosen' },
      ideal: { bank: 'ing' },
      redirect: { return_url: RETURN_URL },
      metadata: { order: '7' },
    } as Stripe.SourceCreateParams);

  it('creates an iDEAL source pending its redirect, authorised at the provider page, then charged once', async () => {
    const source = await ideal();
    expect(source).toMatchObject({
      object: 'source',
      type: 'ideal',
      flow: 'redirect',
      status: 'pending',
      usage: 'single_use',
      amount: 1099,
      currency: 'eur',
      livemode: false,
      metadata: { order: '7' },
      owner: { name: 'Jenny Rosen', email: null },
      redirect: { status: 'pending', return_url: RETURN_URL, failure_reason: null },
      ideal: { bank: 'ing', bic: null, iban_last4: null },
      statement_descriptor: null,
    });
    expect(source.id).toMatch(/^src_/);
    expect(source.client_secret).toMatch(/^src_client_secret_/);
    expect(source.redirect?.url).toMatch(`${sdk.server.url}/bank_redirect/pa_nonce_`);
    const early = await refusal(
      stripe.charges.create({ amount: 1099, currency: 'eur', source: source.id }),
    );
    expect(early).toMatchObject({
      statusCode: 400,
      code: 'payment_method_unexpected_state',
      message: 'The source you provided is not in a chargeable state.',
      param: 'source',
    });

    const { return_url } = await answerPage(source, 'succeeded');
    const back = new URL(return_url);
    expect(back.origin + back.pathname).toBe('https://shop.example/return');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order: '7',
      source: source.id,
      client_secret: source.client_secret,
      livemode: 'false',
    });
    const chargeable = await browser.sources.retrieve(source.id, {
      client_secret: source.client_secret ?? '',
    });
    expect(chargeable).toMatchObject({ status: 'chargeable', redirect: { status: 'succeeded' } });
    const events = await stripe.events.list({ type: 'source.chargeable' });
    expect(events.data.map((event) => (event.data.object as Stripe.Source).id)).toContain(
      source.id,
    );

    const wrongAmount = await refusal(
      stripe.charges.create({ amount: 500, currency: 'eur', source: source.id }),
    );
    expect(wrongAmount).toMatchObject({ statusCode: 400, param: 'amount' });
    const charge = await stripe.charges.create({
      amount: 1099,
      currency: 'eur',
      source: source.id,
    });
    expect(charge).toMatchObject({
      paid: true,
      status: 'succeeded',
      amount: 1099,
      currency: 'eur',
      payment_method: source.id,
      payment_method_details: { type: 'ideal' },
    });
    expect(await stripe.sources.retrieve(source.id)).toMatchObject({ status: 'consumed' });
    const again = await refusal(
      stripe.charges.create({ amount: 1099, currency: 'eur', source: source.id }),
    );
    expect(again).toMatchObject({ statusCode: 400, code: 'payment_method_unexpected_state' });
  });

  it('fails a source the buyer refuses or leaves, with source.failed and the failure reason', async () => {
    const refused = await ideal(browser);
    await answerPage(refused, 'failed');
    expect(await stripe.sources.retrieve(refused.id)).toMatchObject({
      status: 'failed',
      redirect: { status: 'failed', failure_reason: 'declined' },
    });
    const left = await ideal(browser);
    const { return_url } = await answerPage(left, 'canceled');
    expect(new URL(return_url).searchParams.get('source')).toBe(left.id);
    expect(await stripe.sources.retrieve(left.id)).toMatchObject({
      status: 'failed',
      redirect: { status: 'failed', failure_reason: 'user_abort' },
    });
    const failed = await stripe.events.list({ type: 'source.failed' });
    const ids = failed.data.map((event) => (event.data.object as Stripe.Source).id);
    expect(ids).toEqual(expect.arrayContaining([refused.id, left.id]));
    const charge = await refusal(
      stripe.charges.create({ amount: 1099, currency: 'eur', source: left.id }),
    );
    expect(charge).toMatchObject({ statusCode: 400, code: 'payment_method_unexpected_state' });
  });

  it('creates each redirect type with its own hash, and refuses what Stripe refuses', async () => {
    const redirect = { return_url: RETURN_URL };
    const made = await Promise.all([
      stripe.sources.create({
        type: 'bancontact',
        amount: 500,
        currency: 'eur',
        owner: { name: 'A B' },
        redirect,
        bancontact: { preferred_language: 'nl' },
      } as Stripe.SourceCreateParams),
      stripe.sources.create({
        type: 'giropay',
        amount: 500,
        currency: 'eur',
        owner: { name: 'A B' },
        redirect,
      } as Stripe.SourceCreateParams),
      stripe.sources.create({
        type: 'sofort',
        amount: 500,
        currency: 'eur',
        redirect,
        sofort: { country: 'DE' },
      } as Stripe.SourceCreateParams),
      stripe.sources.create({
        type: 'eps',
        amount: 500,
        currency: 'eur',
        owner: { name: 'A B' },
        redirect,
      } as Stripe.SourceCreateParams),
      stripe.sources.create({
        type: 'p24',
        amount: 500,
        currency: 'pln',
        owner: { email: 'a@example.com' },
        redirect,
      } as Stripe.SourceCreateParams),
      stripe.sources.create({
        type: 'alipay',
        amount: 500,
        currency: 'usd',
        redirect,
      } as Stripe.SourceCreateParams),
    ]);
    expect(made.map((source) => [source.type, source.flow, source.status])).toEqual([
      ['bancontact', 'redirect', 'pending'],
      ['giropay', 'redirect', 'pending'],
      ['sofort', 'redirect', 'pending'],
      ['eps', 'redirect', 'pending'],
      ['p24', 'redirect', 'pending'],
      ['alipay', 'redirect', 'pending'],
    ]);
    expect(made[0]?.bancontact).toMatchObject({ preferred_language: 'nl', bank_code: null });
    expect(made[2]?.sofort).toMatchObject({ country: 'DE' });
    expect(made[4]?.p24?.reference).toMatch(/^P24-/);
    expect(made[5]?.alipay).toMatchObject({ native_url: null });

    // Stripe sends an invalid value without a code; a missing one as parameter_missing.
    const cases: [Record<string, unknown>, string | undefined, string][] = [
      [{ type: 'ideal', currency: 'eur', redirect }, 'parameter_missing', 'amount'],
      [{ type: 'ideal', amount: 100, redirect }, 'parameter_missing', 'currency'],
      [{ type: 'ideal', amount: 100, currency: 'usd', redirect }, undefined, 'currency'],
      [
        { type: 'ideal', amount: 100, currency: 'eur' },
        'parameter_missing',
        'redirect[return_url]',
      ],
      [
        { type: 'ideal', amount: 100, currency: 'eur', redirect: { return_url: 'nope' } },
        undefined,
        'redirect[return_url]',
      ],
      [
        { type: 'ideal', amount: 100, currency: 'eur', redirect, ideal: { bank: 'nobank' } },
        undefined,
        'ideal[bank]',
      ],
      [
        { type: 'ideal', amount: 100, currency: 'eur', redirect, usage: 'reusable' },
        undefined,
        'usage',
      ],
      [
        { type: 'bancontact', amount: 100, currency: 'eur', redirect },
        'parameter_missing',
        'owner[name]',
      ],
      [
        { type: 'p24', amount: 100, currency: 'eur', redirect },
        'parameter_missing',
        'owner[email]',
      ],
      [
        { type: 'sofort', amount: 100, currency: 'eur', redirect, sofort: { country: 'IT' } },
        undefined,
        'sofort[country]',
      ],
      [{ type: 'sepa_debit', owner: { name: 'A B' } }, 'parameter_missing', 'sepa_debit[iban]'],
      [
        { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
        'parameter_missing',
        'owner[name]',
      ],
      [
        { type: 'sepa_debit', owner: { name: 'A B' }, sepa_debit: { iban: 'DE00123' } },
        undefined,
        'sepa_debit[iban]',
      ],
      [{ type: 'wechat' }, undefined, 'type'],
    ];
    for (const [params, code, param] of cases) {
      const error = await refusal(stripe.sources.create(params as Stripe.SourceCreateParams));
      expect({ params, code: error?.code, param: error?.param, status: error?.statusCode }).toEqual(
        {
          params,
          code,
          param,
          status: 400,
        },
      );
    }
  });

  it('charges every redirect type once its page authorised it, with the type in the charge', async () => {
    const redirect = { return_url: RETURN_URL };
    const owner = { name: 'Jenny Rosen', email: 'jenny@example.com' };
    const made = [
      { type: 'bancontact', currency: 'eur' },
      { type: 'giropay', currency: 'eur' },
      { type: 'sofort', currency: 'eur', sofort: { country: 'NL' } },
      { type: 'eps', currency: 'eur' },
      { type: 'p24', currency: 'pln' },
      { type: 'alipay', currency: 'usd' },
    ];
    for (const params of made) {
      const source = await stripe.sources.create({
        amount: 800,
        owner,
        redirect,
        ...params,
      } as Stripe.SourceCreateParams);
      await answerPage(source, 'succeeded');
      const charge = await stripe.charges.create({
        amount: 800,
        currency: params.currency,
        source: source.id,
      });
      expect({ type: params.type, charge }).toMatchObject({
        type: params.type,
        charge: { paid: true, status: 'succeeded', payment_method_details: { type: params.type } },
      });
      expect((await stripe.sources.retrieve(source.id)).status).toBe('consumed');
    }
  });

  it('authenticates a card source with a 3-D Secure source, then charges the card once', async () => {
    const card = await stripe.sources.create({
      type: 'card',
      card: { number: '4000002760003184', exp_month: 12, exp_year: 2040, cvc: '123' },
    } as Stripe.SourceCreateParams);
    const source = await stripe.sources.create({
      type: 'three_d_secure',
      amount: 2000,
      currency: 'usd',
      three_d_secure: { card: card.id },
      redirect: { return_url: RETURN_URL },
    } as Stripe.SourceCreateParams);
    expect(source).toMatchObject({
      type: 'three_d_secure',
      flow: 'redirect',
      status: 'pending',
      usage: 'single_use',
      three_d_secure: { card: card.id, authenticated: false, last4: '3184', brand: 'Visa' },
    });
    await answerPage(source, 'succeeded');
    expect(await stripe.sources.retrieve(source.id)).toMatchObject({
      status: 'chargeable',
      three_d_secure: { authenticated: true },
    });
    const charge = await stripe.charges.create({
      amount: 2000,
      currency: 'usd',
      source: source.id,
    });
    expect(charge).toMatchObject({
      paid: true,
      status: 'succeeded',
      payment_method: source.id,
      payment_method_details: { type: 'card', card: { last4: '3184' } },
    });
    expect((await stripe.sources.retrieve(source.id)).status).toBe('consumed');

    const unknown = await refusal(
      stripe.sources.create({
        type: 'three_d_secure',
        amount: 2000,
        currency: 'usd',
        three_d_secure: { card: 'src_nothing' },
        redirect: { return_url: RETURN_URL },
      } as Stripe.SourceCreateParams),
    );
    expect(unknown).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'three_d_secure[card]',
    });
    const missing = await refusal(
      stripe.sources.create({
        type: 'three_d_secure',
        amount: 2000,
        currency: 'usd',
        redirect: { return_url: RETURN_URL },
      } as Stripe.SourceCreateParams),
    );
    expect(missing).toMatchObject({ code: 'parameter_missing', param: 'three_d_secure[card]' });
  });

  it('updates the owner and metadata, and reads a source only with its client secret from a publishable key', async () => {
    const source = await ideal(browser);
    const updated = await stripe.sources.update(source.id, {
      metadata: { order: '', note: 'gift' },
      owner: { email: 'jenny@example.com' },
    });
    expect(updated).toMatchObject({
      metadata: { note: 'gift' },
      owner: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      status: 'pending',
    });
    expect(updated.metadata).toEqual({ note: 'gift' });
    const bare = await refusal(browser.sources.retrieve(source.id));
    expect(bare).toMatchObject({ statusCode: 400, param: 'client_secret' });
    const publishable = await refusal(browser.sources.update(source.id, { metadata: { a: 'b' } }));
    expect(publishable?.statusCode).toBe(401);
  });

  it('makes a reusable SEPA debit source chargeable at once, attaches it, charges it pending, and detaches it', async () => {
    const source = await stripe.sources.create({
      type: 'sepa_debit',
      currency: 'eur',
      owner: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      sepa_debit: { iban: 'DE89370400440532013000' },
    } as Stripe.SourceCreateParams);
    expect(source).toMatchObject({
      type: 'sepa_debit',
      flow: 'none',
      status: 'chargeable',
      usage: 'reusable',
      currency: 'eur',
      sepa_debit: { country: 'DE', last4: '3000', bank_code: '37040044' },
    });
    expect(source.sepa_debit?.mandate_reference).toMatch(/^[A-Z0-9]{16}$/);
    expect(source.redirect).toBeUndefined();
    const customer = await stripe.customers.create({});
    const attached = await stripe.customers.createSource(customer.id, { source: source.id });
    expect(attached).toMatchObject({ id: source.id, object: 'source', customer: customer.id });
    const listed = await stripe.customers.listSources(customer.id);
    expect(listed.data).toEqual([expect.objectContaining({ id: source.id, type: 'sepa_debit' })]);
    const first = await stripe.charges.create({
      amount: 2500,
      currency: 'eur',
      customer: customer.id,
      source: source.id,
    });
    expect(first).toMatchObject({
      status: 'pending',
      payment_method: source.id,
      payment_method_details: { type: 'sepa_debit' },
    });
    const second = await stripe.charges.create({
      amount: 700,
      currency: 'eur',
      customer: customer.id,
    });
    expect(second).toMatchObject({ status: 'pending', payment_method: source.id });
    expect(await stripe.sources.retrieve(source.id)).toMatchObject({ status: 'chargeable' });
    const detached = (await stripe.customers.deleteSource(customer.id, source.id)) as Stripe.Source;
    expect(detached).toMatchObject({ id: source.id, status: 'consumed' });
    expect(await stripe.sources.retrieve(source.id)).toMatchObject({ status: 'consumed' });
  });

  it('attaches a pending redirect source but not a failed one', async () => {
    const customer = await stripe.customers.create({});
    const pending = await ideal();
    const attached = await stripe.customers.createSource(customer.id, { source: pending.id });
    expect(attached).toMatchObject({ id: pending.id, status: 'pending', customer: customer.id });
    const failed = await ideal();
    await answerPage(failed, 'failed');
    const refused = await refusal(
      stripe.customers.createSource(customer.id, { source: failed.id }),
    );
    expect(refused).toMatchObject({
      statusCode: 400,
      param: 'source',
      message:
        'The source you provided cannot be attached to the customer. It must be chargeable or pending.',
    });
  });
});
