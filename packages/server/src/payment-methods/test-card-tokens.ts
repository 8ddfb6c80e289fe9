import type { Account } from '../platform/accounts.js';
import { TEST_TOKENS } from '../processor/test-cards.js';
import { buildBillingDetails, tokenizeCard } from './card-vault.js';
import type { TokenizedCardUse } from './tokens.js';

/**
 * The card of one of Stripe's test tokens (tok_visa, tok_chargeDeclined…), or undefined for
 * any other id. Like Stripe's, these tokens are never spent: each use is a fresh card.
 */
export function testCardTokenUse(
  account: Account,
  id: string,
  now = new Date(),
): TokenizedCardUse | undefined {
  const number = TEST_TOKENS[id];
  if (!number) return undefined;
  const input = { number, exp_month: 12, exp_year: now.getUTCFullYear() + 3, cvc: '123' };
  const { card, outcome } = tokenizeCard(input, account.fingerprintSecret, now);
  return { card, outcome, billingDetails: buildBillingDetails(undefined) };
}
