export type CardField = 'number' | 'expiry' | 'cvc' | 'postalCode';

const FIELD_OF_CODE: Readonly<Record<string, CardField>> = {
  incorrect_number: 'number',
  invalid_number: 'number',
  expired_card: 'expiry',
  invalid_expiry_month: 'expiry',
  invalid_expiry_year: 'expiry',
  incorrect_cvc: 'cvc',
  invalid_cvc: 'cvc',
  incorrect_zip: 'postalCode',
};

/**
 * The card field a decline or card error points at, so the form can show it there; null for
 * declines about the card as a whole. `decline_code` wins over `code` when it names a field.
 */
export function declineCodeField(code: string | undefined, declineCode?: string): CardField | null {
  if (declineCode !== undefined && Object.hasOwn(FIELD_OF_CODE, declineCode)) {
    return FIELD_OF_CODE[declineCode] ?? null;
  }
  if (code !== undefined && Object.hasOwn(FIELD_OF_CODE, code)) return FIELD_OF_CODE[code] ?? null;
  return null;
}

/** Declines after which a saved card asks for its CVC again. */
export const CVC_REENTRY_DECLINE_CODES = [
  'expired_card',
  'generic_decline',
  'incorrect_zip',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'incorrect_cvc',
  'invalid_cvc',
] as const;

export function declineRequiresCvcReentry(declineCode: string | undefined): boolean {
  return (CVC_REENTRY_DECLINE_CODES as readonly (string | undefined)[]).includes(declineCode);
}

/** insufficient_funds leaves a saved payment unmarked; every other failure marks it failed. */
export function declineMarksSavedPaymentFailed(declineCode: string | undefined): boolean {
  return declineCode !== 'insufficient_funds';
}
