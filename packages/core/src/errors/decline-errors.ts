// What the API says for a card error or decline code (Stripe's English API messages). A decline
// answer carries `code` (card_declined, expired_card, ...) and sometimes a more precise
// `decline_code`; the message follows the most precise one known.

export const DECLINE_MESSAGES_EN = {
  card_declined: 'Your card was declined.',
  generic_decline: 'Your card was declined.',
  do_not_honor: 'Your card was declined.',
  fraudulent: 'Your card was declined.',
  lost_card: 'Your card was declined.',
  stolen_card: 'Your card was declined.',
  pickup_card: 'Your card was declined.',
  transaction_not_allowed: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  invalid_cvc: "Your card's security code is invalid.",
  incorrect_number: 'Your card number is incorrect.',
  invalid_number: 'Your card number is invalid.',
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year: "Your card's expiration year is invalid.",
  incorrect_zip: "Your card's zip code failed validation.",
  processing_error: 'An error occurred while processing your card. Try again in a little bit.',
  card_velocity_exceeded:
    'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
  card_not_supported: 'Your card does not support this type of purchase.',
  currency_not_supported: 'Your card does not support this currency.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
} as const;

export type DeclineCode = keyof typeof DECLINE_MESSAGES_EN;

export function isDeclineCode(code: string): code is DeclineCode {
  return Object.hasOwn(DECLINE_MESSAGES_EN, code);
}

/** English message for a card error: decline_code first when known, then code, then generic. */
export function declineMessageEn(code: string | undefined, declineCode?: string): string {
  if (declineCode !== undefined && isDeclineCode(declineCode)) {
    return DECLINE_MESSAGES_EN[declineCode];
  }
  if (code !== undefined && isDeclineCode(code)) return DECLINE_MESSAGES_EN[code];
  return DECLINE_MESSAGES_EN.card_declined;
}
