import { extname, join, resolve, sep } from 'node:path';
import { resolveLocale } from '@kassa/core';
import { type Context, Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { AppEnv } from '../http/env.js';
import {
  type Asset,
  FRAME_CSP,
  frameCspWithInline,
  frameShell,
  framesVersion,
  readAsset,
  readFrameFiles,
} from './assets.js';
import { isReleaseTrain, loaderReporting, V3_VERSION } from './loader-paths.js';

const asV3 = (loader: Asset) => loaderReporting(loader, V3_VERSION);

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

// One path segment of safe characters: no separators, no '..', no hidden files.
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

function missing(c: Context<AppEnv>): never {
  throw new ApiError('route_missing', `Unrecognized request URL (${c.req.method}: ${c.req.path}).`);
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The built loader and frame bundles from `publicDir`, and a generated page per frame. */
export function staticAssetRoutes(publicDir: string) {
  const root = resolve(publicDir);
  const inside = (...parts: string[]) => {
    const path = resolve(join(root, ...parts));
    return path.startsWith(root + sep) ? path : undefined;
  };
  // Unversioned URLs (the loader's /v3, a frame file without ?v=) are revalidated every time,
  // so a new build reaches every page at once; the ETag makes that a 304 without the body.
  const sendFile = async (
    c: Context<AppEnv>,
    parts: string[],
    serve: (asset: Asset) => Asset = (asset) => asset,
  ) => {
    const path = inside(...parts);
    const read =
      parts.every((part) => SAFE_NAME.test(part)) && path ? await readAsset(path) : undefined;
    if (path === undefined || read === undefined) missing(c);
    const asset = serve(read);
    const etag = `"${asset.version}"`;
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'Cache-Control': c.req.query('v') === asset.version ? IMMUTABLE : 'no-cache',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    };
    const cached = c.req.header('If-None-Match');
    if (cached?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(asset.body, 200, headers);
  };
  // A frame page is on the critical path of every mount: its files are looked up together, and
  // the page (with its policy's hash of the inline script) is built once per set of versions.
  const pages = new Map<string, { version: string; html: string; csp: string }>();
  const framesDir = join(root, 'frames');
  const framePage = async (name: string) => {
    const files = await readFrameFiles(framesDir, name);
    if (files === undefined) return undefined;
    const { script, css, boot, version } = files;
    const known = pages.get(name);
    if (known?.version === version) return known;
    const inline = boot === undefined ? undefined : new TextDecoder().decode(boot.body).trim();
    const html = frameShell(name, css !== undefined, {
      script: script.version,
      stylesheet: css?.version,
      inline,
    });
    const csp = inline === undefined ? FRAME_CSP : frameCspWithInline(inline);
    const page = { version, html, csp };
    pages.set(name, page);
    return page;
  };
  return (
    new Hono<AppEnv>()
      // `/v3/` is the path of Stripe's own script tag and its samples. Stripe.js there reports
      // version 3, as @stripe/stripe-js 5.10 expects; `/kassa.js` keeps the built loader's own
      // version, the newest train.
      .get('/v3', (c) => sendFile(c, ['v3.js'], asV3))
      .get('/v3/', (c) => sendFile(c, ['v3.js'], asV3))
      .get('/kassa.js', (c) => sendFile(c, ['v3.js']))
      .get('/:train/stripe.js', (c) => {
        const train = c.req.param('train');
        if (train === 'v3') return sendFile(c, ['v3.js'], asV3);
        if (!isReleaseTrain(train)) missing(c);
        return sendFile(c, ['v3.js'], (loader) => loaderReporting(loader, train));
      })
      // The loader's parts it imports only when a page uses them (the wallet sheet…).
      .get('/v3/chunks/:file', (c) => sendFile(c, ['loader-chunks', c.req.param('file')]))
      .get('/frames/chunks/:file', (c) => sendFile(c, ['frames', 'chunks', c.req.param('file')]))
      // A locale's texts: a wanted tag without a module of its own (de-AT, es-MX, auto's browser
      // language) gets the module of the locale it falls back to, English in the end.
      .get('/frames/locales/:file', async (c) => {
        const file = c.req.param('file');
        const built = SAFE_NAME.test(file) ? inside('frames', 'locales', file) : undefined;
        if (built !== undefined && (await readAsset(built)) !== undefined) {
          return sendFile(c, ['frames', 'locales', file]);
        }
        if (!file.endsWith('.js')) missing(c);
        return sendFile(c, ['frames', 'locales', `${resolveLocale(file.slice(0, -3))}.js`]);
      })
      .get('/frames/:file', async (c) => {
        const file = c.req.param('file');
        if (!file.endsWith('.html')) return sendFile(c, ['frames', file]);
        const name = file.slice(0, -'.html'.length);
        const page = SAFE_NAME.test(name) ? await framePage(name) : undefined;
        if (page === undefined) missing(c);
        // The loader the provider serves names every page with the version of this build's
        // pages (scripts/build.mjs, framesVersion): a page so named may be kept for good, which
        // saves two requests on every later mount. Anything else is revalidated.
        const named = c.req.query('v');
        const current = named === undefined ? undefined : await framesVersion(framesDir);
        return c.html(page.html, 200, {
          'Content-Security-Policy': page.csp,
          'X-Content-Type-Options': 'nosniff',
          'Cache-Control': named !== undefined && named === current ? IMMUTABLE : 'no-cache',
        });
      })
  );
}
