/**
 * The currencies the shop's method switch offers, each with the T-shirt's price in it (minor
 * units; JPY and KRW have none) and the countries whose shoppers pay in it. The server charges
 * these prices; the browser only names a currency, never an amount.
 */
export interface DemoCurrency {
  currency: string;
  amount: number;
  /** Billing countries the switch offers with this currency, first the one it starts with. */
  countries: readonly string[];
}

export const DEMO_CURRENCIES: readonly DemoCurrency[] = [
  { currency: 'usd', amount: 2500, countries: ['US'] },
  {
    currency: 'eur',
    amount: 2500,
    countries: ['NL', 'DE', 'BE', 'AT', 'FR', 'IT', 'ES', 'PT', 'FI', 'IE', 'LU', 'PL'],
  },
  { currency: 'gbp', amount: 2000, countries: ['GB'] },
  { currency: 'aud', amount: 3900, countries: ['AU'] },
  { currency: 'cad', amount: 3500, countries: ['CA'] },
  { currency: 'nzd', amount: 4200, countries: ['NZ'] },
  { currency: 'mxn', amount: 45000, countries: ['MX'] },
  { currency: 'brl', amount: 13000, countries: ['BR'] },
  { currency: 'jpy', amount: 3800, countries: ['JP'] },
  { currency: 'krw', amount: 35000, countries: ['KR'] },
  { currency: 'cny', amount: 18000, countries: ['CN'] },
  { currency: 'hkd', amount: 19500, countries: ['HK'] },
  { currency: 'sgd', amount: 3400, countries: ['SG'] },
  { currency: 'myr', amount: 11500, countries: ['MY'] },
  { currency: 'thb', amount: 88000, countries: ['TH'] },
  { currency: 'inr', amount: 210000, countries: ['IN'] },
  { currency: 'pln', amount: 10500, countries: ['PL'] },
  { currency: 'czk', amount: 60000, countries: ['CZ'] },
  { currency: 'ron', amount: 12500, countries: ['RO'] },
  { currency: 'sek', amount: 27000, countries: ['SE'] },
  { currency: 'dkk', amount: 18000, countries: ['DK', 'FI'] },
  { currency: 'nok', amount: 27000, countries: ['NO'] },
  { currency: 'chf', amount: 2300, countries: ['CH'] },
];

export function demoCurrency(currency: string | null | undefined): DemoCurrency | undefined {
  return DEMO_CURRENCIES.find((entry) => entry.currency === currency);
}
