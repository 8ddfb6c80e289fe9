import type { AddressFormAction, AddressFormState, AddressFormValues } from '@kassa/core';
import { asObject, asString, type JsonObject } from '@kassa/protocol';
import {
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import type { FrameRuntime } from '../frame/frame-runtime.js';
import type { AddressTranslator } from '../i18n/address-translator.js';

const LIST_ID = 'address-suggestions';
/** Asked once the shopper pauses, not on every keystroke. */
const DEBOUNCE_MS = 200;

/** A suggestion's address as the form's values (the country stays the form's). */
function suggestedValues(address: JsonObject): Partial<AddressFormValues> {
  return {
    addressLine1: asString(address.line1) ?? '',
    addressLine2: asString(address.line2) ?? '',
    locality: asString(address.city) ?? '',
    administrativeArea: asString(address.state) ?? '',
    postalCode: asString(address.postal_code) ?? '',
  };
}

export interface Suggestions {
  /** Props for the first street line's input: a combobox over the suggestion list. */
  inputProps: {
    role: 'combobox';
    'aria-autocomplete': 'list';
    'aria-expanded': boolean;
    'aria-controls': string;
    'aria-activedescendant': string | undefined;
    onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  };
  list: ReactNode;
}

/**
 * The Address Element's autocomplete over core's reducer: the reducer says when to fetch (more
 * than 2 characters in the first street line), the controller asks the provider, the shopper
 * picks with the arrow keys and Enter (or a click), and the choice fills the fields.
 */
export function useSuggestions(
  runtime: FrameRuntime,
  state: AddressFormState,
  dispatch: Dispatch<AddressFormAction>,
  t: AddressTranslator,
  open: boolean,
): Suggestions {
  const { autocomplete } = state;
  const country = state.values.country;
  const addresses = useRef(new Map<string, JsonObject>());
  const [attribution, setAttribution] = useState('');
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (autocomplete.status !== 'fetching') return;
    const query = autocomplete.query;
    let current = true;
    const timer = setTimeout(() => {
      runtime.request('address-suggestions', { query, country }).then(
        (answer) => {
          if (!current) return;
          const data = Array.isArray(answer.data) ? answer.data : [];
          addresses.current.clear();
          const suggestions = data.flatMap((entry) => {
            const item = asObject(entry);
            const id = asString(item.id);
            const description = asString(item.description);
            if (id === undefined || description === undefined) return [];
            addresses.current.set(id, asObject(item.address));
            return [{ id, description }];
          });
          setAttribution(asString(answer.attribution) ?? '');
          setActive(-1);
          dispatch({ type: 'autocomplete-suggestions', suggestions });
        },
        () => current && dispatch({ type: 'autocomplete-reset' }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [autocomplete.status, autocomplete.query, country, runtime, dispatch]);

  const shown = open && autocomplete.status === 'suggestions' ? autocomplete.suggestions : [];
  const choose = (id: string): void => {
    const address = addresses.current.get(id);
    if (address === undefined) return;
    dispatch({ type: 'autocomplete-selected', id });
    dispatch({ type: 'autocomplete-details-retrieved', values: suggestedValues(address) });
  };
  const optionId = (index: number) => `${LIST_ID}-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (shown.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.max(0, Math.min(shown.length - 1, index + step)));
    } else if (event.key === 'Enter' && active >= 0 && active < shown.length) {
      event.preventDefault();
      const picked = shown[active];
      if (picked !== undefined) choose(picked.id);
    } else if (event.key === 'Escape') {
      dispatch({ type: 'autocomplete-reset' });
    }
  };

  const list =
    shown.length === 0 ? null : (
      <div className="AddressSuggestions">
        <div id={LIST_ID} role="listbox" aria-label={t.text('address.suggestions')}>
          {shown.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the street line's combobox takes the keys (arrows, Enter) for its options, which keep focus out
            <div
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={`AddressSuggestion${index === active ? ' AddressSuggestion--active' : ''}`}
              // Keeps the focus in the street line, so the list stays a part of it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion.id)}
            >
              {suggestion.description}
            </div>
          ))}
        </div>
        {attribution === '' ? null : <p className="AddressAttribution">{attribution}</p>}
        <div className="VisuallyHidden" aria-live="polite">
          {t.text('address.suggestionsCount', { count: shown.length })}
        </div>
      </div>
    );

  return {
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': shown.length > 0,
      'aria-controls': LIST_ID,
      'aria-activedescendant': active >= 0 && active < shown.length ? optionId(active) : undefined,
      onKeyDown,
    },
    list,
  };
}
