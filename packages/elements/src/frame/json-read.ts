import type { Json, WireError } from '@kassa/protocol';

/** Narrowing for options that crossed a frame boundary: read what is there, ignore the rest. */
export type JsonObject = { [key: string]: Json };

export function asObject(value: Json | undefined): JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
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

/** A wire error as plain JSON: optional fields that are absent are left out, not undefined. */
export function wireErrorJson(error: WireError): JsonObject {
  const json: JsonObject = {};
  for (const [key, value] of Object.entries(error)) if (value !== undefined) json[key] = value;
  return json;
}
