import { BRAND_FILTER_MESSAGES_EN, resolveBrandFilter } from '@kassa/core';
import type { JsonObject } from '@kassa/protocol';

const said = new Set<string>();

/**
 * The group's allowedCardBrands / disallowedCardBrands against core's rules (known brands,
 * discover_global_network without its sub-brands, at least one brand left). The loader refuses
 * a wrong shape and both lists at once; what only these rules catch is told to the merchant in
 * the console, once, and the card inputs then filter nothing (they resolve the same rules).
 * Kept out of the loader, whose size has a budget.
 */
export function warnBrandFilter(options: JsonObject): string | undefined {
  const lists: Record<string, string[]> = {};
  for (const key of ['allowedCardBrands', 'disallowedCardBrands']) {
    const value = options[key];
    if (Array.isArray(value)) lists[key] = value.filter((v): v is string => typeof v === 'string');
  }
  const result = resolveBrandFilter(lists, { betaEnabled: true });
  if (result.ok) return undefined;
  const message = `[kassa] Ignored the card brand filter: ${BRAND_FILTER_MESSAGES_EN[
    result.error
  ].replace('{values}', (result.values ?? []).join(', '))}`;
  if (!said.has(message)) {
    said.add(message);
    console.error(message);
  }
  return message;
}
