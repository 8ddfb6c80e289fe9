// The real provider API in process (PGlite), for the hosted pages' tests: they call it as the
// browser would, through a fetch bound to a made-up provider origin.

// Named through variables: this package compiles without Node's types or the server's.
const SERVER_MODULE = '@kassa/server';
const NODE_URL_MODULE = 'node:url';

interface ServerModule {
  openStore(): Promise<{ close(): Promise<void> }>;
  ensureDefaultAccount(store: unknown): Promise<{ publishableKey: string; secretKey: string }>;
  createApp(deps: { store: unknown; logger: unknown; publicDir: string }): {
    fetch(request: Request): Promise<Response>;
  };
  silentLogger: unknown;
}

export const PROVIDER_ORIGIN = 'http://provider.test';

export interface InProcessProvider {
  readonly keys: { publishableKey: string; secretKey: string };
  readonly fetch: typeof fetch;
  /** POSTs form parameters with the secret key (the shop's server), answering the JSON. */
  serverPost(path: string, params: Record<string, string>): Promise<unknown>;
  close(): Promise<void>;
}

export async function startInProcessProvider(): Promise<InProcessProvider> {
  // PGlite finds its files through URL objects: give it Node's URL, not jsdom's, while it loads.
  const { URL: NodeURL } = (await import(/* @vite-ignore */ NODE_URL_MODULE)) as { URL: unknown };
  const domUrl = globalThis.URL;
  globalThis.URL = NodeURL as unknown as typeof URL;
  const server = (await import(/* @vite-ignore */ SERVER_MODULE)) as ServerModule;
  let store: { close(): Promise<void> };
  try {
    store = await server.openStore();
  } finally {
    globalThis.URL = domUrl;
  }
  const keys = await server.ensureDefaultAccount(store);
  const app = server.createApp({ store, logger: server.silentLogger, publicDir: '/nonexistent' });
  const providerFetch: typeof fetch = (input, init) =>
    app.fetch(new Request(new URL(String(input), PROVIDER_ORIGIN).toString(), init));
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
