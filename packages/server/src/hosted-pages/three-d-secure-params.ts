import type { Params, Shape } from '../platform/schema.js';

export const RETRIEVE_THREE_D_SECURE_SHAPE = {
  client_secret: { kind: 'string' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const COMPLETE_THREE_D_SECURE_SHAPE = {
  client_secret: { kind: 'string' },
  result: { kind: 'enum', required: true, values: ['succeeded', 'failed'] },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type RetrieveThreeDSecureParams = Params<typeof RETRIEVE_THREE_D_SECURE_SHAPE>;
export type CompleteThreeDSecureParams = Params<typeof COMPLETE_THREE_D_SECURE_SHAPE>;
