import { afterEach, describe, expect, it, vi } from 'vitest';
import { warnBrandFilter } from './brand-filter-warning.js';
import { frameOptions } from './group-state.js';

afterEach(() => vi.restoreAllMocks());

describe('the card brand filter in the controller', () => {
  it.each([
    [
      { disallowedCardBrands: ['visa', 'maestro'] },
      'Unsupported card brands: maestro. Card brands must be among the available brands.',
    ],
    [
      { disallowedCardBrands: ['discover_global_network', 'jcb'] },
      'discover_global_network already includes jcb; specify one or the other.',
    ],
    [
      {
        disallowedCardBrands: [
          'visa',
          'mastercard',
          'american_express',
          'discover_global_network',
          'elo',
        ],
      },
      'At least one card brand must remain allowed.',
    ],
  ])('tells the merchant once what it ignores: %j', (options, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(warnBrandFilter(options)).toBe(`[kassa] Ignored the card brand filter: ${message}`);
    warnBrandFilter(options);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a valid filter, and hands it to the frames with the group options', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(warnBrandFilter({ allowedCardBrands: ['visa', 'mastercard'] })).toBeUndefined();
    expect(
      frameOptions({ currency: 'usd', disallowedCardBrands: ['american_express'] }),
    ).toMatchObject({ currency: 'usd', disallowedCardBrands: ['american_express'] });
    expect(error).not.toHaveBeenCalled();
  });
});
