export { type Bank, DEFAULT_BANKS, defaultBankFor, IDEAL_BANKS, isIdealBank } from './banks.js';
export {
  DEFAULT_CURRENCY,
  defaultCountryForCurrency,
  isAmountTooSmall,
  isZeroDecimalCurrency,
  MINIMUM_CHARGE_AMOUNTS,
  minimumChargeAmount,
  ZERO_DECIMAL_CURRENCIES,
} from './currencies.js';
export {
  type BillingDetailsFieldsOption,
  type BillingFieldOption,
  canUseBillingAsShipping,
  defaultCountryFor,
  getPaymentMethodSpec,
  isPaymentMethodAvailable,
  isPostalCodeRequired,
  isSaveEligible,
  isWithinAmountLimits,
  NAVER_PAY_FUNDING,
  NON_REDIRECT_PAYMENT_METHODS,
  POLLING_PAYMENT_METHODS,
  SOFORT_COUNTRIES,
} from './payment-method-rules.js';
export {
  type AmountLimits,
  BILLING_AS_SHIPPING_PAYMENT_METHODS,
  EXTERNAL_PAYMENT_METHOD_TYPES,
  isExternalPaymentMethodType,
  type MandateRequirement,
  type NextActionType,
  PAYMENT_METHOD_SPECS,
  type PaymentMethodField,
  type PaymentMethodFlow,
  type PaymentMethodSpec,
  SAVE_ELIGIBLE_PAYMENT_METHODS,
} from './spec-table.js';
