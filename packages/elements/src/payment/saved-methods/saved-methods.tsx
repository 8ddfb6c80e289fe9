import type { CardBrand } from '@kassa/core';
import type { ReactNode } from 'react';
import { BrandIcon } from '../../card-form/brand-icon.js';
import type { Translator } from '../../i18n/translator.js';
import type { SavedCard } from './saved-session.js';
import { NEW_CARD, type SavedMethods } from './use-saved-methods.js';
import './saved-methods.css';

interface SavedMethodsProps {
  saved: SavedMethods;
  translator: Translator;
  readOnly: boolean;
  /** The new-card form, shown when the shopper picks "New card" (or has nothing saved). */
  children: ReactNode;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The customer's saved cards as a radio group (native radios: arrow keys move between them),
 * with "New card" last, a remove step per card and the save box under the new-card form.
 */
export function SavedMethodsPicker({ saved, translator, readOnly, children }: SavedMethodsProps) {
  const t = translator.label;
  const cards = saved.session?.cards ?? [];
  const form = (
    <>
      {children}
      {saved.showSaveBox ? (
        <label className="CheckboxLabel SaveBox">
          <input
            type="checkbox"
            className="CheckboxInput"
            checked={saved.save}
            disabled={readOnly}
            onChange={(event) => saved.setSave(event.currentTarget.checked)}
          />
          {t('savePaymentDetails')}
        </label>
      ) : null}
    </>
  );
  if (cards.length === 0) return form;
  return (
    <>
      <fieldset className="SavedMethods">
        <legend className="Label">{t('savedMethods')}</legend>
        {cards.map((card) => (
          <SavedCardItem
            key={card.id}
            card={card}
            saved={saved}
            translator={translator}
            readOnly={readOnly}
          />
        ))}
        <PickerItem saved={saved} value={NEW_CARD} disabled={readOnly}>
          <span>{t('newCard')}</span>
        </PickerItem>
      </fieldset>
      {saved.choice === NEW_CARD ? form : null}
    </>
  );
}

interface PickerItemProps {
  saved: SavedMethods;
  value: string;
  disabled: boolean;
  /** Shown but never selectable (an expired card). */
  unusable?: boolean;
  children: ReactNode;
}

/** One radio of the list, styled by the `.PickerItem` appearance rules. */
function PickerItem({ saved, value, disabled, unusable = false, children }: PickerItemProps) {
  const selected = saved.choice === value;
  const state = selected ? ' PickerItem--selected' : unusable ? ' PickerItem--disabled' : '';
  return (
    <label className={`PickerItem${state}`}>
      <input
        type="radio"
        name="saved-method"
        value={value}
        checked={selected}
        disabled={disabled || unusable}
        onChange={() => saved.choose(value)}
      />
      {children}
    </label>
  );
}

interface SavedCardItemProps {
  card: SavedCard;
  saved: SavedMethods;
  translator: Translator;
  readOnly: boolean;
}

function SavedCardItem({ card, saved, translator, readOnly }: SavedCardItemProps) {
  const t = translator.label;
  const expiry = `${twoDigits(card.expMonth)}/${twoDigits(card.expYear % 100)}`;
  const asking = saved.removing?.id === card.id;
  return (
    <div className="SavedCard">
      <PickerItem saved={saved} value={card.id} disabled={readOnly} unusable={card.expired}>
        <BrandIcon brand={card.brand as CardBrand} />
        <span>
          <span className="u-visually-hidden">{t('endingIn')} </span>•••• {card.last4}
        </span>
        <span className={card.expired ? 'SecondaryText Error' : 'SecondaryText'}>
          {card.expired ? t('expired') : `${t('expires')} ${expiry}`}
        </span>
      </PickerItem>
      {saved.canRemove && !asking ? (
        <button
          type="button"
          className="PickerAction"
          disabled={readOnly || saved.busy}
          aria-label={`${t('remove')} •••• ${card.last4}`}
          onClick={() => saved.askRemove(card.id)}
        >
          {t('remove')}
        </button>
      ) : null}
      {asking ? <RemoveConfirm saved={saved} translator={translator} /> : null}
    </div>
  );
}

function RemoveConfirm({ saved, translator }: { saved: SavedMethods; translator: Translator }) {
  const t = translator.label;
  return (
    <fieldset className="RemoveConfirm">
      <legend>{t('removeQuestion')}</legend>
      <button
        type="button"
        className="PickerAction PickerAction--negative"
        // The Remove button that opened this step is gone: focus moves to the answer.
        ref={(node) => node?.focus()}
        disabled={saved.busy}
        onClick={() => void saved.confirmRemove()}
      >
        {t('remove')}
      </button>
      <button
        type="button"
        className="PickerAction"
        disabled={saved.busy}
        onClick={() => saved.askRemove(null)}
      >
        {t('cancel')}
      </button>
      {saved.removeFailed ? (
        <span className="Error" role="alert">
          {t('removeFailed')}
        </span>
      ) : null}
    </fieldset>
  );
}
