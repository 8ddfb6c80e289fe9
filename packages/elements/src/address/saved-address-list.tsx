import type { SavedAddress } from '@kassa/core';
import type { AddressTranslator } from '../i18n/address-translator.js';

interface SavedAddressListProps {
  t: AddressTranslator;
  saved: SavedAddress[];
  selected: string | null;
  onSelect(id: string): void;
  onAdd(): void;
  /** Whether the shopper may edit and remove this one (the customer's own, not a contact). */
  editable(saved: SavedAddress): boolean;
  onEdit(id: string): void;
  onRemove(id: string): void;
}

/** One line per saved address: name, street, city and country, as the shopper recognises it. */
export function summary(saved: SavedAddress): string {
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

const summaryId = (saved: SavedAddress) => `saved-address-${saved.id}`;

/**
 * The saved view: the merchant's contacts and the customer's saved addresses as a radio group
 * (arrow keys move between them), the customer's own with edit and remove buttons (described
 * by the address they act on), and a way to enter a new one.
 */
export function SavedAddressList(props: SavedAddressListProps) {
  const { t, saved, selected, onSelect, onAdd } = props;
  return (
    <div className="SavedAddresses">
      <fieldset className="SavedAddressList">
        <legend className="Label">{t.text('address.savedAddresses')}</legend>
        {saved.map((entry) => (
          <div key={entry.id} className="SavedAddressRow">
            <label className="SavedAddress">
              <input
                type="radio"
                name="saved-address"
                value={entry.id}
                checked={entry.id === selected}
                onChange={() => onSelect(entry.id)}
              />
              <span id={summaryId(entry)}>{summary(entry)}</span>
            </label>
            {props.editable(entry) ? (
              <span className="SavedAddressActions">
                <button
                  type="button"
                  className="AddressLink"
                  aria-describedby={summaryId(entry)}
                  onClick={() => props.onEdit(entry.id)}
                >
                  {t.text('address.editAddress')}
                </button>
                <button
                  type="button"
                  className="AddressLink"
                  aria-describedby={summaryId(entry)}
                  onClick={() => props.onRemove(entry.id)}
                >
                  {t.text('address.removeAddress')}
                </button>
              </span>
            ) : null}
          </div>
        ))}
      </fieldset>
      <button type="button" className="AddressLink" onClick={onAdd}>
        {t.text('address.useNewAddress')}
      </button>
    </div>
  );
}

interface RemoveSavedAddressProps {
  t: AddressTranslator;
  saved: SavedAddress;
  busy: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The remove view: which address goes, and the shopper's confirmation or way back. */
export function RemoveSavedAddress({
  t,
  saved,
  busy,
  onConfirm,
  onCancel,
}: RemoveSavedAddressProps) {
  return (
    <fieldset className="SavedAddresses SavedAddressRemove">
      <legend className="Label">{t.text('address.removeQuestion')}</legend>
      <p className="SavedAddressSummary">{summary(saved)}</p>
      <div className="SavedAddressActions">
        <button
          type="button"
          className="AddressButton"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) onConfirm();
          }}
        >
          {t.text('address.removeAddress')}
        </button>
        <button type="button" className="AddressLink" onClick={onCancel}>
          {t.text('address.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
