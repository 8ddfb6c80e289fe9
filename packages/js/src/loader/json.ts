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
        if (typeof item === 'function' || (typeof Node !== 'undefined' && item instanceof Node)) {
          throw new IntegrationError(`Invalid value for ${method}(): options must be plain data.`);
        }
        return item;
      }),
    ) as Record<string, Json>;
  } catch (error) {
    if (error instanceof IntegrationError) throw error;
    throw new IntegrationError(`Invalid value for ${method}(): options must be plain data.`);
  }
}
