import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { type Context, Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import type { AppEnv } from '../http/env.js';

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

export const FRAME_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors *";

/** The frame policy, letting exactly this inline script run besides the page's own files. */
export function frameCspWithInline(script: string): string {
  const hash = createHash('sha256').update(script).digest('base64');
  return FRAME_CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`);
}

// One path segment of safe characters: no separators, no '..', no hidden files.
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

function missing(c: Context<AppEnv>): never {
  throw new ApiError('route_missing', `Unrecognized request URL (${c.req.method}: ${c.req.path}).`);
}

interface Asset {
  body: Uint8Array<ArrayBuffer>;
  /** A digest of the content: the ETag, and the `?v=` that lets a browser cache it for good. */
  version: string;
}

/**
 * Built files by path, re-read when their size or modification time changes (a rebuild), so
 * every request does not read and hash a bundle of a few hundred KB again.
 */
const assets = new Map<string, Asset & { stamp: string }>();

/** A built file, from the cache while it is unchanged; undefined when there is no such file. */
export async function readAsset(path: string): Promise<Asset | undefined> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined || !info.isFile()) return undefined;
  const stamp = `${info.size}:${info.mtimeMs}`;
  const known = assets.get(path);
  if (known?.stamp === stamp) return known;
  const body = new Uint8Array(await readFile(path));
  // scripts/build.mjs calls this too (pinFrameImports), for the version a chunk imports.
  const version = createHash('sha256').update(body).digest('base64url').slice(0, 16);
  const asset = { body, version, stamp };
  assets.set(path, asset);
  return asset;
}

/** Content versions of a frame's files: `?v=` in its page makes them cacheable for good. */
export interface FrameVersions {
  script?: string;
  stylesheet?: string;
  /** A boot script run inline first, before the module loads (the controller's). */
  inline?: string;
}

const versioned = (path: string, version: string | undefined) =>
  version === undefined ? path : `${path}?v=${version}`;

/**
 * A frame's page. The module is preloaded from the head, so its fetch starts before the body
 * is parsed; with versions, both files are served immutable and a second mount (or a second
 * page of the shop) takes them and V8's compiled code from the browser's cache.
 */
export function frameShell(
  name: string,
  withStylesheet: boolean,
  versions: FrameVersions = {},
): string {
  const script = versioned(`/frames/${name}.js`, versions.script);
  const stylesheet = withStylesheet
    ? `\n    <link rel="stylesheet" href="${versioned(`/frames/${name}.css`, versions.stylesheet)}">`
    : '';
  const inline = versions.inline === undefined ? '' : `\n    <script>${versions.inline}</script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Kassa</title>${inline}
    <link rel="modulepreload" href="${script}">${stylesheet}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${script}"></script>
  </body>
</html>
`;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A frame page's version: of the versions of its module, stylesheet and boot script, which are
 * all it is made of.
 */
export function framePageVersion(script: string, stylesheet = '', boot = ''): string {
  return createHash('sha256')
    .update(`${script}:${stylesheet}:${boot}`)
    .digest('base64url')
    .slice(0, 16);
}

/**
 * A frame's files in `framesDir` (module, stylesheet, boot script), read together, with the
 * version of the page they make; undefined without a module. The server's frame pages and
 * scripts/build.mjs (the page URLs the loader opens) both take the version from here, so the
 * two cannot disagree. `name` must be a safe file name (no path).
 */
export async function readFrameFiles(framesDir: string, name: string) {
  const read = (ext: string) => readAsset(join(framesDir, `${name}${ext}`));
  const [script, css, boot] = await Promise.all([read('.js'), read('.css'), read('-boot.js')]);
  if (script === undefined) return undefined;
  const version = framePageVersion(script.version, css?.version, boot?.version);
  return { script, css, boot, version };
}

/** The built loader and frame bundles from `publicDir`, and a generated page per frame. */
export function staticAssetRoutes(publicDir: string) {
  const root = resolve(publicDir);
  const inside = (...parts: string[]) => {
    const path = resolve(join(root, ...parts));
    return path.startsWith(root + sep) ? path : undefined;
  };
  // Unversioned URLs (the loader's /v3, a frame file without ?v=) are revalidated every time,
  // so a new build reaches every page at once; the ETag makes that a 304 without the body.
  const sendFile = async (c: Context<AppEnv>, ...parts: string[]) => {
    const path = inside(...parts);
    const asset =
      parts.every((part) => SAFE_NAME.test(part)) && path ? await readAsset(path) : undefined;
    if (path === undefined || asset === undefined) missing(c);
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
  return new Hono<AppEnv>()
    .get('/v3', (c) => sendFile(c, 'v3.js'))
    .get('/kassa.js', (c) => sendFile(c, 'v3.js'))
    .get('/frames/chunks/:file', (c) => sendFile(c, 'frames', 'chunks', c.req.param('file')))
    .get('/frames/:file', async (c) => {
      const file = c.req.param('file');
      if (!file.endsWith('.html')) return sendFile(c, 'frames', file);
      const name = file.slice(0, -'.html'.length);
      const page = SAFE_NAME.test(name) ? await framePage(name) : undefined;
      if (page === undefined) missing(c);
      // The loader the provider serves names each page with its version (scripts/build.mjs):
      // that page may be kept for good, which saves two requests on every later mount.
      return c.html(page.html, 200, {
        'Content-Security-Policy': page.csp,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': c.req.query('v') === page.version ? IMMUTABLE : 'no-cache',
      });
    });
}
