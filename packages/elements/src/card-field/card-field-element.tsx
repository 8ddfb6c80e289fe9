import type { CardBrand } from '@kassa/core';
import { asBoolean, asObject, asString, type ElementType, type Json } from '@kassa/protocol';
import { useState } from 'react';
import { cardStyleCss } from '../card/card-style.js';
import { BrandIcon } from '../card-form/brand-icon.js';
import { CardInput } from '../card-form/card-input.js';
import type { CardFieldName } from '../card-form/card-rules.js';
import type { CardForm } from '../card-form/use-card-form.js';
import { useCardFrame, withError } from '../card-form/use-card-frame.js';
import { useBrandBroadcast, useCardNetworks } from '../card-form/use-card-networks.js';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import type { LabelKey } from '../i18n/english.js';

interface SplitField {
  field: Exclude<CardFieldName, 'postalCode'>;
  label: LabelKey;
  placeholder: LabelKey;
}

const SPLIT_FIELDS: Partial<Record<ElementType, SplitField>> = {
  cardNumber: { field: 'number', label: 'cardNumber', placeholder: 'cardNumberPlaceholder' },
  cardExpiry: { field: 'expiry', label: 'expiry', placeholder: 'expiryPlaceholder' },
  cardCvc: { field: 'cvc', label: 'cvc', placeholder: 'cvcPlaceholder' },
};

interface SplitOptions {
  placeholder: string | undefined;
  disabled: boolean;
  showIcon: boolean;
  iconStyle: 'default' | 'solid';
  style: Json | undefined;
}

function mergeSplitOptions(current: SplitOptions, raw: Json): SplitOptions {
  const options = asObject(raw);
  const iconStyle = asString(options.iconStyle);
  return {
    placeholder: asString(options.placeholder) ?? current.placeholder,
    disabled: asBoolean(options.disabled) ?? current.disabled,
    showIcon: asBoolean(options.showIcon) ?? current.showIcon,
    iconStyle: iconStyle === 'solid' || iconStyle === 'default' ? iconStyle : current.iconStyle,
    style: 'style' in options ? options.style : current.style,
  };
}

const DEFAULT_SPLIT_OPTIONS: SplitOptions = {
  placeholder: undefined,
  disabled: false,
  showIcon: false,
  iconStyle: 'default',
  style: undefined,
};

/** One of the split card fields (cardNumber, cardExpiry, cardCvc), chosen by the frame's type. */
export function CardFieldElement({ runtime, init }: FrameAppProps) {
  const elementType = runtime.params.elementType;
  const split = SPLIT_FIELDS[elementType] ?? {
    field: 'number',
    label: 'cardNumber',
    placeholder: 'cardNumberPlaceholder',
  };
  const [options, setOptions] = useState(() =>
    mergeSplitOptions(DEFAULT_SPLIT_OPTIONS, init.options),
  );
  // The cvc field learns the brand from the cardNumber field of its group.
  const [groupBrand, setGroupBrand] = useState<CardBrand | undefined>(undefined);
  const { form, translator, rootRef, focusEvents, announcement, spoken } = useCardFrame({
    runtime,
    init,
    fields: [split.field],
    postalFormat: null,
    brand: split.field === 'cvc' ? groupBrand : undefined,
    onBroadcast(event, payload) {
      const brand = asString(asObject(payload).brand);
      if (event === 'card-brand' && brand !== undefined) setGroupBrand(brand as CardBrand);
    },
    ignoreAppearance: true,
    extraCss: cardStyleCss(options.style),
    onUpdate: (payload) => setOptions((current) => mergeSplitOptions(current, payload)),
    // The controller merges the parts of the three fields into one card; each part says it is
    // a card, as the Card Element's details do (createPaymentMethod takes its type from them).
    collect: (current) => ({
      type: 'card',
      card: current.cardPayload() as { [key: string]: Json },
    }),
    changePayload: (current) => withError(changeOf(elementType, current), current),
  });
  const isNumber = split.field === 'number';
  useBrandBroadcast(runtime, isNumber ? form.check.brand : 'unknown', isNumber);
  useCardNetworks(runtime, isNumber ? form.values.number : '');
  const state = form.empty ? ' CardRow--empty' : form.complete ? ' CardRow--complete' : '';
  const errorId = `${split.field}-error`;
  return (
    <div ref={rootRef} className={`CardRow CardRow--split${state}`} {...focusEvents}>
      {split.field === 'number' && options.showIcon ? (
        <BrandIcon brand={form.check.brand} solid={options.iconStyle === 'solid'} />
      ) : null}
      <CardInput
        form={form}
        field={split.field}
        id={`field-${split.field}`}
        placeholder={options.placeholder ?? translator.label(split.placeholder)}
        ariaLabel={translator.label(split.label)}
        errorId={errorId}
        disabled={options.disabled}
      />
      <div id={errorId} className="VisuallyHidden">
        {announcement}
      </div>
      <Announcer message={spoken} />
    </div>
  );
}

function changeOf(elementType: ElementType, form: CardForm): { [key: string]: Json } {
  const base = { elementType, complete: form.complete, empty: form.empty };
  return elementType === 'cardNumber' ? { ...base, brand: form.check.brand } : base;
}
