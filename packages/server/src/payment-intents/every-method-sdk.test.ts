// Every non-debit type of the spec table through the official `stripe` SDK against a started
// server, on both adapters: each is confirmed, answered on its simulated provider page (or by
// its voucher's test e-mail through the page-outcome worker) and reaches Stripe's final status
// with its events. The debits have their own suites (non-card-sdk.test.ts).
import { getPaymentMethodSpec, isZeroDecimalCurrency } from '@kassa/core';
import { PDFDocument } from 'pdf-lib';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodKind, RUNNABLE_METHOD_TYPES } from '../intents/intent-method-types.js';
import type { RunningServer } from '../start-server.js';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

const RETURN_URL = 'https://shop.example/return';

// The data a type's create asks for (Stripe's required fields and test values).
const TYPE_DATA: Readonly<Record<string, Record<string, string>>> = {
  ideal: { bank: 'ing' },
  eps: { bank: 'bank_austria' },
  p24: { bank: 'ing' },
  fpx: { bank: 'maybank2u' },
  netbanking: { bank: 'hdfc' },
  sofort: { country: 'DE' },
  boleto: { tax_id: '000.000.000-00' },
};

const BILLING = {
  name: 'Jenny Rosen',
  email: 'jenny+succeed_immediately@example.com',
  phone: '+15555550100',
  address: { line1: '1 Main St', city: 'Town', postal_code: '01000', country: 'US' },
};

const byKind = (kind: string) =>
  RUNNABLE_METHOD_TYPES.filter((type) => methodKind(type) === kind && type !== 'customer_balance');

function currencyOf(type: string): string {
  return getPaymentMethodSpec(type)?.currencies[0] ?? 'usd';
}

const amountIn = (currency: string) => (isZeroDecimalCurrency(currency) ? 10_000 : 10_000);

function methodData(type: string, email = BILLING.email) {
  return {
    type,
    ...(TYPE_DATA[type] ? { [type]: TYPE_DATA[type] } : {}),
    billing_details: { ...BILLING, email },
  };
}

/** The simulated provider page an intent's next action names (any kind of next action). */
function pageOf(intent: Stripe.PaymentIntent): URL {
  const found = /https?:\/\/[^"]+\/bank_redirect\/pa_nonce_[^"]+/.exec(
    JSON.stringify(intent.next_action),
  );
  if (!found) throw new Error(`no provider page in ${JSON.stringify(intent.next_action)}`);
  return new URL(found[0].replaceAll('\\u0026', '&'));
}

