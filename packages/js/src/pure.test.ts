// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFactory } from './loader/factory.js';
// window.Kassa's type: the loader's global declaration, which the dynamic import does not bring.
import type {} from './loader/index.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.Kassa = undefined;
  vi.resetModules();
});

function injected(src: string): HTMLScriptElement {
  const script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (script === null) throw new Error(`no script ${src}`);
  return script;
}

describe('loadKassa', () => {
  it("injects the provider's /v3 script once and resolves to an instance", async () => {
    const { loadKassa } = await import('./pure.js');
    const first = loadKassa('pk_test_1', { providerOrigin: 'http://localhost:4999' });
    const second = loadKassa('pk_test_2', { providerOrigin: 'http://localhost:4999' });
    expect(document.querySelectorAll('script')).toHaveLength(1);
    window.Kassa = createFactory({ window, providerOrigin: null });
    injected('http://localhost:4999/v3').dispatchEvent(new Event('load'));
    const [a, b] = await Promise.all([first, second]);
    expect(typeof a?.confirmPayment).toBe('function');
    expect(b).not.toBe(a);
    const controllers = document.querySelectorAll<HTMLIFrameElement>(
      'iframe[name^="__kassaController-"]',
    );
    expect(
      [...controllers].every((frame) =>
        frame.src.startsWith('http://localhost:4999/frames/controller.html#'),
      ),
    ).toBe(true);
  });

  it('rejects when the script fails to load, and tries again on the next call', async () => {
    const { loadKassa } = await import('./pure.js');
    const failed = loadKassa('pk_test_1', { providerOrigin: 'http://localhost:4998' });
    injected('http://localhost:4998/v3').dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('Failed to load Kassa.js from http://localhost:4998/v3');
    expect(document.querySelector('script')).toBeNull();
    const retry = loadKassa('pk_test_1', { providerOrigin: 'http://localhost:4998' });
    window.Kassa = createFactory({ window, providerOrigin: null });
    injected('http://localhost:4998/v3').dispatchEvent(new Event('load'));
    await expect(retry).resolves.not.toBeNull();
  });

  it('rejects a provider origin that is not a URL', async () => {
    const { loadKassa } = await import('./pure.js');
    await expect(loadKassa('pk_test_1', { providerOrigin: 'nowhere' })).rejects.toThrow(
      'loadKassa(): expected providerOrigin to be an absolute URL.',
    );
  });
});
