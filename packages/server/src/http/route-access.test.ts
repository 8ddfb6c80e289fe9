import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';
import type { AppEnv } from './env.js';
import { declareAccess, routeAccess } from './route-access.js';

describe('routeAccess', () => {
  // What middleware in front of the routes reads, before any of them runs.
  const app = new Hono<AppEnv>();
  app.use('*', async (c) => c.json(routeAccess(c)));
  app.route(
    '/frames',
    new Hono<AppEnv>()
      .use('*', declareAccess({ callers: 'provider-frames', replayable: false }))
      .post('/call', (c) => c.text('unreached')),
  );
  app.route(
    '/open',
    new Hono<AppEnv>().post('/call', (c) => c.text('unreached')),
  );

  it('reads the declaration of the group a request falls in, whatever its method', async () => {
    for (const method of ['POST', 'OPTIONS', 'GET']) {
      const res = await app.request('/frames/call', { method });
      expect(await res.json()).toEqual({ callers: 'provider-frames', replayable: false });
    }
    const unknown = await app.request('/frames/not-a-route', { method: 'POST' });
    expect(await unknown.json()).toEqual({ callers: 'provider-frames', replayable: false });
  });

  it('is empty for a group that declares nothing', async () => {
    const res = await app.request('/open/call', { method: 'POST' });
    expect(await res.json()).toEqual({});
  });
});

describe('the API middleware reading the declarations', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await openTestApi('pglite');
  }, 60_000);
  afterAll(() => api?.dispose());

  const preflight = (path: string) =>
    api.request(path, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' },
    });

  it('answers no CORS to the provider-frame routes, and CORS to the rest', async () => {
    for (const path of ['/v1/consumers/sessions/lookup', '/v1/elements/wallet-config']) {
      const res = await preflight(path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    for (const path of ['/v1/payment_intents', '/v1/elements/sessions']) {
      const res = await preflight(path);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});
