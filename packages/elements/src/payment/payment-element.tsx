import { type CountryAddressFormat, normalizePostalCode } from '@kassa/core';
import type { Json } from '@kassa/protocol';
import { useRef, useState } from 'react';
import { cardPostalFormat, defaultCountry } from '../card-form/billing-countries.js';
import { type CardFieldName, isZip } from '../card-form/card-rules.js';
import type { CardForm } from '../card-form/use-card-form.js';
import { useCardFrame, withError } from '../card-form/use-card-frame.js';
import { Announcer } from '../frame/announcer.js';
import { asObject, asString, asStringList } from '../frame/json-read.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { CardTab } from './card-tab.js';
import { availableMethods, PaymentMethodTabs } from './payment-method-tabs.js';
import {
  DEFAULT_PAYMENT_OPTIONS,
  mergePaymentOptions,
  type PaymentElementOptions,
} from './payment-options.js';

const CARD_FIELDS: readonly CardFieldName[] = ['number', 'expiry', 'cvc'];

/** The Payment Element. Only the card method exists so far; it shows directly, like Stripe. */
export function PaymentElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<PaymentElementOptions>(() =>
    mergePaymentOptions(DEFAULT_PAYMENT_OPTIONS, init.options),
  );
  const [country, setCountry] = useState(options.defaultCountry ?? 'US');
  const countryChosen = useRef(options.defaultCountry !== undefined);
  const [methodTypes, setMethodTypes] = useState<string[]>(['card']);
  const [selected, setSelected] = useState('card');
  const postalFormat = options.postalCode === 'auto' ? (cardPostalFormat(country) ?? null) : null;
  const showPostalCode = postalFormat !== null;
  const fields = showPostalCode ? [...CARD_FIELDS, 'postalCode' as const] : CARD_FIELDS;

  const { form, translator, appearance, rootRef, focusEvents, announcement } = useCardFrame({
    runtime,
    init,
    fields,
    country,
    postalFormat,
    initial: { postalCode: options.defaultPostalCode ?? '' },
    onUpdate: (payload) => setOptions((current) => mergePaymentOptions(current, payload)),
    onSession(session) {
      const record = asObject(session);
      setMethodTypes(
        availableMethods(asStringList(record.ordered_payment_method_types_and_wallets)),
      );
      // The currency's country is a better guess than US, unless the shopper or merchant chose.
      if (!countryChosen.current) setCountry(defaultCountry(asString(record.currency)));
    },
    collect: (current) => collectPayment(current, options, country, postalFormat),
    changePayload: (current) =>
      withError(
        {
          elementType: 'payment',
          complete: current.complete,
          empty: current.empty,
          collapsed: false,
          value: { type: selected },
        },
        current,
      ),
  });

  const changeCountry = (next: string): void => {
    countryChosen.current = true;
    setCountry(next);
    // Spec 000 §4: changing the country clears the postal code.
    form.setValue('postalCode', '');
  };

  const cardTab = (
    <CardTab
      form={form}
      translator={translator}
      showCountry={options.country === 'auto'}
      showPostalCode={showPostalCode}
      zip={isZip(country, postalFormat)}
      country={country}
      onCountryChange={changeCountry}
    />
  );
  return (
    <div ref={rootRef} className={`PaymentElement Labels--${appearance.labels}`} {...focusEvents}>
      {methodTypes.length > 1 ? (
        <PaymentMethodTabs
          methods={methodTypes}
          selected={selected}
          translator={translator}
          onSelect={setSelected}
          panel={cardTab}
        />
      ) : (
        cardTab
      )}
      <Announcer message={announcement} />
    </div>
  );
}

function collectPayment(
  form: CardForm,
  options: PaymentElementOptions,
  country: string,
  /** Null when no postal code is asked for. */
  postalFormat: CountryAddressFormat | null,
): Json {
  const address: { [key: string]: Json } = {};
  const typed = form.values.postalCode;
  const postalCode = postalFormat ? normalizePostalCode(typed, postalFormat) : typed.trim();
  if (postalFormat !== null && postalCode !== '') address.postal_code = postalCode;
  if (options.country === 'auto') address.country = country;
  const payload: { [key: string]: Json } = {
    type: 'card',
    card: form.cardPayload() as { [key: string]: Json },
  };
  if (Object.keys(address).length > 0) payload.billing_details = { address };
  return payload;
}
