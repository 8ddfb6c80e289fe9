import { readHostedPageParams } from '../hosted-page/page-params.js';

export interface ChallengeParams {
  /** The attempt, `src_…`, from the path `/three_d_secure/<id>`. */
  attemptId: string;
  clientSecret: string;
  publishableKey: string;
  /** Set when Stripe.js shows the page in its modal; absent on a full-page redirect. */
  controllerId: string | null;
}

/** Reads the page's address; null when something it needs is missing. */
export function readChallengeParams(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): ChallengeParams | null {
  const params = readHostedPageParams(location, /^\/three_d_secure\/(src_[A-Za-z0-9]+)$/);
  if (params === null) return null;
  const { id, ...rest } = params;
  return { attemptId: id, ...rest };
}
