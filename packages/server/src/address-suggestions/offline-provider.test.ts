import {
  type AddressFormValues,
  emptyAddressValues,
  loadAddressFormat,
  validateAddress,
} from '@kassa/core';
import { describe, expect, it } from 'vitest';
import { offlineAddresses, offlineSuggestionProvider } from './offline-provider.js';

function formValues(
  address: ReturnType<typeof offlineAddresses>[number]['address'],
): AddressFormValues {
  return {
    ...emptyAddressValues(address.country),
    name: 'Jenny Rosen',
    addressLine1: address.line1,
    locality: address.city,
    administrativeArea: address.state,
    postalCode: address.postal_code,
  };
}

describe('the offline address suggestions', () => {
  it('are a few thousand addresses across many countries', () => {
    const all = offlineAddresses();
    expect(all.length).toBeGreaterThan(4000);
    expect(new Set(all.map((entry) => entry.address.country)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
  });

  it('each pass core’s address rules for its country (postal pattern, subdivision, required parts)', async () => {
    const failures: string[] = [];
    for (const { address, description } of offlineAddresses()) {
      const format = await loadAddressFormat(address.country);
      const { errors } = validateAddress(formValues(address), format);
      if (Object.keys(errors).length > 0)
        failures.push(`${description}: ${JSON.stringify(errors)}`);
    }
    expect(failures).toEqual([]);
  });

  it('finds addresses word by word, accents folded, within the country asked', async () => {
    const provider = offlineSuggestionProvider();
    const found = await provider.suggest({ query: '25 main port', country: 'US', limit: 5 });
    expect(found.map((entry) => entry.address)).toEqual([
      {
        line1: '25 Main Street',
        line2: null,
        city: 'Portland',
        state: 'OR',
        postal_code: '97205',
        country: 'US',
      },
    ]);
    const munich = await provider.suggest({ query: 'hauptstr munchen', country: 'DE', limit: 3 });
    expect(munich).toHaveLength(3);
    expect(munich.every((entry) => entry.address.city === 'München')).toBe(true);
    expect(await provider.suggest({ query: 'Hauptstraße', country: 'US', limit: 5 })).toEqual([]);
    expect(await provider.suggest({ query: 'high street', limit: 2 })).toHaveLength(2);
  });
});
