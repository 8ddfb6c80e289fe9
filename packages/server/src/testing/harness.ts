import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import qs from 'qs';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../app.js';
import type { AppEnv } from '../http/env.js';
import { consoleLogger, silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import { openStore } from '../store/open-store.js';
import type { Store } from '../store/store.js';
import { createTestDatabase } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    kassaPostgresUrl: string;
  }
}

export type StoreKind = 'pglite' | 'postgres';
export const STORE_KINDS: readonly StoreKind[] = ['pglite', 'postgres'];

export interface TestStore {
  readonly store: Store;
  readonly url?: string;
  dispose(): Promise<void>;
}

/** In-memory PGlite, or a database of its own on the test PostgreSQL (see test/postgres-setup.ts). */
export async function openTestStore(kind: StoreKind): Promise<TestStore> {
  if (kind === 'pglite') {
    const store = await openStore();
    return { store, dispose: () => store.close() };
  }
  const adminUrl = inject('kassaPostgresUrl');
  if (!adminUrl) {
    throw new Error(
      'No test PostgreSQL: the globalSetup test/postgres-setup.ts did not provide one.',
    );
  }
  const database = await createTestDatabase(adminUrl);
  const store = await openStore({ databaseUrl: database.url });
  return {
    store,
    url: database.url,
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tests read API answers as loosely as a client does.
type LooseJson = any;

/** A Response whose JSON body tests may read without declaring its type. */
export type TestResponse = Omit<Response, 'json'> & { json(): Promise<LooseJson> };

/** The JSON body of a request's answer, read as loosely as a client reads it. */
export async function bodyOf(response: Promise<TestResponse>): Promise<LooseJson> {
  return (await response).json();
}

export interface TestApi {
  readonly app: Hono<AppEnv>;
  readonly store: Store;
  /** The test database (PostgreSQL only), for a second store on it. */
  readonly databaseUrl?: string | undefined;
  readonly sk: string;
  readonly pk: string;
  request(path: string, init?: RequestInit): Promise<TestResponse>;
  post(
    path: string,
    params?: object,
    key?: string,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  get(path: string, params?: object, key?: string): Promise<TestResponse>;
  dispose(): Promise<void>;
}

/** The app over a real store, with helpers that send Stripe-style form requests. */
export async function openTestApi(
  kind: StoreKind = 'pglite',
  publicDir?: string,
): Promise<TestApi> {
  const testStore = await openTestStore(kind);
  const { secretKey, publishableKey } = await ensureDefaultAccount(testStore.store);
  const app = createApp({
    store: testStore.store,
    logger: process.env.KASSA_TEST_LOG ? consoleLogger : silentLogger,
    ...(publicDir ? { publicDir } : {}),
  });
  return {
    app,
    store: testStore.store,
    databaseUrl: testStore.url,
    sk: secretKey,
    pk: publishableKey,
    request: (path, init) => Promise.resolve(app.request(path, init)),
    post: (path, params = {}, key = secretKey, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${key}`,
            'Content-Type': 'application/x-www-form-urlencoded',
            ...headers,
          },
          body: qs.stringify(params, { arrayFormat: 'brackets' }),
        }),
      ),
    get: (path, params = {}, key = secretKey) => {
      const query = qs.stringify(params, { arrayFormat: 'brackets' });
      return Promise.resolve(
        app.request(query ? `${path}?${query}` : path, {
          headers: { Authorization: `Bearer ${key}` },
        }),
      );
    },
    dispose: testStore.dispose,
  };
}

/**
 * The types of the events about an object (or about a PaymentIntent, through its charges and
 * attempts), oldest first, from the last 100 events.
 */
export async function eventTypesOf(api: TestApi, id: string): Promise<string[]> {
  const list = await bodyOf(api.get('/v1/events', { limit: 100 }));
  return list.data
    .filter((event: { data: { object: { id: string; payment_intent?: string } } }) =>
      [event.data.object.id, event.data.object.payment_intent].includes(id),
    )
    .map((event: { type: string }) => event.type)
    .reverse();
}

/**
 * The app over a fresh store for the suite this is called in: opened before its tests, disposed
 * after them. With `frames`, the app serves a public dir made for the suite holding those
 * bundles (`frames/<name>`), as scripts/build.mjs leaves them, for the hosted pages that check
 * their bundle is built; `publicDir` is that dir (undefined without `frames`).
 */
export function useTestApi(
  kind: StoreKind = 'pglite',
  frames?: readonly string[],
): TestApi & { readonly publicDir: string | undefined } {
  // Filled in before the suite's tests run; its helpers are closures, so copying them is enough.
  const api = {} as TestApi & { publicDir: string | undefined };
  beforeAll(async () => {
    let publicDir: string | undefined;
    if (frames) {
      publicDir = await mkdtemp(join(tmpdir(), 'kassa-frames-'));
      await mkdir(join(publicDir, 'frames'));
      for (const frame of frames) await writeFile(join(publicDir, 'frames', frame), '');
    }
    Object.assign(api, await openTestApi(kind, publicDir), { publicDir });
  }, 60_000);
  afterAll(async () => {
    await api.dispose?.();
    if (api.publicDir) await rm(api.publicDir, { recursive: true, force: true });
  });
  return api;
}

/** The app over the suite's store, serving a public dir with no frame bundles (none built). */
export function unbuiltApp(
  api: TestApi & { readonly publicDir: string | undefined },
): Pick<TestApi, 'request'> {
  if (!api.publicDir) {
    throw new Error('unbuiltApp needs a suite opened with useTestApi(kind, frames)');
  }
  // The suite's frames dir has no frames/ of its own.
  const app = createApp({
    store: api.store,
    logger: silentLogger,
    publicDir: join(api.publicDir, 'frames'),
  });
  return { request: (path, init) => Promise.resolve(app.request(path, init)) };
}

export const VISA = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
