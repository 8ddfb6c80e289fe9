import type { Json, WireError } from './messages.js';

/**
 * The one set of readers for JSON that crossed a frame boundary. What arrives may come from any
 * frame of the origin, so it is read, never trusted: each reader answers the type asked for or a
 * neutral value (undefined, {}, []) and ignores the rest. Kept small and free of side effects so
 * that frames bundle only the readers they call.
 */
export type JsonObject = { [key: string]: Json };

/** A WireError as plain JSON, the form it crosses a frame boundary in. */
export type WireErrorJson = JsonObject & { type: string; message: string };

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: Json | undefined): JsonObject {
  return isJsonObject(value) ? value : {};
}

export function asString(value: Json | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asBoolean(value: Json | undefined): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

export function asStringList(value: Json | undefined): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** `payload[key]` when it is a non-empty string: an empty id or secret is no id or secret. */
export function readString(payload: Json, key: string): string | undefined {
  const value = asObject(payload)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readObject(payload: Json, key: string): JsonObject {
  return asObject(asObject(payload)[key]);
}

/** A wire error as plain JSON: optional fields that are absent are left out, not undefined. */
export function wireErrorJson(error: WireError): WireErrorJson {
  const json: WireErrorJson = { type: error.type, message: error.message };
  for (const [key, value] of Object.entries(error)) if (value !== undefined) json[key] = value;
  return json;
}

// Fields a WireError types as strings: anything else there is dropped, not passed on.
const STRING_FIELDS = ['code', 'decline_code', 'param', 'doc_url'];

/** A wire error read from JSON: its type and message must be strings, or it is no error. */
export function readWireError(value: Json | undefined): WireError | undefined {
  const { type, message } = asObject(value);
  if (typeof type !== 'string' || typeof message !== 'string') return undefined;
  const error: WireError = { type, message };
  for (const [key, field] of Object.entries(asObject(value)))
    if (typeof field === 'string' || !STRING_FIELDS.includes(key)) error[key] = field;
  return error;
}
