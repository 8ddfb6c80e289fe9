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

// One path segment of safe characters: no separators, no '..', no hidden files.
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

function missing(c: Context<AppEnv>): never {
  throw new ApiError('route_missing', `Unrecognized request URL (${c.req.method}: ${c.req.path}).`);
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

export function frameShell(name: string, withStylesheet: boolean): string {
  const stylesheet = withStylesheet
    ? `\n    <link rel="stylesheet" href="/frames/${name}.css">`
    : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Kassa</title>${stylesheet}
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/frames/${name}.js"></script>
  </body>
</html>
`;
}

/** The built loader and frame bundles from `publicDir`, and a generated page per frame. */
export function staticAssetRoutes(publicDir: string) {
  const root = resolve(publicDir);
  const inside = (...parts: string[]) => {
    const path = resolve(join(root, ...parts));
    return path.startsWith(root + sep) ? path : undefined;
  };
  const sendFile = async (c: Context<AppEnv>, ...parts: string[]) => {
    const path = inside(...parts);
    if (!parts.every((part) => SAFE_NAME.test(part)) || !path || !(await isFile(path))) missing(c);
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    return c.body(new Uint8Array(await readFile(path)), 200, {
      'Content-Type': type,
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      'Access-Control-Allow-Origin': '*',
    });
  };
  return new Hono<AppEnv>()
    .get('/v3', (c) => sendFile(c, 'v3.js'))
    .get('/kassa.js', (c) => sendFile(c, 'v3.js'))
    .get('/frames/chunks/:file', (c) => sendFile(c, 'frames', 'chunks', c.req.param('file')))
    .get('/frames/:file', async (c) => {
      const file = c.req.param('file');
      if (!file.endsWith('.html')) return sendFile(c, 'frames', file);
      const name = file.slice(0, -'.html'.length);
      const script = inside('frames', `${name}.js`);
      if (!SAFE_NAME.test(name) || !script || !(await isFile(script))) missing(c);
      const css = inside('frames', `${name}.css`);
      const html = frameShell(name, css !== undefined && (await isFile(css)));
      return c.html(html, 200, {
        'Content-Security-Policy': FRAME_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      });
    });
}
