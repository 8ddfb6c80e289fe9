import type { Json } from '@kassa/protocol';
import { IntegrationError } from './integration-error.js';

/**
 * A plain-JSON copy of merchant options for a message. Functions and DOM nodes cannot cross a
 * frame boundary, so they are refused with a clear error instead of a DataCloneError.
 */
export function toJson(value: Record<string, unknown>, method: string): Record<string, Json> {
  try {
    return JSON.parse(
      JSON.stringify(value, (_key, item: unknown) => {
        // Thrown only to leave stringify; the catch below words every refusal the same way.
        if (typeof item === 'function' || (typeof Node !== 'undefined' && item instanceof Node))
          throw item;
        return item;
      }),
    ) as Record<string, Json>;
  } catch {
    throw new IntegrationError(`Invalid value for ${method}(): options must be plain data.`);
  }
}
