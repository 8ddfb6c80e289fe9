// @vitest-environment jsdom
import { parseFrameHash } from '@kassa/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFactory, STRIPE_RELEASE_TRAIN } from './factory.js';
import { IntegrationError } from './integration-error.js';

const PROVIDER = 'http://127.0.0.1:4242';
const factory = () => createFactory({ window, providerOrigin: PROVIDER });

/** The method names of the `Stripe` interface, read from @stripe/stripe-js's own typings. */
async function stripeMethodNames(): Promise<string[]> {
  // Through a variable so that the browser-only tsconfig of this package needs no node types.
  const fsModule: string = 'node:fs';
  const { readFileSync } = (await import(/* @vite-ignore */ fsModule)) as {
    readFileSync(path: string, encoding: 'utf8'): string;
  };
  const root = decodeURIComponent(new globalThis.URL(import.meta.url).pathname).replace(
    /packages\/js\/src\/.*$/,
    '',
  );
  const source = readFileSync(
    `${root}node_modules/@stripe/stripe-js/dist/stripe-js/stripe.d.ts`,
    'utf8',
  );
  const body = source.slice(source.indexOf('export interface Stripe {'));
  const block = body.slice(0, body.indexOf('\n}\n'));
  return [
    ...new Set([...block.matchAll(/^ {2,3}([A-Za-z0-9_]+)[(<]/gm)].map((m) => m[1] as string)),
  ];
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('Stripe() / Kassa()', () => {
  it('carries the Stripe.js release train that @stripe/stripe-js 10 expects', () => {
    expect(factory().version).toBe(STRIPE_RELEASE_TRAIN);
    expect(STRIPE_RELEASE_TRAIN).toBe('endive');
  });

  it.each([
    [undefined, 'Please call Stripe() with your publishable key. You used an empty string.'],
    ['', 'Please call Stripe() with your publishable key. You used an empty string.'],
    [123, 'Invalid value for Stripe(): expected `apiKey` to be a string, but received 123.'],
    [{}, 'Invalid value for Stripe(): expected `apiKey` to be a string, but received an object.'],
    [
      'sk_test_123',
      'You should not use your secret key with Stripe.js.\nPlease pass a publishable key instead.',
    ],
  ])('refuses the key %p', (key, message) => {
    const Stripe = factory() as unknown as (key: unknown) => unknown;
    expect(() => Stripe(key)).toThrow(new IntegrationError(message));
  });

  it.each([
    [
      { locale: 5 },
      'Invalid value for Stripe(): expected `locale` to be a string, but received 5.',
    ],
    ['en', 'Invalid value for Stripe(): expected `options` to be an object, but received "en".'],
    [
      { providerOrigin: 'nope' },
      'Invalid value for Stripe(): expected `providerOrigin` to be an absolute http(s) origin, but received "nope".',
    ],
  ])('refuses the options %p', (options, message) => {
    const Stripe = factory() as unknown as (key: string, options: unknown) => unknown;
    expect(() => Stripe('pk_test_1', options)).toThrow(message);
  });

  it('says the script was not loaded correctly when it cannot tell the provider origin', () => {
    const Stripe = createFactory({ window, providerOrigin: null });
    expect(() => Stripe('pk_test_1')).toThrow('It looks like Stripe.js was not loaded correctly');
    expect(() => Stripe('pk_test_1', { apiHost: 'http://localhost:9999' })).not.toThrow();
  });

  it('creates one hidden controller frame per instance, pointed at the provider', () => {
    const Stripe = factory();
    Stripe('pk_test_abc', { locale: 'de', apiVersion: '2024-06-20' });
    Stripe('pk_test_abc');
    const frames = document.querySelectorAll('iframe');
    expect(frames).toHaveLength(2);
    const frame = frames[0] as HTMLIFrameElement;
    const url = new URL(frame.src);
    expect(`${url.origin}${url.pathname}`).toBe(`${PROVIDER}/frames/controller.html`);
    const { id, params } = parseFrameHash(url.hash);
    expect(params).toEqual({
      key: 'pk_test_abc',
      origin: window.location.origin,
      locale: 'de',
      apiVersion: '2024-06-20',
    });
    expect(frame.name).toBe(`__kassaController-${id}`);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.getAttribute('tabindex')).toBe('-1');
    expect(frame.getAttribute('style')).toContain('visibility:hidden');
  });

  it('honours a provider origin given in the options', () => {
    factory()('pk_test_1', { providerOrigin: 'http://localhost:5555/ignored/path' });
    expect(
      document
        .querySelector('iframe')
        ?.src.startsWith('http://localhost:5555/frames/controller.html#'),
    ).toBe(true);
  });

  it('has every method of the Stripe interface of @stripe/stripe-js', async () => {
    const names = await stripeMethodNames();
    expect(names.length).toBeGreaterThan(60);
    const instance = factory()('pk_test_1') as unknown as Record<string, unknown>;
    const missing = names.filter((name) => typeof instance[name] !== 'function');
    expect(missing).toEqual([]);
  });

  it.each(['verifyIdentity'])(
    'answers %s with an unsupported_method error instead of hanging',
    async (name) => {
      const instance = factory()('pk_test_1') as unknown as Record<
        string,
        (...args: unknown[]) => Promise<unknown>
      >;
      await expect(instance[name]?.('pi_1_secret_2', {})).resolves.toEqual({
        error: {
          type: 'invalid_request_error',
          code: 'unsupported_method',
          message: `${name} is not supported by Kassa yet.`,
        },
      });
    },
  );

  it('throws for unsupported methods that have no {error} result in Stripe.js', async () => {
    const instance = factory()('pk_test_1');
    expect(() => instance.initCheckoutFormSdk({})).toThrow(
      'initCheckoutFormSdk is not supported by Kassa yet.',
    );
    await expect(instance.initializePricing({})).rejects.toThrow(
      'initializePricing is not supported by Kassa yet.',
    );
  });

  it('is what @stripe/stripe-js loadStripe() resolves to, without a warning', async () => {
    const Stripe = factory();
    window.Stripe = Stripe;
    const warn = vi.spyOn(console, 'warn');
    const { loadStripe } = await import('@stripe/stripe-js');
    const stripe = await loadStripe('pk_test_loadstripe');
    expect(stripe).not.toBeNull();
    expect(typeof stripe?.elements).toBe('function');
    expect(document.querySelector('script[src^="https://js.stripe.com"]')).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    window.Stripe = undefined;
  });
});
