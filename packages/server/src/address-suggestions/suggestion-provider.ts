/**
 * Address suggestions for the Address Element's autocomplete. The server asks one provider; the
 * built-in one answers from the offline data set Kassa ships (offline-provider.ts), and an
 * operator can plug in another (a geocoding service, their own address book) with
 * createServices(store, clock, { addressSuggestions }).
 */
export interface SuggestedAddress {
  line1: string;
  line2: string | null;
  city: string;
  /** The subdivision's key as the address data names it (e.g. 'OR', '東京都'), or ''. */
  state: string;
  postal_code: string;
  country: string;
}

export interface AddressSuggestion {
  id: string;
  /** One line the shopper recognises: street, city, postal code. */
  description: string;
  address: SuggestedAddress;
}

export interface SuggestionQuery {
  /** What the shopper typed in the first street line. */
  query: string;
  /** Only addresses in this country (ISO 3166-1 alpha-2), when given. */
  country?: string;
  limit: number;
}

export interface AddressSuggestionProvider {
  /** Where the suggestions come from, shown under them as the attribution. */
  readonly attribution: string;
  suggest(query: SuggestionQuery): Promise<AddressSuggestion[]>;
}
