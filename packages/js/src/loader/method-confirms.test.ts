// @vitest-environment jsdom
import type { ControllerRequest } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaInstance } from '../types.js';
import { startScriptedController } from './scripted-controller.js';

// The one-type confirms (confirmSepaDebitPayment, confirmIdealPayment…) on the loader's side,
// with the controller frame answering as scripted.
const PI_SECRET = 'pi_123_secret_abc';
const SETI_SECRET = 'seti_123_secret_abc';
const BANK_PAGE = 'http://provider.test/bank_redirect/pa_nonce_1?client_secret=s&key=pk_test_1';

let stripe: KassaInstance;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let requests: ControllerRequest[];
let answers: Record<string, unknown>;

beforeEach(() => {
  document.body.innerHTML = '';
  navigate = vi.fn<(url: string) => void>();
  ({ stripe, requests, answers } = startScriptedController(navigate));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const BOLETO_BILLING = {
  name: 'Jo',
  email: 'jo@example.com',
  address: {
    line1: 'Av. Paulista 1000',
    city: 'São Paulo',
    state: 'SP',
    postal_code: '01310-100',
    country: 'BR',
  },
};

const redirecting = {
  paymentIntent: {
    id: 'pi_123',
    status: 'requires_action',
    next_action: { type: 'redirect_to_url', redirect_to_url: { url: BANK_PAGE } },
  },
};

describe('confirm<Type>Payment / confirm<Type>Setup with raw details', () => {
  it('sends the SEPA details as payment_method_data and resolves with the processing intent', async () => {
    const processing = { paymentIntent: { id: 'pi_123', status: 'processing' } };
    answers['confirm-method-payment'] = processing;
    const result = await stripe.confirmSepaDebitPayment(PI_SECRET, {
      payment_method: {
        sepa_debit: { iban: 'DE89370400440532013000' },
        billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      },
    });
    expect(result).toEqual(processing);
    expect(requests.at(-1)).toMatchObject({
      action: 'confirm-method-payment',
      payload: {
        clientSecret: PI_SECRET,
        method: 'confirmSepaDebitPayment',
        params: {
          payment_method_data: {
            type: 'sepa_debit',
            sepa_debit: { iban: 'DE89370400440532013000' },
            billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
          },
        },
      },
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates the page to the bank for iDEAL, as Stripe.js does', async () => {
    answers['confirm-method-payment'] = redirecting;
    void stripe.confirmIdealPayment(PI_SECRET, {
      payment_method: { ideal: { bank: 'ing' } },
      return_url: 'https://shop.example/done',
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(BANK_PAGE));
    expect(requests.at(-1)?.payload).toMatchObject({
      params: {
        payment_method_data: { type: 'ideal', ideal: { bank: 'ing' } },
        return_url: 'https://shop.example/done',
      },
    });
  });

  it('leaves the redirect to the caller with handleActions: false', async () => {
    answers['confirm-method-payment'] = redirecting;
    const result = await stripe.confirmIdealPayment(
      PI_SECRET,
      { payment_method: { ideal: {} }, return_url: 'https://shop.example/done' },
      { handleActions: false },
    );
    expect(result).toEqual(redirecting);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('creates a PayPal method when no payment_method is given, and sends the buyer to PayPal', async () => {
    answers['confirm-method-payment'] = redirecting;
    void stripe.confirmPayPalPayment(PI_SECRET, { return_url: 'https://shop.example/done' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(BANK_PAGE));
    expect(requests.at(-1)?.payload).toMatchObject({
      method: 'confirmPayPalPayment',
      params: { payment_method_data: { type: 'paypal' }, return_url: 'https://shop.example/done' },
    });
  });

  it('sends Boleto tax id and billing details, and resolves with the voucher it waits on', async () => {
    const voucher = {
      paymentIntent: {
        id: 'pi_123',
        status: 'requires_action',
        next_action: { type: 'boleto_display_details', boleto_display_details: {} },
      },
    };
    answers['confirm-method-payment'] = voucher;
    const result = await stripe.confirmBoletoPayment(
      PI_SECRET,
      {
        payment_method: {
          boleto: { tax_id: '00000000191' },
          billing_details: BOLETO_BILLING,
        },
      },
      { handleActions: false },
    );
    expect(result).toEqual(voucher);
    expect(requests.at(-1)?.payload).toMatchObject({
      params: {
        payment_method_data: {
          type: 'boleto',
          boleto: { tax_id: '00000000191' },
          billing_details: BOLETO_BILLING,
        },
      },
    });
  });

  it.each([
    ['confirmAffirmPayment', 'payment', 'affirm'],
    ['confirmAmazonPaySetup', 'setup', 'amazon_pay'],
    ['confirmBlikSetup', 'setup', 'blik'],
    ['confirmCashappSetup', 'setup', 'cashapp'],
    ['confirmWechatPayPayment', 'payment', 'wechat_pay'],
  ] as const)('%s confirms a %s with a %s method', async (name, kind, type) => {
    const answer = kind === 'payment' ? { paymentIntent: {} } : { setupIntent: {} };
    answers[`confirm-method-${kind}`] = answer;
    const call = stripe[name] as (
      secret: string,
      data: object,
      options: object,
    ) => Promise<unknown>;
    await call(kind === 'payment' ? PI_SECRET : SETI_SECRET, {}, { handleActions: false });
    expect(requests.at(-1)).toMatchObject({
      action: `confirm-method-${kind}`,
      payload: { method: name, params: { payment_method_data: { type } } },
    });
  });

  it('confirms a setup with an existing PaymentMethod id', async () => {
    answers['confirm-method-setup'] = { setupIntent: { id: 'seti_123', status: 'succeeded' } };
    await stripe.confirmBacsDebitSetup(SETI_SECRET, { payment_method: 'pm_123' });
    expect(requests.at(-1)).toMatchObject({
      action: 'confirm-method-setup',
      payload: { method: 'confirmBacsDebitSetup', params: { payment_method: 'pm_123' } },
    });
  });

  it.each([
    [() => stripe.confirmSepaDebitPayment(SETI_SECRET), 'a PaymentIntent client secret'],
    [() => stripe.confirmIdealSetup(PI_SECRET), 'a SetupIntent client secret'],
    [
      () => stripe.confirmP24Payment(PI_SECRET, { payment_method: 5 as never }),
      'expected `payment_method` to be a PaymentMethod id or {p24: {...}, billing_details}',
    ],
    [
      () =>
        stripe.confirmEpsPayment(PI_SECRET, {
          payment_method: { eps: 'bank' as never, billing_details: { name: 'Jo' } },
        }),
      'expected `payment_method.eps` to be an object',
    ],
    [
      () => stripe.confirmFpxPayment(PI_SECRET, { return_url: '/relative' } as never),
      'expected `return_url` to be an absolute URL',
    ],
  ])('refuses a wrong call (%#) before anything is sent', (call, message) => {
    expect(call).toThrow(message);
    expect(requests.filter((r) => r.action.startsWith('confirm-method'))).toEqual([]);
  });

  it('refuses a bank element that is not mounted', () => {
    const iban = stripe.elements().create('iban');
    expect(() =>
      stripe.confirmSepaDebitPayment(PI_SECRET, {
        payment_method: {
          sepa_debit: iban as never,
          billing_details: { name: 'Jo', email: 'jo@example.com' },
        },
      }),
    ).toThrow(/mount/i);
  });
});

describe('the one-type confirm table', () => {
  it('names each confirm as Stripe.js does, with its intent kind and type', async () => {
    const { METHOD_CONFIRMS } = await import('./method-confirms.js');
    expect(Object.keys(METHOD_CONFIRMS)).toHaveLength(44);
    expect(METHOD_CONFIRMS.confirmPayPalSetup).toEqual(['setup', 'paypal']);
    expect(METHOD_CONFIRMS.confirmGrabPayPayment).toEqual(['payment', 'grabpay']);
    expect(METHOD_CONFIRMS.confirmP24Payment).toEqual(['payment', 'p24']);
    expect(METHOD_CONFIRMS.confirmUsBankAccountSetup).toEqual(['setup', 'us_bank_account']);
  });
});

describe('verifyMicrodepositsForPayment / ForSetup', () => {
  it('sends the amounts with the client secret to the controller and resolves with its answer', async () => {
    const processing = { paymentIntent: { id: 'pi_123', status: 'processing' } };
    answers['verify-microdeposits-payment'] = processing;
    const result = await stripe.verifyMicrodepositsForPayment(PI_SECRET, { amounts: [32, 45] });
    expect(result).toEqual(processing);
    expect(requests.at(-1)).toMatchObject({
      action: 'verify-microdeposits-payment',
      payload: { clientSecret: PI_SECRET, params: { amounts: [32, 45] } },
    });
  });

  it('refuses a PaymentIntent secret for a SetupIntent before anything is sent', () => {
    expect(() =>
      stripe.verifyMicrodepositsForSetup(PI_SECRET, { descriptor_code: 'SM11AA' }),
    ).toThrow('a SetupIntent client secret');
    expect(requests.filter((r) => r.action.startsWith('verify-microdeposits'))).toEqual([]);
  });
});
