export interface AdaptivePricingState {
  fxQuoteId?: string | null;
  activeCurrency?: string | null;
  integrationCurrency?: string | null;
}

/**
 * Adaptive pricing changes the confirmation only when there is an fx quote and the shopper's
 * active currency differs from the integration currency.
 */
export function adaptivePricingApplies(state: AdaptivePricingState | null | undefined): boolean {
  if (!state?.fxQuoteId || !state.activeCurrency) return false;
  return state.activeCurrency.toLowerCase() !== (state.integrationCurrency ?? '').toLowerCase();
}

/** Fields added to a confirmation when adaptive pricing applies; empty otherwise. */
export function adaptivePricingParams(state: AdaptivePricingState | null | undefined): {
  fx_quote?: string;
  abstracted_presentment_currency?: string;
} {
  if (!adaptivePricingApplies(state) || !state?.fxQuoteId || !state.activeCurrency) return {};
  return { fx_quote: state.fxQuoteId, abstracted_presentment_currency: state.activeCurrency };
}
