/**
 * The tax ID types the Tax ID Element of Stripe.js collects (@stripe/stripe-js 10's `TaxIdType`),
 * one row each: the country it belongs to, the example Stripe's Customer Tax IDs documentation
 * gives, and the format the example follows. Values are matched after {@link normalizeTaxId}
 * (spaces removed, upper case); where the documented example writes dots or hyphens, they are
 * optional.
 *
 * `external` is the type the value carries to the API (`externalTaxIdType`): the EU member
 * states' VAT numbers and Northern Ireland's are one `eu_vat` there; every other type is itself.
 */
export interface TaxIdTypeRow {
  type: string;
  /** ISO 3166-1 alpha-2 country whose shoppers are offered the type. */
  country: string;
  example: string;
  pattern: RegExp;
  external: string;
}

type Row = readonly [type: string, country: string, example: string, pattern: RegExp];

/** The rows, grouped as the API's `eu_vat` (EU VAT numbers) and the others. */
const EU_VAT: readonly Row[] = [
  ['at_vat', 'AT', 'ATU12345678', /^ATU\d{8}$/],
  ['be_vat', 'BE', 'BE0123456789', /^BE[01]\d{9}$/],
  ['bg_vat', 'BG', 'BG0123456789', /^BG\d{9,10}$/],
  ['cy_vat', 'CY', 'CY12345678Z', /^CY\d{8}[A-Z]$/],
  ['cz_vat', 'CZ', 'CZ1234567890', /^CZ\d{8,10}$/],
  ['de_vat', 'DE', 'DE123456789', /^DE\d{9}$/],
  ['dk_vat', 'DK', 'DK12345678', /^DK\d{8}$/],
  ['ee_vat', 'EE', 'EE123456789', /^EE\d{9}$/],
  ['es_vat', 'ES', 'ESA1234567Z', /^ES[A-Z\d]\d{7}[A-Z\d]$/],
  ['fi_vat', 'FI', 'FI12345678', /^FI\d{8}$/],
  ['fr_vat', 'FR', 'FRAB123456789', /^FR[A-Z\d]{2}\d{9}$/],
  ['gr_vat', 'GR', 'EL123456789', /^EL\d{9}$/],
  ['hr_vat', 'HR', 'HR12345678912', /^HR\d{11}$/],
  ['hu_vat', 'HU', 'HU12345678', /^HU\d{8}$/],
  ['ie_vat', 'IE', 'IE1234567AB', /^IE(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/],
  ['it_vat', 'IT', 'IT12345678912', /^IT\d{11}$/],
  ['lt_vat', 'LT', 'LT123456789123', /^LT(\d{9}|\d{12})$/],
  ['lu_vat', 'LU', 'LU12345678', /^LU\d{8}$/],
  ['lv_vat', 'LV', 'LV12345678912', /^LV\d{11}$/],
  ['mt_vat', 'MT', 'MT12345678', /^MT\d{8}$/],
  ['nl_vat', 'NL', 'NL123456789B12', /^NL\d{9}B\d{2}$/],
  ['pl_vat', 'PL', 'PL1234567890', /^PL\d{10}$/],
  ['pt_vat', 'PT', 'PT123456789', /^PT\d{9}$/],
  ['ro_vat', 'RO', 'RO1234567891', /^RO\d{2,10}$/],
  ['se_vat', 'SE', 'SE123456789123', /^SE\d{12}$/],
  ['si_vat', 'SI', 'SI12345678', /^SI\d{8}$/],
  ['sk_vat', 'SK', 'SK1234567891', /^SK\d{10}$/],
  // Northern Ireland's VAT numbers, for goods under the Windsor Framework.
  ['xi_vat', 'GB', 'XI123456789', /^XI(\d{9}|\d{12})$/],
];

const OTHERS: readonly Row[] = [
  ['ae_trn', 'AE', '123456789012345', /^\d{15}$/],
  ['al_tin', 'AL', 'J12345678N', /^[A-Z]\d{8}[A-Z]$/],
  ['am_tin', 'AM', '02538904', /^\d{8}$/],
  ['ao_tin', 'AO', '5123456789', /^\d{10}$/],
  ['au_abn', 'AU', '12345678912', /^\d{11}$/],
  ['aw_tin', 'AW', '12345678', /^\d{8}$/],
  ['az_tin', 'AZ', '0123456789', /^\d{10}$/],
  ['ba_tin', 'BA', '123456789012', /^\d{12}$/],
  ['bb_tin', 'BB', '1123456789012', /^\d{13}$/],
  ['bd_bin', 'BD', '123456789-0123', /^\d{9}-?\d{4}$/],
  ['bf_ifu', 'BF', '12345678A', /^\d{8}[A-Z]$/],
  ['bh_vat', 'BH', '123456789012345', /^\d{15}$/],
  ['bj_ifu', 'BJ', '1234567890123', /^\d{13}$/],
  ['bs_tin', 'BS', '123.456.789', /^\d{3}\.?\d{3}\.?\d{3}$/],
  ['by_tin', 'BY', '123456789', /^\d{9}$/],
  ['ca_bn', 'CA', '123456789', /^\d{9}$/],
  ['ca_gst_hst', 'CA', '123456789RT0002', /^\d{9}RT\d{4}$/],
  ['ca_pst_bc', 'CA', 'PST-1234-5678', /^PST-?\d{4}-?\d{4}$/],
  ['ca_pst_mb', 'CA', '123456-7', /^\d{6}-?\d$/],
  ['ca_pst_sk', 'CA', '1234567', /^\d{7}$/],
  ['ca_qst', 'CA', '1234567890TQ1234', /^\d{10}TQ\d{4}$/],
  ['cd_nif', 'CD', 'A0123456M', /^[A-Z]\d{7}[A-Z]$/],
  ['ch_vat', 'CH', 'CHE-123.456.789 MWST', /^CHE-?\d{3}\.?\d{3}\.?\d{3}(MWST|TVA|IVA)$/],
  ['cl_tin', 'CL', '12.345.678-K', /^\d{1,2}\.?\d{3}\.?\d{3}-?[\dK]$/],
  ['cm_niu', 'CM', 'M123456789000L', /^[A-Z]\d{12}[A-Z]$/],
  ['cr_tin', 'CR', '1-234-567890', /^\d-?\d{3}-?\d{6}$/],
  ['cv_nif', 'CV', '213456789', /^\d{9}$/],
  ['ec_ruc', 'EC', '1234567890001', /^\d{13}$/],
  ['eg_tin', 'EG', '123456789', /^\d{9}$/],
  ['es_cif', 'ES', 'A12345678', /^[A-Z]\d{7}[A-Z\d]$/],
  // The Canary Islands' NIF (a Spanish territory outside the EU VAT area).
  ['ic_nif', 'ES', 'A12345678', /^[A-Z\d]\d{7}[A-Z\d]$/],
  ['et_tin', 'ET', '1234567890', /^\d{10}$/],
  ['gb_vat', 'GB', 'GB123456789', /^GB(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/],
  ['ge_vat', 'GE', '123456789', /^\d{9}$/],
  ['gn_nif', 'GN', '123456789', /^\d{9}$/],
  ['in_gst', 'IN', '12ABCDE3456FGZH', /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/],
  ['is_vat', 'IS', '123456', /^\d{5,6}$/],
  ['ke_pin', 'KE', 'P000111111A', /^[AP]\d{9}[A-Z]$/],
  ['kg_tin', 'KG', '12345678901234', /^\d{14}$/],
  ['kh_tin', 'KH', '1001-123456789', /^\d{4}-?\d{9}$/],
  ['kr_brn', 'KR', '123-45-67890', /^\d{3}-?\d{2}-?\d{5}$/],
  ['kz_bin', 'KZ', '123456789012', /^\d{12}$/],
  ['la_tin', 'LA', '123456789-000', /^\d{9}-?\d{3}$/],
  ['li_vat', 'LI', '12345', /^\d{5}$/],
  ['lk_vat', 'LK', '123456789-1234', /^\d{9}-?\d{4}$/],
  ['ma_vat', 'MA', '12345678', /^\d{8}$/],
  ['md_vat', 'MD', '1234567', /^\d{7}$/],
  ['me_pib', 'ME', '12345678', /^\d{8}$/],
  ['mk_vat', 'MK', 'MK1234567890123', /^MK\d{13}$/],
  ['mr_nif', 'MR', '12345678', /^\d{8}$/],
  ['mx_rfc', 'MX', 'ABC010203AB9', /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/],
  ['ng_tin', 'NG', '12345678-0001', /^\d{8}-?\d{4}$/],
  ['no_vat', 'NO', '123456789MVA', /^\d{9}MVA$/],
  ['np_pan', 'NP', '123456789', /^\d{9}$/],
  ['nz_gst', 'NZ', '123456789', /^\d{8,9}$/],
  ['om_vat', 'OM', 'OM1234567890', /^OM\d{10}$/],
  ['pe_ruc', 'PE', '12345678901', /^\d{11}$/],
  ['ph_tin', 'PH', '123456789012', /^\d{12}$/],
  ['rs_pib', 'RS', '123456789', /^\d{9}$/],
  ['ru_inn', 'RU', '1234567891', /^(\d{10}|\d{12})$/],
  ['ru_kpp', 'RU', '123456789', /^\d{9}$/],
  ['sa_vat', 'SA', '123456789012345', /^\d{15}$/],
  ['sg_gst', 'SG', 'M12345678X', /^(M\d{8}[A-Z]|\d{8,9}[A-Z]|[ST]\d{2}[A-Z]{2}\d{4}[A-Z])$/],
  ['sn_ninea', 'SN', '12345672A2', /^\d{7,9}([A-Z\d]{2,3})?$/],
  ['sr_fin', 'SR', '1234567890', /^\d{10}$/],
  ['th_vat', 'TH', '1234567891234', /^\d{13}$/],
  ['tj_tin', 'TJ', '123456789', /^\d{9}$/],
  ['tr_tin', 'TR', '0123456789', /^\d{10}$/],
  ['tw_vat', 'TW', '12345678', /^\d{8}$/],
  ['tz_vat', 'TZ', '12345678A', /^\d{8}[A-Z]$/],
  ['ua_vat', 'UA', '123456789', /^\d{9,12}$/],
  ['ug_tin', 'UG', '1014751879', /^\d{10}$/],
  ['uy_ruc', 'UY', '123456789012', /^\d{12}$/],
  ['uz_tin', 'UZ', '123456789', /^\d{9}$/],
  ['uz_vat', 'UZ', '123456789012', /^\d{12}$/],
  ['za_vat', 'ZA', '4123456789', /^4\d{9}$/],
  ['zm_tin', 'ZM', '1004751879', /^\d{10}$/],
  ['zw_tin', 'ZW', '1234567890', /^\d{10}$/],
];

/** Every type the element offers, in one list. */
export const TAX_ID_TYPES: readonly TaxIdTypeRow[] = [
  ...EU_VAT.map(([type, country, example, pattern]) => ({
    type,
    country,
    example,
    pattern,
    external: 'eu_vat',
  })),
  ...OTHERS.map(([type, country, example, pattern]) => ({
    type,
    country,
    example,
    pattern,
    external: type,
  })),
];
