import { CARD_ERROR_MESSAGES_EN } from '@kassa/core';

/**
 * English texts of the frames, built into every frame; the other locales are data modules
 * (`locales/<tag>.ts`) a frame loads when the shopper's locale is not English. Add a key here
 * and `npm run i18n:missing` lists the locales that still need it.
 */
export const LABELS_EN = {
  cardNumber: 'Card number',
  cardNumberPlaceholder: '1234 1234 1234 1234',
  expiry: 'Expiration date',
  expiryPlaceholder: 'MM / YY',
  cvc: 'Security code',
  cvcPlaceholder: 'CVC',
  country: 'Country',
  postalCode: 'Postal code',
  zip: 'ZIP code',
  postalCodePlaceholder: 'Postal code',
  zipPlaceholder: '12345',
  zipShortPlaceholder: 'ZIP',
  cardTab: 'Card',
  paymentMethods: 'Payment methods',
  savedMethods: 'Saved payment methods',
  newCard: 'New card',
  expires: 'Expires',
  expired: 'Expired',
  remove: 'Remove',
  cancel: 'Cancel',
  removeQuestion: 'Remove this card?',
  removeFailed: 'Could not remove the card.',
  savePaymentDetails: 'Save payment details for future purchases',
  email: 'Email',
} as const;

export type LabelKey = keyof typeof LABELS_EN;

/**
 * Error texts: the core catalogue's card codes, the only ones a frame's inputs can show (all of
 * them would cost the payment frame its size budget); entries here only for codes core lacks.
 */
export const ERRORS_EN: Readonly<Record<string, string>> = { ...CARD_ERROR_MESSAGES_EN };

export const GENERIC_ERROR_EN = 'Your payment details are invalid.';
