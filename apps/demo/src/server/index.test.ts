import { describe, expect, it } from 'vitest';
import { createDemoApp, shopperProviderUrl } from './index.js';

// Port 1 on loopback refuses connections: the shop must turn that into a JSON error.
const UNREACHABLE = 'http://127.0.0.1:1';

function demo(providerUrl = 'http://127.0.0.1:4242/') {
  return createDemoApp({
    port: 0,
    providerUrl,
    publishableKey: 'pk_test_demo"<x>',
    secretKey: 'sk_test_demo',
    publicDir: '/nonexistent-demo-public',
  });
}

describe('demo shop pages', () => {
  it.each(['/', '/checkout', '/success'])(
    'serves %s with the provider loader before the app',
    async (path) => {
      const response = await demo().request(path);
      const html = await response.text();
      expect(response.headers.get('content-type')).toContain('text/html');
      const loader = html.indexOf('<script src="http://127.0.0.1:4242/endive/stripe.js"></script>');
      const app = html.indexOf('<script type="module" src="/app.js"></script>');
      expect(loader).toBeGreaterThan(0);
      expect(app).toBeGreaterThan(loader);
    },
  );

  it('serves a playground page with the loader and without the shop app', async () => {
    const html = await (await demo().request('/playground')).text();
    expect(html).toContain('<script src="http://127.0.0.1:4242/endive/stripe.js"></script>');
    expect(html).not.toContain('/app.js');
  });

  it('gives every page an inline icon, so browsers ask for no /favicon.ico (a 404)', async () => {
    for (const path of ['/', '/checkout', '/success', '/playground']) {
      const html = await (await demo().request(path)).text();
      expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,%3Csvg[^"]+" \/>/);
    }
  });

  it('escapes the publishable key in its data attribute', async () => {
    const html = await (await demo().request('/')).text();
    expect(html).toContain('data-publishable-key="pk_test_demo&quot;&lt;x&gt;"');
  });

  it('never puts the secret key in a page', async () => {
    const html = await (await demo().request('/checkout')).text();
    expect(html).not.toContain('sk_test_demo');
  });

  it('answers an unknown path with a JSON 404', async () => {
    const response = await demo().request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { message: 'No page or file at /nope' } });
  });
});

describe('demo shop API', () => {
  it.each(['abc', 'pi_', 'pi_1;drop', 'cus_123'])(
    'rejects the PaymentIntent id %s with a 400',
    async (id) => {
      const response = await demo().request(`/api/payment-intents/${encodeURIComponent(id)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { message: 'Expected a PaymentIntent id like pi_123.' },
      });
    },
  );

  it('answers a JSON 502 when the provider cannot be reached', async () => {
    const response = await demo(UNREACHABLE).request('/api/checkout', { method: 'POST' });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/payment provider/);
  }, 20_000);
});

describe('shopperProviderUrl', () => {
  it('names a provider listening on 127.0.0.1 localhost, keeping its port', () => {
    expect(shopperProviderUrl('http://127.0.0.1:4242')).toBe('http://localhost:4242');
    expect(shopperProviderUrl('http://127.0.0.1:51234')).toBe('http://localhost:51234');
  });

  it('keeps a host name or another address as it is', () => {
    expect(shopperProviderUrl('http://pay.example.test:8080')).toBe('http://pay.example.test:8080');
    expect(shopperProviderUrl('http://[::1]:4242')).toBe('http://[::1]:4242');
  });

  it('prefers the public URL the operator set', () => {
    expect(shopperProviderUrl('http://127.0.0.1:4242', 'https://pay.example.test')).toBe(
      'https://pay.example.test',
    );
  });
});
