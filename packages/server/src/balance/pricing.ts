// What the account pays Stripe, per currency: the processing fee taken from each payment and
// the fee of a chargeback. Stripe's test mode applies the account's own pricing; Kassa has one
// account kind, so it applies Stripe's published standard rates for domestic cards in the
// currency's home market (README: "Balances and fees"). Change the rates here and only here.

export interface Pricing {
  /** Percentage of the amount, in hundredths of a percent (290 = 2.9%). */
  readonly basisPoints: number;
  /** Fixed part, in the currency's minor units. */
  readonly fixed: number;
  /** Fee of a chargeback (a dispute that withdraws funds), in minor units. */
  readonly disputeFee: number;
}

export const PRICING: Readonly<Record<string, Pricing>> = {
  usd: { basisPoints: 290, fixed: 30, disputeFee: 1500 },
  cad: { basisPoints: 290, fixed: 30, disputeFee: 1500 },
  eur: { basisPoints: 150, fixed: 25, disputeFee: 2000 },
  gbp: { basisPoints: 150, fixed: 20, disputeFee: 2000 },
  aud: { basisPoints: 170, fixed: 30, disputeFee: 2500 },
  jpy: { basisPoints: 360, fixed: 0, disputeFee: 1500 },
};

/** Any other currency: the US percentage, no fixed part (its minor unit may be worth anything). */
export const DEFAULT_PRICING: Pricing = { basisPoints: 290, fixed: 0, disputeFee: 1500 };

export function pricingOf(currency: string): Pricing {
  return PRICING[currency] ?? DEFAULT_PRICING;
}

/**
 * The processing fee of a payment: the percentage rounded half up to a whole minor unit, plus
 * the fixed part, never more than the amount itself.
 */
export function processingFee(amount: number, currency: string): number {
  if (amount <= 0) return 0;
  const { basisPoints, fixed } = pricingOf(currency);
  return Math.min(amount, Math.round((amount * basisPoints) / 10_000) + fixed);
}

export function disputeFee(currency: string): number {
  return pricingOf(currency).disputeFee;
}
