import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';
import { RELEASE_TRAINS } from './loader-paths.js';

// A stand-in loader: defines window.Kassa and, like the real one, window.Stripe when absent.
const LOADER =
  'window.Kassa = function Kassa() {}; window.Kassa.version = "endive"; window.Stripe = window.Stripe || window.Kassa;';

let api: TestApi;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kassa-loader-paths-'));
  await mkdir(join(dir, 'frames'), { recursive: true });
  await writeFile(join(dir, 'v3.js'), LOADER);
  api = await openTestApi('pglite', dir);
}, 60_000);
afterAll(async () => {
  await api?.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Runs a served loader in a fresh window; returns that window. */
function run(
  script: string,
  stripe?: unknown,
): { Stripe?: { version?: unknown }; Kassa?: unknown } {
  const window: Record<string, unknown> = { Stripe: stripe };
  window.window = window;
  runInNewContext(script, window);
  return window;
}

describe('loader paths', () => {
  it.each(['/v3', '/v3/', '/v3/stripe.js', '/kassa.js'])(
    'serves the loader at %s with the version it was built with',
    async (path) => {
      const res = await api.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
      expect(run(await res.text()).Stripe?.version).toBe('endive');
    },
  );

  it.each(RELEASE_TRAINS)(
    'serves /%s/stripe.js reporting that release train, as the @stripe/stripe-js major loading it expects',
    async (train) => {
      const res = await api.request(`/${train}/stripe.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
      const body = await res.text();
      expect(body.startsWith(LOADER)).toBe(true);
      expect(run(body).Stripe?.version).toBe(train);
      // Each train's file is its own cache entry.
      expect(res.headers.get('ETag')).not.toBe((await api.request('/v3')).headers.get('ETag'));
    },
  );

  it('leaves the version of a Stripe.js the page already had', async () => {
    const stripe = Object.assign(() => {}, { version: 3 });
    const body = await (await api.request('/basil/stripe.js')).text();
    expect(run(body, stripe).Stripe).toBe(stripe);
    expect(stripe.version).toBe(3);
  });

  it.each(['/oak/stripe.js', '/v2/stripe.js', '/basil/stripe.jsx', '/basil/'])(
    'answers 404 with a JSON error for %s',
    async (path) => {
      const res = await api.request(path);
      expect(res.status).toBe(404);
      expect((await res.json()).error.type).toBe('invalid_request_error');
    },
  );
});
