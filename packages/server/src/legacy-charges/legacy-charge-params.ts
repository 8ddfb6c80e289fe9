import type { Params, Shape } from '../platform/schema.js';

// POST /v1/charges as Stripe's Charges API takes it (the parts Kassa serves).
export const CREATE_CHARGE_SHAPE = {
  amount: { kind: 'integer', required: true },
  currency: { kind: 'string', required: true, maxLength: 10 },
  source: { kind: 'string', maxLength: 5000 },
  customer: { kind: 'string' },
  capture: { kind: 'boolean' },
  description: { kind: 'string', maxLength: 1000 },
  metadata: { kind: 'metadata' },
  receipt_email: { kind: 'email' },
  statement_descriptor: { kind: 'string', maxLength: 22 },
  statement_descriptor_suffix: { kind: 'string', maxLength: 22 },
  transfer_group: { kind: 'string' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreateChargeParams = Params<typeof CREATE_CHARGE_SHAPE>;

export const CAPTURE_CHARGE_SHAPE = {
  amount: { kind: 'integer' },
  receipt_email: { kind: 'email' },
  statement_descriptor: { kind: 'string', maxLength: 22 },
  statement_descriptor_suffix: { kind: 'string', maxLength: 22 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CaptureChargeParams = Params<typeof CAPTURE_CHARGE_SHAPE>;
