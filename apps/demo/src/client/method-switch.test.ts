import { describe, expect, it } from 'vitest';
import { methodSwitchQuery, readMethodSwitch, withCurrency } from './method-switch.js';

describe("the checkout's method switch", () => {
  it('starts as the card-only checkout in tabs', () => {
    expect(readMethodSwitch('')).toEqual({ currency: '', country: '', layout: 'tabs' });
    expect(methodSwitchQuery(readMethodSwitch(''))).toEqual({});
  });

  it('reads a currency, country and layout from the address and writes them back', () => {
    const state = readMethodSwitch('?currency=eur&country=NL&layout=accordion');
    expect(state).toEqual({ currency: 'eur', country: 'NL', layout: 'accordion' });
    expect(methodSwitchQuery(state)).toEqual({
      currency: 'eur',
      country: 'NL',
      layout: 'accordion',
    });
  });

  it('ignores a currency the shop does not sell in and a country it does not offer', () => {
    expect(readMethodSwitch('?currency=<x>&country=ZZ&layout=grid')).toEqual({
      currency: '',
      country: '',
      layout: 'tabs',
    });
  });

  it("moves to the chosen currency's first country, and back to none for cards only", () => {
    const start = readMethodSwitch('?layout=accordion');
    expect(withCurrency(start, 'mxn')).toEqual({
      currency: 'mxn',
      country: 'MX',
      layout: 'accordion',
    });
    expect(withCurrency(withCurrency(start, 'eur'), '')).toEqual({
      currency: '',
      country: '',
      layout: 'accordion',
    });
  });
});
