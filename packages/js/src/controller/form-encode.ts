/**
 * Stripe's form encoding: nested objects become `a[b][c]=v`, arrays `a[0]=v`, `undefined` is left
 * out and `null` is sent empty (which clears a field on the API side).
 */
export function formEncode(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [child, item] of Object.entries(value)) add(`${key}[${child}]`, item);
    } else {
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(value === null ? '' : String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

// Brackets stay readable, as Stripe.js sends them; everything else is percent-encoded.
function encodeKey(key: string): string {
  return encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']');
}
