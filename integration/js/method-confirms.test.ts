import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startProvider } from './in-process-provider.js';

// The controller's side of confirmSepaDebitPayment/confirmIdealPayment…: no elements, the raw
// details go to the real provider API (in process) as payment_method_data.
let provider: InProcessProvider;

beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

async function eurIntent(types: string[]) {
  const body = { amount: 1500, currency: 'eur', payment_method_types: types };
  return (await provider.secret('POST', 'payment_intents', body)) as {
    id: string;
    client_secret: string;
  };
}

/** A fresh controller's answer to a one-type confirm of a new EUR intent for `type`. */
async function confirmNew(type: string, method: string, params: Json) {
  const { controller } = provider.newController();
  const intent = await eurIntent([type]);
  const result = await controller.handle('confirm-method-payment', {
    clientSecret: intent.client_secret,
    method,
    params,
  });
  return { intent, result: result as Record<string, unknown> };
}

describe('one-type confirms in the controller', () => {
  it('debits a SEPA account: the mandate is inferred from the browser, the intent processing', async () => {
    const { intent, result } = await confirmNew('sepa_debit', 'confirmSepaDebitPayment', {
      payment_method_data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'AT611904300234573201' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      },
    });
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'processing' });
  });

  it('answers an iDEAL payment waiting on the bank, for the loader to navigate', async () => {
    const { result } = await confirmNew('ideal', 'confirmIdealPayment', {
      payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } },
      return_url: 'https://shop.example/done',
    });
    expect(result.paymentIntent).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    });
  });

  it('returns an invalid IBAN as {error}', async () => {
    const { result } = await confirmNew('sepa_debit', 'confirmSepaDebitPayment', {
      payment_method_data: { type: 'sepa_debit', sepa_debit: { iban: 'DE00123' } },
    });
    expect(result.error).toMatchObject({
      type: 'invalid_request_error',
      param: 'sepa_debit[iban]',
    });
  });
});
