import { CHALLENGE_CONTROLLER_PARAM } from '@kassa/protocol';

export interface LinkingParams {
  /** The Financial Connections session, `fcsess_…`, from the path `/bank_linking/<id>`. */
  sessionId: string;
  clientSecret: string;
  publishableKey: string;
  /** The controller frame the dialog reports to (Stripe.js's modal); null when opened alone. */
  controllerId: string | null;
}

/** Reads the dialog's address; null when something it needs is missing. */
export function readLinkingParams(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): LinkingParams | null {
  const match = /^\/bank_linking\/(fcsess_[A-Za-z0-9]+)$/.exec(location.pathname);
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const clientSecret = query.get('client_secret');
  const publishableKey = query.get('key');
  if (!match?.[1] || !clientSecret || !publishableKey) return null;
  return {
    sessionId: match[1],
    clientSecret,
    publishableKey,
    controllerId: hash.get(CHALLENGE_CONTROLLER_PARAM),
  };
}
