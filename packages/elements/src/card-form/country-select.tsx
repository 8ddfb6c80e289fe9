import { useMemo } from 'react';
import { BILLING_COUNTRIES, countryName } from './billing-countries.js';

interface CountrySelectProps {
  id: string;
  value: string;
  locale: string;
  disabled?: boolean;
  onChange(country: string): void;
}

/** The billing country, names in the shopper's language, sorted the way they read them. */
export function CountrySelect({ id, value, locale, disabled, onChange }: CountrySelectProps) {
  const options = useMemo(() => {
    const named = BILLING_COUNTRIES.map((code) => ({ code, name: countryName(code, locale) }));
    const collator = new Intl.Collator(locale);
    return named.sort((a, b) => collator.compare(a.name, b.name));
  }, [locale]);
  return (
    <select
      id={id}
      name="country"
      className="Input Select"
      autoComplete="country"
      value={value}
      disabled={disabled}
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
