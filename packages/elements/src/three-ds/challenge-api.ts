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

function send<T>(fetcher: typeof fetch, params: ChallengeParams, path: string, init: RequestInit) {
  const url = `/v1/three_d_secure/${params.attemptId}${path}`;
  const unreachable = 'The authentication service could not be reached.';
  return callProvider<T>(fetcher, url, params.publishableKey, init, unreachable);
}

/** The challenge page's two calls: read the attempt, and answer it. */
export function challengeApi(params: ChallengeParams, fetcher: typeof fetch = fetch) {
  const secret = new URLSearchParams({ client_secret: params.clientSecret });
  return {
    load: () => send<Attempt>(fetcher, params, `?${secret}`, { method: 'GET' }),
    complete: (result: Answer) => {
      const body = new URLSearchParams({ client_secret: params.clientSecret, result });
      return send<Completion>(fetcher, params, '/complete', { method: 'POST', body });
    },
  };
}
