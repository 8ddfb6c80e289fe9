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
  it('serves the loader at /kassa.js with the version it was built with', async () => {
    const res = await api.request('/kassa.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
    expect(run(await res.text()).Stripe?.version).toBe('endive');
  });

  it.each(['/v3', '/v3/', '/v3/stripe.js'])(
    'serves the loader at %s reporting version 3, as Stripe.js v3 does',
    async (path) => {
      const res = await api.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toMatch(/^application\/javascript/);
      const body = await res.text();
      expect(body.startsWith(LOADER)).toBe(true);
      expect(run(body).Stripe?.version).toBe(3);
    },
  );

  // What each @stripe/stripe-js major does, read from its published dist: the script it loads
  // (`https://js.stripe.com` + path) and the `RELEASE_TRAIN` its loadStripe() compares with
  // `Stripe.version` (the number 3 read as 'v3'), warning on a pk_test_ key when they differ;
  // null where the major checks no version (1.54.2, 2.4.0, 3.5.0, 4.10.0, and 5.0-5.9).
  const MAJORS: Array<[major: string, path: string, expects: string | null]> = [
    ['1.54.2', '/v3', null],
    ['2.4.0', '/v3', null],
    ['3.5.0', '/v3', null],
    ['4.10.0', '/v3', null],
    ['5.10.0', '/v3', 'v3'],
    ['6.1.0', '/acacia/stripe.js', 'acacia'],
    ['7.10.0', '/basil/stripe.js', 'basil'],
    ['8.11.0', '/clover/stripe.js', 'clover'],
    ['9.17.0', '/dahlia/stripe.js', 'dahlia'],
    ['10.2.1', '/endive/stripe.js', 'endive'],
  ];
  it.each(MAJORS)(
    '@stripe/stripe-js %s loads %s and finds the version it expects there',
    async (_major, path, expects) => {
      const res = await api.request(path);
      expect(res.status).toBe(200);
      const version = run(await res.text()).Stripe?.version;
      // @stripe/stripe-js's runtimeVersionToUrlVersion, then its comparison.
      const urlVersion = version === 3 ? 'v3' : version;
      if (expects !== null) expect(urlVersion).toBe(expects);
      else expect(urlVersion).toBe('v3');
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
