import { TAX_ID_TYPES, type TaxIdTypeRow } from './tax-id-types.js';

/** What the shopper typed, as the format rules read it: no spaces, upper case. */
export function normalizeTaxId(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

const BY_TYPE: ReadonlyMap<string, TaxIdTypeRow> = new Map(
  TAX_ID_TYPES.map((row) => [row.type, row]),
);

/** The row of one type, or undefined for a type the element does not offer. */
export function taxIdType(type: string): TaxIdTypeRow | undefined {
  return BY_TYPE.get(type);
}

/**
 * The types offered to a country's shoppers (none: an empty list): the country's own first
 * (GB VAT before Northern Ireland's XI VAT, ES VAT before the Canary Islands' NIF), else in the
 * table's order.
 */
export function taxIdTypesOf(country: string): TaxIdTypeRow[] {
  const code = country.toUpperCase();
  const own = (row: TaxIdTypeRow) => (row.type.slice(0, 2).toUpperCase() === code ? 0 : 1);
  return TAX_ID_TYPES.filter((row) => row.country === code).sort((a, b) => own(a) - own(b));
}

/** The countries with at least one type, each once. */
export function taxIdCountries(): string[] {
  return [...new Set(TAX_ID_TYPES.map((row) => row.country))];
}

/**
 * A type's name as the shopper sees it in the type list: the letters of its code, e.g.
 * `de_vat` → "DE VAT", `ca_gst_hst` → "CA GST/HST" (acronyms, the same in every language).
 */
export function taxIdTypeName(type: string): string {
  const [prefix = '', ...rest] = type.toUpperCase().split('_');
  return rest.length === 0 ? prefix : `${prefix} ${rest.join(' ').replace('GST HST', 'GST/HST')}`;
}

export type TaxIdErrorCode = 'incomplete_tax_id' | 'invalid_tax_id' | 'incomplete_business_name';

export interface TaxIdCheck {
  /** The normalised value (what the element reports). */
  value: string;
  empty: boolean;
  /** Filled and in the type's format. */
  valid: boolean;
  /** Why the value cannot be used; undefined for a valid or (if optional) empty one. */
  error?: TaxIdErrorCode;
}

/**
 * Checks a tax ID against its type's format. Empty is `incomplete_tax_id` when required, fine
 * otherwise; a value not in the format (or of a type the table lacks) is `invalid_tax_id`.
 */
export function validateTaxId(type: string, raw: string, required: boolean): TaxIdCheck {
  const value = normalizeTaxId(raw);
  if (value === '')
    return required
      ? { value, empty: true, valid: false, error: 'incomplete_tax_id' }
      : { value, empty: true, valid: false };
  const row = BY_TYPE.get(type);
  const valid = row?.pattern.test(value) === true;
  return valid
    ? { value, empty: false, valid }
    : { value, empty: false, valid, error: 'invalid_tax_id' };
}
