import type { Json } from '@kassa/protocol';
import { useState } from 'react';
import { BrandIcon } from '../card-form/brand-icon.js';
import { CardInput } from '../card-form/card-input.js';
import type { CardFieldName } from '../card-form/card-rules.js';
import { useCardFrame, withError } from '../card-form/use-card-frame.js';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { type CardElementOptions, DEFAULT_CARD_OPTIONS, mergeCardOptions } from './card-options.js';
import { cardStyleCss } from './card-style.js';

const ERROR_ID = 'card-error';

/** The one-row Card Element: number, expiry, CVC and (unless hidden) postal code. */
export function CardElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<CardElementOptions>(() =>
    mergeCardOptions(DEFAULT_CARD_OPTIONS, init.options),
  );
  const fields: CardFieldName[] = options.hidePostalCode
    ? ['number', 'expiry', 'cvc']
    : ['number', 'expiry', 'cvc', 'postalCode'];
  const { form, translator, rootRef, focusEvents, announcement } = useCardFrame({
    runtime,
    init,
    fields,
    postalFormat: null,
    initial: { postalCode: options.postalCode ?? '' },
    extraCss: cardStyleCss(options.style),
    onUpdate(payload) {
      const next = mergeCardOptions(options, payload);
      const postalCode = next.postalCode;
      if (postalCode !== undefined && postalCode !== options.postalCode)
        form.setValue('postalCode', postalCode);
      setOptions(next);
    },
    collect: (current) => collectCard(current, !options.hidePostalCode),
    changePayload: (current) =>
      withError(
        {
          elementType: 'card',
          brand: current.check.brand,
          complete: current.complete,
          empty: current.empty,
          value: { postalCode: options.hidePostalCode ? '' : current.values.postalCode.trim() },
        },
        current,
      ),
  });
  const state = form.empty ? ' CardRow--empty' : form.complete ? ' CardRow--complete' : '';
  const input = (field: CardFieldName, placeholder: string, label: string) => (
    <CardInput
      form={form}
      field={field}
      id={`card-${field}`}
      placeholder={placeholder}
      ariaLabel={label}
      errorId={ERROR_ID}
      disabled={options.disabled}
    />
  );
  return (
    <div ref={rootRef} className={`CardRow${state}`} {...focusEvents}>
      {options.hideIcon ? null : (
        <BrandIcon brand={form.check.brand} solid={options.iconStyle === 'solid'} />
      )}
      <div className="CardRow-number">
        {input('number', translator.label('cardNumber'), translator.label('cardNumber'))}
      </div>
      <div className="CardRow-expiry">
        {input('expiry', translator.label('expiryPlaceholder'), translator.label('expiry'))}
      </div>
      <div className="CardRow-cvc">
        {input('cvc', translator.label('cvcPlaceholder'), translator.label('cvc'))}
      </div>
      {options.hidePostalCode ? null : (
        <div className="CardRow-postal">
          {input(
            'postalCode',
            translator.label('zipShortPlaceholder'),
            translator.label('postalCode'),
          )}
        </div>
      )}
      {/* Stripe's Card Element leaves error text to the merchant; inputs still describe theirs. */}
      <div id={ERROR_ID} className="VisuallyHidden">
        {announcement}
      </div>
      <Announcer message={announcement} />
    </div>
  );
}

function collectCard(form: ReturnType<typeof useCardFrame>['form'], withPostal: boolean): Json {
  const card = form.cardPayload() as { [key: string]: Json };
  const payload: { [key: string]: Json } = { type: 'card', card };
  const postalCode = form.values.postalCode.trim();
  if (withPostal && postalCode !== '')
    payload.billing_details = { address: { postal_code: postalCode } };
  return payload;
}
