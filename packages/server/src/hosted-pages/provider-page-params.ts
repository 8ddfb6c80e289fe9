import type { Params, Shape } from '../platform/schema.js';

/**
 * The answer to a simulated provider page: authorised (`succeeded`, also a voucher paid or a
 * transfer received), `failed`, `canceled` (a redirect the buyer left) or `expired` (a
 * voucher); which of them a page takes depends on its kind.
 */
export const COMPLETE_PROVIDER_PAGE_SHAPE = {
  client_secret: { kind: 'string' },
  result: {
    kind: 'enum',
    required: true,
    values: ['succeeded', 'failed', 'canceled', 'expired'],
  },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CompleteProviderPageParams = Params<typeof COMPLETE_PROVIDER_PAGE_SHAPE>;
