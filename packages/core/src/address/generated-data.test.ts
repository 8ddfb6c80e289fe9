import { describe, expect, it } from 'vitest';
import { compareWithOutput } from '../../scripts/generate-address-data.mjs';
import { ADDRESS_FORMATS } from './generated/all.js';
import { ADDRESS_COUNTRY_CODES } from './generated/index.js';

describe('generated address data', () => {
  it('is up to date with the generator and the libaddressinput source', () => {
    const result = compareWithOutput();
    expect(result.stale).toEqual([]);
    expect(result.extra).toEqual([]);
    // 253 countries, index, loaders, all-in-one table and the licence notice.
    expect(result.fileCount).toBe(257);
  });

  it('covers all 253 regions of the source, including the ZZ default', () => {
    expect(ADDRESS_COUNTRY_CODES).toHaveLength(253);
    expect(ADDRESS_COUNTRY_CODES).toContain('ZZ');
    expect(Object.keys(ADDRESS_FORMATS)).toHaveLength(253);
  });

  it('falls back to the ZZ defaults for a country without its own format', () => {
    expect(ADDRESS_FORMATS.AC).toMatchObject({
      format: '%N%n%O%n%A%n%C',
      required: ['address', 'locality'],
      postalCodeType: 'postal',
      subdivisionType: 'province',
      localityType: 'city',
    });
  });

  it('keeps subdivision keys, names and Latin names', () => {
    expect(ADDRESS_FORMATS.US.subdivisions).toContainEqual(
      expect.objectContaining({ key: 'CA', name: 'California' }),
    );
    expect(ADDRESS_FORMATS.JP.subdivisions[12]).toMatchObject({
      key: '東京都',
      name: '東京都',
      latinName: 'TOKYO',
    });
    expect(ADDRESS_FORMATS.JP.subdivisionType).toBe('prefecture');
    expect(ADDRESS_FORMATS.US.postalCodeType).toBe('zip');
    expect(ADDRESS_FORMATS.CN.sublocalityType).toBe('district');
  });

  it('splits the format into lines of parts in display order', () => {
    expect(ADDRESS_FORMATS.JP.lines).toEqual([
      ['postalCode'],
      ['administrativeArea', 'locality'],
      ['address'],
      ['organization'],
      ['name'],
    ]);
    expect(ADDRESS_FORMATS.US.upper).toEqual(['locality', 'administrativeArea']);
  });
});
