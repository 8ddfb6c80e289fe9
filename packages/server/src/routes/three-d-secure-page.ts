import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { AppEnv } from '../http/env.js';
import { FRAME_CSP, frameShell } from './static-assets.js';

const PAGE = 'three-ds';

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

/**
 * The hosted 3-D Secure challenge page (the test issuer's page): the `three-ds` frame bundle,
 * opened in Stripe.js's modal or as a full-page redirect. It reads the attempt from its URL.
 */
export function threeDSecurePageRoutes(publicDir: string | URL) {
  const dir = publicDir instanceof URL ? fileURLToPath(publicDir) : publicDir;
  return new Hono<AppEnv>().get('/three_d_secure/:id', async (c) => {
    if (!(await exists(join(dir, 'frames', `${PAGE}.js`)))) {
      throw new ApiError(
        'route_missing',
        `Unrecognized request URL (${c.req.method}: ${c.req.path}).`,
      );
    }
    const css = await exists(join(dir, 'frames', `${PAGE}.css`));
    return c.html(frameShell(PAGE, css), 200, {
      'Content-Security-Policy': FRAME_CSP,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
    });
  });
}
