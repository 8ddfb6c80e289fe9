export interface BankPageParams {
  /** The bank page, `pa_nonce_…`, from the path `/bank_redirect/<id>`. */
  pageId: string;
  clientSecret: string;
  publishableKey: string;
}

/** Reads the page's address; null when something it needs is missing. */
export function readBankPageParams(
  location: Pick<Location, 'pathname' | 'search'>,
): BankPageParams | null {
  const match = /^\/bank_redirect\/(pa_nonce_[A-Za-z0-9]+)$/.exec(location.pathname);
  const query = new URLSearchParams(location.search);
  const clientSecret = query.get('client_secret');
  const publishableKey = query.get('key');
  if (!match?.[1] || !clientSecret || !publishableKey) return null;
  return { pageId: match[1], clientSecret, publishableKey };
}
