/** What a payment method asks the shopper for in the payment element. */
export type PaymentMethodField =
  | 'card'
  | 'name'
  | 'email'
  | 'phone'
  | 'billingAddress'
  | 'country'
  | 'iban'
  | 'bank'
  | 'bsbNumber'
  | 'accountNumber'
  | 'sortCode'
  | 'taxId';

/** How confirmation finishes: a redirect, polling the intent while a QR/app is used, or neither. */
export type PaymentMethodFlow = 'inline' | 'redirect' | 'polling' | 'display';

/** When a mandate is shown and sent: always (debits) or only when saving for later. */
export type MandateRequirement = 'always' | 'when_saving' | 'never';

/**
 * The `next_action.type` a confirmation with the method leaves on the intent, as Stripe names
 * it (the server-driven `next_action_spec`); null when it needs none (cards authenticate only
 * sometimes, debits go straight to processing).
 */
export type NextActionType =
  | 'redirect_to_url'
  | 'display_bank_transfer_instructions'
  | 'oxxo_display_details'
  | 'boleto_display_details'
  | 'konbini_display_details'
  | 'multibanco_display_details'
  | 'paynow_display_qr_code'
  | 'promptpay_display_qr_code'
  | 'pix_display_qr_code'
  | 'wechat_pay_display_qr_code'
  | 'cashapp_handle_redirect_or_display_qr_code'
  | 'swish_handle_redirect_or_display_qr_code'
  | 'upi_handle_redirect_or_display_qr_code'
  | 'blik_authorize';

/** The smallest and largest amount (minor units) a method takes in one of its currencies. */
export type AmountLimits = Readonly<Record<string, readonly [min: number, max: number]>>;

export interface PaymentMethodSpec {
  type: string;
  flow: PaymentMethodFlow;
  redirect: boolean;
  polling: boolean;
  /** Billing countries the method is offered in; empty means any. */
  allowedCountries: readonly string[];
  defaultCountry?: string;
  /** Presentment currencies the method accepts; empty means any. */
  currencies: readonly string[];
  supportsOffSession: boolean;
  fields: readonly PaymentMethodField[];
  /** Country whose tax id is collected (boleto's CPF/CNPJ). */
  taxCountry?: string;
  alwaysCollectTaxInformation: boolean;
  saveEligible: boolean;
  billingAsShippingEligible: boolean;
  mandate: MandateRequirement;
  /** What the shopper is asked to do after the confirm (see NextActionType). */
  nextAction: NextActionType | null;
  /** Per-currency amount range (pay-later providers' documented limits); absent: any amount. */
  amountLimits?: AmountLimits;
}

type SpecInput = Partial<Omit<PaymentMethodSpec, 'type' | 'redirect' | 'polling'>>;

const SEPA =
  'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA';
const EEA =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK';
const KLARNA = `${EEA} CH GB US CA AU NZ`;

const list = (value: string): string[] => value.split(' ');
const fieldList = (value: string) => list(value) as PaymentMethodField[];

/** Methods that can be saved for later. */
export const SAVE_ELIGIBLE_PAYMENT_METHODS: readonly string[] = list(
  'card us_bank_account link sepa_debit bancontact sofort ideal bacs_debit',
);

/** Methods whose billing address may be copied to shipping; `saved` is a saved method. */
export const BILLING_AS_SHIPPING_PAYMENT_METHODS: readonly string[] = list(
  'card saved sepa_debit bacs_debit boleto afterpay_clearpay',
);

function spec(type: string, input: SpecInput): PaymentMethodSpec {
  const flow = input.flow ?? 'inline';
  return {
    type,
    flow,
    redirect: flow === 'redirect',
    polling: flow === 'polling',
    allowedCountries: input.allowedCountries ?? [],
    currencies: input.currencies ?? [],
    supportsOffSession: input.supportsOffSession ?? false,
    fields: input.fields ?? [],
    alwaysCollectTaxInformation: input.alwaysCollectTaxInformation ?? false,
    saveEligible: SAVE_ELIGIBLE_PAYMENT_METHODS.includes(type),
    billingAsShippingEligible: BILLING_AS_SHIPPING_PAYMENT_METHODS.includes(type),
    mandate: input.mandate ?? 'never',
    nextAction: input.nextAction ?? (flow === 'redirect' ? 'redirect_to_url' : null),
    ...(input.amountLimits ? { amountLimits: input.amountLimits } : {}),
    ...(input.defaultCountry ? { defaultCountry: input.defaultCountry } : {}),
    ...(input.taxCountry ? { taxCountry: input.taxCountry } : {}),
  };
}

function local(country: string, currency: string, input: SpecInput = {}): SpecInput {
  return { allowedCountries: [country], defaultCountry: country, currencies: [currency], ...input };
}

