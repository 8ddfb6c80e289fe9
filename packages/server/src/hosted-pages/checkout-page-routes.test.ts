import { describe, expect, it } from 'vitest';
import { unbuiltApp, useTestApi } from '../testing/harness.js';
import { CHECKOUT_EMBEDDED_CSP, CHECKOUT_HOSTED_CSP } from './checkout-page-routes.js';

const api = useTestApi('pglite', ['checkout.js', 'checkout.css']);
const ID = 'cs_test_a1B2c3D4e5F6g7H8';

describe('the hosted Checkout page shell', () => {
  it('serves the checkout bundle at /c/pay/<id> under a policy that forbids framing', async () => {
    const res = await api.request(`/c/pay/${ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CHECKOUT_HOSTED_CSP);
    expect(CHECKOUT_HOSTED_CSP).toContain("frame-ancestors 'none'");
    expect(CHECKOUT_HOSTED_CSP).toContain("script-src 'self';");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await res.text();
    expect(html).toMatch(/<script type="module" src="\/frames\/checkout\.js\?v=[\w-]+"><\/script>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/frames\/checkout\.css\?v=[\w-]+">/);
    // Nothing of the session in the shell: the page loads it with the fragment's key.
    expect(html).not.toContain(ID);
  });

  it('serves the same app at /c/embedded/<id>, which a merchant page may frame', async () => {
    const res = await api.request(`/c/embedded/${ID}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(CHECKOUT_EMBEDDED_CSP);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(await res.text()).toContain('/frames/checkout.js');
  });

  it.each([
    '/c/pay/pi_123',
    '/c/pay/cs_test_',
    '/c/pay/cs_test_abc%2F..%2Fx',
    '/c/embedded/cs_prod_a1B2c3D4e5F6',
  ])('answers 404 route_missing for %s', async (path) => {
    const res = await api.request(path);
    expect(res.status).toBe(404);
    expect((await res.json()).error.type).toBe('invalid_request_error');
  });

  it('answers 404 while the page bundle is not built', async () => {
    const res = await unbuiltApp(api).request(`/c/pay/${ID}`);
    expect(res.status).toBe(404);
  });
});
