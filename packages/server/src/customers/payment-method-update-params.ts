import { BILLING_DETAILS_FIELD } from '../payment-methods/payment-method-params.js';
import type { Params, Shape } from '../platform/schema.js';
import { CUSTOMER_PAYMENT_METHODS_SHAPE } from './customer-params.js';

// What a saved payment method may change (Stripe's update call); anything else is unknown.
export const UPDATE_PAYMENT_METHOD_SHAPE = {
  billing_details: BILLING_DETAILS_FIELD,
  metadata: { kind: 'metadata' },
  allow_redisplay: { kind: 'enum', values: ['always', 'limited', 'unspecified'] },
  card: {
    kind: 'object',
    fields: {
      exp_month: { kind: 'integer' },
      exp_year: { kind: 'integer' },
      networks: { kind: 'object', fields: { preferred: { kind: 'string' } } },
    },
  },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const ATTACH_PAYMENT_METHOD_SHAPE = {
  customer: { kind: 'string', required: true },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const LIST_PAYMENT_METHODS_SHAPE = {
  ...CUSTOMER_PAYMENT_METHODS_SHAPE,
  customer: { kind: 'string' },
} as const satisfies Shape;

export type UpdatePaymentMethodParams = Params<typeof UPDATE_PAYMENT_METHOD_SHAPE>;
export type ListPaymentMethodsParams = Params<typeof LIST_PAYMENT_METHODS_SHAPE>;
