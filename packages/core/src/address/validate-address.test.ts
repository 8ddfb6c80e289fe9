import { describe, expect, it } from 'vitest';
import { type FormErrorCode, isFormErrorCode } from '../errors/index.js';
import {
  type AddressFormValues,
  emptyAddressValues,
  fromExternalAddress,
  toExternalAddress,
} from './address-values.js';
import { ADDRESS_FORMATS } from './generated/all.js';
import { addressCountryName, isAddressCountryCode, loadAddressFormat } from './load.js';
import { fullNameOf, nameFieldsFor } from './name.js';
import { isPoBox } from './po-box.js';
import { formatStreetLine, streetNumberFollowsStreet } from './street.js';
import {
  type AddressErrorCode,
  addressFieldLines,
  isSavedAddressAccepted,
  requiredAddressFields,
  shouldStartAutocomplete,
  validateAddress,
} from './validate-address.js';

function usAddress(overrides: Partial<AddressFormValues> = {}): AddressFormValues {
  return {
    ...emptyAddressValues('US'),
    name: 'Jenny Rosen',
    addressLine1: '354 Oyster Point Blvd',
    locality: 'South San Francisco',
    administrativeArea: 'CA',
    postalCode: '94080',
    ...overrides,
  };
}

describe('validateAddress', () => {
  it('accepts a complete US address', () => {
    expect(validateAddress(usAddress(), ADDRESS_FORMATS.US)).toEqual({
      complete: true,
      errors: {},
    });
  });

  it.each(['addressLine1', 'locality', 'administrativeArea', 'postalCode'] as const)(
    'gives incomplete_address for an empty required %s',
    (field) => {
      const result = validateAddress(usAddress({ [field]: ' ' }), ADDRESS_FORMATS.US);
      expect(result.complete).toBe(false);
      expect(result.errors).toEqual({ [field]: 'incomplete_address' });
    },
  );

  it('does not require parts a country leaves optional', () => {
    const gb = { ...usAddress({ country: 'GB', administrativeArea: '', postalCode: 'SW1A 1AA' }) };
    expect(validateAddress(gb, ADDRESS_FORMATS.GB).errors).toEqual({});
    expect(validateAddress({ ...gb, postalCode: '' }, ADDRESS_FORMATS.GB).errors).toEqual({
      postalCode: 'incomplete_address',
    });
  });

  it('gives invalid_zip for a bad US code and invalid_postal_code elsewhere', () => {
    expect(validateAddress(usAddress({ postalCode: '123' }), ADDRESS_FORMATS.US).errors).toEqual({
      postalCode: 'invalid_zip',
    });
    const de = usAddress({ country: 'DE', administrativeArea: '', postalCode: '123' });
    expect(validateAddress(de, ADDRESS_FORMATS.DE).errors).toEqual({
      postalCode: 'invalid_postal_code',
    });
  });

  it.each([
    ['full', {}, {}],
    ['full', { name: '' }, { name: 'incomplete_name' }],
    ['split', { firstName: 'Jenny', lastName: 'Rosen' }, {}],
    ['split', { firstName: '', lastName: 'Rosen' }, { firstName: 'incomplete_first_name' }],
    ['split', { firstName: 'Jenny', lastName: '' }, { lastName: 'incomplete_last_name' }],
    [
      'organization',
      { organizationName: '' },
      { organizationName: 'incomplete_organization_name' },
    ],
    ['organization', { organizationName: 'Rocket Rides', name: '' }, {}],
  ] as const)('checks the name in %s mode (%o)', (mode, values, errors) => {
    expect(
      validateAddress(usAddress(values), ADDRESS_FORMATS.US, { nameMode: mode }).errors,
    ).toEqual(errors);
  });

  it('rejects a country outside allowedCountries and accepts any when the list is empty', () => {
    const address = usAddress();
    expect(
      validateAddress(address, ADDRESS_FORMATS.US, { allowedCountries: ['CA'] }).errors,
    ).toEqual({
      country: 'incomplete_address',
    });
    expect(
      validateAddress(address, ADDRESS_FORMATS.US, { allowedCountries: ['ca', 'us'] }).complete,
    ).toBe(true);
    expect(validateAddress(address, ADDRESS_FORMATS.US, { allowedCountries: [] }).complete).toBe(
      true,
    );
  });

  it('rejects a PO box only when blockPoBox is set', () => {
    const address = usAddress({ addressLine1: 'P.O. Box 123' });
    expect(validateAddress(address, ADDRESS_FORMATS.US).complete).toBe(true);
    expect(validateAddress(address, ADDRESS_FORMATS.US, { blockPoBox: true }).errors).toEqual({
      addressLine1: 'po_box_prohibited',
    });
    const line2 = usAddress({ addressLine2: 'PO Box 9' });
    expect(validateAddress(line2, ADDRESS_FORMATS.US, { blockPoBox: true }).errors).toEqual({
      addressLine2: 'po_box_prohibited',
    });
  });
});

