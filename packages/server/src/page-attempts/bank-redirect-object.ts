// The simulated bank page a redirect payment method (iDEAL, Przelewy24, EPS, FPX, …) sends the
// buyer to: what the page shows, and what answering it returns.
export type BankRedirectStatus = 'pending' | 'succeeded' | 'failed';

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
}

export interface BankRedirectCompletion extends BankRedirectObject {
  return_url: string | null;
}
