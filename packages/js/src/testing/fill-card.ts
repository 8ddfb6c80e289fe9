import { type CardForm, framesOf } from './frames.js';
import type { FrameLocatorLike, LocatorLike, PageLike } from './playwright-like.js';

export interface CardDetails {
  number: string;
  /** 'MM/YY', 'MM / YY', 'MMYY' or 'MM/YYYY'. */
  expiry: string;
  cvc: string;
  /** Typed when the form shows a postal code field. */
  postalCode?: string;
  /** Two-letter billing country, chosen when the form shows a country (Payment Element). */
  country?: string;
}

export interface CardFormOptions {
  /** Which card form the page mounted; 'payment' by default. */
  element?: CardForm;
}

/** The inputs of every card form, by the autocomplete tokens each one carries. */
export const FIELD_SELECTORS = {
  number: 'input[autocomplete="cc-number"]',
  expiry: 'input[autocomplete="cc-exp"]',
  cvc: 'input[autocomplete="cc-csc"]',
  country: 'select[autocomplete="country"]',
  postalCode: 'input[autocomplete="postal-code"]',
} as const;

export type CardField = keyof typeof FIELD_SELECTORS;

/** The digits to type for an expiry: '12/34', '12 / 34', '1234' and '12/2034' give '1234'. */
export function expiryDigits(expiry: string): string {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (match === null) {
    throw new Error(
      `fillCard: expected an expiry like 12/34, but received ${JSON.stringify(expiry)}`,
    );
  }
  const [, month = '', year = ''] = match;
  return `${month.padStart(2, '0')}${year.slice(-2)}`;
}

/** What to put in each field, in the order a shopper fills them (country before postal code). */
export function fieldValues(card: CardDetails): Array<[CardField, string]> {
  const values: Array<[CardField, string]> = [
    ['number', card.number.replace(/\s/g, '')],
    ['expiry', expiryDigits(card.expiry)],
    ['cvc', card.cvc],
  ];
  if (card.country !== undefined) values.push(['country', card.country.toUpperCase()]);
  if (card.postalCode !== undefined) values.push(['postalCode', card.postalCode]);
  return values;
}

async function present(input: LocatorLike): Promise<boolean> {
  return (await input.count()) > 0 && (await input.isVisible());
}

/** Types like a shopper, key by key, so formatting and change events run as they would. */
async function typeInto(input: LocatorLike, text: string): Promise<void> {
  await input.click();
  await input.clear();
  await input.pressSequentially(text);
}

async function fillFrame(frame: FrameLocatorLike, values: Array<[CardField, string]>) {
  // The frame renders its form after `ready`: wait for its first input.
  await frame.locator(Object.values(FIELD_SELECTORS).join(', ')).first().waitFor();
  for (const [field, value] of values) {
    const input = frame.locator(FIELD_SELECTORS[field]).first();
    if (!(await present(input))) continue;
    if (field === 'country') await input.selectOption(value);
    else await typeInto(input, value);
  }
}

/**
 * Fills the secure card fields from Playwright. They live in cross-origin frames on the
 * provider's origin, so the helper reaches them as a browser does, through frame locators.
 *
 * ```ts
 * await fillCard(page, { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', postalCode: '10001' });
 * ```
 */
export async function fillCard(
  page: PageLike,
  card: CardDetails,
  options: CardFormOptions = {},
): Promise<void> {
  const values = fieldValues(card);
  for (const frame of framesOf(page, options.element ?? 'payment')) await fillFrame(frame, values);
}

/**
 * The error the form shows now (e.g. 'Your card number is incomplete.' or a decline), or null.
 * It is the text the first invalid input points at with aria-describedby.
 */
export async function readElementError(
  page: PageLike,
  options: CardFormOptions = {},
): Promise<string | null> {
  for (const frame of framesOf(page, options.element ?? 'payment')) {
    const invalid = frame.locator('[aria-invalid="true"]').first();
    if ((await invalid.count()) === 0) continue;
    const id = await invalid.getAttribute('aria-describedby');
    if (id === null) continue;
    const text = (await frame.locator(`[id="${id}"]`).first().textContent())?.trim();
    if (text) return text;
  }
  return null;
}
