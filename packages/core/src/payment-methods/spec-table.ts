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
    ...(input.defaultCountry ? { defaultCountry: input.defaultCountry } : {}),
    ...(input.taxCountry ? { taxCountry: input.taxCountry } : {}),
  };
}

function local(country: string, currency: string, input: SpecInput = {}): SpecInput {
  return { allowedCountries: [country], defaultCountry: country, currencies: [currency], ...input };
}

const redirect = (input: SpecInput): SpecInput => ({ ...input, flow: 'redirect' });

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
        }),
      ],
      [
        'afterpay_clearpay',
        redirect({
          allowedCountries: list('US CA GB AU NZ'),
          defaultCountry: 'US',
          currencies: list('usd cad gbp aud nzd'),
          fields: fieldList('name email billingAddress'),
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
      ['cashapp', { ...local('US', 'usd', { supportsOffSession: true }), flow: 'polling' }],
      ['paynow', { ...local('SG', 'sgd'), flow: 'polling' }],
      ['promptpay', { ...local('TH', 'thb', { fields: ['email'] }), flow: 'polling' }],
      [
        'wechat_pay',
        {
          currencies: list('cny aud cad eur gbp hkd jpy sgd usd dkk nok sek chf'),
          flow: 'polling',
        },
      ],
      ['upi', { ...local('IN', 'inr'), flow: 'polling' }],
      ['multibanco', { ...local('PT', 'eur', { fields: ['email'] }), flow: 'display' }],
      ['oxxo', { ...local('MX', 'mxn', { fields: ['name', 'email'] }), flow: 'display' }],
      [
        'customer_balance',
        { currencies: list('usd eur gbp jpy mxn'), flow: 'display', fields: ['email'] },
      ],
      [
        'boleto',
        {
          ...local('BR', 'brl', { fields: fieldList('name email taxId billingAddress') }),
          taxCountry: 'BR',
          alwaysCollectTaxInformation: true,
          supportsOffSession: true,
          flow: 'display',
        },
      ],
    ] as [string, SpecInput][]
  ).map(([type, input]) => [type, spec(type, input)]),
);
