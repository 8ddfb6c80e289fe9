import { HOUSE_NUMBERS, SEED } from './offline-data.js';
import type {
  AddressSuggestion,
  AddressSuggestionProvider,
  SuggestedAddress,
  SuggestionQuery,
} from './suggestion-provider.js';

export const OFFLINE_ATTRIBUTION = 'Address suggestions from the Kassa offline address data';

/** Case and accents folded, so 'munchen' finds 'München' and 'sao' finds 'São'. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function describe(address: SuggestedAddress): string {
  const place = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [address.line1, place, address.state, address.country].filter(Boolean).join(', ');
}

interface Entry {
  suggestion: AddressSuggestion;
  /** The words of the folded line and city the query is matched against. */
  tokens: string[];
}

/** Every address of the seed: each street in each city of its country at each house number. */
export function offlineAddresses(): AddressSuggestion[] {
  const all: AddressSuggestion[] = [];
  for (const seed of SEED) {
    for (const [cityIndex, city] of seed.cities.entries()) {
      for (const [streetIndex, street] of seed.streets.entries()) {
        for (const number of HOUSE_NUMBERS) {
          const address: SuggestedAddress = {
            line1: seed.line.replace('{n}', String(number)).replace('{street}', street),
            line2: null,
            city: city.city,
            state: city.state,
            postal_code: city.postal,
            country: seed.country,
          };
          const id = `addr_${seed.country}_${cityIndex}_${streetIndex}_${number}`;
          all.push({ id, description: describe(address), address });
        }
      }
    }
  }
  return all;
}

/**
 * The built-in provider: the offline data set in memory, matched word by word (every word the
 * shopper typed must start a word of the street line or city, in any order), in the data set's
 * order, only in the country asked for when one is. Nothing leaves the server.
 */
export function offlineSuggestionProvider(): AddressSuggestionProvider {
  let entries: Entry[] | null = null;
  const index = (): Entry[] => {
    entries ??= offlineAddresses().map((suggestion) => ({
      suggestion,
      tokens: fold(`${suggestion.address.line1} ${suggestion.address.city}`).split(/[\s,]+/),
    }));
    return entries;
  };
  return {
    attribution: OFFLINE_ATTRIBUTION,
    async suggest({ query, country, limit }: SuggestionQuery) {
      const words = fold(query)
        .split(/[\s,]+/)
        .filter(Boolean);
      if (words.length === 0) return [];
      const wanted = country?.toUpperCase();
      const found: AddressSuggestion[] = [];
      for (const { suggestion, tokens } of index()) {
        if (wanted !== undefined && suggestion.address.country !== wanted) continue;
        const matches = words.every((word) =>
          tokens.some(
            (token) => token.startsWith(word) || (word.length > 2 && token.includes(word)),
          ),
        );
        if (matches) found.push(suggestion);
        if (found.length >= limit) break;
      }
      return found;
    },
  };
}
