import { DEMO_CURRENCIES, demoCurrency } from '../shared/demo-prices.js';

/**
 * The checkout's method switch, for a person trying every method: the currency the intent is
 * created in (automatic payment methods, so the Payment Element offers that currency's
 * methods), the shopper's billing country (the element's `defaultValues`, which narrows the
 * methods to those offered there) and the layout. Kept in the address (`?currency=eur&
 * country=NL&layout=accordion`) so a reload or the way back from a bank page keeps it.
 */
export interface MethodSwitchState {
  /** '' keeps the shop's card-only checkout in US dollars. */
  currency: string;
  /** '' leaves the billing country to the element (the currency's country). */
  country: string;
  layout: 'tabs' | 'accordion';
  /** How many T-shirts: pay-later methods have minimum amounts (Affirm's is 50.00). */
  quantity: number;
  /** A returning customer: the intent names one, so bank transfers (customer balance) show. */
  customer: boolean;
}

export const METHOD_SWITCH_KEYS = [
  'currency',
  'country',
  'layout',
  'quantity',
  'customer',
] as const;

/** The quantities the switch offers; the shop's server refuses any other. */
export const QUANTITIES = [1, 2, 3, 4] as const;

export function readMethodSwitch(search: string): MethodSwitchState {
  const query = new URLSearchParams(search);
  const currency = demoCurrency(query.get('currency'))?.currency ?? '';
  const country = query.get('country') ?? '';
  return {
    currency,
    country: ALL_COUNTRIES.includes(country) ? country : '',
    layout: query.get('layout') === 'accordion' ? 'accordion' : 'tabs',
    quantity: QUANTITIES.find((quantity) => String(quantity) === query.get('quantity')) ?? 1,
    customer: query.get('customer') === '1',
  };
}

/** The switch's non-default settings, as query parameters. */
export function methodSwitchQuery(state: MethodSwitchState): Record<string, string> {
  const query: Record<string, string> = {};
  if (state.currency) query.currency = state.currency;
  if (state.country) query.country = state.country;
  if (state.layout !== 'tabs') query.layout = state.layout;
  if (state.quantity !== 1) query.quantity = String(state.quantity);
  if (state.customer) query.customer = '1';
  return query;
}

/** Choosing a currency starts from its first country, where its local methods show. */
export function withCurrency(state: MethodSwitchState, currency: string): MethodSwitchState {
  const entry = demoCurrency(currency);
  return { ...state, currency: entry?.currency ?? '', country: entry?.countries[0] ?? '' };
}

/** Every country the currencies are paid from, once, in the currencies' order. */
const ALL_COUNTRIES: readonly string[] = [
  ...new Set(DEMO_CURRENCIES.flatMap((entry) => entry.countries)),
];

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

export function MethodSwitch({
  state,
  onChange,
}: {
  state: MethodSwitchState;
  onChange: (next: MethodSwitchState) => void;
}) {
  return (
    <fieldset className="method-switch">
      <legend>Try other payment methods</legend>
      <label>
        Currency
        <select
          value={state.currency}
          onChange={(event) => onChange(withCurrency(state, event.target.value))}
        >
          <option value="">US dollar, cards only</option>
          {DEMO_CURRENCIES.map(({ currency }) => (
            <option key={currency} value={currency}>
              {currencyNames.of(currency.toUpperCase())} ({currency.toUpperCase()})
            </option>
          ))}
        </select>
      </label>
      <label>
        Billing country
        <select
          value={state.country}
          onChange={(event) => onChange({ ...state, country: event.target.value })}
        >
          <option value="">Not set</option>
          {ALL_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {countryNames.of(country)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Layout
        <select
          value={state.layout}
          onChange={(event) =>
            onChange({
              ...state,
              layout: event.target.value === 'accordion' ? 'accordion' : 'tabs',
            })
          }
        >
          <option value="tabs">Tabs</option>
          <option value="accordion">Accordion</option>
        </select>
      </label>
      <label>
        Quantity
        <select
          value={state.quantity}
          onChange={(event) => onChange({ ...state, quantity: Number(event.target.value) })}
        >
          {QUANTITIES.map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={state.customer}
          onChange={(event) => onChange({ ...state, customer: event.target.checked })}
        />
        Returning customer (offers bank transfer)
      </label>
    </fieldset>
  );
}
