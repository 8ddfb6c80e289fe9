import { type Answer, callProvider } from '../hosted-page/hosted-page.js';
import type { ChallengeParams } from './challenge-params.js';

export interface Attempt {
  id: string;
  /** Null when a card is saved for later payments (a SetupIntent). */
  amount: number | null;
  currency: string | null;
  merchant_name: string;
  status: 'pending' | Answer;
  card: { brand: string; last4: string };
}

export interface Completion extends Attempt {
  return_url: string | null;
}

/**
 * The challenge page's two calls: read the attempt, and answer it. `unreachable` is what the
 * page shows when the provider cannot be reached, in the shopper's language.
 */
export function challengeApi(
  params: ChallengeParams,
  fetcher: typeof fetch = fetch,
  unreachable = 'The authentication service could not be reached.',
) {
  const send = <T>(path: string, init: RequestInit) => {
    const url = `/v1/three_d_secure/${params.attemptId}${path}`;
    return callProvider<T>(fetcher, url, params.publishableKey, init, unreachable);
  };
  const secret = new URLSearchParams({ client_secret: params.clientSecret });
  return {
    load: () => send<Attempt>(`?${secret}`, { method: 'GET' }),
    complete: (result: Answer) => {
      const body = new URLSearchParams({ client_secret: params.clientSecret, result });
      return send<Completion>('/complete', { method: 'POST', body });
    },
  };
}
