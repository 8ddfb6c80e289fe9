import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startInProcessProvider } from '../in-process-provider.js';
import { BankPage, readBankPageParams } from './elements-internals.js';

// The first calls warm up the in-process database; the default second is too short for them.
const SLOW = { timeout: 10_000 };
let provider: InProcessProvider;

beforeAll(async () => {
  provider = await startInProcessProvider();
}, 60_000);
afterAll(() => provider?.close());
afterEach(cleanup);

/** An iDEAL payment confirmed by the shop's server; the bank page its next action links. */
async function bankLink(returnUrl = 'https://shop.example/done') {
  const intent = (await provider.serverPost('/v1/payment_intents', {
    amount: '1999',
    currency: 'eur',
    'payment_method_types[0]': 'ideal',
    'payment_method_data[type]': 'ideal',
    'payment_method_data[ideal][bank]': 'ing',
    confirm: 'true',
    return_url: returnUrl,
  })) as { id: string; next_action: { redirect_to_url: { url: string } } };
  const url = new URL(intent.next_action.redirect_to_url.url);
  const params = readBankPageParams(url);
  if (params === null) throw new Error('no params in the bank link');
  return { intent, params };
}

async function intentStatus(id: string) {
  const response = await provider.fetch(`/v1/payment_intents/${id}`, {
    headers: { Authorization: `Bearer ${provider.keys.secretKey}` },
  });
  return ((await response.json()) as { status: string }).status;
}

