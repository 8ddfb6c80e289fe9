import type { Json, WireError } from '@kassa/protocol';

export type JsonObject = { [key: string]: Json };

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A merchant's integration mistake found in the controller; the loader throws it. */
export function integrationError(message: string): WireError {
  return { type: 'integration_error', message };
}

export function readObject(payload: Json, key: string): JsonObject {
  const value = isJsonObject(payload) ? payload[key] : undefined;
  return isJsonObject(value) ? value : {};
}

export function readString(payload: Json, key: string): string | undefined {
  const value = isJsonObject(payload) ? payload[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function requireString(payload: Json, key: string): string {
  const value = readString(payload, key);
  if (value === undefined) throw integrationError(`Missing \`${key}\` in the request.`);
  return value;
}

/** Merges `extra` into `base` key by key (objects recursively); `extra` wins on conflicts. */
export function deepMerge(base: JsonObject, extra: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isJsonObject(current) && isJsonObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** A wire error as plain JSON (its optional fields left out when absent). */
export function errorJson(error: WireError): JsonObject {
  const json: JsonObject = {};
  for (const [key, value] of Object.entries(error)) if (value !== undefined) json[key] = value;
  return json;
}

/** The `{error}` result of an action. */
export function errorResult(error: WireError): JsonObject {
  return { error: errorJson(error) };
}
