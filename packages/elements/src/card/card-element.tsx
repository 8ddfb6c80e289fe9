import { normalizeDigits } from '@kassa/core';
import type { Json } from '@kassa/protocol';
import { useState } from 'react';
import { BrandIcon } from '../card-form/brand-icon.js';
import { CardInput } from '../card-form/card-input.js';
import type { CardFieldName } from '../card-form/card-rules.js';
import type { CardForm } from '../card-form/use-card-form.js';
import { useCardFrame, withError } from '../card-form/use-card-frame.js';
import { useCardNetworks } from '../card-form/use-card-networks.js';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import type { LabelKey } from '../i18n/english.js';
import { type CardElementOptions, DEFAULT_CARD_OPTIONS, mergeCardOptions } from './card-options.js';
import { cardStyleCss } from './card-style.js';

const ERROR_ID = 'card-error';

interface Cell {
  field: CardFieldName;
  placeholder: LabelKey;
  label: LabelKey;
}

const CELLS: readonly Cell[] = [
  { field: 'number', placeholder: 'cardNumber', label: 'cardNumber' },
  { field: 'expiry', placeholder: 'expiryPlaceholder', label: 'expiry' },
  { field: 'cvc', placeholder: 'cvcPlaceholder', label: 'cvc' },
  { field: 'postalCode', placeholder: 'zipShortPlaceholder', label: 'postalCode' },
];

/** The one-row Card Element: number, expiry, CVC and (unless hidden) postal code. */
export function CardElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<CardElementOptions>(() =>
    mergeCardOptions(DEFAULT_CARD_OPTIONS, init.options),
  );
  const cells = options.hidePostalCode
    ? CELLS.filter((cell) => cell.field !== 'postalCode')
    : CELLS;
  const { form, translator, rootRef, focusEvents, announcement, spoken } = useCardFrame({
    runtime,
    init,
    fields: cells.map((cell) => cell.field),
    postalFormat: null,
    ignoreAppearance: true,
    initial: { postalCode: options.postalCode ?? '' },
    extraCss: cardStyleCss(options.style),
    onUpdate(payload) {
      const next = mergeCardOptions(options, payload);
      if (next.postalCode !== undefined && next.postalCode !== options.postalCode) {
        form.setValue('postalCode', next.postalCode);
      }
      setOptions(next);
    },
    collect: (current) => collectCard(current, !options.hidePostalCode),
    changePayload: (current) => withError(changeOf(current, options), current),
  });
  useCardNetworks(runtime, form.values.number);
  const [numberFocused, setNumberFocused] = useState(false);
  // As Stripe's Card Element does: a complete number the shopper has moved on from shrinks to
  // its last four digits, giving the row to expiry, CVC and postal code (on a phone they would
  // not fit beside it); focusing it shows it whole again. The digits are drawn over the input
  // (which keeps the whole number for assistive technology): cutting the input's own text
  // instead showed the first four in right-to-left layout, its digit groups reordered.
  const number = form.check.fields.number;
  const collapsed = !numberFocused && number.complete && number.error === undefined;
  const lastFour = collapsed ? normalizeDigits(form.values.number).slice(-4) : '';
  const state = [
    form.empty ? ' CardRow--empty' : form.complete ? ' CardRow--complete' : '',
    collapsed ? ' CardRow--collapsed' : '',
  ].join('');
  return (
    <div ref={rootRef} className={`CardRow${state}`} {...focusEvents}>
      {options.hideIcon ? null : (
        <BrandIcon brand={form.check.brand} solid={options.iconStyle === 'solid'} />
      )}
      {cells.map(({ field, placeholder, label }) => (
        <div
          key={field}
          className={`CardRow-${field}`}
          {...(field === 'number'
            ? { onFocus: () => setNumberFocused(true), onBlur: () => setNumberFocused(false) }
            : {})}
        >
          <CardInput
            form={form}
            field={field}
            id={`card-${field}`}
            placeholder={translator.label(placeholder)}
            ariaLabel={translator.label(label)}
            errorId={ERROR_ID}
            disabled={options.disabled}
          />
          {field === 'number' && collapsed ? (
            <span className="Input CardRow-lastFour" aria-hidden="true">
              {lastFour}
            </span>
          ) : null}
        </div>
      ))}
      {/* Stripe's Card Element leaves error text to the merchant; inputs still describe theirs. */}
      <div id={ERROR_ID} className="VisuallyHidden">
        {announcement}
      </div>
      <Announcer message={spoken} />
    </div>
  );
}

function changeOf(form: CardForm, options: CardElementOptions): { [key: string]: Json } {
  return {
    elementType: 'card',
    brand: form.check.brand,
    complete: form.complete,
    empty: form.empty,
    value: { postalCode: options.hidePostalCode ? '' : form.values.postalCode.trim() },
  };
}

function collectCard(form: CardForm, withPostal: boolean): Json {
  const payload: { [key: string]: Json } = {
    type: 'card',
    card: form.cardPayload() as { [key: string]: Json },
  };
  const postalCode = form.values.postalCode.trim();
  if (withPostal && postalCode !== '') {
    payload.billing_details = { address: { postal_code: postalCode } };
  }
  return payload;
}
