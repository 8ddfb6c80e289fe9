import { callProvider, type Reply } from '../hosted-page/hosted-page.js';
import type { LinkingParams } from './linking-params.js';

export interface Institution {
  id: string;
  name: string;
}

export interface LinkingSession {
  id: string;
  status: 'pending' | 'succeeded' | 'failed' | 'canceled';
  /** One account is linked: an intent's PaymentMethod, or a wallet's bank account. */
  for_payment_method: boolean;
  /** For an intent, the numbers may be typed by hand instead (verified with microdeposits). */
  manual_entry: boolean;
  institutions: Institution[];
}

export interface TestAccount {
  key: string;
  display_name: string;
  subcategory: 'checking' | 'savings';
  last4: string;
}

export interface InstitutionAnswer {
  status: 'ok' | 'login_failed' | 'down';
  oauth: boolean;
  accounts: TestAccount[];
}

export interface Finished {
  status: string;
}

/** The dialog's calls to the provider API (/v1/link_account_sessions), with the session's secret. */
export function linkingApi(params: LinkingParams, fetcher: typeof fetch = fetch, unreachable = '') {
  const base = '/v1/link_account_sessions';
  const secret = { client_secret: params.clientSecret };
  const call = <T>(path: string, init: RequestInit): Promise<Reply<T>> =>
    callProvider<T>(fetcher, `${base}${path}`, params.publishableKey, init, unreachable);
  const post = <T>(path: string, body: Record<string, string>) =>
    call<T>(path, { method: 'POST', body: new URLSearchParams({ ...secret, ...body }) });
  return {
    load: () => call<LinkingSession>(`/session?${new URLSearchParams(secret)}`, { method: 'GET' }),
    institution: (institution: string) => post<InstitutionAnswer>('/institution', { institution }),
    link: (institution: string, accounts: readonly string[]) =>
      post<Finished>('/complete', {
        institution,
        ...Object.fromEntries(accounts.map((key, index) => [`accounts[${index}]`, key])),
      }),
    manual: (routing: string, account: string) =>
      post<Finished>('/manual', { routing_number: routing, account_number: account }),
    cancel: () => post<Finished>('/cancel', {}),
  };
}

export type LinkingApi = ReturnType<typeof linkingApi>;

/** ABA routing numbers: nine digits, weights 3-7-1 summing to a multiple of ten. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  return weights.reduce((sum, weight, i) => sum + weight * Number(value[i]), 0) % 10 === 0;
}
