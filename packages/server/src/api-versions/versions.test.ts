import { describe, expect, it } from 'vitest';
import { isBefore, isKnownApiVersion, LATEST_API_VERSION, requestApiVersion } from './versions.js';

describe('Stripe API versions', () => {
  it.each([
    ['2020-08-27', true],
    ['2022-08-01', true],
    ['2022-11-15', true],
    ['2024-06-20', true],
    ['2024-09-30.acacia', true],
    ['2025-03-31.basil', true],
    ['2025-10-29.clover', true],
    ['2026-04-22.dahlia', true],
    [LATEST_API_VERSION, true],
    ['2022-11-16', false],
    ['2024-09-30', false],
    ['2025-03-31.acacia', false],
    ['2024-02-30.acacia', false],
    ['2099-01-01.endive', false],
    ['latest', false],
    ['', false],
  ])('knows whether %s is a version', (version, known) => {
    expect(isKnownApiVersion(version)).toBe(known);
  });

  it('takes the header, ignoring beta opt-ins, else the account default', () => {
    expect(requestApiVersion('2022-08-01; some_beta=v1', '2022-11-15')).toBe('2022-08-01');
    expect(requestApiVersion(undefined, '2022-11-15')).toBe('2022-11-15');
    expect(requestApiVersion('  ', '2022-11-15')).toBe('2022-11-15');
    expect(() => requestApiVersion('2022-08-02', '2022-11-15')).toThrow(
      'Invalid Stripe API version: 2022-08-02',
    );
  });

  it('orders versions by their date', () => {
    expect(isBefore('2022-08-01', '2022-11-15')).toBe(true);
    expect(isBefore('2022-11-15', '2022-11-15')).toBe(false);
    expect(isBefore('2025-03-31.basil', '2022-11-15')).toBe(false);
  });
});
