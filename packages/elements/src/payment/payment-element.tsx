import { normalizePostalCodeByRule, type PostalCodeRule } from '@kassa/core';
import { asObject, asString, asStringList, type Json } from '@kassa/protocol';
import { useEffect, useRef, useState } from 'react';
import { cardPostalFormat } from '../card-form/billing-countries.js';
import { type CardFieldName, isZip } from '../card-form/card-rules.js';
import type { CardForm } from '../card-form/use-card-form.js';
import { useCardFrame, withError } from '../card-form/use-card-frame.js';
import { useCardDetails } from '../card-form/use-card-networks.js';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useBillingCountry } from './billing-country.js';
import { CardTab } from './card-tab.js';
import { availableMethods, PaymentMethodTabs } from './payment-method-tabs.js';
import {
  DEFAULT_PAYMENT_OPTIONS,
  mergePaymentOptions,
  type PaymentElementOptions,
} from './payment-options.js';
import { savedCardChange, useSavedMethods } from './saved-methods/use-saved-methods.js';

const CARD_FIELDS: readonly CardFieldName[] = ['number', 'expiry', 'cvc'];

/** The Payment Element. Only the card method exists so far; it shows directly, like Stripe. */
export function PaymentElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<PaymentElementOptions>(() =>
    mergePaymentOptions(DEFAULT_PAYMENT_OPTIONS, init.options),
  );
  const billing = useBillingCountry(options.defaultCountry);
  const { country } = billing;
  const [methodTypes, setMethodTypes] = useState<string[]>(['card']);
  const [selected, setSelected] = useState('card');
  const saved = useSavedMethods(runtime);
  const announced = useRef<string | null>(null);
  const loading = useSkeleton(runtime, asString(asObject(init.groupOptions).loader), saved.pending);
  const postalFormat = options.postalCode === 'auto' ? (cardPostalFormat(country) ?? null) : null;
  const fields = postalFormat === null ? CARD_FIELDS : [...CARD_FIELDS, 'postalCode' as const];

  const { form, translator, appearance, rootRef, focusEvents, spoken } = useCardFrame({
    runtime,
    init,
    fields,
    country,
    postalFormat,
    initial: { postalCode: options.defaultPostalCode ?? '' },
    onUpdate: (payload) => setOptions((current) => mergePaymentOptions(current, payload)),
    onSession(session) {
      saved.load(session);
      loading.done();
      const types = asStringList(asObject(session).ordered_payment_method_types_and_wallets);
      const methods = availableMethods(types);
      setMethodTypes(methods);
      // Stripe.js's availablepaymentmethodschange: on the first session, then on each change.
      if (announced.current !== methods.join()) {
        announced.current = methods.join();
        runtime.emit('availablepaymentmethodschange', availableMethodsEvent(methods));
      }
      billing.guessFromSession(session);
    },
    onBroadcast(event) {
      if (event === 'session-error') loading.done();
    },
    // Until the session arrives the methods, and the country with its postal code, are guesses;
    // with saved methods, the picker must be there too.
    complete: loading.loaded,
    collect: (current) =>
      saved.collect(() => collectPayment(current, options, country, postalFormat)),
    changePayload: (current) =>
      saved.selected
        ? savedCardChange(saved.selected)
        : withError(changeOf(current, selected), current),
    validateOverride: () => (saved.selected ? { complete: true, error: null } : null),
  });

  useCardDetails(runtime, form.values.number);

  const cardTab = (
    <CardTab
      form={form}
      translator={translator}
      showCountry={options.country === 'auto'}
      showPostalCode={postalFormat !== null}
      zip={isZip(country, postalFormat)}
      country={country}
      readOnly={options.readOnly}
      floatingLabels={appearance.labels === 'floating'}
      onCountryChange={(next) => {
        billing.choose(next);
        // Changing the country clears the postal code: its format belongs to the old country.
        form.setValue('postalCode', '');
      }}
    />
  );
  const newCard =
    methodTypes.length > 1 ? (
      <PaymentMethodTabs
        methods={methodTypes}
        selected={selected}
        translator={translator}
        onSelect={setSelected}
        panel={cardTab}
      />
    ) : (
      cardTab
    );
  const { Picker } = saved;
  return (
    <div
      ref={rootRef}
      className={`PaymentElement Labels--${appearance.labels} Inputs--${appearance.inputs}${loading.shown ? ' PaymentElement--loading' : ''}`}
      aria-busy={loading.shown}
      {...focusEvents}
    >
      {Picker === null ? (
        newCard
      ) : (
        <Picker saved={saved} translator={translator} readOnly={options.readOnly}>
          {newCard}
        </Picker>
      )}
      <Announcer message={spoken} />
    </div>
  );
}

/**
 * The session's loading. With the `loader` option other than 'never', the form shows as a
 * skeleton until the session has loaded (or failed to), and `loaderstart` tells the merchant
 * page it is showing. `ready` waits for the end of loading either way, as Stripe's does;
 * `pending` is what the session asked for that is still on its way (the saved-methods UI).
 */
function useSkeleton(
  runtime: FrameAppProps['runtime'],
  loader: string | undefined,
  pending: boolean,
) {
  const [sessionLoaded, setLoaded] = useState(false);
  const loaded = sessionLoaded && !pending;
  const shown = !loaded && loader !== 'never';
  const started = useRef(false);
  useEffect(() => {
    if (!shown || started.current) return;
    started.current = true;
    runtime.emit('loaderstart', { elementType: 'payment' });
  }, [runtime, shown]);
  return { shown, loaded, done: () => setLoaded(true) };
}

/** `{card: {available: true}}`: each method the form offers, by Stripe.js's camelCase name. */
function availableMethodsEvent(methods: readonly string[]): Json {
  const camel = (type: string) =>
    type.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return {
    elementType: 'payment',
    paymentMethods: Object.fromEntries(methods.map((type) => [camel(type), { available: true }])),
  };
}

function changeOf(form: CardForm, selected: string): { [key: string]: Json } {
  return {
    elementType: 'payment',
    complete: form.complete,
    empty: form.empty,
    collapsed: false,
    value: { type: selected },
  };
}

function collectPayment(
  form: CardForm,
  options: PaymentElementOptions,
  country: string,
  /** Null when no postal code is asked for. */
  postalFormat: PostalCodeRule | null,
): Json {
  const address: { [key: string]: Json } = {};
  const typed = form.values.postalCode;
  const postalCode = postalFormat ? normalizePostalCodeByRule(typed, postalFormat) : typed.trim();
  if (postalFormat !== null && postalCode !== '') address.postal_code = postalCode;
  if (options.country === 'auto') address.country = country;
  const payload: { [key: string]: Json } = {
    type: 'card',
    card: form.cardPayload() as { [key: string]: Json },
  };
  if (Object.keys(address).length > 0) payload.billing_details = { address };
  return payload;
}
