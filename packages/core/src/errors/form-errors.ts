// Input error codes a form field can show plus the card-element codes Stripe.js
// reports. Core returns these codes; the elements translate them, starting from this English text.

export const FORM_ERROR_CODES = [
  // form fields
  'incomplete_email',
  'email_invalid',
  'incomplete_email_autofill',
  'incomplete_name',
  'incomplete_first_name',
  'incomplete_last_name',
  'incomplete_organization_name',
  'empty_phone_number',
  'incomplete_address',
  'invalid_zip',
  'invalid_postal_code',
  'po_box_prohibited',
  'card_number_in_postal_code_field',
  'card_number_in_name_field',
  'incomplete_expiry',
  'incomplete_cvc',
  'cvc_recollection_required',
  'postal_code_recollection_required_check_failed',
  'postal_code_recollection_required_missing_required_postal_code',
  // card element (Stripe.js)
  'incomplete_number',
  'invalid_number',
  'card_brand_not_accepted',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_expiry_month_past',
  'invalid_expiry_year_past',
  'invalid_cvc',
  'incomplete_zip',
  'incomplete_postal_code',
  'invalid_phone_number',
] as const;

export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/**
 * The codes a card input (number, expiry, CVC, postal code) can show, apart so that the card
 * frames carry only their own texts (the payment frame has a size budget, bench/bundle-sizes).
 */
export const CARD_ERROR_MESSAGES_EN = {
  invalid_zip: 'Your ZIP is invalid.',
  invalid_postal_code: 'Your postal code is invalid.',
  card_number_in_postal_code_field:
    'Your postal code looks like a card number. Enter your card number in the card number field.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  incomplete_cvc: "Your card's security code is incomplete.",
  cvc_recollection_required: "Enter your card's security code again to continue.",
  postal_code_recollection_required_check_failed:
    'Your postal code could not be verified. Enter it again to continue.',
  postal_code_recollection_required_missing_required_postal_code:
    'Your card needs a postal code. Enter it to continue.',
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  card_brand_not_accepted: "Your card's brand is not accepted.",
  invalid_expiry_month: "Your card's expiration date is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_cvc: "Your card's security code is invalid.",
  incomplete_zip: 'Your ZIP is incomplete.',
  incomplete_postal_code: 'Your postal code is incomplete.',
} as const satisfies Partial<Record<FormErrorCode, string>>;

/** The codes of the contact and address fields. */
const OTHER_ERROR_MESSAGES_EN = {
  incomplete_email: 'Your email is incomplete.',
  email_invalid: 'Your email address is invalid.',
  incomplete_email_autofill: 'Your email is incomplete. Finish typing it to use your saved info.',
  incomplete_name: 'Your name is incomplete.',
  incomplete_first_name: 'Your first name is incomplete.',
  incomplete_last_name: 'Your last name is incomplete.',
  incomplete_organization_name: 'Your organization name is incomplete.',
  empty_phone_number: 'Your phone number is incomplete.',
  incomplete_address: 'Your address is incomplete.',
  po_box_prohibited: 'PO boxes are not accepted. Enter a street address.',
  card_number_in_name_field:
    'Your name looks like a card number. Enter your card number in the card number field.',
  invalid_phone_number: 'Your phone number is invalid.',
} as const satisfies Partial<Record<FormErrorCode, string>>;

// Marked pure so that a bundle using only the card texts leaves the others out (a spread would
// count as a possible side effect and keep them).
export const ERROR_MESSAGES_EN: Readonly<Record<FormErrorCode, string>> =
  /* @__PURE__ */ Object.assign({}, OTHER_ERROR_MESSAGES_EN, CARD_ERROR_MESSAGES_EN);

export function isFormErrorCode(code: string): code is FormErrorCode {
  return Object.hasOwn(ERROR_MESSAGES_EN, code);
}

/** An input error as the form keeps it: code, message parameters, show-now flag. */
export interface InputError {
  code: FormErrorCode;
  params?: Readonly<Record<string, string | number>>;
  /** Show at once instead of waiting for blur or submit (e.g. a past expiry). */
  immediate?: boolean;
}
