import type { ConfirmRequest } from '@kassa/protocol';
import { checkClientSecret, type IntentKind, isAbsoluteUrl } from './confirm-args.js';
import { Element } from './element.js';
import {
  expectObject,
  IntegrationError,
  invalidArgument,
  isPlainObject,
} from './integration-error.js';
import { toJson } from './json.js';

/**
 * The Stripe.js confirms of one payment method type with its raw details
 * (`payment_method: {sepa_debit: {iban}, billing_details}`) or an existing PaymentMethod id.
 * Redirect methods send the page to the bank; debits resolve with the processing intent.
 */
export const METHOD_CONFIRMS = {
  confirmAuBecsDebitPayment: ['payment', 'au_becs_debit'],
  confirmAuBecsDebitSetup: ['setup', 'au_becs_debit'],
  confirmBacsDebitSetup: ['setup', 'bacs_debit'],
  confirmBancontactPayment: ['payment', 'bancontact'],
  confirmBancontactSetup: ['setup', 'bancontact'],
  confirmEpsPayment: ['payment', 'eps'],
  confirmFpxPayment: ['payment', 'fpx'],
  confirmGiropayPayment: ['payment', 'giropay'],
  confirmIdealPayment: ['payment', 'ideal'],
  confirmIdealSetup: ['setup', 'ideal'],
  confirmP24Payment: ['payment', 'p24'],
  confirmSepaDebitPayment: ['payment', 'sepa_debit'],
  confirmSepaDebitSetup: ['setup', 'sepa_debit'],
  confirmSofortPayment: ['payment', 'sofort'],
  confirmSofortSetup: ['setup', 'sofort'],
  confirmUsBankAccountPayment: ['payment', 'us_bank_account'],
  confirmUsBankAccountSetup: ['setup', 'us_bank_account'],
} as const satisfies Record<string, readonly [IntentKind, string]>;

export type MethodConfirmName = keyof typeof METHOD_CONFIRMS;

export interface MethodConfirmCall {
  readonly kind: IntentKind;
  readonly payload: ConfirmRequest;
  /** `options.handleActions: false` leaves a redirect to the caller, as in Stripe.js. */
  readonly handleActions: boolean;
}

/** `payment_method: {<type>: details, billing_details}` as the API's payment_method_data. */
function methodData(method: string, type: string, given: Record<string, unknown>) {
  const { [type]: details, ...rest } = given;
  if (details instanceof Element) {
    throw new IntegrationError(
      `${method}(): Kassa has no ${type} element yet; pass the ${type} details as an object, e.g. {${type}: {...}}.`,
    );
  }
  if (details !== undefined && !isPlainObject(details)) {
    throw invalidArgument(method, `payment_method.${type}`, 'an object', details);
  }
  return { ...rest, type, ...(details === undefined ? {} : { [type]: details }) };
}

/** Checks a confirm<Type>Payment/Setup(clientSecret, data, options) call. */
export function methodConfirmCall(
  name: MethodConfirmName,
  clientSecret: unknown,
  rawData: unknown,
  rawOptions: unknown,
): MethodConfirmCall {
  const [kind, type] = METHOD_CONFIRMS[name];
  const method = `stripe.${name}`;
  const secret = checkClientSecret(method, kind, clientSecret);
  const data = { ...expectObject(method, 'data', rawData, true) };
  const options = expectObject(method, 'options', rawOptions, true);
  const paymentMethod = data.payment_method;
  if (isPlainObject(paymentMethod)) {
    data.payment_method_data = methodData(method, type, paymentMethod);
    delete data.payment_method;
  } else if (paymentMethod !== undefined && typeof paymentMethod !== 'string') {
    throw invalidArgument(
      method,
      'payment_method',
      `a PaymentMethod id or {${type}: {...}, billing_details}`,
      paymentMethod,
    );
  }
  if (data.return_url !== undefined && !isAbsoluteUrl(data.return_url)) {
    throw invalidArgument(method, 'return_url', 'an absolute URL', data.return_url);
  }
  return {
    kind,
    payload: { clientSecret: secret, method: name, params: toJson(data, method) },
    handleActions: options.handleActions !== false,
  };
}
