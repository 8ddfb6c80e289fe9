// Keys and client secrets must never reach an error message or a log line: a secret key pasted
// where a publishable key or an instance belongs would otherwise be printed on the page.
const SECRET_LIKE = /_secret_|^(sk|rk)_/;

/**
 * How a merchant's wrong value is shown in "but received ..." messages: `quoted` is the loader's
 * Stripe.js phrasing (`"abc"`, `5`, `an object`), `typed` the React bindings' (`a string (abc)`,
 * `a number (5)`, `an object with keys a, b`).
 */
export type ValueStyle = 'quoted' | 'typed';

/** A short, safe description of a value a merchant passed; secrets come out as [redacted]. */
export function describeValue(value: unknown, style: ValueStyle = 'quoted'): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'function':
      return 'a function';
    case 'object':
      return describeObject(value, style);
    case 'string':
      if (SECRET_LIKE.test(value)) return '[redacted]';
      if (style === 'typed') return `a string (${value.slice(0, 40)})`;
      return value === '' ? 'an empty string' : JSON.stringify(value.slice(0, 40));
    default:
      return style === 'typed' ? `a ${typeof value} (${String(value)})` : String(value);
  }
}

function describeObject(value: object, style: ValueStyle): string {
  // Read through globalThis: core runs without the DOM, where no HTMLElement exists.
  const htmlElement: unknown = Reflect.get(globalThis, 'HTMLElement');
  const tag =
    typeof htmlElement === 'function' &&
    value instanceof htmlElement &&
    Reflect.get(value, 'tagName');
  if (typeof tag === 'string') return `an HTML element <${tag.toLowerCase()}>`;
  if (style === 'quoted') return 'an object';
  const keys = Object.keys(value).slice(0, 5);
  return keys.length === 0 ? 'an empty object' : `an object with keys ${keys.join(', ')}`;
}
