import { isValidEmail } from '@kassa/core';
import { ApiError } from '../errors/api-error.js';

// Stripe's longest accepted e-mail parameter.
const EMAIL_MAX_LENGTH = 800;

// Declarative parameter shapes: the routes describe what a call accepts, one parser checks it
// with Stripe's errors (unknown, missing, wrong type) naming the offending `param`.
export type Field =
  | { readonly kind: 'string'; readonly required?: boolean; readonly maxLength?: number }
  | { readonly kind: 'enum'; readonly required?: boolean; readonly values: readonly string[] }
  /** An e-mail address, checked with core's e-mail rule (kept as sent). */
  | { readonly kind: 'email'; readonly required?: boolean }
  | { readonly kind: 'integer'; readonly required?: boolean }
  | { readonly kind: 'boolean'; readonly required?: boolean }
  | { readonly kind: 'metadata'; readonly required?: boolean }
  /** Metadata on an update: keys sent empty are kept (as '') so the update removes them. */
  | { readonly kind: 'metadataPatch'; readonly required?: boolean }
  | { readonly kind: 'strings'; readonly required?: boolean }
  | {
      readonly kind: 'object';
      readonly required?: boolean;
      readonly fields: Shape;
      /** Rules across the object's fields (e.g. a postal code against its country), run once parsed. */
      readonly check?: (value: Record<string, unknown>, param: string) => void;
    }
  /** Accepted and kept as sent (options Kassa takes but does not act on yet). */
  | { readonly kind: 'any'; readonly required?: boolean };

export type Shape = Readonly<Record<string, Field>>;

type Value<F extends Field> = F extends { kind: 'string' | 'enum' | 'email' }
  ? string
  : F extends { kind: 'integer' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'metadata' | 'metadataPatch' }
        ? Record<string, string>
        : F extends { kind: 'strings' }
          ? string[]
          : F extends { kind: 'object'; fields: infer S extends Shape }
            ? Params<S>
            : unknown;

export type Params<S extends Shape> = { -readonly [K in keyof S]?: Value<S[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const paramName = (prefix: string, key: string) => (prefix ? `${prefix}[${key}]` : key);

export function parseParams<S extends Shape>(raw: unknown, shape: S, prefix = ''): Params<S> {
  const input = isRecord(raw) ? raw : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(input)) {
    if (!(key in shape)) {
      const param = paramName(prefix, key);
      throw new ApiError('parameter_unknown', `Received unknown parameter: ${param}`, { param });
    }
  }
  for (const [key, field] of Object.entries(shape)) {
    const param = paramName(prefix, key);
    const value = input[key];
    if (value === undefined || value === null || value === '') {
      if (field.required) throw missingOrEmpty(param, value);
      continue;
    }
    out[key] = parseField(value, field, param);
  }
  return out as Params<S>;
}

function missingOrEmpty(param: string, value: unknown): ApiError {
  if (value === '') {
    return new ApiError(
      'parameter_invalid_empty',
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      { param },
    );
  }
  return new ApiError('parameter_missing', `Missing required param: ${param}.`, { param });
}

function parseField(value: unknown, field: Field, param: string): unknown {
  switch (field.kind) {
    case 'string':
      return parseString(value, param, field.maxLength);
    case 'enum': {
      const text = parseString(value, param);
      if (!field.values.includes(text)) {
        throw new ApiError(
          'parameter_invalid_value',
          `Invalid ${param}: must be one of ${field.values.join(', ')}`,
          { param },
        );
      }
      return text;
    }
    case 'email':
      return parseEmail(value, param);
    case 'integer':
      return parseInteger(value, param);
    case 'boolean':
      return parseBoolean(value, param);
    case 'metadata':
      return parseMetadata(value, param);
    case 'metadataPatch':
      return parseMetadata(value, param, true);
    case 'strings':
      return parseStrings(value, param);
    case 'object': {
      if (!isRecord(value)) throw invalidHash(param);
      const parsed = parseParams(value, field.fields, param) as Record<string, unknown>;
      field.check?.(parsed, param);
      return parsed;
    }
    case 'any':
      return value;
  }
}

function parseString(value: unknown, param: string, maxLength = 5000): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') {
    throw new ApiError('parameter_invalid_string', `Invalid string: ${describe(value)}`, { param });
  }
  if (value.length > maxLength) {
    throw new ApiError(
      'parameter_invalid_string',
      `Invalid string: ${value.slice(0, 20)}...; must be at most ${maxLength} characters`,
      { param },
    );
  }
  return value;
}

function parseEmail(value: unknown, param: string): string {
  const text = parseString(value, param, EMAIL_MAX_LENGTH);
  if (!isValidEmail(text)) {
    throw new ApiError('email_invalid', `Invalid email address: ${text}`, { param });
  }
  return text;
}

function parseInteger(value: unknown, param: string): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d{1,15}$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isSafeInteger(number)) {
    throw new ApiError('parameter_invalid_integer', `Invalid integer: ${describe(value)}`, {
      param,
    });
  }
  return number;
}

function parseBoolean(value: unknown, param: string): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new ApiError('parameter_invalid_value', `Invalid boolean: ${describe(value)}`, { param });
}

function parseStrings(value: unknown, param: string): string[] {
  // Form bodies give `a[]=x` / `a[0]=x` as arrays, or objects with index keys past qs's limit.
  const items = Array.isArray(value) ? value : isRecord(value) ? indexed(value, param) : [value];
  return items.map((item, index) => parseString(item, `${param}[${index}]`));
}

function indexed(value: Record<string, unknown>, param: string): unknown[] {
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) throw invalidArray(param);
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key]);
}

const METADATA_KEYS = 50;
const METADATA_KEY_LENGTH = 40;
const METADATA_VALUE_LENGTH = 500;

function parseMetadata(value: unknown, param: string, keepEmpty = false): Record<string, string> {
  if (!isRecord(value)) throw invalidHash(param);
  const entries = Object.entries(value)
    .map(([key, item]): [string, unknown] => [key, item ?? ''])
    .filter(([, item]) => keepEmpty || item !== '');
  if (entries.length > METADATA_KEYS) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid ${param}: ${param} can have at most ${METADATA_KEYS} keys.`,
      { param },
    );
  }
  const out: Record<string, string> = {};
  for (const [key, item] of entries) {
    const itemParam = `${param}[${key}]`;
    if (key.length > METADATA_KEY_LENGTH) {
      throw new ApiError(
        'parameter_invalid_value',
        `Metadata keys can have at most ${METADATA_KEY_LENGTH} characters.`,
        { param: itemParam },
      );
    }
    const text = parseString(item, itemParam);
    if (text.length > METADATA_VALUE_LENGTH) {
      throw new ApiError(
        'parameter_invalid_value',
        `Metadata values can have at most ${METADATA_VALUE_LENGTH} characters.`,
        { param: itemParam },
      );
    }
    out[key] = text;
  }
  return out;
}

function invalidHash(param: string): ApiError {
  return new ApiError('parameter_invalid_value', 'Invalid hash', { param });
}

function invalidArray(param: string): ApiError {
  return new ApiError('parameter_invalid_value', 'Invalid array', { param });
}

function describe(value: unknown): string {
  return typeof value === 'string'
    ? value.slice(0, 50)
    : typeof value === 'object'
      ? 'object'
      : String(value);
}

/** What a retrieve takes besides the id: only `expand[]`. */
export const EXPAND_ONLY_SHAPE = { expand: { kind: 'strings' } } as const satisfies Shape;
