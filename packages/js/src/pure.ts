// `import { loadKassa } from '@kassa/js/pure'`: loads the provider's script on demand (like
// @stripe/stripe-js/pure) and makes an instance. Importing it has no side effect.
import { originOf } from '@kassa/protocol';
import type { KassaConstructor, KassaConstructorOptions, KassaInstance } from './types.js';

/** The provider origin of a default `kassa` install. */
export const DEFAULT_PROVIDER_ORIGIN = 'http://127.0.0.1:4242';

let loading: Promise<KassaConstructor> | null = null;

function findScript(src: string): HTMLScriptElement | null {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === src) return script;
  }
  return null;
}

function loadScript(origin: string): Promise<KassaConstructor> {
  return new Promise((resolve, reject) => {
    if (window.Kassa !== undefined) {
      resolve(window.Kassa);
      return;
    }
    const src = `${origin}/v3`;
    let script = findScript(src);
    if (script === null) {
      script = document.createElement('script');
      script.src = src;
      const parent = document.head ?? document.body;
      if (parent === null) {
        reject(
          new Error('Expected document.body not to be null. Kassa.js requires a <body> element.'),
        );
        return;
      }
      parent.appendChild(script);
    }
    script.addEventListener('load', () => {
      if (window.Kassa !== undefined) resolve(window.Kassa);
      else reject(new Error('Kassa.js not available'));
    });
    const failed = script;
    failed.addEventListener('error', () => {
      // A failed script element never loads again; the next attempt injects a fresh one.
      failed.remove();
      reject(new Error(`Failed to load Kassa.js from ${src}`));
    });
  });
}

/**
 * Loads `${providerOrigin}/v3` once and resolves to a Kassa instance; resolves to null where
 * there is no DOM (server-side rendering). A failed load can be retried by calling again.
 */
export function loadKassa(
  publishableKey: string,
  options: KassaConstructorOptions = {},
): Promise<KassaInstance | null> {
  if (typeof window === 'undefined' || typeof document === 'undefined')
    return Promise.resolve(null);
  const origin = originOf(options.providerOrigin ?? options.apiHost ?? DEFAULT_PROVIDER_ORIGIN);
  if (origin === null) {
    return Promise.reject(new Error('loadKassa(): expected providerOrigin to be an absolute URL.'));
  }
  loading ??= loadScript(origin).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading.then((Kassa) => Kassa(publishableKey, { ...options, providerOrigin: origin }));
}
