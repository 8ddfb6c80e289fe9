import { isZeroDecimalCurrency, MINIMUM_CHARGE_AMOUNTS, minimumChargeAmount } from '@kassa/core';
import { ApiError } from '../errors/api-error.js';

// Stripe's presentment currencies: the ones with a documented minimum charge (@kassa/core's
// table, shared with the browser) and the others, which take the usual 50 minor units.
const OTHERS =
  'afn all amd ang aoa ars awg azn bam bbd bdt bif bmd bnd bob bsd bwp byn bzd cdf clp cny cop crc cve djf dop dzd egp etb fjd fkp gel gip gmd gnf gtq gyd hnl htg idr ils isk jmd kes kgs khr kmf krw kyd kzt lak lbp lkr lrd lsl mad mdl mga mkd mmk mnt mop mur mvr mwk mzn nad ngn nio npr pab pen pgk php pkr pyg qar rsd rub rwf sar sbd scr shp sle sos srd std szl tjs top try ttd twd tzs uah ugx uyu uzs vnd vuv wst xaf xcd xof xpf yer zar zmw';

const SUPPORTED = new Set([...Object.keys(MINIMUM_CHARGE_AMOUNTS), ...OTHERS.split(' ')]);

const MAX_AMOUNT = 99_999_999;

export function parseCurrency(value: string, param = 'currency'): string {
  const currency = value.toLowerCase();
  if (!SUPPORTED.has(currency)) {
    throw new ApiError(
      'currency_invalid',
      `Invalid currency: ${value.slice(0, 10)}. Kassa currently supports these currencies: ${[...SUPPORTED].join(', ')}`,
      { param },
    );
  }
  return currency;
}

function formatMinor(amount: number, currency: string): string {
  const major = isZeroDecimalCurrency(currency) ? amount : amount / 100;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(major);
  } catch {
    return major.toFixed(2);
  }
}

export function checkAmount(amount: number, currency: string, param = 'amount'): void {
  const minimum = minimumChargeAmount(currency) ?? 50;
  if (amount < minimum) {
    throw new ApiError(
      'amount_too_small',
      `Amount must be at least ${formatMinor(minimum, currency)} ${currency}`,
      { param },
    );
  }
  if (amount > MAX_AMOUNT) {
    throw new ApiError(
      'amount_too_large',
      `Amount must be no more than ${formatMinor(MAX_AMOUNT, currency)}`,
      { param },
    );
  }
}

/** How many decimals a currency's minor unit has in API amounts (0 for zero-decimal ones). */
export function minorUnitExponent(currency: string): number {
  return isZeroDecimalCurrency(currency) ? 0 : 2;
}

/** Whether Kassa takes the currency (lower case), without throwing. */
export function isSupportedCurrency(currency: string): boolean {
  return SUPPORTED.has(currency.toLowerCase());
}
