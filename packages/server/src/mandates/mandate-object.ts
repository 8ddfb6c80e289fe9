// Stripe's Mandate: the buyer's permission to debit a bank account, recorded at confirmation.
export interface CustomerAcceptance {
  accepted_at: number | null;
  offline?: Record<string, never>;
  online?: { ip_address: string | null; user_agent: string | null };
  type: 'online' | 'offline';
}

export interface MandateObject {
  id: string;
  object: 'mandate';
  customer_acceptance: CustomerAcceptance;
  livemode: false;
  multi_use?: Record<string, never>;
  single_use?: { amount: number; currency: string };
  payment_method: string;
  /** The type's own details (a reference the bank shows, network status for Bacs). */
  payment_method_details: { type: string } & Record<string, unknown>;
  status: 'active' | 'inactive' | 'pending';
  type: 'multi_use' | 'single_use';
}
