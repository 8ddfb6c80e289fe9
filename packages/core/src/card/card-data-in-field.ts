import { digitValue, normalizeDigits } from './digits.js';
import { isLuhnValid } from './luhn.js';

const MIN_CARD_DIGITS = 13;
const MAX_CARD_DIGITS = 19;

function isJoiner(ch: string): boolean {
  return ch === ' ' || ch === '-' || ch === '\u00a0';
}

/**
 * True when free text holds a Luhn-valid run of 13–19 digits; digits may be split by spaces or
 * dashes, as shoppers paste them. Anything else (a letter, a dot) ends a run.
 */
export function containsCardNumber(text: string): boolean {
  let run = '';
  for (let i = 0; i <= text.length; i++) {
    const ch = text[i];
    const d = ch === undefined ? -1 : digitValue(ch.charCodeAt(0));
    if (d >= 0) {
      run += String(d);
      continue;
    }
    if (ch !== undefined && isJoiner(ch) && run.length > 0) continue;
    if (run.length >= MIN_CARD_DIGITS && run.length <= MAX_CARD_DIGITS && isLuhnValid(run)) {
      return true;
    }
    run = '';
  }
  return false;
}

export type CardDataInFieldError = 'card_number_in_name_field' | 'card_number_in_postal_code_field';

export interface EnteredCardData {
  /** The card number currently typed in the form, if any. */
  number?: string;
  /** The CVC currently typed in the form, if any. */
  cvc?: string;
}

/**
 * The error for a name or postal-code field that holds a card number, or the card's own number or
 * CVC as typed in this form; null when the field is fine. Checked again before creation.
 */
export function checkCardDataInField(
  field: 'name' | 'postalCode',
  text: string,
  card?: EnteredCardData,
): CardDataInFieldError | null {
  const error = field === 'name' ? 'card_number_in_name_field' : 'card_number_in_postal_code_field';
  if (containsCardNumber(text)) return error;
  const digits = normalizeDigits(text);
  const number = normalizeDigits(card?.number ?? '');
  if (number.length >= MIN_CARD_DIGITS && digits.includes(number)) return error;
  const cvc = normalizeDigits(card?.cvc ?? '');
  // Only the whole field counts: a CVC's 3–4 digits inside an address are common and harmless.
  const compactLength = text.replace(/[\s-]/g, '').length;
  if (cvc.length >= 3 && digits === cvc && compactLength === cvc.length) return error;
  return null;
}
