import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';
import { FRAME_CSP } from './static-assets.js';

let api: TestApi;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kassa-public-'));
  await mkdir(join(dir, 'frames', 'chunks'), { recursive: true });
  await writeFile(join(dir, 'v3.js'), 'window.Kassa = function () {};');
  await writeFile(join(dir, 'frames', 'payment.js'), 'import "./chunks/shared-1.js";');
  await writeFile(join(dir, 'frames', 'payment.css'), 'body{margin:0}');
  await writeFile(join(dir, 'frames', 'controller.js'), 'export {};');
  await writeFile(join(dir, 'frames', 'chunks', 'shared-1.js'), 'export const a = 1;');
  await writeFile(join(dir, 'secret.txt'), 'do not serve');
  api = await openTestApi('pglite', dir);
}, 60_000);
afterAll(async () => {
  await api?.dispose();
  await rm(dir, { recursive: true, force: true });
});

const get = (path: string) => api.request(path);

describe('static assets', () => {
  it.each(['/v3', '/kassa.js'])('serves the loader at %s', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await res.text()).toBe('window.Kassa = function () {};');
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
    expect(html).toContain('<link rel="stylesheet" href="/frames/payment.css">');
    expect(html).toContain('<script type="module" src="/frames/payment.js"></script>');
  });

  it('leaves the stylesheet out when the frame has none', async () => {
    const html = await (await get('/frames/controller.html')).text();
    expect(html).not.toContain('stylesheet');
    expect(html).toContain('src="/frames/controller.js"');
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