describe.each(STORE_KINDS)('every payment method type through the stripe SDK on %s', (kind) => {
  let stripe: Stripe;
  let sdk: SdkServer | undefined;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'every-method', { pages: { pollIntervalMs: 20 } });
    ({ stripe } = sdk);
  }, 120_000);
  afterAll(() => sdk?.close());

  function confirm(type: string, extra: Record<string, unknown> = {}, email?: string) {
    const currency = currencyOf(type);
    return stripe.paymentIntents.create({
      amount: amountIn(currency),
      currency,
      payment_method_types: [type],
      payment_method_data: methodData(type, email),
      confirm: true,
      return_url: RETURN_URL,
      ...extra,
    } as Stripe.PaymentIntentCreateParams);
  }

  /** Answers the intent's page as the shopper (publishable key and the page's secret). */
  async function answer(intent: Stripe.PaymentIntent, result: string) {
    const page = pageOf(intent);
    const key = page.searchParams.get('key') as string;
    const browser = sdkClient(sdk?.server as RunningServer, key);
    return (await browser.rawRequest(
      'POST',
      `/v1/bank_redirects/${page.pathname.split('/').at(-1)}/complete`,
      { client_secret: page.searchParams.get('client_secret'), result },
    )) as unknown as { return_url: string | null; status: string; kind: string };
  }

  async function eventTypesOf(id: string): Promise<string[]> {
    const events = await stripe.events.list({ limit: 10 });
    return events.data
      .filter((event) => (event.data.object as { id: string }).id === id)
      .map((event) => event.type);
  }

  it.each(byKind('redirect'))('pays %s after its provider page authorises', async (type) => {
    const intent = await confirm(type);
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('redirect_to_url');
    expect(intent.next_action?.redirect_to_url?.return_url).toBe(RETURN_URL);
    const reply = await answer(intent, 'succeeded');
    const back = new URL(reply.return_url as string);
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: intent.amount });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    expect(charge.payment_method_details?.type).toBe(type);
    expect(await eventTypesOf(intent.id)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.requires_action',
      'payment_intent.created',
    ]);
  });

  it.each(['paypal', 'klarna', 'affirm'])(
    'returns a canceled or failed %s to requires_payment_method',
    async (type) => {
      for (const result of ['canceled', 'failed']) {
        const intent = await confirm(type);
        const reply = await answer(intent, result);
        expect(new URL(reply.return_url as string).searchParams.get('redirect_status')).toBe(
          'failed',
        );
        const after = await stripe.paymentIntents.retrieve(intent.id);
        expect(after.status).toBe('requires_payment_method');
        expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
        expect((await eventTypesOf(intent.id))[0]).toBe('payment_intent.payment_failed');
      }
    },
  );

  it.each(byKind('qr'))('shows a QR code for %s and pays once it is scanned', async (type) => {
    // Shown on the shop's page: no return_url needed (the buyer is not sent anywhere).
    const blik = type === 'blik' ? { payment_method_options: { blik: { code: '777123' } } } : {};
    const extra = { ...blik, return_url: undefined };
    const intent = await confirm(type, extra);
    expect(intent.status).toBe('requires_action');
    const nextType = getPaymentMethodSpec(type)?.nextAction as string;
    expect(intent.next_action?.type).toBe(nextType);
    const details = (intent.next_action as unknown as Record<string, Record<string, unknown>>)[
      nextType
    ];
    expect(details?.hosted_instructions_url).toEqual(expect.stringContaining('/bank_redirect/'));
    const reply = await answer(intent, 'succeeded');
    expect(reply).toMatchObject({ status: 'succeeded', kind: 'qr', return_url: null });
    // What Stripe.js's polling sees.
    const paid = await stripe.paymentIntents.retrieve(intent.id);
    expect(paid.status).toBe('succeeded');
    expect(await eventTypesOf(intent.id)).toEqual([
      'payment_intent.succeeded',
      'payment_intent.requires_action',
      'payment_intent.created',
    ]);
  });

  it('serves the QR images named in the next action, encoding the scan page', async () => {
    const intent = await confirm('wechat_pay');
    const qr = (intent.next_action as unknown as Record<string, Record<string, string>>)
      .wechat_pay_display_qr_code as Record<string, string>;
    expect(qr.image_data_url).toMatch(/^data:image\/png;base64,/);
    expect(qr.data).toBe(qr.hosted_instructions_url);
    const png = await fetch(qr.image_url_png as string);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await png.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const svg = await fetch(qr.image_url_svg as string);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    const missing = await fetch(`${sdk?.server.url}/qr_codes/pa_nonce_nothing.png`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
  });

  it('fails a QR payment the test page refuses', async () => {
    const intent = await confirm('paynow');
    await answer(intent, 'failed');
    const after = await stripe.paymentIntents.retrieve(intent.id);
    expect(after.status).toBe('requires_payment_method');
    expect(after.last_payment_error?.code).toBe('payment_intent_authentication_failure');
  });

  it('refuses a BLIK confirm without its six-digit code', async () => {
    const error = await confirm('blik').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      code: 'parameter_missing',
      param: 'payment_method_options[blik][code]',
    });
  });

  it.each(byKind('voucher'))('pays a %s voucher its test e-mail settles at once', async (type) => {
    const intent = await confirm(type);
    expect(intent.status).toBe('requires_action');
    const nextType = getPaymentMethodSpec(type)?.nextAction as string;
    expect(intent.next_action?.type).toBe(nextType);
    const details = (intent.next_action as unknown as Record<string, Record<string, unknown>>)[
      nextType
    ] as Record<string, unknown>;
    expect(details.hosted_voucher_url).toEqual(expect.stringContaining('/bank_redirect/'));
    const paid = await eventually(
      () => stripe.paymentIntents.retrieve(intent.id),
      (current) => current.status !== 'requires_action',
    );
    expect(paid.status).toBe('succeeded');
    expect(await eventTypesOf(intent.id)).toContain('payment_intent.succeeded');
  });

  it.each(byKind('voucher'))('expires a %s voucher nobody pays', async (type) => {
    const intent = await confirm(type, {}, 'shopper+expire_immediately@example.com');
    const expired = await eventually(
      () => stripe.paymentIntents.retrieve(intent.id),
      (current) => current.status !== 'requires_action',
    );
    expect(expired.status).toBe('requires_payment_method');
    expect(expired.last_payment_error?.code).toBe('payment_intent_payment_attempt_expired');
    expect((await eventTypesOf(intent.id))[0]).toBe('payment_intent.payment_failed');
  });

  it('marks a voucher paid from its hosted page, and refuses a second answer', async () => {
    const intent = await confirm('oxxo', {}, 'shopper+fill_never@example.com');
    const details = intent.next_action?.oxxo_display_details;
    expect(details?.number).toMatch(/^\d{32}$/);
    expect(details?.expires_after).toBeGreaterThan(intent.created);
    expect(await answer(intent, 'succeeded')).toMatchObject({ status: 'succeeded' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
    await expect(answer(intent, 'expired')).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });

  it('refuses an answer the page does not offer', async () => {
    const intent = await confirm('konbini', {}, 'shopper+fill_never@example.com');
    await expect(answer(intent, 'failed')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'result',
    });
  });

  it('honours expires_after_days on a voucher, checked as an integer', async () => {
    const options = { payment_method_options: { boleto: { expires_after_days: 5 } } };
    const intent = await confirm('boleto', options, 'shopper+fill_never@example.com');
    const expiresAt = intent.next_action?.boleto_display_details?.expires_at as number;
    expect(expiresAt - intent.created).toBeGreaterThan(4 * 86_400);
    expect(expiresAt - intent.created).toBeLessThanOrEqual(6 * 86_400);
    const bad = await confirm('boleto', {
      payment_method_options: { boleto: { expires_after_days: 'soon' } },
    }).catch((caught: unknown) => caught);
    expect(bad).toMatchObject({ param: 'payment_method_options[boleto][expires_after_days]' });
  });

  it("serves a boleto's voucher PDF at its next action's pdf URL, and no PDF for other pages", async () => {
    const intent = await confirm('boleto', {}, 'shopper+fill_never@example.com');
    const details = intent.next_action?.boleto_display_details;
    expect(details?.number).toMatch(/^\d{47}$/);
    const url = new URL(details?.pdf as string);
    expect(`${url.origin}/`).toBe(new URL('/', sdk?.server.url).href);
    expect(url.pathname).toMatch(/^\/vouchers\/pa_nonce_\w+\.pdf$/);
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    // The PDF names the boleto by its number (its title).
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Boleto ${details?.number}`);

    const oxxo = await confirm('oxxo', {}, 'shopper+fill_never@example.com');
    const oxxoPage = new URL(oxxo.next_action?.oxxo_display_details?.hosted_voucher_url as string);
    const notBoleto = await fetch(
      `${sdk?.server.url}/vouchers/${oxxoPage.pathname.split('/').at(-1)}.pdf`,
    );
    expect(notBoleto.status).toBe(404);
    const missing = await fetch(`${sdk?.server.url}/vouchers/pa_nonce_nothing.pdf`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { type: string } }).error.type).toBe(
      'invalid_request_error',
    );
  });

  it('shows customer-balance transfer instructions and pays when the transfer arrives', async () => {
    const noCustomer = await confirm('customer_balance').catch((caught: unknown) => caught);
    expect(noCustomer).toMatchObject({
      code: 'payment_intent_invalid_parameter',
      param: 'customer',
    });
    const customer = await stripe.customers.create({ email: 'balance@example.com' });
    const intent = await confirm('customer_balance', { customer: customer.id });
    expect(intent.status).toBe('requires_action');
    const instructions = intent.next_action?.display_bank_transfer_instructions;
    expect(instructions).toMatchObject({
      amount_remaining: intent.amount,
      currency: 'usd',
      type: 'us_bank_transfer',
      financial_addresses: [
        {
          type: 'aba',
          aba: { routing_number: '110000000' },
          supported_networks: ['ach', 'domestic_wire_us'],
        },
      ],
    });
    expect(await answer(intent, 'succeeded')).toMatchObject({ kind: 'bank_transfer' });
    expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('succeeded');
  });

  it('answers a late page for an intent confirmed again with a typed error', async () => {
    const intent = await confirm('paypal');
    await stripe.paymentIntents.cancel(intent.id);
    await expect(answer(intent, 'succeeded')).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
  });
});
