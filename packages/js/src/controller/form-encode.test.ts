import { describe, expect, it } from 'vitest';
import { formEncode } from './form-encode.js';

describe('formEncode', () => {
  it.each([
    [{ amount: 2000, currency: 'usd' }, 'amount=2000&currency=usd'],
    [
      {
        payment_method_data: { type: 'card', card: { number: '4242424242424242', exp_month: 12 } },
      },
      'payment_method_data[type]=card&payment_method_data[card][number]=4242424242424242&payment_method_data[card][exp_month]=12',
    ],
    [{ expand: ['payment_method', 'customer'] }, 'expand[0]=payment_method&expand[1]=customer'],
    [{ a: [{ b: 1 }] }, 'a[0][b]=1'],
    [{ confirm: true, off: false }, 'confirm=true&off=false'],
    [{ description: null }, 'description='],
    [{ skipped: undefined, kept: 'x' }, 'kept=x'],
    [
      { return_url: 'https://shop.example/done?a=1&b=2' },
      'return_url=https%3A%2F%2Fshop.example%2Fdone%3Fa%3D1%26b%3D2',
    ],
    [{ 'odd key': { 'é&=': 'a b' } }, 'odd%20key[%C3%A9%26%3D]=a%20b'],
    [{}, ''],
  ])('encodes %j the Stripe way', (params, encoded) => {
    expect(formEncode(params)).toBe(encoded);
  });

  it('round-trips through URLSearchParams', () => {
    const decoded = new URLSearchParams(
      formEncode({ billing_details: { name: 'Zoë O’Brien & co' } }),
    );
    expect(decoded.get('billing_details[name]')).toBe('Zoë O’Brien & co');
  });
});
