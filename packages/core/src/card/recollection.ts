export type CardCheckResult =
  | 'PASS'
  | 'FAIL'
  | 'UNAVAILABLE'
  | 'UNCHECKED'
  | 'STATE_INVALID'
  | (string & {});

export type RecollectionCode =
  | 'cvc_recollection_required'
  | 'postal_code_recollection_required_check_failed'
  | 'postal_code_recollection_required_missing_required_postal_code';

export interface SavedCardChecks {
  cvcCheck?: CardCheckResult | null;
  postalCodeCheck?: CardCheckResult | null;
  postalCode?: string | null;
  /** The card's billing country needs a postal code (from the address rules). */
  countryRequiresPostalCode?: boolean;
  /** The merchant or the flow asks to verify the card again. */
  reverificationRequested?: boolean;
}

const CVC_RECOLLECT: readonly string[] = ['FAIL', 'UNAVAILABLE', 'UNCHECKED', 'STATE_INVALID'];

/** Which details a saved card must collect again before paying, and what triggers each. */
export function recollectionRequirements(card: SavedCardChecks): RecollectionCode[] {
  const out: RecollectionCode[] = [];
  if (card.postalCodeCheck === 'FAIL') {
    out.push('postal_code_recollection_required_check_failed');
  } else if (card.countryRequiresPostalCode && !card.postalCode?.trim()) {
    out.push('postal_code_recollection_required_missing_required_postal_code');
  }
  // An absent check means the source said nothing, which is not the same as UNCHECKED.
  const cvc = card.cvcCheck;
  if (card.reverificationRequested || (cvc != null && CVC_RECOLLECT.includes(cvc))) {
    out.push('cvc_recollection_required');
  }
  return out;
}
