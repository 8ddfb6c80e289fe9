import type { ConfirmRequest, FrameRef } from '@kassa/protocol';
import {
  cardElement,
  checkClientSecret,
  type GroupLookup,
  type IntentKind,
  isAbsoluteUrl,
} from './confirm-args.js';
import { Element } from './element.js';
import { expectObject, invalidArgument, isPlainObject } from './integration-error.js';
import { toJson } from './json.js';

/**
 * The Stripe.js confirms of one payment method type with its raw details
 * (`payment_method: {sepa_debit: {iban}, billing_details}`) or an existing PaymentMethod id.
 * Redirect methods send the page to the bank; debits resolve with the processing intent; QR,
 * voucher and transfer methods resolve with the intent waiting on its next action.
 */
/** The one-type confirms, by Stripe.js's names. */
export type MethodConfirmName =
  | 'confirmAcssDebitPayment'
  | 'confirmAcssDebitSetup'
  | 'confirmAffirmPayment'
  | 'confirmAfterpayClearpayPayment'
  | 'confirmAlipayPayment'
  | 'confirmAmazonPaySetup'
  | 'confirmAuBecsDebitPayment'
  | 'confirmAuBecsDebitSetup'
  | 'confirmBacsDebitSetup'
  | 'confirmBancontactPayment'
  | 'confirmBancontactSetup'
  | 'confirmBilliePayment'
  | 'confirmBlikPayment'
  | 'confirmBlikSetup'
  | 'confirmBoletoPayment'
  | 'confirmCashappPayment'
  | 'confirmCashappSetup'
  | 'confirmCustomerBalancePayment'
  | 'confirmEpsPayment'
  | 'confirmFpxPayment'
  | 'confirmGiropayPayment'
  | 'confirmGrabPayPayment'
  | 'confirmIdealPayment'
  | 'confirmIdealSetup'
  | 'confirmKlarnaPayment'
  | 'confirmKonbiniPayment'
  | 'confirmMobilepayPayment'
  | 'confirmMultibancoPayment'
  | 'confirmOxxoPayment'
  | 'confirmP24Payment'
  | 'confirmPayByBankPayment'
  | 'confirmPayNowPayment'
  | 'confirmPayPalPayment'
  | 'confirmPayPalSetup'
  | 'confirmPixPayment'
  | 'confirmPromptPayPayment'
  | 'confirmSepaDebitPayment'
  | 'confirmSepaDebitSetup'
  | 'confirmSofortPayment'
  | 'confirmSofortSetup'
  | 'confirmTwintPayment'
  | 'confirmUsBankAccountPayment'
  | 'confirmUsBankAccountSetup'
  | 'confirmWechatPayPayment';

/**
 * `type:kinds` per method type, P for confirm<Type>Payment and S for confirm<Type>Setup (a
 * string: the loader has a size budget, and the names follow from the types). A `*` marks a
 * type that asks the shopper for nothing on the merchant's page: as in Stripe.js, a confirm
 * without `payment_method` creates one of the type (`confirmPayPalPayment(secret, {return_url})`).
 */
const CONFIRMS =
  'acss_debit:PS affirm:P* afterpay_clearpay:P alipay:P* amazon_pay:S* au_becs_debit:PS bacs_debit:S bancontact:PS billie:P* blik:PS* boleto:P cashapp:PS* customer_balance:P* eps:P fpx:P giropay:P grabpay:P* ideal:PS klarna:P konbini:P mobilepay:P* multibanco:P oxxo:P p24:P pay_by_bank:P* paynow:P* paypal:PS* pix:P* promptpay:P sepa_debit:PS sofort:PS twint:P* us_bank_account:PS wechat_pay:P*';

/** Where Stripe.js spells a type's name other than by its words (grabpay -> GrabPay). */
const SPELLING: Readonly<Record<string, string>> = {
  grabpay: 'GrabPay',
  paynow: 'PayNow',
  paypal: 'PayPal',
  promptpay: 'PromptPay',
};

const NOTHING_TO_ASK = new Set<string>();

function confirmTable(): Record<string, readonly [IntentKind, string]> {
  const table: Record<string, readonly [IntentKind, string]> = {};
  for (const entry of CONFIRMS.split(' ')) {
    const [type = '', kinds = ''] = entry.split(':');
    const words =
      SPELLING[type] ?? type.replace(/(?:^|_)([a-z0-9])/g, (_, c: string) => c.toUpperCase());
    if (kinds.includes('P')) table[`confirm${words}Payment`] = ['payment', type];
    if (kinds.includes('S')) table[`confirm${words}Setup`] = ['setup', type];
    if (kinds.includes('*')) NOTHING_TO_ASK.add(type);
  }
  return table;
}

export const METHOD_CONFIRMS = confirmTable() as Readonly<
  Record<MethodConfirmName, readonly [IntentKind, string]>
>;

export interface MethodConfirmCall {
  readonly kind: IntentKind;
  readonly payload: ConfirmRequest;
  /** `options.handleActions: false` leaves a redirect to the caller, as in Stripe.js. */
  readonly handleActions: boolean;
}

/**
 * `payment_method: {<type>: details | element, billing_details}` as the API's
 * payment_method_data; with a bank element (ibanElement…), the frame the controller collects
 * the details from.
 */
function methodData(
  lookup: GroupLookup,
  method: string,
  type: string,
  given: Record<string, unknown>,
): { data: Record<string, unknown>; frame: FrameRef | null } {
  const { [type]: details, ...rest } = given;
  if (details instanceof Element) {
    // Which element type may hold the details (iban for sepa_debit…) is the controller's check.
    const frame = cardElement(lookup, method, details, `payment_method.${type}`);
    return { data: { ...rest, type }, frame };
  }
  if (details !== undefined && !isPlainObject(details)) {
    throw invalidArgument(method, `payment_method.${type}`, 'an object', details);
  }
  return {
    data: { ...rest, type, ...(details === undefined ? {} : { [type]: details }) },
    frame: null,
  };
}

/** Checks a confirm<Type>Payment/Setup(clientSecret, data, options) call. */
export function methodConfirmCall(
  lookup: GroupLookup,
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
  let frame: FrameRef | null = null;
  if (isPlainObject(paymentMethod)) {
    const built = methodData(lookup, method, type, paymentMethod);
    data.payment_method_data = built.data;
    frame = built.frame;
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
    payload: {
      clientSecret: secret,
      method: name,
      params: toJson(data, method),
      ...(frame === null ? {} : frame),
    },
    handleActions: options.handleActions !== false,
  };
}
