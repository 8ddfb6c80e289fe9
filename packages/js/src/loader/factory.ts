import { originOf } from '@kassa/protocol';
import { LOADER_MESSAGES } from '../messages.js';
import type { KassaConstructor, KassaInstance } from '../types.js';
import { KassaClient } from './instance.js';
import { expectObject, IntegrationError, invalidArgument } from './integration-error.js';
import { METHOD_CONFIRMS, type MethodConfirmName } from './method-confirms.js';
import {
  REJECTING_METHODS,
  THROWING_METHODS,
  UNSUPPORTED_METHODS,
  unsupportedMessage,
  unsupportedResult,
} from './unsupported.js';

/**
 * The Stripe.js release train @stripe/stripe-js 10 expects on `window.Stripe.version`; with it,
 * loadStripe() resolves to our instance without a version warning.
 */
export const STRIPE_RELEASE_TRAIN = 'endive';

export interface FactoryOptions {
  window: Window;
  /** The origin the loader script came from; null when it could not be determined. */
  providerOrigin: string | null;
  navigate?: (url: string) => void;
}

function checkKey(key: unknown): string {
  if (key === undefined || key === '') {
    throw new IntegrationError(
      'Please call Stripe() with your publishable key. You used an empty string.',
    );
  }
  if (typeof key !== 'string') throw invalidArgument('Stripe', 'apiKey', 'a string', key);
  if (/^(sk|rk)_/.test(key)) {
    throw new IntegrationError(
      'You should not use your secret key with Stripe.js.\nPlease pass a publishable key instead.',
    );
  }
  return key;
}

function providerOriginFrom(options: Record<string, unknown>, fallback: string | null): string {
  const override = options.providerOrigin ?? options.apiHost;
  if (override === undefined) {
    if (fallback === null) throw new IntegrationError(LOADER_MESSAGES.script_not_loaded);
    return fallback;
  }
  const origin = typeof override === 'string' ? originOf(override) : null;
  if (origin === null)
    throw invalidArgument('Stripe', 'providerOrigin', 'an absolute http(s) origin', override);
  return origin;
}

/**
 * Adds the one-type confirms (confirmSepaDebitPayment…) and the Stripe.js methods Kassa has not
 * built yet, each failing clearly.
 */
function addUnsupported(client: KassaClient): KassaInstance {
  const members: Record<string, unknown> = {};
  for (const name of Object.keys(METHOD_CONFIRMS) as MethodConfirmName[]) {
    members[name] = (clientSecret: unknown, data?: unknown, options?: unknown) =>
      client.confirmWithMethod(name, clientSecret, data, options);
  }
  for (const name of UNSUPPORTED_METHODS) {
    members[name] = () => Promise.resolve(unsupportedResult(name));
  }
  for (const name of THROWING_METHODS) {
    members[name] = () => {
      throw new IntegrationError(unsupportedMessage(name));
    };
  }
  for (const name of REJECTING_METHODS) {
    members[name] = () => Promise.reject(new IntegrationError(unsupportedMessage(name)));
  }
  return Object.assign(client, members) as unknown as KassaInstance;
}

/** Makes `Stripe(pk, options)` / `Kassa(pk, options)` for one page. */
export function createFactory(factoryOptions: FactoryOptions): KassaConstructor {
  const { window: win } = factoryOptions;
  if (typeof Promise === 'undefined' || typeof win.postMessage !== 'function') {
    throw new Error(LOADER_MESSAGES.unsupported_browser);
  }
  function Kassa(key: unknown, rawOptions?: unknown): KassaInstance {
    const publishableKey = checkKey(key);
    const options = expectObject('Stripe', 'options', rawOptions, true);
    for (const name of ['locale', 'apiVersion', 'stripeAccount'] as const) {
      const value = options[name];
      if (value !== undefined && typeof value !== 'string')
        throw invalidArgument('Stripe', name, 'a string', value);
    }
    const client = new KassaClient({
      key: publishableKey,
      providerOrigin: providerOriginFrom(options, factoryOptions.providerOrigin),
      locale: options.locale as string | undefined,
      apiVersion: options.apiVersion as string | undefined,
      window: win,
      navigate: factoryOptions.navigate,
    });
    return addUnsupported(client);
  }
  return Object.assign(Kassa, { version: STRIPE_RELEASE_TRAIN }) as unknown as KassaConstructor;
}
