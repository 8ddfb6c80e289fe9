import { describeValue } from '@kassa/core';

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
