import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { BILLING_COUNTRIES, countryName } from './billing-countries.js';

interface CountrySelectProps {
  id: string;
  value: string;
  locale: string;
  disabled?: boolean;
  /** The countries offered (a payment method's); every billing country by default. */
  countries?: readonly string[];
  onChange(country: string): void;
}

export interface CountryOption {
  code: string;
  name: string;
}

/** The countries named in the shopper's language, sorted the way they read them. */
export function sortedCountries(locale: string, countries: readonly string[]): CountryOption[] {
  const named = countries.map((code) => ({ code, name: countryName(code, locale) }));
  const collator = new Intl.Collator(locale);
  return named.sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * Whether the whole country list is in the DOM yet. A closed select shows only its value, and
 * naming, sorting and rendering some 240 options is the costliest part of the frame's first
 * render, on the renderer thread the controller frame shares while the session is on its way.
 * So the list comes when the browser is idle, or at once when the shopper reaches for the
 * select (focus, pointer or key) before that.
 */
function useListed(): [boolean, () => void] {
  const [listed, setListed] = useState(false);
  useEffect(() => {
    if (listed) return;
    if (typeof requestIdleCallback !== 'function') {
      setListed(true);
      return;
    }
    const handle = requestIdleCallback(() => setListed(true), { timeout: 1000 });
    return () => cancelIdleCallback(handle);
  }, [listed]);
  const listNow = (): void => {
    if (!listed) flushSync(() => setListed(true));
  };
  return [listed, listNow];
}

/** The billing country, names in the shopper's language, sorted the way they read them. */
export function CountrySelect(props: CountrySelectProps) {
  const { id, value, locale, disabled, countries = BILLING_COUNTRIES, onChange } = props;
  const [listed, listNow] = useListed();
  const all = useMemo(
    () => (listed ? sortedCountries(locale, countries) : null),
    [listed, locale, countries],
  );
  const options = all ?? [{ code: value, name: countryName(value, locale) }];
  return (
    <select
      id={id}
      name="country"
      className="Input Select"
      autoComplete="country"
      value={value}
      disabled={disabled}
      onFocus={listNow}
      onPointerDown={listNow}
      onKeyDown={listNow}
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
