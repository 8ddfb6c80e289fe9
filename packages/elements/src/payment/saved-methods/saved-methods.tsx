import type { CardBrand } from '@kassa/core';
import type { Json, JsonObject } from '@kassa/protocol';
import { type ReactNode, useRef } from 'react';
import { BrandIcon } from '../../card-form/brand-icon.js';
import { createMethodTranslator } from '../../i18n/method-translator.js';
import type { Translator } from '../../i18n/translator.js';
import { injectSavedMethodsStyle } from './saved-methods-style.js';
import { cardOf, detailsOf, isExpired, NEW_CARD } from './saved-session.js';
import type { SavedMethods } from './use-saved-methods.js';

// The chunk's own rules, in the document before its first render.
injectSavedMethodsStyle();

interface SavedMethodsProps {
  saved: SavedMethods;
  /** The new method shown can be saved (card, SEPA...): the save box may show under it. */
  saveable: boolean;
  translator: Translator;
  readOnly: boolean;
  /** The new-card form, shown when the shopper picks "New card" (or has nothing saved). */
  children: ReactNode;
}

/**
 * The Remove button that opened a card's remove step is gone: focus moves to the answer. One
 * function for every render, so React calls it when the button appears, not on each re-render
 * (which would pull focus back from Cancel).
 */
const focusWhenShown = (node: HTMLButtonElement | null) => node?.focus();

/** A card's expiry, month and year, written the locale's way (12/34, 12.34, 34/12...). */
const expiry = (month: Json | undefined, year: Json | undefined, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: '2-digit', year: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(Number(year), Number(month) - 1, 1),
  );

/**
 * Detaches the method whose removal the shopper confirmed (the controller holds the customer
 * session secret). Removals may overlap (a second card removed while the first one's answer is
 * on its way): each answer updates the state as it is then, never a list or step read before.
 */
function confirmRemove(saved: SavedMethods): void {
  const { removing, runtime, setRemoving } = saved;
  if (removing === null || removing.state === 'busy') return;
  const { id } = removing;
  const settle = (next: SavedMethods['removing']) =>
    setRemoving((current) => (current?.id === id ? next : current));
  // Stripe.js's savedpaymentmethodremove: the merchant page hears how the removal went.
  const method = saved.list.find((entry) => entry.id === id) ?? { id: id ?? null };
  const tell = (outcome: JsonObject) =>
    runtime.emit('savedpaymentmethodremove', {
      elementType: 'payment',
      ...outcome,
      payment_method: method,
    });
  setRemoving({ id, state: 'busy' });
  runtime
    // An id that is no string is refused by the controller, as an empty one is.
    .request('saved-method-detach', { paymentMethod: typeof id === 'string' ? id : '' })
    .then(
      () => {
        saved.drop(id);
        settle(null);
        tell({ success: true });
      },
      (error: unknown) => {
        settle({ id, state: 'failed' });
        tell({ success: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
}

/**
 * The customer's saved methods as a radio group (native radios: the arrow keys move between
 * them): cards with their brand and expiry, bank accounts (SEPA, US, Bacs) with their method's
 * name; "New" last, a remove step per method, and the save box under the new-method form.
 * Kept lean on purpose: the payment frame has a size budget (bench/bundle-sizes.mjs).
 */
export function SavedMethodsPicker({
  saved,
  saveable,
  translator,
  readOnly,
  children,
}: SavedMethodsProps) {
  const t = translator.label;
  const { list, choice, removing } = saved;
  // The bank accounts' method names; the methods' English loads with this chunk, not the frame.
  const methods = createMethodTranslator(translator);
  // The card whose remove step was cancelled: its Remove button takes focus back when it shows.
  const cancelled = useRef<Json | undefined>(undefined);
  const radio = (value: Json | undefined, content: ReactNode, unusable = false) => (
    <label
      className={`PickerItem${choice === value ? ' PickerItem--selected' : unusable ? ' PickerItem--disabled' : ''}`}
    >
      <input
        type="radio"
        name="saved-method"
        checked={choice === value}
        disabled={readOnly || unusable}
        onChange={() => saved.choose(value)}
      />
      {content}
    </label>
  );
  const form = (
    <>
      {children}
      {saved.showSaveBox && saveable ? (
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
  if (list.length === 0) return form;
  return (
    <>
      <fieldset className="SavedMethods">
        <legend className="Label">{t('savedMethods')}</legend>
        {list.map((method) => {
          const { brand, exp_month, exp_year } = cardOf(method);
          const { last4 } = detailsOf(method);
          const expired = isExpired(method);
          const asking = removing?.id === method.id;
          return (
            <div className="SavedCard" key={String(method.id)}>
              {radio(
                method.id,
                method.type === 'card' ? (
                  <>
                    <BrandIcon brand={brand as CardBrand} />
                    •••• {last4}
                    <span className={expired ? 'SecondaryText Error' : 'SecondaryText'}>
                      {expired
                        ? t('expired')
                        : `${t('expires')} ${expiry(exp_month, exp_year, translator.locale)}`}
                    </span>
                  </>
                ) : (
                  <>
                    •••• {last4}
                    <span className="SecondaryText">{methods.methodName(String(method.type))}</span>
                  </>
                ),
                expired,
              )}
              {asking && removing ? (
                <fieldset className="RemoveConfirm">
                  <legend>
                    {method.type === 'card'
                      ? t('removeQuestion')
                      : methods.label('saved.removeBankAccount')}
                  </legend>
                  <button
                    type="button"
                    className="PickerAction"
                    ref={focusWhenShown}
                    disabled={removing.state === 'busy'}
                    onClick={() => confirmRemove(saved)}
                  >
                    {t('remove')}
                  </button>
                  <button
                    type="button"
                    className="PickerAction"
                    onClick={() => {
                      cancelled.current = method.id;
                      saved.askRemove(undefined);
                    }}
                  >
                    {t('cancel')}
                  </button>
                  {removing.state === 'failed' ? (
                    <span className="Error" role="alert">
                      {method.type === 'card'
                        ? t('removeFailed')
                        : methods.label('saved.removeBankAccountFailed')}
                    </span>
                  ) : null}
                </fieldset>
              ) : saved.canRemove ? (
                <button
                  type="button"
                  className="PickerAction"
                  disabled={readOnly}
                  aria-label={`${t('remove')} •••• ${last4}`}
                  ref={(node) => {
                    if (node === null || cancelled.current !== method.id) return;
                    cancelled.current = undefined;
                    node.focus();
                  }}
                  onClick={() => saved.askRemove(method.id)}
                >
                  {t('remove')}
                </button>
              ) : null}
            </div>
          );
        })}
        {radio(NEW_CARD, t('newCard'))}
      </fieldset>
      {choice === NEW_CARD ? form : null}
    </>
  );
}
