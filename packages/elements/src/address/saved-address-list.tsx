import type { SavedAddress } from '@kassa/core';
import type { AddressTranslator } from '../i18n/address-translator.js';

interface SavedAddressListProps {
  t: AddressTranslator;
  saved: SavedAddress[];
  selected: string | null;
  onSelect(id: string): void;
  onAdd(): void;
}

/** One line per saved address: name, street, city and country, as the shopper recognises it. */
function summary(saved: SavedAddress): string {
  const { address } = saved;
  return [
    address.name,
    address.line_1,
    address.line_2,
    [address.postal_code, address.locality].filter(Boolean).join(' '),
    address.administrative_area,
    address.country_code,
  ]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(', ');
}

/**
 * The saved view: the merchant's contacts and the customer's saved addresses as a radio group
 * (arrow keys move between them), and a way to enter a new one.
 */
export function SavedAddressList({ t, saved, selected, onSelect, onAdd }: SavedAddressListProps) {
  return (
    <div className="SavedAddresses">
      <fieldset className="SavedAddressList">
        <legend className="Label">{t.text('address.savedAddresses')}</legend>
        {saved.map((entry) => (
          <label key={entry.id} className="SavedAddress">
            <input
              type="radio"
              name="saved-address"
              value={entry.id}
              checked={entry.id === selected}
              onChange={() => onSelect(entry.id)}
            />
            <span>{summary(entry)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="AddressLink" onClick={onAdd}>
        {t.text('address.useNewAddress')}
      </button>
    </div>
  );
}
