/**
 * The error thrown for a merchant's integration mistake (a wrong argument, a destroyed element).
 * Payment failures are never thrown: they come back as `{error}` results.
 */
export class IntegrationError extends Error {
  readonly type = 'IntegrationError';
  constructor(message: string) {
    super(message);
    this.name = 'IntegrationError';
  }
}

// Keys and client secrets must never reach an error message or a log line.
const SECRET_LIKE = /_secret_|^(sk|rk)_/;

/** A short, safe description of a value a merchant passed, for "but received ..." messages. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'undefined':
      return 'undefined';
    case 'string':
      if (SECRET_LIKE.test(value)) return '[redacted]';
      return value === '' ? 'an empty string' : JSON.stringify(value.slice(0, 40));
    case 'function':
      return 'a function';
    case 'object':
      return isDomElement(value) ? `an HTML element <${value.tagName.toLowerCase()}>` : 'an object';
    default:
      return String(value);
  }
}

/** "Invalid value for confirmPayment(): expected `elements` to be ..., but received 5." */
export function invalidArgument(
  method: string,
  param: string,
  expected: string,
  received: unknown,
): IntegrationError {
  return new IntegrationError(
    `Invalid value for ${method}(): expected \`${param}\` to be ${expected}, but received ${describeValue(received)}.`,
  );
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws unless `value` is a plain object (or absent when `optional`). */
export function expectObject(
  method: string,
  param: string,
  value: unknown,
  optional = false,
): Record<string, unknown> {
  if (value === undefined && optional) return {};
  if (!isPlainObject(value)) throw invalidArgument(method, param, 'an object', value);
  return value;
}

export function expectString(method: string, param: string, value: unknown): string {
  if (typeof value !== 'string' || value === '') {
    throw invalidArgument(method, param, 'a non-empty string', value);
  }
  return value;
}

export function isDomElement(value: unknown): value is HTMLElement {
  return typeof HTMLElement !== 'undefined' && value instanceof HTMLElement;
}
