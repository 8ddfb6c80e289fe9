import type { BankPageParams } from './bank-params.js';

export interface BankPage {
  id: string;
  /** Null when a method is set up for later payments (a SetupIntent). */
  amount: number | null;
  currency: string | null;
  merchant_name: string;
  payment_method_type: string;
  bank: string | null;
  status: 'pending' | 'succeeded' | 'failed';
}

export interface BankAnswer extends BankPage {
  /** The shop's return_url with the intent and redirect_status, or null. */
  return_url: string | null;
}

export type Reply<T> = { ok: true; body: T } | { ok: false; message: string };

/** The bank page's two calls to the provider API: read the page, and answer it. */
export function bankApi(params: BankPageParams, fetcher: typeof fetch = fetch) {
  const base = `/v1/bank_redirects/${params.pageId}`;
  const headers = {
    Authorization: `Bearer ${params.publishableKey}`,
    'Content-Type': 'application/x-www-form-urlencoded',
  };
  async function call<T>(path: string, init: RequestInit): Promise<Reply<T>> {
    try {
      const response = await fetcher(path, { ...init, credentials: 'omit', headers });
      const body = (await response.json()) as T & { error?: { message?: string } };
      return response.ok
        ? { ok: true, body }
        : { ok: false, message: body.error?.message ?? `HTTP ${response.status}` };
    } catch {
      return { ok: false, message: 'The bank could not be reached.' };
    }
  }
  return {
    load: () =>
      call<BankPage>(`${base}?${new URLSearchParams({ client_secret: params.clientSecret })}`, {
        method: 'GET',
      }),
    answer: (result: 'succeeded' | 'failed') =>
      call<BankAnswer>(`${base}/complete`, {
        method: 'POST',
        body: new URLSearchParams({ client_secret: params.clientSecret, result }),
      }),
  };
}
