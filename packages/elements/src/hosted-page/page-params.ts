import { CHALLENGE_CONTROLLER_PARAM } from '@kassa/protocol';

/** What every hosted page opened in Stripe.js's modal reads from its own address. */
export interface HostedPageParams {
  /** The id the path names (its first capture group). */
  id: string;
  clientSecret: string;
  publishableKey: string;
  /** Set when Stripe.js shows the page in its modal; null on a full-page visit. */
  controllerId: string | null;
}

/**
 * Reads `<path naming the id>?client_secret=…&key=…#<controller param>=…`; null when something
 * the page needs is missing.
 */
export function readHostedPageParams(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  path: RegExp,
): HostedPageParams | null {
  const id = path.exec(location.pathname)?.[1];
  const query = new URLSearchParams(location.search);
  const clientSecret = query.get('client_secret');
  const publishableKey = query.get('key');
  if (!id || !clientSecret || !publishableKey) return null;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  return { id, clientSecret, publishableKey, controllerId: hash.get(CHALLENGE_CONTROLLER_PARAM) };
}
