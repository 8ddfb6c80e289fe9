import { describe, expect, it } from 'vitest';
import { methodSwitchQuery, readMethodSwitch, withCurrency } from './method-switch.js';

describe("the checkout's method switch", () => {
  it('starts as the card-only checkout in tabs', () => {
    expect(readMethodSwitch('')).toEqual({
      currency: '',
      country: '',
      layout: 'tabs',
      quantity: 1,
      customer: false,
    });
    expect(methodSwitchQuery(readMethodSwitch(''))).toEqual({});
  });

  it('reads a currency, country and layout from the address and writes them back', () => {
    const state = readMethodSwitch('?currency=eur&country=NL&layout=accordion');
    expect(state).toEqual({
      currency: 'eur',
      country: 'NL',
      layout: 'accordion',
      quantity: 1,
      customer: false,
    });
    expect(methodSwitchQuery(state)).toEqual({
      currency: 'eur',
      country: 'NL',
      layout: 'accordion',
    });
  });

  it('ignores a currency the shop does not sell in and a country it does not offer', () => {
    expect(
      readMethodSwitch('?currency=<x>&country=ZZ&layout=grid&quantity=9&customer=yes'),
    ).toEqual({
      currency: '',
      country: '',
      layout: 'tabs',
      quantity: 1,
      customer: false,
    });
  });

  it("moves to the chosen currency's first country, and back to none for cards only", () => {
    const start = readMethodSwitch('?layout=accordion');
    expect(withCurrency(start, 'mxn')).toEqual({
      currency: 'mxn',
      country: 'MX',
      layout: 'accordion',
      quantity: 1,
      customer: false,
    });
    expect(withCurrency(withCurrency(start, 'eur'), '')).toEqual({
      currency: '',
      country: '',
      layout: 'accordion',
      quantity: 1,
      customer: false,
    });
  });

  it('reads a quantity and a returning customer, and writes them back only when set', () => {
    const state = readMethodSwitch('?currency=usd&quantity=2&customer=1');
    expect(state).toMatchObject({ currency: 'usd', quantity: 2, customer: true });
    expect(methodSwitchQuery(state)).toEqual({ currency: 'usd', quantity: '2', customer: '1' });
    expect(methodSwitchQuery({ ...state, quantity: 1, customer: false })).toEqual({
      currency: 'usd',
    });
  });
});
