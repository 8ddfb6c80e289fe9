import { defaultCountryForCurrency } from './currencies.js';
import {
  BILLING_AS_SHIPPING_PAYMENT_METHODS,
  PAYMENT_METHOD_SPECS,
  type PaymentMethodSpec,
} from './spec-table.js';

/** Methods whose confirmation polls the intent while the shopper scans or opens an app. */
export const POLLING_PAYMENT_METHODS: readonly string[] = [
  'cashapp',
  'paynow',
  'promptpay',
  'wechat_pay',
  'upi',
];

/** Methods that neither redirect nor poll: they show instructions or a voucher. */
export const NON_REDIRECT_PAYMENT_METHODS: readonly string[] = [
  'multibanco',
  'oxxo',
  'customer_balance',
];

/** Where Sofort can be paid from: read from its spec, the one place the rule lives. */
export const SOFORT_COUNTRIES: readonly string[] =
  PAYMENT_METHOD_SPECS.sofort?.allowedCountries ?? [];

/** What Naver Pay can be funded with. */
export const NAVER_PAY_FUNDING: readonly string[] = ['card', 'points'];

export function getPaymentMethodSpec(type: string): PaymentMethodSpec | undefined {
  return Object.hasOwn(PAYMENT_METHOD_SPECS, type) ? PAYMENT_METHOD_SPECS[type] : undefined;
}

/** Whether an amount (minor units) is within the method's documented range for the currency. */
export function isWithinAmountLimits(type: string, amount: number, currency: string): boolean {
  const limits = getPaymentMethodSpec(type)?.amountLimits?.[currency.toLowerCase()];
  return limits === undefined || (amount >= limits[0] && amount <= limits[1]);
}

/**
 * Whether a method can be offered for a currency and (when known) the shopper's country and
 * the amount to pay.
 */
export function isPaymentMethodAvailable(
  type: string,
  context: { currency: string; country?: string; amount?: number | null },
): boolean {
  const spec = getPaymentMethodSpec(type);
  if (!spec) return false;
  const currency = context.currency.toLowerCase();
  if (spec.currencies.length > 0 && !spec.currencies.includes(currency)) return false;
  const { amount } = context;
  if (typeof amount === 'number' && !isWithinAmountLimits(type, amount, currency)) return false;
  return context.country === undefined || isOfferedInCountry(type, context.country);
}

/**
 * Whether the method is offered to a shopper billed in the country: the spec's
 * `allowedCountries` (empty: anywhere). An empty country is unknown, so it narrows nothing.
 */
export function isOfferedInCountry(type: string, country: string): boolean {
  const spec = getPaymentMethodSpec(type);
  if (!spec) return false;
  const code = country.toUpperCase();
  return code === '' || spec.allowedCountries.length === 0 || spec.allowedCountries.includes(code);
}

/** The country preselected for a method: its own default, else the currency's default. */
export function defaultCountryFor(type: string, currency: string): string {
  const spec = getPaymentMethodSpec(type);
  const byCurrency = defaultCountryForCurrency(currency);
  if (!spec?.allowedCountries.length) return spec?.defaultCountry ?? byCurrency;
  if (spec.allowedCountries.includes(byCurrency)) return byCurrency;
  return spec.defaultCountry ?? spec.allowedCountries[0] ?? byCurrency;
}

export function isSaveEligible(type: string): boolean {
  return getPaymentMethodSpec(type)?.saveEligible ?? false;
}

/** The fields.billingDetails option: one setting for all, or one per part. */
export type BillingFieldOption = 'never' | 'auto' | 'if_required';
export type BillingDetailsFieldsOption =
  | BillingFieldOption
  | {
      name?: BillingFieldOption;
      email?: BillingFieldOption;
      phone?: BillingFieldOption;
      address?: BillingFieldOption | Partial<Record<string, BillingFieldOption>>;
    };

function hasNever(option: unknown): boolean {
  if (option === 'never') return true;
  if (typeof option !== 'object' || option === null) return false;
  return Object.values(option).some(hasNever);
}

/**
 * Billing address as shipping applies only to card, a saved method, sepa_debit, bacs_debit,
 * boleto and afterpay_clearpay, and only when no billing field is set to never.
 */
export function canUseBillingAsShipping(
  type: string,
  billingDetails?: BillingDetailsFieldsOption,
): boolean {
  return BILLING_AS_SHIPPING_PAYMENT_METHODS.includes(type) && !hasNever(billingDetails);
}

/** A postal code is required unless its option is never, or if_required for a card. */
export function isPostalCodeRequired(
  option: BillingFieldOption | undefined,
  type: string,
): boolean {
  if (option === 'never') return false;
  return !(option === 'if_required' && type === 'card');
}
