import { ApiError } from '../errors/api-error.js';
import { minorUnitExponent } from '../platform/currencies.js';

// The offline rate table test mode converts with (adaptive pricing, the currency selector,
// /v1/fx_quotes): a FIXED snapshot, never fetched, so tests and demos give the same amounts on
// every run. Documented in packages/server/docs/fx-rates.md. Each rate is how many units of the
// currency one US dollar buys, written as a decimal string and used as an exact fraction.
export const UNITS_PER_USD: Readonly<Record<string, string>> = {
  aed: '3.6725',
  ars: '870',
  aud: '1.52',
  bdt: '110',
  bgn: '1.8',
  brl: '5',
  cad: '1.36',
  chf: '0.88',
  clp: '950',
  cny: '7.2',
  cop: '3900',
  czk: '23.2',
  dkk: '6.87',
  egp: '47',
  eur: '0.92',
  gbp: '0.79',
  hkd: '7.82',
  huf: '360',
  idr: '15600',
  ils: '3.7',
  inr: '83.2',
  isk: '137',
  jpy: '150',
  kes: '130',
  krw: '1330',
  lkr: '300',
  mad: '10',
  mxn: '17',
  myr: '4.7',
  ngn: '1500',
  nok: '10.7',
  nzd: '1.64',
  pen: '3.75',
  php: '56',
  pkr: '278',
  pln: '3.98',
  qar: '3.64',
  ron: '4.58',
  sar: '3.75',
  sek: '10.5',
  sgd: '1.34',
  thb: '35.5',
  try: '32.5',
  twd: '31.5',
  ugx: '3800',
  usd: '1',
  uyu: '39',
  vnd: '24500',
  xaf: '605',
  xof: '605',
  zar: '18.5',
};

/** A non-negative decimal string as an exact fraction: numerator / 10^scale. */
function fraction(text: string): { numerator: bigint; denominator: bigint } {
  const [whole = '0', decimals = ''] = text.split('.');
  return {
    numerator: BigInt(`${whole}${decimals}`),
    denominator: 10n ** BigInt(decimals.length),
  };
}

export function hasRate(currency: string): boolean {
  return Object.hasOwn(UNITS_PER_USD, currency);
}

function unitsPerUsd(currency: string, param: string): { numerator: bigint; denominator: bigint } {
  const rate = UNITS_PER_USD[currency];
  if (rate === undefined) {
    throw new ApiError(
      'parameter_invalid_value',
      `Kassa's offline rate table has no rate for ${currency}. Currencies with a rate: ${Object.keys(UNITS_PER_USD).join(', ')}.`,
      { param },
    );
  }
  return fraction(rate);
}

/** Units of `to` one unit of `from` buys, to 9 significant digits (an FX quote's exchange_rate). */
export function exchangeRate(from: string, to: string, param = 'currency'): number {
  const a = unitsPerUsd(from, param);
  const b = unitsPerUsd(to, param);
  // (b.n / b.d) / (a.n / a.d)
  return Number(
    (
      (Number(b.numerator) * Number(a.denominator)) /
      (Number(b.denominator) * Number(a.numerator))
    ).toPrecision(9),
  );
}

/** a / b rounded half away from zero, for bigints. */
function roundedDivision(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const x = a < 0n ? -a : a;
  const y = b < 0n ? -b : b;
  const quotient = (2n * x + y) / (2n * y);
  return negative ? -quotient : quotient;
}

/**
 * An amount in `from`'s minor unit converted to `to`'s minor unit with the table's rate,
 * rounded half away from zero to the target currency's minor unit (jpy 1, usd 0.01…). Exact:
 * no binary floating point between the two amounts.
 */
export function convertAmount(
  amount: number,
  from: string,
  to: string,
  param = 'currency',
): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`not an amount: ${amount}`);
  if (from === to) return amount;
  const a = unitsPerUsd(from, param);
  const b = unitsPerUsd(to, param);
  const fromScale = 10n ** BigInt(minorUnitExponent(from));
  const toScale = 10n ** BigInt(minorUnitExponent(to));
  // amount / fromScale (major units of from) * (b / a) * toScale (minor units of to)
  const numerator = BigInt(amount) * toScale * b.numerator * a.denominator;
  const denominator = fromScale * b.denominator * a.numerator;
  return Number(roundedDivision(numerator, denominator));
}
