// FX quotes through the official `stripe` npm SDK (its raw requests: the SDK pins no FxQuote
// resource yet), on both adapters.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

interface Quote {
  id: string;
  object: string;
  created: number;
  lock_duration: string;
  lock_expires_at: number | null;
  lock_status: string;
  rates: Record<string, { exchange_rate: number; rate_details: Record<string, unknown> }>;
  to_currency: string;
  usage: Record<string, unknown>;
}

describe.each(STORE_KINDS)('FX quotes on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'fx-quotes-sdk');
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  const create = async (params: Record<string, unknown>) =>
    (await stripe.rawRequest('POST', '/v1/fx_quotes', params)) as unknown as Quote;

  it('quotes from the offline table and locks for the asked duration', async () => {
    const quote = await create({
      to_currency: 'chf',
      from_currencies: ['gbp', 'krw'],
      lock_duration: 'hour',
    });
    expect(quote).toMatchObject({
      object: 'fx_quote',
      lock_duration: 'hour',
      lock_status: 'active',
      to_currency: 'chf',
      usage: { type: 'payment', payment: null, transfer: null },
      rates: {
        gbp: {
          exchange_rate: 1.11392405,
          rate_details: {
            base_rate: 1.11392405,
            fx_fee_rate: 0,
            reference_rate: 1.11392405,
            reference_rate_provider: 'ecb',
          },
        },
        krw: { exchange_rate: 0.000661654135 },
      },
    });
    expect(quote.id).toMatch(/^fxq_[A-Za-z0-9]{24}$/);
    expect(quote.lock_expires_at).toBe(quote.created + 3600);
    const read = (await stripe.rawRequest(
      'GET',
      `/v1/fx_quotes/${quote.id}`,
      {},
    )) as unknown as Quote;
    expect(read).toMatchObject({ id: quote.id, lock_status: 'active', rates: quote.rates });

    const unlocked = await create({
      to_currency: 'usd',
      from_currencies: ['eur'],
      lock_duration: 'none',
    });
    expect(unlocked).toMatchObject({ lock_status: 'none', lock_expires_at: null });
  });

  it('answers Stripe-shaped 400s naming the param', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ from_currencies: ['eur'], lock_duration: 'hour' }, 'to_currency'],
      [{ to_currency: 'usd', lock_duration: 'hour' }, 'from_currencies'],
      [{ to_currency: 'usd', from_currencies: ['eur'] }, 'lock_duration'],
      [{ to_currency: 'usd', from_currencies: ['eur'], lock_duration: 'week' }, 'lock_duration'],
      [{ to_currency: 'zzz', from_currencies: ['eur'], lock_duration: 'hour' }, 'to_currency'],
      [
        { to_currency: 'usd', from_currencies: ['eur', 'afn'], lock_duration: 'hour' },
        'from_currencies[1]',
      ],
    ];
    for (const [params, param] of cases) {
      const error = await create(params).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error, param).toMatchObject({ statusCode: 400, param });
    }
    const missing = await stripe
      .rawRequest('GET', '/v1/fx_quotes/fxq_missing', {})
      .catch((e: unknown) => e);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
