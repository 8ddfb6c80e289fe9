import { PAGE_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';

export const CREATE_PAYMENT_METHOD_DOMAIN_SHAPE = {
  domain_name: { kind: 'string', required: true, maxLength: 253 },
  enabled: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const UPDATE_PAYMENT_METHOD_DOMAIN_SHAPE = {
  enabled: { kind: 'boolean' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const LIST_PAYMENT_METHOD_DOMAINS_SHAPE = {
  ...PAGE_SHAPE,
  domain_name: { kind: 'string' },
  enabled: { kind: 'boolean' },
} as const satisfies Shape;

export type CreatePaymentMethodDomainParams = Params<typeof CREATE_PAYMENT_METHOD_DOMAIN_SHAPE>;
export type UpdatePaymentMethodDomainParams = Params<typeof UPDATE_PAYMENT_METHOD_DOMAIN_SHAPE>;
export type ListPaymentMethodDomainsParams = Params<typeof LIST_PAYMENT_METHOD_DOMAINS_SHAPE>;
