import { type CardBrand, detectBrand } from '@kassa/core';
import { profileCard, TEST_CARDS, TEST_PAYMENT_METHODS } from './test-cards.js';

export interface AccountRange {
  account_range_low: string;
  account_range_high: string;
  brand: CardBrand;
  pan_length: number;
  country: string;
  funding: string;
}

// Account ranges are written as 19-digit numbers, like Stripe's card-metadata answers.
const RANGE_DIGITS = 19;
// Test cards are listed per 8-digit prefix, the length card numbers are compared at.
const TEST_PREFIX = 8;

const low = (prefix: string) => prefix.padEnd(RANGE_DIGITS, '0');
const high = (prefix: string) => prefix.padEnd(RANGE_DIGITS, '9');

// Stripe's co-badged Cartes Bancaires test numbers run on two networks each.
const CO_BADGED: readonly { number: string; brands: readonly CardBrand[] }[] = [
  { number: '4000002500001001', brands: ['cartes_bancaires', 'visa'] },
  { number: '5555552500001001', brands: ['cartes_bancaires', 'mastercard'] },
];

// Other numbers the processor or Stripe's docs use as test cards beyond the outcome table.
const EXTRA_TEST_NUMBERS = ['4242424242424242', '4000056655665556', '6555900000604105'];

function testRanges(): AccountRange[] {
  const numbers = new Set([
    ...Object.keys(TEST_CARDS),
    ...Object.values(TEST_PAYMENT_METHODS),
    ...EXTRA_TEST_NUMBERS,
  ]);
  const out: AccountRange[] = [];
  for (const number of numbers) {
    const profile = profileCard(number);
    const prefix = number.slice(0, TEST_PREFIX);
    const base = { pan_length: number.length, country: profile.country, funding: profile.funding };
    out.push({
      account_range_low: low(prefix),
      account_range_high: high(prefix),
      brand: detectBrand(number),
      ...base,
    });
  }
  for (const { number, brands } of CO_BADGED) {
    const prefix = number.slice(0, TEST_PREFIX);
    for (const brand of brands) {
      out.push({
        account_range_low: low(prefix),
        account_range_high: high(prefix),
        brand,
        pan_length: 16,
        country: 'FR',
        funding: 'credit',
      });
    }
  }
  return dedupe(out);
}

function dedupe(ranges: AccountRange[]): AccountRange[] {
  const seen = new Map<string, AccountRange>();
  for (const range of ranges) {
    const key = `${range.account_range_low}-${range.brand}`;
    // A co-badged entry replaces the single-network one made from the same prefix.
    if (!seen.has(key) || range.country === 'FR') seen.set(key, range);
  }
  return [...seen.values()];
}

const TEST_RANGES = testRanges();

/** PAN length a brand issues on a BIN: 15 for amex, 14 for diners' 36 range, 16 otherwise. */
function panLength(brand: CardBrand, bin: string): number {
  if (brand === 'amex') return 15;
  if (brand === 'diners' && bin.startsWith('36')) return 14;
  return 16;
}

/**
 * The account ranges known for a 6-digit BIN: every test-card range inside it, then the
 * brand's own range for the whole BIN (the major networks' IIN ranges, via @kassa/core).
 */
export function accountRangesFor(bin: string): AccountRange[] {
  const found = TEST_RANGES.filter(
    (range) =>
      range.account_range_low.slice(0, bin.length) <= bin &&
      range.account_range_high.slice(0, bin.length) >= bin,
  );
  const brand = detectBrand(bin);
  if (brand !== 'unknown') {
    found.push({
      account_range_low: low(bin),
      account_range_high: high(bin),
      brand,
      pan_length: panLength(brand, bin),
      country: 'US',
      funding: 'credit',
    });
  }
  return found;
}
