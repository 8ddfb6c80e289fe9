import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

interface Range {
  account_range_low: string;
  account_range_high: string;
  brand: string;
  pan_length: number;
  country: string;
  funding: string;
}

const lookup = async (bin: string): Promise<Range[]> => {
  const res = await api.get('/v1/card-metadata', { bin_prefix: bin }, api.pk);
  expect(res.status).toBe(200);
  return (await res.json()).card_metadata_list;
};

const covering = (ranges: Range[], number: string) =>
  ranges.filter(
    (r) =>
      number.padEnd(19, '0') >= r.account_range_low &&
      number.padEnd(19, '0') <= r.account_range_high,
  );

describe('GET /v1/card-metadata', () => {
  it.each([
    ['4242424242424242', 'visa', 16, 'US', 'credit'],
    ['4000056655665556', 'visa', 16, 'US', 'debit'],
    ['5105105105105100', 'mastercard', 16, 'US', 'prepaid'],
    ['378282246310005', 'amex', 15, 'US', 'credit'],
    ['3056930009020004', 'diners', 16, 'US', 'credit'],
    ['6200000000000005', 'unionpay', 16, 'US', 'credit'],
    ['4000000760000002', 'visa', 16, 'BR', 'credit'],
    ['4000008260000000', 'visa', 16, 'GB', 'credit'],
  ])('describes the test card %s', async (number, brand, panLength, country, funding) => {
    const ranges = covering(await lookup(number.slice(0, 6)), number);
    expect(ranges[0]).toEqual({
      account_range_low: number.slice(0, 8).padEnd(19, '0'),
      account_range_high: number.slice(0, 8).padEnd(19, '9'),
      brand,
      pan_length: panLength,
      country,
      funding,
    });
  });

  it.each([
    ['4000002500001001', 'visa'],
    ['5555552500001001', 'mastercard'],
  ])('gives the co-badged %s both Cartes Bancaires and %s', async (number, network) => {
    const ranges = covering(await lookup(number.slice(0, 6)), number).filter((r) =>
      r.account_range_low.startsWith(number.slice(0, 8)),
    );
    expect(ranges.map((r) => r.brand).sort()).toEqual(['cartes_bancaires', network].sort());
    expect(ranges.every((r) => r.country === 'FR')).toBe(true);
  });

  it.each([
    ['411111', 'visa', 16],
    ['510000', 'mastercard', 16],
    ['222100', 'mastercard', 16],
    ['272099', 'mastercard', 16],
    ['340000', 'amex', 15],
    ['370000', 'amex', 15],
    ['601100', 'discover', 16],
    ['650000', 'discover', 16],
    ['360000', 'diners', 14],
    ['352800', 'jcb', 16],
    ['620000', 'unionpay', 16],
    ['401178', 'elo', 16],
  ])('covers the %s BIN of %s', async (bin, brand, panLength) => {
    const ranges = await lookup(bin);
    expect(ranges).toContainEqual({
      account_range_low: bin.padEnd(19, '0'),
      account_range_high: bin.padEnd(19, '9'),
      brand,
      pan_length: panLength,
      country: 'US',
      funding: 'credit',
    });
  });

  it('knows nothing of a BIN no network issues', async () => {
    expect(await lookup('999999')).toEqual([]);
    expect(await lookup('272100')).toEqual([]);
  });

  it.each(['42424', '4242424', 'abcdef', '42 424', '４２４２４２'])(
    'refuses the prefix %s',
    async (bin) => {
      const res = await api.get('/v1/card-metadata', { bin_prefix: bin }, api.pk);
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({
        type: 'invalid_request_error',
        message: 'Invalid BIN prefix',
        param: 'bin_prefix',
      });
    },
  );

  it('needs a bin_prefix', async () => {
    const res = await api.get('/v1/card-metadata', {}, api.pk);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('parameter_missing');
  });
});
