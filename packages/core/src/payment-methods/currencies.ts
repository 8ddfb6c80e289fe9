/** Currencies whose API amounts have no minor unit (Stripe's zero-decimal list). */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = [
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
];

/**
 * Stripe's documented minimum charge per settlement currency, in the currency's minor unit
 * (usd 50 = $0.50; jpy 50 = ¥50). Other currencies fall back to the usd equivalent check the
 * server does, so they are absent here.
 */
export const MINIMUM_CHARGE_AMOUNTS: Readonly<Record<string, number>> = {
  usd: 50,
  aed: 200,
  aud: 50,
  bgn: 100,
  brl: 50,
  cad: 50,
  chf: 50,
  czk: 1500,
  dkk: 250,
  eur: 50,
  gbp: 30,
  hkd: 400,
  huf: 17500,
  inr: 50,
  jpy: 50,
  mxn: 1000,
  myr: 200,
  nok: 300,
  nzd: 50,
  pln: 200,
  ron: 200,
  sek: 300,
  sgd: 50,
  thb: 1000,
};

export function isZeroDecimalCurrency(currency: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.includes(currency.toLowerCase());
}

export function minimumChargeAmount(currency: string): number | undefined {
  return MINIMUM_CHARGE_AMOUNTS[currency.toLowerCase()];
}

/** True when an amount is below its currency's minimum (the server's amount_too_small). */
export function isAmountTooSmall(amount: number, currency: string): boolean {
  const minimum = minimumChargeAmount(currency);
  return minimum !== undefined && amount < minimum;
}

/** Default country by currency; US for any other currency. */
const COUNTRY_BY_CURRENCY: Readonly<Record<string, string>> = {
  usd: 'US',
  gbp: 'GB',
  aud: 'AU',
  cad: 'CA',
  eur: 'FR',
  mxn: 'MX',
  sgd: 'SG',
};

export const DEFAULT_CURRENCY = 'usd';

export function defaultCountryForCurrency(currency: string): string {
  return COUNTRY_BY_CURRENCY[currency.toLowerCase()] ?? 'US';
}
