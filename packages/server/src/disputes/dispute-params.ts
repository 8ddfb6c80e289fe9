import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';
import { EVIDENCE_FIELDS } from './dispute-object.js';

// Stripe caps each evidence text; all of them together at 150,000 characters.
const EVIDENCE_SHAPE = Object.fromEntries(
  EVIDENCE_FIELDS.map((field) => [field, { kind: 'string', maxLength: 20_000 }]),
) as { readonly [K in (typeof EVIDENCE_FIELDS)[number]]: { kind: 'string'; maxLength: number } };

export const UPDATE_DISPUTE_SHAPE = {
  evidence: { kind: 'object', fields: EVIDENCE_SHAPE },
  metadata: { kind: 'metadata' },
  submit: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const LIST_DISPUTES_SHAPE = {
  ...LIST_SHAPE,
  charge: { kind: 'string' },
  payment_intent: { kind: 'string' },
} as const satisfies Shape;

export type UpdateDisputeParams = Params<typeof UPDATE_DISPUTE_SHAPE>;
export type ListDisputesParams = Params<typeof LIST_DISPUTES_SHAPE>;

export const LIST_EARLY_FRAUD_WARNINGS_SHAPE = LIST_DISPUTES_SHAPE;
export type ListEarlyFraudWarningsParams = Params<typeof LIST_EARLY_FRAUD_WARNINGS_SHAPE>;
