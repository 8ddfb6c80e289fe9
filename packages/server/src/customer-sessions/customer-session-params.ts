import type { Params, Shape } from '../platform/schema.js';
import { REDISPLAY_LIMIT_MAX } from './customer-session-object.js';

const SETTING = { kind: 'enum', values: ['enabled', 'disabled'] } as const;

export const PAYMENT_ELEMENT_FEATURES_SHAPE = {
  payment_method_allow_redisplay_filters: { kind: 'strings' },
  payment_method_redisplay: SETTING,
  payment_method_redisplay_limit: { kind: 'integer' },
  payment_method_remove: SETTING,
  payment_method_remove_last: SETTING,
  payment_method_save: SETTING,
  payment_method_save_usage: { kind: 'enum', values: ['off_session', 'on_session'] },
  payment_method_set_as_default: SETTING,
  payment_method_update: SETTING,
} as const satisfies Shape;

const ENABLED_SHAPE = { enabled: { kind: 'boolean', required: true } } as const satisfies Shape;

export const CREATE_CUSTOMER_SESSION_SHAPE = {
  customer: { kind: 'string', required: true },
  components: {
    kind: 'object',
    required: true,
    fields: {
      payment_element: {
        kind: 'object',
        fields: {
          enabled: { kind: 'boolean', required: true },
          features: { kind: 'object', fields: PAYMENT_ELEMENT_FEATURES_SHAPE },
        },
      },
      pricing_table: { kind: 'object', fields: ENABLED_SHAPE },
      buy_button: { kind: 'object', fields: ENABLED_SHAPE },
    },
  },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreateCustomerSessionParams = Params<typeof CREATE_CUSTOMER_SESSION_SHAPE>;

const REDISPLAY_VALUES = new Set(['always', 'limited', 'unspecified']);

export function badRedisplayFilter(filters: readonly string[] | undefined): number {
  return filters ? filters.findIndex((value) => !REDISPLAY_VALUES.has(value)) : -1;
}

/** Stripe's bounds on payment_method_redisplay_limit: at least one, at most ten methods. */
export function badRedisplayLimit(limit: number | undefined): boolean {
  return limit !== undefined && (limit < 1 || limit > REDISPLAY_LIMIT_MAX);
}
