import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { hostedCheckoutRoutes } from './hosted-checkout.js';
import { renderPage } from './html-page.js';
import { createProviderClient, paymentApi } from './payment-api.js';

export interface DemoOptions {
  /** 0 picks a free port. */
  port: number;
  /** The Kassa provider, e.g. http://127.0.0.1:4242. */
  providerUrl: string;
  publishableKey: string;
  secretKey: string;
  /** The built front end (app.js, app.css, chunks/); defaults to dist/public beside this file. */
  publicDir?: string;
}

export interface RunningDemo {
  url: string;
  close(): Promise<void>;
}

const PAGES: Record<string, string> = {
  '/': 'Shop',
  '/checkout': 'Checkout',
  '/success': 'Order status',
  '/save-card': 'Save a card',
  '/embedded-checkout': 'Embedded checkout',
  '/checkout-elements': 'Checkout with Elements',
  '/checkout-return': 'Order status',
};

export function createDemoApp(options: DemoOptions): Hono {
  const publicDir = options.publicDir ?? fileURLToPath(new URL('../public', import.meta.url));
  const providerUrl = options.providerUrl.replace(/\/+$/, '');
  const config = {
    providerUrl,
    publishableKey: options.publishableKey,
    hasStylesheet: existsSync(`${publicDir}/app.css`),
  };
  const app = new Hono();
  const client = createProviderClient({ providerUrl, secretKey: options.secretKey });
  app.route('/api', paymentApi(client));
  app.route('/checkout-sessions', hostedCheckoutRoutes(client));
  for (const [path, title] of Object.entries(PAGES)) {
    app.get(path, (c) => c.html(renderPage(title, config)));
  }
  app.get('/playground', (c) => c.html(renderPage('Playground', config, false)));
  app.use('/*', serveStatic({ root: publicDir }));
  app.notFound((c) => c.json({ error: { message: `No page or file at ${c.req.path}` } }, 404));
  app.onError((error, c) => {
    console.error('demo: unexpected error', error);
    return c.json({ error: { message: 'The shop failed to answer.' } }, 500);
  });
  return app;
}

/**
 * Where shoppers' browsers reach the provider: `publicUrl` when the operator set one
 * (KASSA_PUBLIC_URL), else the listening URL with 127.0.0.1 named `localhost`. WebAuthn
 * refuses an IP address as a passkey's relying party, so the wallet's passkeys need a host
 * name; the shop (another port) stays another origin.
 */
export function shopperProviderUrl(listeningUrl: string, publicUrl?: string): string {
  if (publicUrl) return publicUrl;
  const url = new URL(listeningUrl);
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return url.origin;
}

/**
 * Starts the shop on localhost: a different origin from the provider's 127.0.0.1 on purpose,
 * so the browser treats the card frames as cross-origin, as on a real merchant site.
 */
export function startDemo(options: DemoOptions): Promise<RunningDemo> {
  const app = createDemoApp(options);
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: 'localhost' },
      (info) => {
        const { port } = info as AddressInfo;
        resolve({
          url: `http://localhost:${port}`,
          close: () =>
            new Promise<void>((done, fail) => {
              server.close((error) => (error ? fail(error) : done()));
            }),
        });
      },
    );
    server.once('error', reject);
  });
}