describe('isPoBox', () => {
  it.each([
    ['US', 'PO Box 123'],
    ['US', 'p.o. box 7'],
    ['US', 'Post Office Box 12'],
    ['US', 'POB 55'],
    ['DE', 'Postfach 10 20 30'],
    ['AT', 'Postfach 12'],
    ['NL', 'Postbus 1234'],
    ['FR', 'Boîte postale 12'],
    ['FR', 'BP 123'],
    ['CA', 'Case postale 45'],
    ['ES', 'Apartado de correos 45'],
    ['IT', 'Casella postale 9'],
    ['BR', 'Caixa Postal 100'],
    ['AU', 'GPO Box 1234'],
    ['AU', 'Locked Bag 3'],
    ['SE', 'Box 1234'],
    ['NO', 'Postboks 6'],
    ['PL', 'Skrytka pocztowa 12'],
    ['JP', '私書箱 12号'],
    ['DE', 'PO Box 5'],
  ])('recognises a %s PO box: %s', (country, line) => {
    expect(isPoBox(line, country)).toBe(true);
  });

  it.each([
    ['US', '1 Post Office Square'],
    ['US', '123 Boxwood Lane'],
    ['AU', '12 Box Hill Road'],
    ['DE', 'Postweg 3'],
    ['FR', '12 rue de la Boétie'],
  ])('leaves a %s street alone: %s', (country, line) => {
    expect(isPoBox(line, country)).toBe(false);
  });
});

describe('isSavedAddressAccepted', () => {
  const saved = { line_1: '1 Main St', country_code: 'US' };

  it.each([
    [saved, {}, true],
    [saved, { allowedCountries: ['US'] }, true],
    [saved, { allowedCountries: ['CA'] }, false],
    [{ ...saved, line_1: 'PO Box 1' }, { blockPoBox: true }, false],
    [{ ...saved, line_1: 'PO Box 1' }, {}, true],
    [{ ...saved, line_2: 'P.O. Box 1' }, { blockPoBox: true }, false],
  ])('decides %o with %o -> %s', (address, options, expected) => {
    expect(isSavedAddressAccepted(address, options)).toBe(expected);
  });
});

describe('shouldStartAutocomplete', () => {
  it.each([
    ['addressLine1', '12', false],
    ['addressLine1', '123', true],
    ['addressLine1', '  12  ', false],
    ['locality', 'San', true],
    ['name', 'Jenny', false],
    ['firstName', 'Jenny', false],
    ['organizationName', 'Rocket', false],
  ] as const)('for %s = %j is %s', (field, value, expected) => {
    expect(shouldStartAutocomplete(field, value)).toBe(expected);
  });
});

describe('street number order', () => {
  it.each(['BE', 'BR', 'CH', 'ES', 'ID', 'IT', 'MX', 'NL', 'NO', 'PL', 'RU', 'SE'])(
    'writes the number after the street in %s',
    (country) => {
      expect(streetNumberFollowsStreet(country)).toBe(true);
      expect(formatStreetLine('Damrak', '1', country)).toBe('Damrak 1');
    },
  );

  it.each(['US', 'GB', 'FR', 'DE'])('writes the number first in %s', (country) => {
    expect(formatStreetLine('Main St', '12', country)).toBe('12 Main St');
  });
});

describe('address layout', () => {
  it('lists the US fields in the US order with two street lines', () => {
    expect(addressFieldLines(ADDRESS_FORMATS.US)).toEqual([
      ['addressLine1'],
      ['addressLine2'],
      ['locality', 'administrativeArea', 'postalCode'],
    ]);
    expect(requiredAddressFields(ADDRESS_FORMATS.US)).toEqual([
      'addressLine1',
      'locality',
      'administrativeArea',
      'postalCode',
    ]);
  });

  it('puts the postal code first in Japan', () => {
    expect(addressFieldLines(ADDRESS_FORMATS.JP)[0]).toEqual(['postalCode']);
  });

  it('lists name fields per mode and joins split names', () => {
    expect(nameFieldsFor('split')).toEqual(['firstName', 'lastName']);
    const values = { name: '', firstName: ' Jenny ', lastName: 'Rosen', organizationName: 'Org' };
    expect(fullNameOf(values, 'split')).toBe('Jenny Rosen');
    expect(fullNameOf(values, 'organization')).toBe('Org');
  });
});

describe('loading country data', () => {
  it('loads one country on its own', async () => {
    const format = await loadAddressFormat('us');
    expect(format).toEqual(ADDRESS_FORMATS.US);
    const direct = await import('@kassa/core/address-data/FR');
    expect(direct.addressFormat.code).toBe('FR');
  });

  it('rejects an unknown country code', async () => {
    await expect(loadAddressFormat('XX')).rejects.toThrow('Unknown country code: "XX"');
    expect(isAddressCountryCode('XX')).toBe(false);
    expect(addressCountryName('DE')).toBe('GERMANY');
  });
});

describe('external address shape', () => {
  it('round-trips through the wallet shape', () => {
    const values = usAddress({ phone: '+15555550100' });
    expect(fromExternalAddress(toExternalAddress(values))).toEqual({
      ...values,
      phoneCountry: 'US',
    });
  });
});

describe('address error codes', () => {
  // Every code validateAddress can return; the assignment below fails to compile if one is
  // missing from the form error catalogue, the test if it has no English text.
  const codes: AddressErrorCode[] = [
    'incomplete_address',
    'invalid_zip',
    'invalid_postal_code',
    'po_box_prohibited',
    'incomplete_name',
    'incomplete_first_name',
    'incomplete_last_name',
    'incomplete_organization_name',
  ];
  const catalogued: FormErrorCode[] = codes;

  it.each(catalogued)('%s is in the error catalogue', (code) => {
    expect(isFormErrorCode(code)).toBe(true);
  });
});
