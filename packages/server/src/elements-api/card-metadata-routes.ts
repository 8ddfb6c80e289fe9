import { INVALID_BIN_PREFIX_MESSAGE, isValidBinPrefix } from '@kassa/core';
import { Hono } from 'hono';
import { ApiError } from '../errors/api-error.js';
import { callParams, requestParams } from '../http/body.js';
import type { AppEnv } from '../http/env.js';
import { parseParams } from '../platform/schema.js';
import { accountRangesFor } from '../processor/bin-table.js';

// Stripe.js asks this with the publishable key while a card number is typed.
export const cardMetadataRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const params = parseParams(callParams(await requestParams(c)), {
    bin_prefix: { kind: 'string', required: true, maxLength: 100 },
  });
  const bin = params.bin_prefix ?? '';
  if (!isValidBinPrefix(bin)) {
    throw new ApiError('parameter_invalid_value', INVALID_BIN_PREFIX_MESSAGE, {
      param: 'bin_prefix',
    });
  }
  return c.json({ card_metadata_list: accountRangesFor(bin) });
});
