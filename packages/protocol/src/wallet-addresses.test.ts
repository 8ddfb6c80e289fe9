import { describe, expect, it } from 'vitest';
import { readWalletShippingAddresses } from './wallet-addresses.js';

const home = {
  id: 'csmrshp_home',
  isDefault: false,
  name: 'Jenny Rosen',
  address: {
    line1: '1 Main St',
    line2: null,
    city: 'Springfield',
    state: 'IL',
    postal_code: '62701',
    country: 'US',
  },
};

describe('readWalletShippingAddresses', () => {
  it('reads the addresses of a wallet broadcast, the default first', () => {
    const office = {
      ...home,
      id: 'csmrshp_office',
      isDefault: true,
      address: { ...home.address, line1: '2 Side St', line2: 'Floor 3' },
    };
    expect(
      readWalletShippingAddresses({ email: 'a@b.c', shippingAddresses: [home, office] }),
    ).toEqual([office, home]);
  });

  it('drops entries without an id or a country and reads missing texts as empty', () => {
    const read = readWalletShippingAddresses({
      shippingAddresses: [
        { id: 'csmrshp_1', address: { country: 'FR' } },
        { address: { country: 'US' } },
        { id: 'csmrshp_2', address: { line1: 'x' } },
        'not an address',
      ],
    });
    expect(read).toEqual([
      {
        id: 'csmrshp_1',
        isDefault: false,
        name: '',
        address: { line1: '', line2: null, city: '', state: '', postal_code: '', country: 'FR' },
      },
    ]);
  });

  it('answers none for a logged-out wallet (null) or a view without addresses', () => {
    expect(readWalletShippingAddresses(null)).toEqual([]);
    expect(readWalletShippingAddresses({ email: 'a@b.c', exists: false })).toEqual([]);
  });
});
