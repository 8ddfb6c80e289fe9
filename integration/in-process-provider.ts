// The real provider API in process (Hono's fetch over a fresh PGlite store), for tests that
// drive browser code against it as a browser would: through a fetch bound to a made-up origin.
import { URL as NodeURL } from 'node:url';
import { createApp, ensureDefaultAccount, openStore, silentLogger } from '@kassa/server';

export const PROVIDER_ORIGIN = 'http://provider.test';

export interface InProcessProvider {
  readonly keys: { publishableKey: string; secretKey: string };
  /** Reaches the provider; a path alone (`/v1/...`) is taken on PROVIDER_ORIGIN. */
  readonly fetch: typeof fetch;
  /** POSTs form parameters with the secret key (the shop's server), answering the JSON. */
  serverPost(path: string, params: Record<string, string>): Promise<unknown>;
  close(): Promise<void>;
}

export async function startInProcessProvider(
  options: { clock?: () => Date } = {},
): Promise<InProcessProvider> {
  // PGlite finds its files through URL objects: under jsdom give it Node's URL while it loads.
  const domUrl = globalThis.URL;
  globalThis.URL = NodeURL as unknown as typeof URL;
  let store: Awaited<ReturnType<typeof openStore>>;
  try {
    store = await openStore();
  } finally {
    globalThis.URL = domUrl;
  }
  const keys = await ensureDefaultAccount(store);
  // These tests drive the API only; no built assets are served (under jsdom the default
  // folder, a URL made at import, is not a file URL Node can read).
  const app = createApp({
    store,
    logger: silentLogger,
    publicDir: '/nonexistent',
    ...(options.clock === undefined ? {} : { clock: options.clock }),
  });
  const providerFetch: typeof fetch = async (input, init) =>
    app.fetch(
      input instanceof Request
        ? input
        : new Request(new URL(String(input), PROVIDER_ORIGIN).toString(), init),
    );
  return {
    keys,
    fetch: providerFetch,
    async serverPost(path, params) {
      const response = await providerFetch(path, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${keys.secretKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(params),
      });
      return response.json();
    },
    close: () => store.close(),
  };
}
