import type { CardBrand } from './card-brand.js';

/** A card of the test wallet: a few of Stripe's test cards, named by their test token ids. */
export interface WalletTestCard {
  readonly id: string;
  readonly number: string;
  readonly brand: CardBrand;
  /** Payments with it are declined (card_declined, generic_decline). */
  readonly declines: boolean;
}

const card = (id: string, number: string, brand: CardBrand, declines = false): WalletTestCard => ({
  id,
  number,
  brand,
  declines,
});

/**
 * The cards the test-mode wallet sheet (simulated Apple Pay / Google Pay) holds: the shopper
 * picks one, and only its id leaves the sheet. A declined card is among them, so a merchant can
 * try a wallet payment that fails. A few rows of TEST_CARD_TABLE (the test checks they agree),
 * copied so that the sheet and the controller do not carry the whole table.
 */
export const WALLET_TEST_CARDS: readonly WalletTestCard[] = [
  card('tok_visa', '4242424242424242', 'visa'),
  card('tok_mastercard', '5555555555554444', 'mastercard'),
  card('tok_amex', '378282246310005', 'amex'),
  card('tok_chargeDeclined', '4000000000000002', 'visa', true),
];

/** The test wallet's card with this id, or undefined for any other value. */
export function walletTestCard(id: unknown): WalletTestCard | undefined {
  return WALLET_TEST_CARDS.find((entry) => entry.id === id);
}
