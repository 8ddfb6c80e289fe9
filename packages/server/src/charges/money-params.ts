import { LIST_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';

export const CREATE_REFUND_SHAPE = {
  charge: { kind: 'string' },
  payment_intent: { kind: 'string' },
  amount: { kind: 'integer' },
  reason: { kind: 'enum', values: ['duplicate', 'fraudulent', 'requested_by_customer'] },
  metadata: { kind: 'metadata' },
  instructions_email: { kind: 'string', maxLength: 800 },
  origin: { kind: 'enum', values: ['customer_balance'] },
  refund_application_fee: { kind: 'boolean' },
  reverse_transfer: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const UPDATE_REFUND_SHAPE = {
  metadata: { kind: 'metadata' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const LIST_REFUNDS_SHAPE = {
  ...LIST_SHAPE,
  charge: { kind: 'string' },
  payment_intent: { kind: 'string' },
} as const satisfies Shape;

export const LIST_CHARGES_SHAPE = {
  ...LIST_SHAPE,
  customer: { kind: 'string' },
  payment_intent: { kind: 'string' },
  transfer_group: { kind: 'string' },
} as const satisfies Shape;

export type CreateRefundParams = Params<typeof CREATE_REFUND_SHAPE>;
export type UpdateRefundParams = Params<typeof UPDATE_REFUND_SHAPE>;
export type ListRefundsParams = Params<typeof LIST_REFUNDS_SHAPE>;
export type ListChargesParams = Params<typeof LIST_CHARGES_SHAPE>;
