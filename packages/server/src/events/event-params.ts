import { ApiError } from '../errors/api-error.js';
import { LIST_SHAPE } from '../platform/list-params.js';

import type { Shape } from '../platform/schema.js';

export const LIST_EVENTS_SHAPE = {
  ...LIST_SHAPE,
  type: { kind: 'string' },
  types: { kind: 'strings' },
  delivery_success: { kind: 'boolean' },
} as const satisfies Shape;

export function checkTypeFilters(type: string | undefined, types: string[] | undefined): void {
  if (type !== undefined && types !== undefined) {
    throw new ApiError(
      'parameter_invalid_value',
      'You may only specify one of these parameters: type, types.',
      { param: 'types' },
    );
  }
  if (types && types.length > 20) {
    throw new ApiError('parameter_invalid_value', 'types may list at most 20 event types.', {
      param: 'types',
    });
  }
}

export const CREATE_WEBHOOK_ENDPOINT_SHAPE = {
  url: { kind: 'string', required: true },
  enabled_events: { kind: 'strings', required: true },
  description: { kind: 'string' },
  metadata: { kind: 'metadata' },
  api_version: { kind: 'string', maxLength: 100 },
  connect: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const UPDATE_WEBHOOK_ENDPOINT_SHAPE = {
  url: { kind: 'string' },
  enabled_events: { kind: 'strings' },
  description: { kind: 'string' },
  metadata: { kind: 'metadata' },
  disabled: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;
