import { type Answer, callProvider } from '../hosted-page/hosted-page.js';
import type { BankPageParams } from './bank-params.js';

export interface BankPage {
  id: string;
  /** Null when a method is set up for later payments (a SetupIntent). */
  amount: number | null;
  currency: string | null;
  merchant_name: string;
  payment_method_type: string;
  bank: string | null;
  status: 'pending' | Answer;
  /** A redirect (bank, wallet, pay-later), a QR code, a voucher or transfer instructions. */
  kind: 'redirect' | 'qr' | 'voucher' | 'bank_transfer' | 'microdeposits';
  /** The intent's next action (QR images, voucher numbers, account to pay); null for a redirect. */
  next_action: Record<string, unknown> | null;
  /** When a voucher expires (unix seconds). */
  expires_at: number | null;
}

export interface BankAnswer extends BankPage {
  /** The shop's return_url with the intent and redirect_status, or null. */
  return_url: string | null;
}

/** The provider page's two calls to the provider API: read the page, and answer it. */
export function bankApi(params: BankPageParams, fetcher: typeof fetch = fetch, unreachable = '') {
  const base = `/v1/bank_redirects/${params.pageId}`;
  const call = <T>(path: string, init: RequestInit) =>
    callProvider<T>(fetcher, path, params.publishableKey, init, unreachable);
  return {
    load: () =>
      call<BankPage>(`${base}?${new URLSearchParams({ client_secret: params.clientSecret })}`, {
        method: 'GET',
      }),
    /** A microdeposit page's answer: the deposit's descriptor code. */
    verify: (code: string) =>
      call<BankPage>(`${base}/verify_microdeposits`, {
        method: 'POST',
        body: new URLSearchParams({ client_secret: params.clientSecret, descriptor_code: code }),
      }),
    answer: (result: Answer) =>
      call<BankAnswer>(`${base}/complete`, {
        method: 'POST',
        body: new URLSearchParams({ client_secret: params.clientSecret, result }),
      }),
  };
}
