import { type CardVariant, VARIANTS } from './brand-table.js';
import { detectVariantIndex } from './brand-trie.js';

export type { CardVariant } from './brand-table.js';

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'elo'
  | 'cartes_bancaires'
  | 'unknown';

/** Brands a shopper can pay with. */
export const ACCEPTED_CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'diners',
  'jcb',
  'unionpay',
  'elo',
] as const satisfies readonly CardBrand[];

/** Brands a saved card or the API may report: the accepted ones plus cartes_bancaires. */
export const CARD_BRAND_MAPPING = [
  'visa',
  'mastercard',
  'amex',
  'jcb',
  'diners',
  'discover',
  'unionpay',
  'elo',
  'cartes_bancaires',
] as const satisfies readonly CardBrand[];

/** Card networks a co-badged card may also run on. */
export const CARD_NETWORKS = [
  'accel',
  'carnet',
  'cartes_bancaires',
  'interac',
  'nyce',
  'pulse',
  'rupay',
  'star',
  'eftpos_au',
  'girocard',
] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

const BRAND_OF_VARIANT: readonly CardBrand[] = VARIANTS.map((v) =>
  v === 'diners14' ? 'diners' : v,
);

/** Brand by longest number-prefix match; spaces, dashes and full-width digits are fine. */
export function detectBrand(input: string): CardBrand {
  return BRAND_OF_VARIANT[detectVariantIndex(input)] as CardBrand;
}

/** Like detectBrand, but tells 14-digit Diners (prefix 36) apart: it has its own length and layout. */
export function detectCardVariant(input: string): CardVariant {
  return VARIANTS[detectVariantIndex(input)] as CardVariant;
}

export interface LengthRange {
  readonly min: number;
  readonly max: number;
}

const SIXTEEN: LengthRange = { min: 16, max: 16 };
const NINETEEN: LengthRange = { min: 16, max: 19 };
const NUMBER_LENGTHS: Readonly<Record<CardVariant | 'cartes_bancaires', LengthRange>> = {
  visa: SIXTEEN,
  mastercard: SIXTEEN,
  amex: { min: 15, max: 15 },
  unionpay: { min: 13, max: 19 },
  diners: SIXTEEN,
  diners14: { min: 14, max: 14 },
  discover: SIXTEEN,
  jcb: SIXTEEN,
  elo: SIXTEEN,
  cartes_bancaires: SIXTEEN,
  unknown: SIXTEEN,
};

/** Allowed card-number lengths; visa and mastercard reach 19 when 19-digit numbers are enabled. */
export function cardNumberLengths(
  variant: CardVariant | CardBrand,
  options?: { allow19Digits?: boolean },
): LengthRange {
  if (options?.allow19Digits && (variant === 'visa' || variant === 'mastercard')) return NINETEEN;
  return NUMBER_LENGTHS[variant];
}

/** Allowed CVC lengths; amex takes 3 or 4 digits unless restricted to 4, unknown 3 or 4. */
export function cvcLengths(brand: CardBrand, options?: { restrictAmexCvc?: boolean }): LengthRange {
  if (brand === 'amex') return { min: options?.restrictAmexCvc ? 4 : 3, max: 4 };
  if (brand === 'unknown') return { min: 3, max: 4 };
  return { min: 3, max: 3 };
}
