import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';
import { FRAME_CSP, framePageVersion, framesVersion, readFrameFiles } from './assets.js';

let api: TestApi;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kassa-public-'));
  await mkdir(join(dir, 'frames', 'chunks'), { recursive: true });
  await writeFile(join(dir, 'v3.js'), 'window.Kassa = function () {};');
  await writeFile(join(dir, 'frames', 'payment.js'), 'import "./chunks/shared-1.js";');
  await writeFile(join(dir, 'frames', 'payment.css'), 'body{margin:0}');
  await writeFile(join(dir, 'frames', 'controller.js'), 'export {};');
  await writeFile(join(dir, 'frames', 'controller-boot.js'), 'window.booted = 1;\n');
  await writeFile(join(dir, 'frames', 'chunks', 'shared-1.js'), 'export const a = 1;');
  await writeFile(join(dir, 'secret.txt'), 'do not serve');
  await mkdir(join(dir, 'loader-chunks'), { recursive: true });
  await writeFile(join(dir, 'loader-chunks', 'payment-sheet.js'), 'export class WalletSheet {}');
  await mkdir(join(dir, 'frames', 'locales'), { recursive: true });
  for (const tag of ['en', 'de', 'es-419', 'zh-TW']) {
    await writeFile(join(dir, 'frames', 'locales', `${tag}.js`), `export default "${tag}";`);
  }
  await writeFile(join(dir, 'frames', 'locales', 'shared-x1.js'), 'export const s = 1;');
  api = await openTestApi('pglite', dir);
}, 60_000);
afterAll(async () => {
  await api?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string) => api.request(path);

describe('locale modules', () => {
  it.each([
    ['de', 'de'],
    ['de-AT', 'de'],
    ['es-MX', 'es-419'],
    ['zh-Hant', 'zh-TW'],
    ['sw-KE', 'en'],
    ['auto', 'en'],
  ])('answers %s with the module of the locale it falls back to (%s)', async (wanted, tag) => {
    const res = await get(`/frames/locales/${wanted}.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
    expect(await res.text()).toBe(`export default "${tag}";`);
  });

  it('serves a chunk the modules share by its own name', async () => {
    expect(await (await get('/frames/locales/shared-x1.js')).text()).toBe('export const s = 1;');
  });

  it.each(['/frames/locales/de.css', '/frames/locales/%2e%2e%2fsecret.txt'])(
    'answers %s with a JSON 404',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    },
  );
});

describe('static assets', () => {
  it.each(['/v3', '/kassa.js'])('serves the loader at %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    // The built loader, then (at /v3) the stamp giving Stripe.js v3's version: loader-paths.test.ts.
    expect((await res.text()).startsWith('window.Kassa = function () {};')).toBe(true);
  });

  it("lets the browser keep a frame page named with the current version of the build's pages, as the build's loader names it", async () => {
    // The version scripts/build.mjs gives the loader (framesVersion): one digest of every page's
    // name and version, each page's version of its files' content versions.
    const version = (content: string) =>
      createHash('sha256').update(content).digest('base64url').slice(0, 16);
    const payment = framePageVersion(
      version('import "./chunks/shared-1.js";'),
      version('body{margin:0}'),
    );
    expect((await readFrameFiles(join(dir, 'frames'), 'payment'))?.version).toBe(payment);
    const controller = framePageVersion(
      version('export {};'),
      undefined,
      version('window.booted = 1;\n'),
    );
    const build = createHash('sha256')
      .update(`controller:${controller}\npayment:${payment}\n`)
      .digest('base64url')
      .slice(0, 16);
    expect(await framesVersion(join(dir, 'frames'))).toBe(build);
    for (const page of ['payment', 'controller']) {
      const current = await get(`/frames/${page}.html?v=${build}`);
      expect(current.status).toBe(200);
      expect(current.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
    // A page's own version, another build's or none: revalidated.
    for (const path of [
      `/frames/payment.html?v=${payment}`,
      '/frames/payment.html?v=AAAAAAAAAAAAAAAA',
      '/frames/payment.html',
    ]) {
      expect((await get(path)).headers.get('Cache-Control')).toBe('no-cache');
    }
  });

  it('changes the version of every page when any one page changes, so no browser keeps a page of an older build', async () => {
    const frames = await mkdtemp(join(tmpdir(), 'kassa-frames-'));
    try {
      await writeFile(join(frames, 'payment.js'), 'export const a = 1;');
      await writeFile(join(frames, 'card.js'), 'export const b = 1;');
      const before = await framesVersion(frames);
      expect(before).toMatch(/^[\w-]{16}$/);
      await writeFile(join(frames, 'card.css'), 'body{margin:1px}');
      const styled = await framesVersion(frames);
      expect(styled).not.toBe(before);
      // A new page (a new element of a later build) changes it too; the loader stays one string.
      await writeFile(join(frames, 'address.js'), 'export const c = 1;');
      expect(await framesVersion(frames)).not.toBe(styled);
      // Boot scripts, chunks and maps are parts of pages, not pages.
      const pages = await framesVersion(frames);
      await mkdir(join(frames, 'chunks'));
      await writeFile(join(frames, 'chunks', 'x-1.js'), 'export {};');
      await writeFile(join(frames, 'card.js.map'), '{}');
      expect(await framesVersion(frames)).toBe(pages);
      await writeFile(join(frames, 'card-boot.js'), 'window.b = 1;');
      // ...though a page's boot script changes that page, so the build's version.
      expect(await framesVersion(frames)).not.toBe(pages);
    } finally {
      await rm(frames, { recursive: true, force: true });
    }
    expect(await framesVersion(join(frames, 'gone'))).toBeUndefined();
  });

  it('generates the page of a frame with its stylesheet', async () => {
    const res = await get('/frames/payment.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Security-Policy')).toBe(FRAME_CSP);
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/frames\/payment\.css\?v=[\w-]{16}">/);
    expect(html).toMatch(
      /<script type="module" src="\/frames\/payment\.js\?v=[\w-]{16}"><\/script>/,
    );
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("runs a frame's boot script inline first, allowed by its hash in the page's policy alone", async () => {
    const res = await get('/frames/controller.html');
    const html = await res.text();
    expect(html).toContain('<script>window.booted = 1;</script>');
    expect(html.indexOf('window.booted')).toBeLessThan(html.indexOf('modulepreload'));
    const hash = createHash('sha256').update('window.booted = 1;').digest('base64');
    expect(res.headers.get('Content-Security-Policy')).toBe(
      FRAME_CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`),
    );
    const payment = await get('/frames/payment.html');
    expect(await payment.text()).not.toContain('<script>');
    expect(payment.headers.get('Content-Security-Policy')).toBe(FRAME_CSP);
  });

  it('preloads the module of a frame from the head, at the same URL its script tag uses', async () => {
    const html = await (await get('/frames/payment.html')).text();
    const preload = html.match(/<link rel="modulepreload" href="([^"]+)">/)?.[1];
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(`<script type="module" src="${preload}"></script>`);
  });

  it('serves the versioned files a frame page names as immutable, the bare names as no-cache', async () => {
    const html = await (await get('/frames/payment.html')).text();
    const urls = [...html.matchAll(/(?:href|src)="(\/frames\/payment\.(?:js|css)\?v=[\w-]+)"/g)];
    expect(urls.length).toBeGreaterThanOrEqual(2);
    for (const [, url] of urls) {
      const res = await get(url as string);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
    const bare = await get('/frames/payment.js');
    expect(bare.headers.get('Cache-Control')).toBe('no-cache');
    const stale = await get('/frames/payment.js?v=AAAAAAAAAAAAAAAA');
    expect(stale.headers.get('Cache-Control')).toBe('no-cache');
  });

  it("serves the loader's lazy parts at /v3/chunks, for good when named with their content version", async () => {
    const body = 'export class WalletSheet {}';
    const version = createHash('sha256').update(body).digest('base64url').slice(0, 16);
    const pinned = await get(`/v3/chunks/payment-sheet.js?v=${version}`);
    expect(pinned.status).toBe(200);
    expect(pinned.headers.get('Content-Type')).toMatch(/^application\/javascript/);
    // The merchant's page imports it from the provider origin.
    expect(pinned.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(pinned.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await pinned.text()).toBe(body);
    const bare = await get('/v3/chunks/payment-sheet.js');
    expect(bare.headers.get('Cache-Control')).toBe('no-cache');
    for (const path of ['/v3/chunks/missing.js', '/v3/chunks/%2e%2e%2fsecret.txt']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    }
  });

  it('answers 304 without a body when the browser still has the current file', async () => {
    const first = await get('/v3');
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const again = await api.request('/v3', { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await api.request('/v3', { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  it('versions a file by its content, so a rebuild changes the URL a frame page names', async () => {
    const before = (await (await get('/frames/controller.html')).text()).match(/v=([\w-]+)/)?.[1];
    await writeFile(join(dir, 'frames', 'controller.js'), 'export const rebuilt = 2;');
    const after = (await (await get('/frames/controller.html')).text()).match(/v=([\w-]+)/)?.[1];
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(await (await get('/frames/controller.js')).text()).toBe('export const rebuilt = 2;');
  });

  it('leaves the stylesheet out when the frame has none', async () => {
    const html = await (await get('/frames/controller.html')).text();
    expect(html).not.toContain('stylesheet');
    expect(html).toMatch(/src="\/frames\/controller\.js\?v=[\w-]{16}"/);
  });

  it.each([
    ['/frames/payment.js', /^application\/javascript/],
    ['/frames/payment.css', /^text\/css/],
    ['/frames/chunks/shared-1.js', /^application\/javascript/],
  ])('serves %s', async (path, type) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(type);
  });

  it.each([
    '/frames/nothing.html',
    '/frames/../secret.txt',
    '/frames/%2e%2e%2fsecret.txt',
    '/frames/chunks/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/frames/..%2fsecret.txt',
    '/frames/.hidden.js',
    '/secret.txt',
  ])('answers JSON 404 for %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
    expect(await res.text()).not.toContain('do not serve');
  });
});
