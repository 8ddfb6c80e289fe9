import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Context, Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { AppEnv } from '../http/env.js';
import { frameShell, readAsset } from '../static-assets/assets.js';

/**
 * The hosted Checkout page (`checkout` bundle, packages/elements/src/checkout): the page a
 * Checkout Session's `url` opens (`/c/pay/<cs_id>#<fragment>`), and the same app inside the
 * embedded Checkout frame (`/c/embedded/<cs_id>#<fragment>`). The page reads the publishable key
 * (and, embedded, the merchant origin) from the fragment, which never reaches the server, and
 * loads the session through /v1/payment_pages with it: the server only serves the shell.
 */

/** A Checkout Session id as the API mints them; anything else is not a page. */
const SESSION_ID = /^cs_(test|live)_[A-Za-z0-9]{8,200}$/;

/**
 * The page's policy: its own scripts only (the page module and the loader at /v3), frames of
 * its own origin (the element and controller frames, the 3-D Secure page), calls to its own
 * origin; product and brand images from any https host, as Stripe shows the merchant's.
 * The hosted page cannot be framed (click-jacking); the embedded one is framed by a merchant
 * page whose origin only the fragment names, so its messages go to that exact origin only.
 */
const BASE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "connect-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ');
export const CHECKOUT_HOSTED_CSP = `${BASE_CSP}; frame-ancestors 'none'`;
export const CHECKOUT_EMBEDDED_CSP = `${BASE_CSP}; frame-ancestors *`;

function missing(c: Context<AppEnv>): never {
  throw new ApiError('route_missing', `Unrecognized request URL (${c.req.method}: ${c.req.path}).`);
}

export function checkoutPageRoutes(publicDir: string | URL) {
  const dir = publicDir instanceof URL ? fileURLToPath(publicDir) : publicDir;
  const page = async (c: Context<AppEnv>, csp: string) => {
    if (!SESSION_ID.test(c.req.param('sessionId') ?? '')) missing(c);
    const script = await readAsset(join(dir, 'frames', 'checkout.js'));
    if (script === undefined) missing(c);
    const css = await readAsset(join(dir, 'frames', 'checkout.css'));
    const html = frameShell('checkout', css !== undefined, {
      script: script.version,
      stylesheet: css?.version,
    });
    return c.html(html, 200, {
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      ...(csp === CHECKOUT_HOSTED_CSP ? { 'X-Frame-Options': 'DENY' } : {}),
    });
  };
  return new Hono<AppEnv>()
    .get('/c/pay/:sessionId', (c) => page(c, CHECKOUT_HOSTED_CSP))
    .get('/c/embedded/:sessionId', (c) => page(c, CHECKOUT_EMBEDDED_CSP));
}
