import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { AppEnv } from '../http/env.js';
import { FRAME_CSP, frameShell, readAsset } from '../static-assets/assets.js';

/**
 * A hosted page on the provider origin: a frame bundle (`page`) served at `path`, opened in
 * Stripe.js's modal or as a full-page redirect. The page reads what it shows from its URL.
 */
function hostedPageRoutes(publicDir: string | URL, path: string, page: string) {
  const dir = publicDir instanceof URL ? fileURLToPath(publicDir) : publicDir;
  return new Hono<AppEnv>().get(path, async (c) => {
    if ((await readAsset(join(dir, 'frames', `${page}.js`))) === undefined) {
      throw new ApiError(
        'route_missing',
        `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
      );
    }
    const css = (await readAsset(join(dir, 'frames', `${page}.css`))) !== undefined;
    return c.html(frameShell(page, css), 200, {
      'Content-Security-Policy': FRAME_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });
}

/** The hosted 3-D Secure challenge page (the test issuer's page): the `three-ds` bundle. */
export function threeDSecurePageRoutes(publicDir: string | URL) {
  return hostedPageRoutes(publicDir, '/three_d_secure/:id', 'three-ds');
}

/** The simulated bank a redirect method sends the buyer to: the `bank-redirect` bundle. */
export function bankRedirectPageRoutes(publicDir: string | URL) {
  return hostedPageRoutes(publicDir, '/bank_redirect/:id', 'bank-redirect');
}

/** The bank-linking dialog (Financial Connections in test mode): the `bank-linking` bundle. */
export function bankLinkingPageRoutes(publicDir: string | URL) {
  return hostedPageRoutes(publicDir, '/bank_linking/:id', 'bank-linking');
}

/**
 * The wallet's test inbox page (spec 001's one-time codes as the test sender filed them): the
 * `test-inbox` bundle. The page holds nothing: it reads the messages with the secret key the
 * developer types, through /v1/test_helpers/consumers/inbox.
 */
export function testInboxPageRoutes(publicDir: string | URL) {
  return hostedPageRoutes(publicDir, '/test/inbox', 'test-inbox');
}
