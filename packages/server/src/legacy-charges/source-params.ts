import { BILLING_DETAILS_SHAPE, CARD_SHAPE } from '../payment-methods/payment-method-params.js';
import type { Params, Shape } from '../platform/schema.js';

// POST /v1/sources as Stripe's Sources API takes it for type=card (the type Kassa serves).
// The owner has the billing details' fields; a card comes raw or as a card token.
export const CREATE_SOURCE_SHAPE = {
  type: { kind: 'enum', required: true, values: ['card'] },
  token: { kind: 'string', maxLength: 5000 },
  card: { kind: 'object', fields: CARD_SHAPE },
  owner: { kind: 'object', fields: BILLING_DETAILS_SHAPE },
  metadata: { kind: 'metadata' },
  usage: { kind: 'enum', values: ['reusable'] },
  flow: { kind: 'enum', values: ['none'] },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreateSourceParams = Params<typeof CREATE_SOURCE_SHAPE>;

export const RETRIEVE_SOURCE_SHAPE = {
  client_secret: { kind: 'string', maxLength: 5000 },
  expand: { kind: 'strings' },
} as const satisfies Shape;
