import { CLIENT_SECRET_FORM, parseClientSecret } from '@kassa/core';
import { expectObject, IntegrationError, invalidArgument } from './integration-error.js';

const MODES = ['payment', 'setup', 'subscription'];
const LOADERS = ['auto', 'always', 'never'];
const METHOD = 'stripe.elements';

function optionalString(options: Record<string, unknown>, key: string, method: string): void {
  const value = options[key];
  if (value !== undefined && typeof value !== 'string') {
    throw invalidArgument(method, key, 'a string', value);
  }
}

function checkAmount(options: Record<string, unknown>, method: string): void {
  const { amount, mode } = options;
  const valid = typeof amount === 'number' && Number.isInteger(amount) && amount >= 0;
  if (amount === undefined ? mode === 'payment' : !valid) {
    throw invalidArgument(
      method,
      'amount',
      'a non-negative integer in the smallest currency unit',
      amount,
    );
  }
}

/** Checks the options of stripe.elements() (client-secret mode or deferred-intent mode). */
export function checkElementsOptions(raw: unknown): Record<string, unknown> {
  const options = expectObject(METHOD, 'options', raw, true);
  const { clientSecret, mode } = options;
  if (clientSecret !== undefined && parseClientSecret(clientSecret) === null) {
    throw invalidArgument(
      METHOD,
      'clientSecret',
      `a client secret of the form ${CLIENT_SECRET_FORM}`,
      clientSecret,
    );
  }
  if (clientSecret !== undefined && mode !== undefined) {
    throw new IntegrationError(
      'Invalid value for stripe.elements(): expected either `clientSecret` or `mode`, but received both.',
    );
  }
  if (mode !== undefined) {
    if (typeof mode !== 'string' || !MODES.includes(mode)) {
      throw invalidArgument(METHOD, 'mode', "one of 'payment', 'setup' or 'subscription'", mode);
    }
    if (typeof options.currency !== 'string' || options.currency === '') {
      throw invalidArgument(METHOD, 'currency', 'a three-letter currency code', options.currency);
    }
  }
  if (mode === 'subscription' && options.customerSessionClientSecret !== undefined) {
    throw new IntegrationError(
      'You cannot specify a customerSessionClientSecret while using Subscriptions.',
    );
  }
  checkGroupOptions(options, METHOD);
  return options;
}

/** The options both elements() and elements.update() take. */
export function checkGroupOptions(options: Record<string, unknown>, method: string): void {
  if (options.appearance !== undefined) expectObject(method, 'appearance', options.appearance);
  const strings = [
    'locale',
    'currency',
    'setupFutureUsage',
    'captureMethod',
    'onBehalfOf',
    'customerSessionClientSecret',
  ];
  for (const key of strings) optionalString(options, key, method);
  if (options.loader !== undefined && !LOADERS.includes(options.loader as string)) {
    throw invalidArgument(method, 'loader', "one of 'auto', 'always' or 'never'", options.loader);
  }
  if (options.fonts !== undefined && !Array.isArray(options.fonts)) {
    throw invalidArgument(method, 'fonts', 'an array', options.fonts);
  }
  if (options.amount !== undefined || options.mode === 'payment') checkAmount(options, method);
  checkCardBrandFilter(options, method);
  const creation = options.paymentMethodCreation;
  if (creation !== undefined && creation !== 'manual') {
    throw invalidArgument(method, 'paymentMethodCreation', "'manual'", creation);
  }
}

/**
 * allowedCardBrands / disallowedCardBrands (spec 002's card brand filtering): lists of brand
 * names, not both. The controller checks the brands themselves against core's rules (and says
 * in the console what it ignored): the loader stays within its size budget.
 */
function checkCardBrandFilter(options: Record<string, unknown>, method: string): void {
  for (const key of ['allowedCardBrands', 'disallowedCardBrands']) {
    const value = options[key];
    if (value === undefined) continue;
    if (!Array.isArray(value) || value.some((brand) => typeof brand !== 'string')) {
      throw invalidArgument(method, key, 'an array of card brand names', value);
    }
  }
  if (options.allowedCardBrands !== undefined && options.disallowedCardBrands !== undefined) {
    throw new IntegrationError(
      `Invalid value for ${method}(): allowedCardBrands and disallowedCardBrands cannot both be specified.`,
    );
  }
}
