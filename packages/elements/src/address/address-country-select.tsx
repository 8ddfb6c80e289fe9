import { type Ref, useMemo } from 'react';
import { BILLING_COUNTRIES } from '../card-form/billing-countries.js';
import { sortedCountries } from '../card-form/country-select.js';

interface AddressCountrySelectProps {
  id: string;
  ref: Ref<HTMLSelectElement>;
  value: string;
  locale: string;
  /** allowedCountries; empty: every country of the address data. */
  allowed: readonly string[];
  autoComplete: string;
  invalid: boolean;
  onChange(country: string): void;
}

/** The countries the merchant allows, named in the shopper's language and sorted as they read. */
export function AddressCountrySelect(props: AddressCountrySelectProps) {
  const { id, ref, value, locale, allowed, autoComplete, invalid, onChange } = props;
  const options = useMemo(() => {
    const codes =
      allowed.length === 0
        ? BILLING_COUNTRIES
        : BILLING_COUNTRIES.filter((c) => allowed.includes(c));
    return sortedCountries(locale, codes);
  }, [allowed, locale]);
  return (
    <select
      ref={ref}
      id={id}
      name="country"
      className={`Input Select${invalid ? ' Input--invalid' : ''}`}
      autoComplete={autoComplete}
      value={value}
      aria-invalid={invalid}
      aria-describedby={invalid ? `${id}-error` : undefined}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map(({ code, name }) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}
