import { pageAttemptRoutes } from './page-attempt-routes.js';

/** The simulated bank's pages (`pa_nonce_…`), as the bank page calls them. */
export const bankRedirectRoutes = pageAttemptRoutes((services) => services.bankRedirects);
