// The simulated provider page a non-card payment method sends the buyer to (a bank for iDEAL,
// Przelewy24, EPS, FPX…, a wallet, a pay-later provider), the page its QR code opens, its
// voucher or its transfer instructions: what the page shows, and what answering it returns.
export type BankRedirectStatus = 'pending' | 'succeeded' | 'failed' | 'canceled' | 'expired';

/**
 * What the page is: a redirect (authorize, fail or cancel), a QR code the buyer "scans"
 * (authorize or fail), a voucher paid in a shop (paid or expired) or bank-transfer
 * instructions (transfer received), or the microdeposit verification page (answered by the
 * verify call with the code, never by these answers).
 */
export type ProviderPageKind = 'redirect' | 'qr' | 'voucher' | 'bank_transfer' | 'microdeposits';

/** The shopper's (or the test controls') answers each kind of page offers. */
export const PAGE_ANSWERS: Readonly<Record<ProviderPageKind, readonly BankRedirectStatus[]>> = {
  redirect: ['succeeded', 'failed', 'canceled'],
  qr: ['succeeded', 'failed'],
  voucher: ['succeeded', 'expired'],
  bank_transfer: ['succeeded'],
  microdeposits: [],
};

export interface BankRedirectObject {
  id: string;
  object: 'bank_redirect';
  /** Null when a method is set up for later payments (a SetupIntent). */
  amount: number | null;
  currency: string | null;
  created: number;
  livemode: false;
  merchant_name: string;
  payment_method_type: string;
  /** The bank the buyer chose, when the method names one. */
  bank: string | null;
  payment_intent: string | null;
  setup_intent: string | null;
  status: BankRedirectStatus;
  kind: ProviderPageKind;
  /** The intent's next_action the page belongs to (QR images, voucher number…); null for a redirect. */
  next_action: Record<string, unknown> | null;
  /** When a pending voucher expires (unix seconds); null when it does not. */
  expires_at: number | null;
}

export interface BankRedirectCompletion extends BankRedirectObject {
  return_url: string | null;
}
