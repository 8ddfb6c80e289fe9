/** The FX Quote object as Stripe's API documents it. */
export interface FxQuoteObject {
  id: string;
  object: 'fx_quote';
  created: number;
  lock_duration: LockDuration;
  lock_expires_at: number | null;
  lock_status: 'active' | 'expired' | 'none';
  /** Keyed by each from_currency: what one unit of it buys in to_currency. */
  rates: Record<string, FxRate>;
  to_currency: string;
  usage: { payment: null; transfer: null; type: 'payment' | 'transfer' };
}

export type LockDuration = 'none' | 'five_minutes' | 'hour' | 'day';

export interface FxRate {
  exchange_rate: number;
  rate_details: {
    base_rate: number;
    fx_fee_rate: number;
    reference_rate: number;
    reference_rate_provider: 'ecb';
  };
}

export const LOCK_SECONDS: Readonly<Record<LockDuration, number | null>> = {
  none: null,
  five_minutes: 300,
  hour: 3600,
  day: 86_400,
};
