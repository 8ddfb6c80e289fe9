export type EmailError = 'incomplete_email' | 'email_invalid' | 'incomplete_email_autofill';

export interface EmailValidation {
  empty: boolean;
  complete: boolean;
  /** Trimmed and lower-cased: the form that is looked up and sent. */
  value: string;
  error?: EmailError;
}

// Permissive on purpose: a local part without spaces or quoting characters, and a dotted domain
// whose last label has two or more characters. Mailbox existence is the server's business.
const EMAIL_PATTERN = /^[^\s@"(),:;<>[\]\\]+@(?:[^\s@.,]+\.)+[^\s@.,]{2,}$/u;

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidEmail(input: string): boolean {
  const value = normalizeEmail(input);
  return EMAIL_PATTERN.test(value) && !value.includes('..');
}

/**
 * Blank gives incomplete_email, a pattern mismatch email_invalid, or incomplete_email_autofill
 * when the browser autofilled a value that does not pass.
 */
export function validateEmail(input: string, options?: { autofilled?: boolean }): EmailValidation {
  const value = normalizeEmail(input);
  if (value === '') return { empty: true, complete: false, value, error: 'incomplete_email' };
  if (isValidEmail(value)) return { empty: false, complete: true, value };
  const error = options?.autofilled ? 'incomplete_email_autofill' : 'email_invalid';
  return { empty: false, complete: false, value, error };
}

/**
 * Key of the wallet credential cache: trimmed, lower-cased, and the bullet of a redacted address
 * (j•••@example.com) replaced by an asterisk so redacted and typed forms meet.
 */
export function credentialCacheKey(email: string): string {
  return normalizeEmail(email).replaceAll('\u2022', '*');
}

export type TestBankFundingMarker = 'disable_bank' | 'multiple_funding_sources';

/** Test-mode e-mail markers that change the bank funding options offered. */
export function testBankFundingMarker(email: string): TestBankFundingMarker | null {
  const value = normalizeEmail(email);
  if (value.includes('+disable_bank@')) return 'disable_bank';
  if (value.includes('+multiple_funding_sources@')) return 'multiple_funding_sources';
  return null;
}
