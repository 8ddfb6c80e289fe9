// What `npm start` (scripts/start.mjs) prints once the provider and the demo shop listen. A
// secret key Kassa generated is meant to be copied from here; one the operator gave in
// KASSA_SECRET_KEY they already have, and it is never echoed into a log others may read (as
// the server's own banner, packages/server/src/start-banner.ts, does).

/**
 * @param {{ providerUrl: string, demoUrl: string, publishableKey: string, secretKey: string }} running
 * @param {Record<string, string | undefined>} env the launcher's environment
 * @returns {string}
 */
export function launcherBanner(running, env) {
  const supplied = (env.KASSA_SECRET_KEY ?? '') !== '';
  const secretKey = supplied ? '[redacted] (from KASSA_SECRET_KEY)' : running.secretKey;
  return `
Kassa is running (test mode).
  Provider API and frames  ${running.providerUrl}
  Demo shop                ${running.demoUrl}
  Publishable key          ${running.publishableKey}
  Secret key               ${secretKey}
Pay with 4242 4242 4242 4242, any future expiry, any CVC. Ctrl-C stops both.
`;
}
