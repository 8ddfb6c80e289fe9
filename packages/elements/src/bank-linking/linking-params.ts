import { readHostedPageParams } from '../hosted-page/page-params.js';

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
  const params = readHostedPageParams(location, /^\/bank_linking\/(fcsess_[A-Za-z0-9]+)$/);
  if (params === null) return null;
  const { id, ...rest } = params;
  return { sessionId: id, ...rest };
}
