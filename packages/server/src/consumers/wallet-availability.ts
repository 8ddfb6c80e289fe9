import type { WalletUnavailableReason } from '@kassa/core';

// Spec 001 §6's availability gates the provider enforces for elements/wallet-config: the
// merchant's account and the page's domain. The gates only the page knows (the Payment
// Element's `wallets: { link: 'never' }`) are the controller's.

/** What the provider knows of a wallet-config call: the account's settings and the page. */
export interface LinkGates {
  /** Payment method types the account has not activated (its Dashboard setting in Stripe). */
  readonly unactivated: readonly string[];
  /** The wallets that may not show on the page's host (its payment_method_domains). */
  readonly unverifiedOnDomain: readonly string[];
}

/**
 * The wallet's funding sources on the account: cards, and bank accounts where the account takes
 * us_bank_account (Link pays from both, spec 001 §3's CARD and BANK_ACCOUNT details).
 */
export function linkFundingSources(gates: Pick<LinkGates, 'unactivated'>): string[] {
  const sources: string[] = [];
  if (!gates.unactivated.includes('card')) sources.push('CARD');
  if (!gates.unactivated.includes('us_bank_account')) sources.push('BANK_ACCOUNT');
  return sources;
}

/**
 * Why the wallet is not offered, in spec 001 §8's words, or null when it is: `link` not
 * activated on the account; nothing it could pay from; a page host the merchant has not
 * registered for Link among its payment method domains (localhost and 127.0.0.1 are exempt in
 * test mode, as for the other wallets: PaymentMethodDomainService.unverifiedOn).
 */
export function linkUnavailableReason(gates: LinkGates): WalletUnavailableReason | null {
  if (gates.unactivated.includes('link')) return 'link_payment_method_not_present';
  if (linkFundingSources(gates).length === 0) return 'no_link_funding_sources_available';
  if (gates.unverifiedOnDomain.includes('link')) return 'link_not_on_verified_domain';
  return null;
}
