import { ACCEPTED_CARD_BRANDS, type CardBrand } from './card-brand.js';

// The merchant's card-brand filter: which brands the form refuses. Option values use the API's
// names; Discover's sub-brands are the networks discover_global_network
// already covers.
export const FILTERABLE_CARD_BRANDS = [
  'visa',
  'mastercard',
  'american_express',
  'discover_global_network',
  'discover',
  'diners_club',
  'jcb',
  'china_union_pay',
  'elo',
] as const;
export type FilterableCardBrand = (typeof FILTERABLE_CARD_BRANDS)[number];

export const DISCOVER_SUB_BRANDS = ['discover', 'diners_club', 'jcb', 'china_union_pay'] as const;

const BRANDS_OF_OPTION: Readonly<Record<FilterableCardBrand, readonly CardBrand[]>> = {
  visa: ['visa'],
  mastercard: ['mastercard'],
  american_express: ['amex'],
  discover_global_network: ['discover', 'diners', 'jcb', 'unionpay'],
  discover: ['discover'],
  diners_club: ['diners'],
  jcb: ['jcb'],
  china_union_pay: ['unionpay'],
  elo: ['elo'],
};

export type BrandFilterError =
  | 'allowed_and_disallowed'
  | 'not_a_subset'
  | 'discover_global_network_with_sub_brand'
  | 'all_brands_blocked'
  | 'beta_required';

/** What elements() throws for each refusal (`{values}`: the brands at fault, comma-separated). */
export const BRAND_FILTER_MESSAGES_EN: Readonly<Record<BrandFilterError, string>> = {
  allowed_and_disallowed: 'allowedCardBrands and disallowedCardBrands cannot both be specified.',
  not_a_subset:
    'Unsupported card brands: {values}. Card brands must be among the available brands.',
  discover_global_network_with_sub_brand:
    'discover_global_network already includes {values}; specify one or the other.',
  all_brands_blocked: 'At least one card brand must remain allowed.',
  beta_required: 'allowedCardBrands and disallowedCardBrands need the card brand filtering beta.',
};

export interface BrandFilterOptions {
  allowedCardBrands?: readonly string[];
  disallowedCardBrands?: readonly string[];
}

export type BrandFilterResult =
  | { ok: true; blocked: readonly CardBrand[] }
  | { ok: false; error: BrandFilterError; values?: readonly string[] };

/**
 * Checks the filter and lists the brands it blocks. `available` is what the session offers
 * (defaults to every filterable brand); `betaEnabled` is the merchant's beta flag.
 */
export function resolveBrandFilter(
  options: BrandFilterOptions,
  context: { betaEnabled: boolean; available?: readonly string[] },
): BrandFilterResult {
  const { allowedCardBrands: allowed, disallowedCardBrands: disallowed } = options;
  if (allowed === undefined && disallowed === undefined) return { ok: true, blocked: [] };
  if (!context.betaEnabled) return { ok: false, error: 'beta_required' };
  if (allowed !== undefined && disallowed !== undefined) {
    return { ok: false, error: 'allowed_and_disallowed' };
  }
  const list = allowed ?? disallowed ?? [];
  const available: readonly string[] = context.available ?? FILTERABLE_CARD_BRANDS;
  const unknown = list.filter((b) => !available.includes(b));
  if (unknown.length > 0) return { ok: false, error: 'not_a_subset', values: unknown };
  if (list.includes('discover_global_network')) {
    const subs = list.filter((b) => (DISCOVER_SUB_BRANDS as readonly string[]).includes(b));
    if (subs.length > 0) {
      return { ok: false, error: 'discover_global_network_with_sub_brand', values: subs };
    }
  }
  const named = new Set(list.flatMap((b) => BRANDS_OF_OPTION[b as FilterableCardBrand] ?? []));
  const blocked = ACCEPTED_CARD_BRANDS.filter((b) => (allowed ? !named.has(b) : named.has(b)));
  if (blocked.length === ACCEPTED_CARD_BRANDS.length) {
    return { ok: false, error: 'all_brands_blocked' };
  }
  return { ok: true, blocked };
}

/** A detected brand is blocked by the filter; unknown numbers are never blocked while typing. */
export function isBrandBlocked(brand: CardBrand, blocked: readonly CardBrand[]): boolean {
  return brand !== 'unknown' && blocked.includes(brand);
}
