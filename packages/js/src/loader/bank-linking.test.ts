// @vitest-environment jsdom
import type { ControllerRequest } from '@kassa/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaInstance } from '../types.js';
import { startScriptedController } from './scripted-controller.js';

// collectBankAccountFor…, collectBankAccountToken, collectFinancialConnectionsAccounts: what
// the loader checks (as Stripe.js does, by throwing) and what it asks the controller for.

const SECRET = 'pi_123_secret_abc';
const PARAMS = {
  payment_method_type: 'us_bank_account',
  payment_method_data: { billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' } },
};

let stripe: KassaInstance;
let requests: ControllerRequest[];
let answers: Record<string, unknown>;

beforeEach(() => {
  document.body.innerHTML = '';
  ({ stripe, requests, answers } = startScriptedController(vi.fn()));
});

describe('stripe.collectBankAccountForPayment()', () => {
  it.each([
    [undefined, 'expected `options` to be an object'],
    [
      { clientSecret: 'seti_1_secret_2', params: PARAMS },
      'expected `clientSecret` to be a PaymentIntent client secret',
    ],
    [{ clientSecret: SECRET }, 'expected `params` to be an object'],
    [
      { clientSecret: SECRET, params: { ...PARAMS, payment_method_type: 'card' } },
      'expected `params.payment_method_type` to be \'us_bank_account\', but received "card".',
    ],
    [
      {
        clientSecret: SECRET,
        params: {
          payment_method_type: 'us_bank_account',
          payment_method_data: { billing_details: {} },
        },
      },
      'expected `params.payment_method_data.billing_details.name` to be a non-empty string, but received undefined.',
    ],
  ])('throws for %j', (options, message) => {
    expect(() => stripe.collectBankAccountForPayment(options as never)).toThrow(message);
  });

  it('asks the controller for the dialog and answers the intent it gives back', async () => {
    const intent = { id: 'pi_123', status: 'requires_confirmation' };
    answers['collect-bank-account'] = { paymentIntent: intent };
    const result = await stripe.collectBankAccountForPayment({
      clientSecret: SECRET,
      params: PARAMS,
      expand: ['payment_method'],
    });
    expect(result).toEqual({ paymentIntent: intent });
    expect(requests.find((r) => r.action === 'collect-bank-account')?.payload).toEqual({
      clientSecret: SECRET,
      method: 'collectBankAccountForPayment',
      params: { ...PARAMS, expand: ['payment_method'] },
    });
  });

  it('collects for a SetupIntent with its own client secret', async () => {
    answers['collect-bank-account'] = { setupIntent: { id: 'seti_1' } };
    await stripe.collectBankAccountForSetup({ clientSecret: 'seti_1_secret_2', params: PARAMS });
    expect(requests.find((r) => r.action === 'collect-bank-account')?.payload).toMatchObject({
      clientSecret: 'seti_1_secret_2',
      method: 'collectBankAccountForSetup',
    });
    expect(() =>
      stripe.collectBankAccountForSetup({ clientSecret: SECRET, params: PARAMS }),
    ).toThrow('expected `clientSecret` to be a SetupIntent client secret');
  });
});

describe('collectFinancialConnectionsAccounts and collectBankAccountToken', () => {
  it('need the session client secret', () => {
    expect(() => stripe.collectFinancialConnectionsAccounts({} as never)).toThrow(
      'expected `clientSecret` to be a Financial Connections session client secret',
    );
    expect(() => stripe.collectBankAccountToken({ clientSecret: '' })).toThrow(
      'expected `clientSecret` to be a Financial Connections session client secret',
    );
  });

  it('spell out the fields Stripe.js types require even when absent', async () => {
    const session = { id: 'fcsess_1', accounts: { data: [] } };
    answers['collect-bank-account'] = { financialConnectionsSession: session };
    const token = await stripe.collectBankAccountToken({ clientSecret: 'fcsess_1_secret_x' });
    expect(Object.keys(token).sort()).toEqual(['financialConnectionsSession', 'token']);
    expect(token.financialConnectionsSession).toEqual(session);
    const accounts = await stripe.collectFinancialConnectionsAccounts({
      clientSecret: 'fcsess_1_secret_x',
    });
    expect(accounts).toEqual({ financialConnectionsSession: session });
    expect(
      requests.filter((r) => r.action === 'collect-bank-account').map((r) => r.payload),
    ).toEqual([
      { clientSecret: 'fcsess_1_secret_x', method: 'collectBankAccountToken', params: {} },
      {
        clientSecret: 'fcsess_1_secret_x',
        method: 'collectFinancialConnectionsAccounts',
        params: {},
      },
    ]);
  });
});
