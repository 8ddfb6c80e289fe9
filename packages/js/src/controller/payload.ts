import { isJsonObject, type JsonObject, type WireError, wireErrorJson } from '@kassa/protocol';

/** Merges `extra` into `base` key by key (objects recursively); `extra` wins on conflicts. */
export function deepMerge(base: JsonObject, extra: JsonObject): JsonObject {
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isJsonObject(current) && isJsonObject(value) ? deepMerge(current, value) : value;
  }
  return merged;
}

/** The `{error}` result of an action. */
export function errorResult(error: WireError): JsonObject {
  return { error: wireErrorJson(error) };
}
