// Keys and client secrets must never reach an error message or a log line: a secret key pasted
// where a publishable key or an instance belongs would otherwise be printed on the page.
const SECRET_LIKE = /_secret_|^(sk|rk)_/;

/** What both phrasings say alike: absent values, arrays, functions, secrets, HTML elements. */
function describeCommon(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string' && SECRET_LIKE.test(value)) return '[redacted]';
  // Read through globalThis: core runs without the DOM, where no HTMLElement exists.
  const htmlElement: unknown = Reflect.get(globalThis, 'HTMLElement');
  if (typeof htmlElement === 'function' && value instanceof htmlElement) {
    const tag: unknown = Reflect.get(value, 'tagName');
    if (typeof tag === 'string') return `an HTML element <${tag.toLowerCase()}>`;
  }
  return undefined;
}

/**
 * A short, safe description of a value a merchant passed, for the loader's "but received ..."
 * messages in Stripe.js's phrasing: `"abc"`, `5`, `an object`; secrets come out as [redacted].
 */
export function describeValue(value: unknown): string {
  const common = describeCommon(value);
  if (common !== undefined) return common;
  if (typeof value === 'string')
    return value === '' ? 'an empty string' : JSON.stringify(value.slice(0, 40));
  return typeof value === 'object' ? 'an object' : String(value);
}

/**
 * The same, phrased as the React bindings' errors are: `a string (abc)`, `a number (5)`,
 * `an object with keys a, b`. A separate function so the loader bundles only its own phrasing.
 */
export function describeValueTyped(value: unknown): string {
  const common = describeCommon(value);
  if (common !== undefined) return common;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).slice(0, 5);
    return keys.length === 0 ? 'an empty object' : `an object with keys ${keys.join(', ')}`;
  }
  return `a ${typeof value} (${String(value)})`;
}
