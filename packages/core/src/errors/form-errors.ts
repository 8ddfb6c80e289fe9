// Input error codes a form field can show (spec 000 §8) plus the card-element codes Stripe.js
// reports. Core returns these codes; the elements translate them, starting from this English text.

export const FORM_ERROR_CODES = [
  // spec 000 §8
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

export const ERROR_MESSAGES_EN: Readonly<Record<FormErrorCode, string>> = {
  incomplete_email: 'Your email is incomplete.',
  email_invalid: 'Your email address is invalid.',
  incomplete_email_autofill: 'Your email is incomplete. Finish typing it to use your saved info.',
  incomplete_name: 'Your name is incomplete.',
  incomplete_first_name: 'Your first name is incomplete.',
  incomplete_last_name: 'Your last name is incomplete.',
  incomplete_organization_name: 'Your organization name is incomplete.',
  empty_phone_number: 'Your phone number is incomplete.',
  incomplete_address: 'Your address is incomplete.',
  invalid_zip: 'Your ZIP is invalid.',
  invalid_postal_code: 'Your postal code is invalid.',
  po_box_prohibited: 'PO boxes are not accepted. Enter a street address.',
  card_number_in_postal_code_field:
    'Your postal code looks like a card number. Enter your card number in the card number field.',
  card_number_in_name_field:
    'Your name looks like a card number. Enter your card number in the card number field.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  incomplete_cvc: "Your card's security code is incomplete.",
  cvc_recollection_required: "Enter your card's security code again to continue.",
  postal_code_recollection_required_check_failed:
    'Your postal code could not be verified. Enter it again to continue.',
  postal_code_recollection_required_missing_required_postal_code:
    'Your card needs a postal code. Enter it to continue.',
  incomplete_number: 'Your card number is incomplete.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: "Your card's expiration date is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  invalid_expiry_month_past: "Your card's expiration date is in the past.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  invalid_cvc: "Your card's security code is invalid.",
  incomplete_zip: 'Your ZIP is incomplete.',
  incomplete_postal_code: 'Your postal code is incomplete.',
  invalid_phone_number: 'Your phone number is invalid.',
};

export function isFormErrorCode(code: string): code is FormErrorCode {
  return Object.hasOwn(ERROR_MESSAGES_EN, code);
}

/** An input error as the form keeps it (spec 000 §8): code, message parameters, show-now flag. */
export interface InputError {
  code: FormErrorCode;
  params?: Readonly<Record<string, string | number>>;
  /** Show at once instead of waiting for blur or submit (e.g. a past expiry). */
  immediate?: boolean;
}
