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
 * Redirect methods send the page to the bank; debits resolve with the processing intent; QR,
 * voucher and transfer methods resolve with the intent waiting on its next action.
 */
export const METHOD_CONFIRMS = {
  confirmAcssDebitPayment: ['payment', 'acss_debit'],
  confirmAcssDebitSetup: ['setup', 'acss_debit'],
  confirmAffirmPayment: ['payment', 'affirm'],
  confirmAfterpayClearpayPayment: ['payment', 'afterpay_clearpay'],
  confirmAlipayPayment: ['payment', 'alipay'],
  confirmAmazonPaySetup: ['setup', 'amazon_pay'],
  confirmAuBecsDebitPayment: ['payment', 'au_becs_debit'],
  confirmAuBecsDebitSetup: ['setup', 'au_becs_debit'],
  confirmBacsDebitSetup: ['setup', 'bacs_debit'],
  confirmBancontactPayment: ['payment', 'bancontact'],
  confirmBancontactSetup: ['setup', 'bancontact'],
  confirmBilliePayment: ['payment', 'billie'],
  confirmBlikPayment: ['payment', 'blik'],
  confirmBlikSetup: ['setup', 'blik'],
  confirmBoletoPayment: ['payment', 'boleto'],
  confirmCashappPayment: ['payment', 'cashapp'],
  confirmCashappSetup: ['setup', 'cashapp'],
  confirmCustomerBalancePayment: ['payment', 'customer_balance'],
  confirmEpsPayment: ['payment', 'eps'],
  confirmFpxPayment: ['payment', 'fpx'],
  confirmGiropayPayment: ['payment', 'giropay'],
  confirmGrabPayPayment: ['payment', 'grabpay'],
  confirmIdealPayment: ['payment', 'ideal'],
  confirmIdealSetup: ['setup', 'ideal'],
  confirmKlarnaPayment: ['payment', 'klarna'],
  confirmKonbiniPayment: ['payment', 'konbini'],
  confirmMobilepayPayment: ['payment', 'mobilepay'],
  confirmMultibancoPayment: ['payment', 'multibanco'],
  confirmOxxoPayment: ['payment', 'oxxo'],
  confirmP24Payment: ['payment', 'p24'],
  confirmPayByBankPayment: ['payment', 'pay_by_bank'],
  confirmPayNowPayment: ['payment', 'paynow'],
  confirmPayPalPayment: ['payment', 'paypal'],
  confirmPayPalSetup: ['setup', 'paypal'],
  confirmPixPayment: ['payment', 'pix'],
  confirmPromptPayPayment: ['payment', 'promptpay'],
  confirmSepaDebitPayment: ['payment', 'sepa_debit'],
  confirmSepaDebitSetup: ['setup', 'sepa_debit'],
  confirmSofortPayment: ['payment', 'sofort'],
  confirmSofortSetup: ['setup', 'sofort'],
  confirmTwintPayment: ['payment', 'twint'],
  confirmUsBankAccountPayment: ['payment', 'us_bank_account'],
  confirmUsBankAccountSetup: ['setup', 'us_bank_account'],
  confirmWechatPayPayment: ['payment', 'wechat_pay'],
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

/**
 * Types that ask the shopper for nothing on the merchant's page: as in Stripe.js, a confirm
 * without `payment_method` creates one of the type (`confirmPayPalPayment(secret, {return_url})`).
 */
const NOTHING_TO_ASK = new Set([
  'affirm',
  'alipay',
  'amazon_pay',
  'billie',
  'blik',
  'cashapp',
  'customer_balance',
  'grabpay',
  'mobilepay',
  'pay_by_bank',
  'paynow',
  'paypal',
  'pix',
  'twint',
  'wechat_pay',
]);

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
  } else if (paymentMethod === undefined && NOTHING_TO_ASK.has(type)) {
    data.payment_method_data = { type };
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
