import { describe, expect, it } from 'vitest';
import { REQUEST_SURFACES, requestSurface } from './request-surface.js';

describe('requestSurface', () => {
  it('answers the wire value of each of spec 001 §2 surfaces', () => {
    expect(Object.keys(REQUEST_SURFACES)).toHaveLength(16);
    expect(requestSurface('paymentElement')).toEqual({ ok: true, value: 'web_payment_element' });
    expect(requestSurface('linkAuthenticationElement')).toEqual({
      ok: true,
      value: 'web_link_authentication_in_payment_element',
    });
    expect(new Set(Object.values(REQUEST_SURFACES)).size).toBe(16);
  });

  it('fails any other surface with LJS001', () => {
    for (const surface of ['', 'toString', '__proto__', 'web_payment_element', 'kiosk']) {
      expect(requestSurface(surface)).toEqual({
        ok: false,
        error: { code: 'LJS001', message: 'Unsupported request surface' },
      });
    }
  });
});
