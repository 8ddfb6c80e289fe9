import { named, succeeds, type TestCardRow } from './test-card-row.js';

// Stripe's cards by country: [number, ISO country, country name, its pm_card_/tok_ suffix
// (none: Stripe documents the number only), brand and funding when not a Visa credit card].
type CountryCard = readonly [
  number: string,
  country: string,
  name: string,
  suffix?: string,
  kind?: 'debit' | 'mastercard' | 'jcb',
];

const COUNTRY_CARDS: readonly CountryCard[] = [
  ['4000000320000021', 'AR', 'Argentina', 'ar'],
  ['4000000760000002', 'BR', 'Brazil', 'br'],
  ['4000001240000000', 'CA', 'Canada', 'ca'],
  ['4000001520000001', 'CL', 'Chile', 'cl'],
  ['4000001700000003', 'CO', 'Colombia', 'co'],
  ['4000001880000005', 'CR', 'Costa Rica', 'cr'],
  ['4000002180000000', 'EC', 'Ecuador', 'ec'],
  ['4000004840008001', 'MX', 'Mexico', 'mx'],
  ['4000005910000000', 'PA', 'Panama', 'pa'],
  ['4000006000000066', 'PY', 'Paraguay', 'py'],
  ['4000006040000068', 'PE', 'Peru', 'pe'],
  ['4000008580000003', 'UY', 'Uruguay', 'uy'],
  ['4000000400000008', 'AT', 'Austria', 'at'],
  ['4000000560000004', 'BE', 'Belgium', 'be'],
  ['4000001000000000', 'BG', 'Bulgaria', 'bg'],
  ['4000001120000005', 'BY', 'Belarus', 'by'],
  ['4000001960000008', 'CY', 'Cyprus', 'cy'],
  ['4000002030000002', 'CZ', 'Czech Republic', 'cz'],
  ['4000002080000001', 'DK', 'Denmark', 'dk'],
  ['4000002460000001', 'FI', 'Finland', 'fi'],
  ['4000002500000003', 'FR', 'France', 'fr'],
  ['4000002760000016', 'DE', 'Germany', 'de'],
  ['4000003000000030', 'GR', 'Greece', 'gr'],
  ['4000003480000005', 'HU', 'Hungary', 'hu'],
  ['4000003720000005', 'IE', 'Ireland', 'ie'],
  ['4000003800000008', 'IT', 'Italy', 'it'],
  ['4000004280000005', 'LV', 'Latvia', 'lv'],
  ['4000004400000000', 'LT', 'Lithuania', 'lt'],
  ['4000004420000006', 'LU', 'Luxembourg', 'lu'],
  ['4000004700000007', 'MT', 'Malta', 'mt'],
  ['4000005280000002', 'NL', 'Netherlands', 'nl'],
  ['4000005780000007', 'NO', 'Norway', 'no'],
  ['4000006160000005', 'PL', 'Poland', 'pl'],
  ['4000006200000007', 'PT', 'Portugal', 'pt'],
  ['4000006420000001', 'RO', 'Romania', 'ro'],
  ['4000006820000007', 'SA', 'Saudi Arabia'],
  ['4000007050000006', 'SI', 'Slovenia', 'si'],
  ['4000007030000001', 'SK', 'Slovakia', 'sk'],
  ['4000007240000007', 'ES', 'Spain', 'es'],
  ['4000007520000008', 'SE', 'Sweden', 'se'],
  ['4000007560000009', 'CH', 'Switzerland', 'ch'],
  ['4000008260000000', 'GB', 'United Kingdom', 'gb'],
  ['4000058260000005', 'GB', 'United Kingdom', 'gb_debit', 'debit'],
  ['5555558265554449', 'GB', 'United Kingdom', 'gb_mastercard', 'mastercard'],
  ['4000000360000006', 'AU', 'Australia', 'au'],
  ['4000001560000002', 'CN', 'China', 'cn'],
  ['4000003440000004', 'HK', 'Hong Kong', 'hk'],
  ['4000003560000008', 'IN', 'India', 'in'],
  ['4000003920000003', 'JP', 'Japan', 'jp'],
  ['3530111333300000', 'JP', 'Japan', undefined, 'jcb'],
  ['4000004580000002', 'MY', 'Malaysia', 'my'],
  ['4000005540000008', 'NZ', 'New Zealand', 'nz'],
  ['4000007020000003', 'SG', 'Singapore', 'sg'],
  ['4000001580000008', 'TW', 'Taiwan', 'tw'],
  ['4000007640000003', 'TH', 'Thailand', 'th_credit'],
  ['4000057640000008', 'TH', 'Thailand', 'th_debit', 'debit'],
];

const KIND_NAMES = { debit: 'Visa debit', mastercard: 'Mastercard', jcb: 'JCB' } as const;

/** The rows of Stripe's cards by country, each succeeding as a card issued there. */
export function countryCardRows(): TestCardRow[] {
  return COUNTRY_CARDS.map(([number, country, name, suffix, kind]) =>
    succeeds(number, `${kind ? KIND_NAMES[kind] : 'Visa'}, ${name}`, {
      brand: kind === 'mastercard' || kind === 'jcb' ? kind : 'visa',
      funding: kind === 'debit' ? 'debit' : 'credit',
      country,
      ...(suffix ? { ids: named(suffix) } : {}),
    }),
  );
}
