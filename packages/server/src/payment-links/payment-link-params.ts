import { COLLECTION_SHAPE } from '../checkout-sessions/checkout-session-params.js';
import { PAGE_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';

const AFTER_COMPLETION = {
  kind: 'object',
  fields: {
    type: { kind: 'enum', required: true, values: ['hosted_confirmation', 'redirect'] },
    hosted_confirmation: {
      kind: 'object',
      fields: { custom_message: { kind: 'string', maxLength: 500 } },
    },
    redirect: {
      kind: 'object',
      fields: { url: { kind: 'string', required: true, maxLength: 2048 } },
    },
  },
} as const;

export const CREATE_PAYMENT_LINK_SHAPE = {
  ...COLLECTION_SHAPE,
  after_completion: AFTER_COMPLETION,
  application_fee_amount: { kind: 'integer' },
  application_fee_percent: { kind: 'any' },
  currency: { kind: 'string', maxLength: 10 },
  inactive_message: { kind: 'string', maxLength: 500 },
  invoice_creation: { kind: 'any' },
  on_behalf_of: { kind: 'string' },
  payment_method_collection: { kind: 'enum', values: ['always', 'if_required'] },
  restrictions: { kind: 'any' },
  subscription_data: { kind: 'any' },
  transfer_data: { kind: 'any' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreatePaymentLinkParams = Params<typeof CREATE_PAYMENT_LINK_SHAPE>;

export const UPDATE_PAYMENT_LINK_SHAPE = {
  ...CREATE_PAYMENT_LINK_SHAPE,
  active: { kind: 'boolean' },
  metadata: { kind: 'metadataPatch' },
} as const satisfies Shape;

export type UpdatePaymentLinkParams = Params<typeof UPDATE_PAYMENT_LINK_SHAPE>;

export const LIST_PAYMENT_LINKS_SHAPE = {
  ...PAGE_SHAPE,
  active: { kind: 'boolean' },
} as const satisfies Shape;
