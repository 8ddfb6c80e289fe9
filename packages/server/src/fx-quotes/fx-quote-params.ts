import type { Params, Shape } from '../platform/schema.js';

export const CREATE_FX_QUOTE_SHAPE = {
  expand: { kind: 'strings' },
  from_currencies: { kind: 'strings', required: true },
  lock_duration: {
    kind: 'enum',
    required: true,
    values: ['none', 'five_minutes', 'hour', 'day'],
  },
  to_currency: { kind: 'string', required: true },
  usage: {
    kind: 'object',
    fields: { type: { kind: 'enum', required: true, values: ['payment', 'transfer'] } },
  },
} as const satisfies Shape;

export type CreateFxQuoteParams = Params<typeof CREATE_FX_QUOTE_SHAPE>;
