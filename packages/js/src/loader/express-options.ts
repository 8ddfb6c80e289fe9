import { IntegrationError, isPlainObject } from './integration-error.js';
import { applePayProblem } from './wallet-request.js';

// The Express Checkout Element's options, checked the way Stripe.js checks them when the element
// is created or updated (and when a click is resolved): a bad value throws an IntegrationError
// worded as Stripe.js's, e.g. "Invalid value for elements.create('expressCheckout', options):
// buttonHeight should be a number from 40 to 55. You specified: 80.".

const APPLE_TYPES =
  'add-money book buy check-out contribute donate order plain reload rent subscribe support tip top-up';
/** Per wallet: the `buttonType` and `buttonTheme` values Stripe accepts. */
const BUTTON_TYPES: Record<string, string> = {
  applePay: APPLE_TYPES,
  googlePay: 'book buy checkout donate order pay plain subscribe',
  paypal: 'paypal buynow checkout pay',
  klarna: 'pay continue',
};
const BUTTON_THEMES: Record<string, string> = {
  applePay: 'black white white-outline',
  googlePay: 'black white',
  paypal: 'gold blue silver white black',
  klarna: 'dark light outlined',
};
/** `paymentMethods`: Apple Pay and Google Pay may be forced on, the others only turned off. */
const DISPLAY: Record<string, string> = {
  applePay: 'auto always never',
  googlePay: 'auto always never',
  amazonPay: 'auto never',
  link: 'auto never',
  paypal: 'auto never',
  klarna: 'auto never',
};
const BOOLEANS = [
  'emailRequired',
  'phoneNumberRequired',
  'shippingAddressRequired',
  'billingAddressRequired',
];

export function checkExpressOptions(options: Record<string, unknown>, method: string): void {
  const fail = (param: string, expected: string, value: unknown): never => {
    throw new IntegrationError(
      `Invalid value for ${method}: ${param} should be ${expected}. You specified: ${value === undefined ? 'undefined' : JSON.stringify(value)}.`,
    );
  };
  const object = (param: string, value: unknown) => {
    if (!isPlainObject(value)) fail(param, 'an object', value);
    return value as Record<string, unknown>;
  };
  const list = (param: string, value: unknown, each: (entry: unknown, at: string) => void) => {
    if (!Array.isArray(value)) return fail(param, 'an array', value);
    for (const [index, entry] of value.entries()) each(entry, `${param}[${index}]`);
  };
  const string = (param: string, value: unknown) => {
    if (typeof value !== 'string') fail(param, 'a string', value);
  };
  const integer = (param: string, value: unknown, min = Number.MIN_SAFE_INTEGER) => {
    if (!Number.isSafeInteger(value) || (value as number) < min)
      fail(param, min === 0 ? 'a non-negative integer' : 'an integer', value);
  };
  const oneOf = (param: string, value: unknown, allowed: string) => {
    if (!allowed.split(' ').includes(value as string))
      fail(param, `one of the following strings: ${allowed.split(' ').join(', ')}`, value);
  };
  const perWallet = (param: string, table: Record<string, string>) => {
    if (options[param] === undefined) return;
    for (const [wallet, value] of Object.entries(object(param, options[param]))) {
      const allowed = table[wallet];
      if (allowed === undefined)
        fail(`${param}.${wallet}`, `one of ${Object.keys(table).join(', ')}`, wallet);
      else oneOf(`${param}.${wallet}`, value, allowed);
    }
  };

  const height = options.buttonHeight;
  if (height !== undefined && (typeof height !== 'number' || !(height >= 40 && height <= 55)))
    fail('buttonHeight', 'a number from 40 to 55', height);
  perWallet('buttonType', BUTTON_TYPES);
  perWallet('buttonTheme', BUTTON_THEMES);
  perWallet('paymentMethods', DISPLAY);
  if (options.layout !== undefined) {
    const layout = object('layout', options.layout);
    for (const key of ['maxColumns', 'maxRows'])
      if (layout[key] !== undefined) integer(`layout.${key}`, layout[key], 0);
    if (layout.overflow !== undefined) oneOf('layout.overflow', layout.overflow, 'auto never');
  }
  for (const key of BOOLEANS)
    if (options[key] !== undefined && typeof options[key] !== 'boolean')
      fail(key, 'a boolean', options[key]);
  if (options.business !== undefined)
    string('business.name', object('business', options.business).name);
  if (options.paymentMethodOrder !== undefined)
    list('paymentMethodOrder', options.paymentMethodOrder, (entry, at) => string(at, entry));
  if (options.allowedShippingCountries !== undefined)
    list('allowedShippingCountries', options.allowedShippingCountries, (entry, at) => {
      if (typeof entry !== 'string' || !/^[A-Z]{2}$/.test(entry))
        fail(at, 'a two-letter country code in upper case', entry);
    });
  if (options.lineItems !== undefined)
    list('lineItems', options.lineItems, (entry, at) => {
      const item = object(at, entry);
      string(`${at}.name`, item.name);
      integer(`${at}.amount`, item.amount);
    });
  if (options.shippingRates !== undefined)
    list('shippingRates', options.shippingRates, (entry, at) => {
      const rate = object(at, entry);
      string(`${at}.id`, rate.id);
      string(`${at}.displayName`, rate.displayName);
      integer(`${at}.amount`, rate.amount, 0);
    });
  if (options.applePay !== undefined) {
    const problem = applePayProblem(options.applePay);
    if (problem !== null) fail(...problem);
  }
}
