import { CHALLENGE_CONTROLLER_PARAM } from '@kassa/protocol';

export interface ChallengeParams {
  /** The attempt, `src_…`, from the path `/three_d_secure/<id>`. */
  attemptId: string;
  clientSecret: string;
  publishableKey: string;
  /** Set when Stripe.js shows the page in its modal; absent on a full-page redirect. */
  controllerId: string | null;
}

/** Reads the page's address; null when something it needs is missing. */
export function readChallengeParams(location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const match = /^\/three_d_secure\/(src_[A-Za-z0-9]+)$/.exec(location.pathname);
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const clientSecret = query.get('client_secret');
  const publishableKey = query.get('key');
  if (!match?.[1] || !clientSecret || !publishableKey) return null;
  return {
    attemptId: match[1],
    clientSecret,
    publishableKey,
    controllerId: hash.get(CHALLENGE_CONTROLLER_PARAM),
  } satisfies ChallengeParams;
}