const redirect = (input: SpecInput): SpecInput => ({ ...input, flow: 'redirect' });
const polling = (nextAction: NextActionType, input: SpecInput): SpecInput => ({
  ...input,
  flow: 'polling',
  nextAction,
});
const display = (nextAction: NextActionType, input: SpecInput): SpecInput => ({
  ...input,
  flow: 'display',
  nextAction,
});

export const PAYMENT_METHOD_SPECS: Readonly<Record<string, PaymentMethodSpec>> = Object.fromEntries(
  (
    [
      ['card', { fields: ['card', 'country'], supportsOffSession: true }],
      ['link', { fields: ['email'], supportsOffSession: true }],
      [
        'au_becs_debit',
        local('AU', 'aud', {
          fields: fieldList('name email bsbNumber accountNumber'),
          supportsOffSession: true,
          mandate: 'always',
        }),
      ],
      [
        'sepa_debit',
        {
          allowedCountries: list(SEPA),
          currencies: ['eur'],
          fields: fieldList('name email iban billingAddress'),
          supportsOffSession: true,
          mandate: 'always',
        },
      ],
      [
        'us_bank_account',
        local('US', 'usd', {
          fields: ['name', 'email'],
          supportsOffSession: true,
          mandate: 'always',
        }),
      ],
      [
        'bacs_debit',
        local('GB', 'gbp', {
          fields: fieldList('name email billingAddress sortCode accountNumber'),
          supportsOffSession: true,
          mandate: 'always',
        }),
      ],
      [
        'ideal',
        redirect(
          local('NL', 'eur', {
            fields: ['bank'],
            supportsOffSession: true,
            mandate: 'when_saving',
          }),
        ),
      ],
      [
        'bancontact',
        redirect(
          local('BE', 'eur', {
            fields: ['name'],
            supportsOffSession: true,
            mandate: 'when_saving',
          }),
        ),
      ],
      [
        'sofort',
        redirect({
          allowedCountries: list('AT BE DE ES NL'),
          defaultCountry: 'DE',
          currencies: ['eur'],
          fields: ['country'],
          supportsOffSession: true,
          mandate: 'when_saving',
        }),
      ],
      ['giropay', redirect(local('DE', 'eur', { fields: ['name'] }))],
      ['eps', redirect(local('AT', 'eur', { fields: ['name', 'bank'] }))],
      [
        'p24',
        redirect({
          ...local('PL', 'pln', { fields: fieldList('name email bank') }),
          currencies: ['eur', 'pln'],
        }),
      ],
      ['fpx', redirect(local('MY', 'myr', { fields: ['bank'] }))],
      ['netbanking', redirect(local('IN', 'inr', { fields: ['bank'] }))],
      ['alipay', redirect({ currencies: list('cny aud cad eur gbp hkd jpy myr nzd sgd usd') })],
      [
        'affirm',
        redirect({
          allowedCountries: ['US', 'CA'],
          defaultCountry: 'US',
          currencies: ['usd', 'cad'],
          // Affirm's documented range: 50.00 to 30,000.00.
          amountLimits: { usd: [5000, 3000000], cad: [5000, 3000000] },
        }),
      ],
      [
        'afterpay_clearpay',
        redirect({
          allowedCountries: list('US CA GB AU NZ'),
          defaultCountry: 'US',
          currencies: list('usd cad gbp aud nzd'),
          fields: fieldList('name email billingAddress'),
          // Afterpay / Clearpay's documented per-country ranges.
          amountLimits: {
            usd: [100, 400000],
            cad: [100, 200000],
            gbp: [100, 100000],
            aud: [100, 200000],
            nzd: [100, 200000],
          },
        }),
      ],
      [
        'klarna',
        redirect({
          allowedCountries: list(KLARNA),
          defaultCountry: 'US',
          currencies: list('usd eur gbp dkk sek nok chf czk pln ron aud cad nzd'),
          fields: ['country', 'email'],
          supportsOffSession: true,
        }),
      ],
      [
        'paypal',
        redirect({
          allowedCountries: list(`${EEA} CH GB`),
          currencies: list('eur gbp usd chf czk dkk nok pln sek aud'),
          supportsOffSession: true,
        }),
      ],
      ['amazon_pay', redirect(local('US', 'usd', { supportsOffSession: true }))],
      [
        'revolut_pay',
        redirect({
          allowedCountries: list(`${EEA} GB`),
          defaultCountry: 'GB',
          currencies: ['gbp', 'eur'],
          supportsOffSession: true,
        }),
      ],
      [
        'mobilepay',
        redirect({
          allowedCountries: ['DK', 'FI'],
          defaultCountry: 'DK',
          currencies: list('dkk eur nok sek'),
        }),
      ],
      ['pay_by_bank', redirect(local('GB', 'gbp'))],
      [
        'alma',
        redirect({
          allowedCountries: list('FR IT ES BE NL LU'),
          defaultCountry: 'FR',
          currencies: ['eur'],
        }),
      ],
      [
        'zip',
        redirect({
          allowedCountries: ['AU', 'US'],
          defaultCountry: 'AU',
          currencies: ['aud', 'usd'],
        }),
      ],
      ['demo_pay', redirect({ allowedCountries: ['GB', 'US'], defaultCountry: 'US' })],
      ['twint', redirect(local('CH', 'chf'))],
      ['naver_pay', redirect(local('KR', 'krw', { supportsOffSession: true }))],
      [
        'cashapp',
        polling(
          'cashapp_handle_redirect_or_display_qr_code',
          local('US', 'usd', { supportsOffSession: true }),
        ),
      ],
      ['paynow', polling('paynow_display_qr_code', local('SG', 'sgd'))],
      [
        'promptpay',
        polling('promptpay_display_qr_code', local('TH', 'thb', { fields: ['email'] })),
      ],
      [
        'wechat_pay',
        polling('wechat_pay_display_qr_code', {
          currencies: list('cny aud cad eur gbp hkd jpy sgd usd dkk nok sek chf'),
        }),
      ],
      ['upi', polling('upi_handle_redirect_or_display_qr_code', local('IN', 'inr'))],
      ['pix', polling('pix_display_qr_code', local('BR', 'brl'))],
      ['swish', polling('swish_handle_redirect_or_display_qr_code', local('SE', 'sek'))],
      ['blik', polling('blik_authorize', local('PL', 'pln'))],
      [
        'multibanco',
        display('multibanco_display_details', local('PT', 'eur', { fields: ['email'] })),
      ],
      ['oxxo', display('oxxo_display_details', local('MX', 'mxn', { fields: ['name', 'email'] }))],
      [
        'konbini',
        display(
          'konbini_display_details',
          local('JP', 'jpy', { fields: ['name', 'email', 'phone'] }),
        ),
      ],
      [
        'customer_balance',
        display('display_bank_transfer_instructions', {
          currencies: list('usd eur gbp jpy mxn'),
          fields: ['email'],
        }),
      ],
      [
        'boleto',
        display('boleto_display_details', {
          ...local('BR', 'brl', { fields: fieldList('name email taxId billingAddress') }),
          taxCountry: 'BR',
          alwaysCollectTaxInformation: true,
          supportsOffSession: true,
        }),
      ],
      [
        'grabpay',
        redirect({
          allowedCountries: ['SG', 'MY'],
          defaultCountry: 'SG',
          currencies: ['sgd', 'myr'],
        }),
      ],
      ['kakao_pay', redirect(local('KR', 'krw', { supportsOffSession: true }))],
      ['kr_card', redirect(local('KR', 'krw', { supportsOffSession: true }))],
      ['payco', redirect(local('KR', 'krw'))],
      ['samsung_pay', redirect(local('KR', 'krw'))],
      ['satispay', redirect(local('IT', 'eur'))],
      [
        'billie',
        redirect({
          allowedCountries: list('DE AT NL FR'),
          defaultCountry: 'DE',
          currencies: ['eur'],
        }),
      ],
    ] as [string, SpecInput][]
  ).map(([type, input]) => [type, spec(type, input)]),
);

/**
 * Stripe's external payment methods: shown by the Payment Element when the merchant lists them
 * (`externalPaymentMethodTypes`), paid outside the provider (the shopper goes to the merchant's
 * own integration), so they are never a PaymentIntent's `payment_method_types`.
 */
export const EXTERNAL_PAYMENT_METHOD_TYPES: readonly string[] = list(
  [
    'external_aplazame external_bank_pay external_bitcash external_bizum external_catch',
    'external_dapp external_divido external_famipay external_fonix external_gcash',
    'external_iwocapay external_kriya external_kueski external_laybuy external_line_pay',
    'external_mbway external_mercado_pago external_merpay external_momo external_mondu',
    'external_oney external_paidy external_pay_easy external_paybright external_paydirekt',
    'external_paypay external_paysafecard external_picpay external_postfinance',
    'external_rakuten_pay external_ratepay external_samsung_pay external_scalapay',
    'external_sequra external_sezzle external_tabby external_tamara external_tng_ewallet',
    'external_truemoney external_venmo external_walley external_webmoney external_younited_pay',
  ].join(' '),
);

export function isExternalPaymentMethodType(type: string): boolean {
  return EXTERNAL_PAYMENT_METHOD_TYPES.includes(type);
}
