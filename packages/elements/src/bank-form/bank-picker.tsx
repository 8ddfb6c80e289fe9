import type { Bank } from '@kassa/core';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';

export interface BankPickerTexts {
  label: string;
  search: string;
  noMatch: string;
}

interface BankPickerProps {
  id: string;
  banks: readonly Bank[];
  /** The chosen bank's id ('' for none). */
  value: string;
  texts: BankPickerTexts;
  error?: string | undefined;
  disabled?: boolean;
  onChange(bank: string): void;
  onBlur?(): void;
}

/** Bank names containing every typed word, case and accents ignored. */
export function matchBanks(banks: readonly Bank[], query: string): Bank[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  return banks.filter((bank) => words.every((word) => fold(bank.name).includes(word)));
}

/**
 * The bank search list: an ARIA combobox whose text filters the banks, arrow keys move the
 * hovered bank, Enter picks it, Escape closes the list. Closed, the input shows the chosen
 * bank's name; focus or typing opens the list.
 */
export function BankPicker(props: BankPickerProps) {
  const { id, banks, value, texts, error, disabled, onChange, onBlur } = props;
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [hovered, setHovered] = useState(0);
  const open = query !== null;
  const matches = useMemo(() => (open ? matchBanks(banks, query) : []), [banks, open, query]);
  const chosen = banks.find((bank) => bank.id === value);
  const pick = (bank: Bank | undefined): void => {
    if (bank !== undefined) onChange(bank.id);
    setQuery(null);
  };
  const openList = (text: string): void => {
    setQuery(text);
    setHovered(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        openList('');
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHovered((at) =>
        matches.length === 0 ? 0 : (at + step + matches.length) % matches.length,
      );
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(matches[hovered]);
    } else if (event.key === 'Escape' && open) {
      // Closing the list is all Escape does here; the element's own escape event waits.
      event.stopPropagation();
      setQuery(null);
    }
  };
  const optionId = (at: number) => `${listId}-option-${at}`;
  return (
    <div className="BankPicker">
      <input
        id={id}
        className={`Input${error === undefined ? '' : ' Input--invalid'}`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && matches.length > 0 ? optionId(hovered) : undefined}
        aria-invalid={error !== undefined}
        aria-describedby={error === undefined ? undefined : `${id}-error`}
        placeholder={texts.search}
        disabled={disabled}
        value={open ? query : (chosen?.name ?? '')}
        onFocus={() => {
          if (!open) openList('');
        }}
        onChange={(event) => openList(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setQuery(null);
          onBlur?.();
        }}
      />
      <div id={listId} role="listbox" aria-label={texts.label} className="BankList" hidden={!open}>
        {matches.map((bank, at) => (
          <div
            key={bank.id}
            id={optionId(at)}
            role="option"
            tabIndex={-1}
            aria-selected={bank.id === value}
            className={`BankOption${at === hovered ? ' BankOption--hovered' : ''}${bank.id === value ? ' BankOption--selected' : ''}`}
            // Chosen on mousedown: the input's blur, which closes the list, comes after it.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(bank);
            }}
            onMouseEnter={() => setHovered(at)}
          >
            {bank.name}
          </div>
        ))}
        {open && matches.length === 0 ? <div className="BankEmpty">{texts.noMatch}</div> : null}
      </div>
    </div>
  );
}
