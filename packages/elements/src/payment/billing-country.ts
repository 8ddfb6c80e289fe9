import { asObject, asString, type Json } from '@kassa/protocol';
import { useCallback, useRef, useState } from 'react';
import { defaultCountry } from '../card-form/billing-countries.js';

export interface BillingCountry {
  country: string;
  /** The shopper picked a country. */
  choose(country: string): void;
  /** The session arrived: its currency's country is a better guess than US. */
  guessFromSession(session: Json): void;
}

/**
 * The billing country: the merchant's default, else the session currency's country, until the
 * shopper chooses one; then neither guess overrides the choice.
 */
export function useBillingCountry(merchantDefault: string | undefined): BillingCountry {
  const [country, setCountry] = useState(merchantDefault ?? 'US');
  const chosen = useRef(merchantDefault !== undefined);
  const choose = useCallback((next: string) => {
    chosen.current = true;
    setCountry(next);
  }, []);
  const guessFromSession = useCallback((session: Json) => {
    if (!chosen.current) setCountry(defaultCountry(asString(asObject(session).currency)));
  }, []);
  return { country, choose, guessFromSession };
}