describe('the simulated bank page', { timeout: 30_000 }, () => {
  it('reads the page, its secret and the key from its address', () => {
    expect(
      readBankPageParams({
        pathname: '/bank_redirect/pa_nonce_abc',
        search: '?client_secret=pa_nonce_secret_x&key=pk_test_1',
      }),
    ).toEqual({
      pageId: 'pa_nonce_abc',
      clientSecret: 'pa_nonce_secret_x',
      publishableKey: 'pk_test_1',
    });
    expect(readBankPageParams({ pathname: '/bank_redirect/pa_nonce_abc', search: '' })).toBeNull();
    expect(
      readBankPageParams({ pathname: '/elsewhere', search: '?client_secret=a&key=b' }),
    ).toBeNull();
  });

  it('shows the payment and, authorised, sends the buyer back with redirect_status=succeeded', async () => {
    const { intent, params } = await bankLink();
    const went: string[] = [];
    render(<BankPage params={params} fetch={provider.fetch} navigate={(to) => went.push(to)} />);
    expect(await screen.findByTestId('bank-amount', {}, SLOW)).toHaveProperty(
      'textContent',
      '€19.99',
    );
    expect(screen.getByTestId('bank-name').textContent).toBe('ing');
    expect(screen.getByRole('heading').textContent).toBe('iDEAL test payment page');
    const authorize = screen.getByRole('button', { name: 'Authorize test payment' });
    await waitFor(() => expect(document.activeElement).toBe(authorize));
    await act(async () => fireEvent.click(authorize));
    await waitFor(() => expect(went).toHaveLength(1), SLOW);
    const back = new URL(went[0] ?? '');
    expect(back.searchParams.get('payment_intent')).toBe(intent.id);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    expect(screen.getByRole('status').textContent).toBe('Payment authorized.');
    expect(await intentStatus(intent.id)).toBe('succeeded');
  });

  it('fails the payment with "Fail test payment"', async () => {
    const { intent, params } = await bankLink();
    const went: string[] = [];
    render(<BankPage params={params} fetch={provider.fetch} navigate={(to) => went.push(to)} />);
    const fail = await screen.findByRole('button', { name: 'Fail test payment' }, SLOW);
    await act(async () => fireEvent.click(fail));
    await waitFor(() => expect(went).toHaveLength(1), SLOW);
    expect(new URL(went[0] ?? '').searchParams.get('redirect_status')).toBe('failed');
    expect(await intentStatus(intent.id)).toBe('requires_payment_method');
  });

  it('says so when the page was already answered, and shows an error for a wrong secret', async () => {
    const { params } = await bankLink();
    await provider.fetch(`/v1/bank_redirects/${params.pageId}/complete`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${params.publishableKey}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ client_secret: params.clientSecret, result: 'succeeded' }),
    });
    render(<BankPage params={params} fetch={provider.fetch} navigate={() => undefined} />);
    await screen.findByText('Payment authorized.', {}, SLOW);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    render(
      <BankPage
        params={{ ...params, clientSecret: 'pa_nonce_secret_wrong' }}
        fetch={provider.fetch}
        navigate={() => undefined}
      />,
    );
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('client_secret');
  });

  it('lets a shopper cancel a wallet redirect, and goes back with redirect_status=failed', async () => {
    const intent = (await provider.serverPost('/v1/payment_intents', {
      amount: '2500',
      currency: 'eur',
      'payment_method_types[0]': 'paypal',
      'payment_method_data[type]': 'paypal',
      confirm: 'true',
      return_url: 'https://shop.example/done',
    })) as { id: string; next_action: { redirect_to_url: { url: string } } };
    const params = readBankPageParams(new URL(intent.next_action.redirect_to_url.url));
    if (params === null) throw new Error('no params');
    const went: string[] = [];
    render(<BankPage params={params} fetch={provider.fetch} navigate={(to) => went.push(to)} />);
    await screen.findByRole('heading', { name: 'PayPal test payment page' }, SLOW);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Cancel test payment' })),
    );
    await waitFor(() => expect(went).toHaveLength(1), SLOW);
    expect(new URL(went[0] ?? '').searchParams.get('redirect_status')).toBe('failed');
    expect(screen.getByRole('status').textContent).toBe('Payment canceled.');
    expect(await intentStatus(intent.id)).toBe('requires_payment_method');
  });

  it('shows the QR code and pays when the test page answers as the app', async () => {
    const intent = (await provider.serverPost('/v1/payment_intents', {
      amount: '1800',
      currency: 'sgd',
      'payment_method_types[0]': 'paynow',
      'payment_method_data[type]': 'paynow',
      confirm: 'true',
    })) as { id: string; next_action: { paynow_display_qr_code: Record<string, string> } };
    const qr = intent.next_action.paynow_display_qr_code;
    const params = readBankPageParams(new URL(qr.hosted_instructions_url ?? ''));
    if (params === null) throw new Error('no params');
    const went: string[] = [];
    render(<BankPage params={params} fetch={provider.fetch} navigate={(to) => went.push(to)} />);
    const image = await screen.findByRole('img', { name: 'QR code to scan with the app' }, SLOW);
    expect(image.getAttribute('src')).toBe(qr.image_url_png);
    expect(screen.queryByRole('button', { name: 'Cancel test payment' })).toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Authorize test payment' })),
    );
    await screen.findByText('Payment authorized.', {}, SLOW);
    // Nothing to go back to: the shop's page polls the intent.
    expect(went).toEqual([]);
    expect(await intentStatus(intent.id)).toBe('succeeded');
  });

  it('shows a voucher with its number and expires it from the test controls', async () => {
    const intent = (await provider.serverPost('/v1/payment_intents', {
      amount: '20000',
      currency: 'mxn',
      'payment_method_types[0]': 'oxxo',
      'payment_method_data[type]': 'oxxo',
      'payment_method_data[billing_details][name]': 'Ana Test',
      'payment_method_data[billing_details][email]': 'ana+fill_never@example.com',
      confirm: 'true',
    })) as { id: string; next_action: { oxxo_display_details: Record<string, string> } };
    const voucher = intent.next_action.oxxo_display_details;
    const params = readBankPageParams(new URL(voucher.hosted_voucher_url ?? ''));
    if (params === null) throw new Error('no params');
    render(<BankPage params={params} fetch={provider.fetch} navigate={() => undefined} />);
    const numbers = await screen.findByTestId('voucher', {}, SLOW);
    expect(numbers.textContent).toContain(voucher.number);
    expect(screen.getByTestId('voucher-expires').textContent).toContain('UTC');
    expect(screen.getByRole('button', { name: 'Mark voucher as paid' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Expire voucher' })));
    await screen.findByText('Voucher expired.', {}, SLOW);
    expect(await intentStatus(intent.id)).toBe('requires_payment_method');
  });

  it('shows the account and reference of a customer-balance transfer', async () => {
    const customer = (await provider.serverPost('/v1/customers', {})) as { id: string };
    const intent = (await provider.serverPost('/v1/payment_intents', {
      amount: '5000',
      currency: 'eur',
      customer: customer.id,
      'payment_method_types[0]': 'customer_balance',
      'payment_method_data[type]': 'customer_balance',
      confirm: 'true',
    })) as {
      id: string;
      next_action: { display_bank_transfer_instructions: Record<string, string> };
    };
    const instructions = intent.next_action.display_bank_transfer_instructions;
    const params = readBankPageParams(new URL(instructions.hosted_instructions_url ?? ''));
    if (params === null) throw new Error('no params');
    render(<BankPage params={params} fetch={provider.fetch} navigate={() => undefined} />);
    const transfer = await screen.findByTestId('transfer', {}, SLOW);
    expect(transfer.textContent).toContain('DE89370400440532013000');
    expect(transfer.textContent).toContain(instructions.reference);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Simulate the transfer' })),
    );
    await screen.findByText('Payment authorized.', {}, SLOW);
    expect(await intentStatus(intent.id)).toBe('succeeded');
  });

  it('verifies a US bank account with the deposit code typed on its hosted page', async () => {
    const intent = (await provider.serverPost('/v1/payment_intents', {
      amount: '1500',
      currency: 'usd',
      'payment_method_types[0]': 'us_bank_account',
      'payment_method_data[type]': 'us_bank_account',
      'payment_method_data[us_bank_account][routing_number]': '110000000',
      'payment_method_data[us_bank_account][account_number]': '000123456789',
      'payment_method_data[billing_details][name]': 'Jenny Rosen',
      'payment_method_options[us_bank_account][verification_method]': 'microdeposits',
      'mandate_data[customer_acceptance][type]': 'offline',
      confirm: 'true',
    })) as {
      id: string;
      next_action: { verify_with_microdeposits: { hosted_verification_url: string } };
    };
    const url = new URL(intent.next_action.verify_with_microdeposits.hosted_verification_url);
    const params = readBankPageParams(url);
    if (params === null) throw new Error('no params');
    render(<BankPage params={params} fetch={provider.fetch} navigate={() => undefined} />);
    const field = await screen.findByLabelText('Deposit code', {}, SLOW);
    const verify = screen.getByRole('button', { name: 'Verify bank account' });
    fireEvent.change(field, { target: { value: 'SM00XX' } });
    await act(async () => fireEvent.click(verify));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain(
      '2 verification attempts',
    );
    fireEvent.change(field, { target: { value: 'SM11AA' } });
    await act(async () => fireEvent.click(verify));
    await screen.findByText('Bank account verified.', {}, SLOW);
    expect(await intentStatus(intent.id)).toBe('processing');
  });
});
