import { normalizePostalCodeByRule, type PostalCodeRule } from '@kassa/core';
import { asObject, asString, asStringList, type Json } from '@kassa/protocol';
import { useEffect, useRef, useState } from 'react';
import { cardPostalFormat } from '../card-form/billing-countries.js';
import { type CardFieldName, isZip } from '../card-form/card-rules.js';
import type { CardForm } from '../card-form/use-card-form.js';
import { type CardFrameConfig, useCardFrame, withError } from '../card-form/use-card-frame.js';
import { useCardDetails } from '../card-form/use-card-networks.js';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useBillingCountry } from './billing-country.js';
import { CardTab } from './card-tab.js';
import type { MethodsHandle } from './methods/methods-layout.js';
import {
  DEFAULT_PAYMENT_OPTIONS,
  mergePaymentOptions,
  type PaymentElementOptions,
} from './payment-options.js';
import { savedMethodChange, useSavedMethods } from './saved-methods/use-saved-methods.js';
import { useChunk } from './use-chunk.js';

const CARD_FIELDS: readonly CardFieldName[] = ['number', 'expiry', 'cvc'];

/**
 * The Payment Element. A card-only session shows the card form directly, like Stripe; a session
 * with other methods loads their chunk (layouts, forms), and the card form becomes one of them.
 */
export function PaymentElement({ runtime, init }: FrameAppProps) {
  const [options, setOptions] = useState<PaymentElementOptions>(() =>
    mergePaymentOptions(DEFAULT_PAYMENT_OPTIONS, init.options),
  );
  // Every option as given, for the methods chunk (layout, order, fields, terms).
  const [rawOptions, setRawOptions] = useState<Json>(init.options);
  const billing = useBillingCountry(options.defaultCountry);
  const { country } = billing;
  const [session, setSession] = useState<Json>(null);
  // The shopper's choice; undefined until they choose (the view's first method is selected),
  // null once collapse() closed the accordion.
  const [chosen, setChosen] = useState<string | null | undefined>();
  const [methodChange, setMethodChange] = useState<Json>(null);
  const handle = useRef<MethodsHandle | null>(null);
  const saved = useSavedMethods(runtime);
  // The non-card methods' chunk, imported when a session lists one.
  const chunk = useChunk('the payment methods', () => import('./methods/methods-layout.js'));
  // The wallet section (spec 001), imported when the controller sends a wallet to show: the
  // broadcast and the shopper's choices in it, together (a new broadcast starts afresh).
  const [wallet, setWallet] = useState<Json>(null);
  const walletChunk = useChunk('the wallet', () => import('./wallet/wallet-section.js'));
  const section = walletChunk.module?.walletSection(
    wallet,
    setWallet,
    runtime,
    country,
    options.readOnly,
  );
  const announced = useRef<string | null>(null);
  const loading = useSkeleton(
    runtime,
    asString(asObject(init.groupOptions).loader),
    saved.pending || chunk.pending,
  );
  const view = chunk.module?.methodsView(session, rawOptions, saved.list.length > 0) ?? null;
  const methods = view?.methods ?? ['card'];
  const selected =
    chosen === null || (chosen !== undefined && methods.includes(chosen))
      ? chosen
      : view === null
        ? 'card'
        : view.initial;
  const card = selected === 'card';
  // The save box sits under a new method's form only when that method can be saved.
  const saveable =
    card || (typeof selected === 'string' && view?.saveable.includes(selected) === true);
  const methodsKey = methods.join();
  // Stripe.js's availablepaymentmethodschange: on the first session, then on each change.
  useEffect(() => {
    if (!loading.loaded || announced.current === methodsKey) return;
    announced.current = methodsKey;
    runtime.emit('availablepaymentmethodschange', availableMethodsEvent(methodsKey.split(',')));
  }, [runtime, loading.loaded, methodsKey]);
  const postalFormat = options.postalCode === 'auto' ? (cardPostalFormat(country) ?? null) : null;
  const fields = postalFormat === null ? CARD_FIELDS : [...CARD_FIELDS, 'postalCode' as const];

  const config: CardFrameConfig = {
    runtime,
    init,
    fields,
    country,
    postalFormat,
    initial: { postalCode: options.defaultPostalCode ?? '' },
    onUpdate(payload) {
      setOptions((current) => mergePaymentOptions(current, payload));
      setRawOptions((current) => ({ ...asObject(current), ...asObject(payload) }));
    },
    // Stripe's collapse(): the accordion closes its open method.
    onCollapse: () => {
      if (view?.layout === 'accordion') setChosen(null);
    },
    onSession(next) {
      saved.load(next);
      loading.done();
      const listed = asStringList(asObject(next).ordered_payment_method_types_and_wallets);
      // Anything but card needs the methods chunk; a card-only session never loads it.
      if (listed.some((type) => type !== 'card')) chunk.load();
      setSession(next);
      billing.guessFromSession(next);
    },
    onBroadcast(event, payload) {
      if (event === 'session-error') loading.done();
      // The controller sends no wallet (null) before it sent one to show.
      if (event === 'wallet') {
        setWallet(payload);
        walletChunk.load();
      }
    },
    // Until the session arrives the methods, and the country with its postal code, are guesses;
    // with saved methods, the picker must be there too.
    complete: loading.loaded,
    collect: (current) =>
      saved.collect(
        () =>
          card || handle.current === null
            ? collectPayment(current, options, country, postalFormat)
            : handle.current.collect(),
        saveable,
      ),
    changePayload: (current) =>
      saved.selected
        ? savedMethodChange(saved.selected)
        : card || methodChange === null
          ? withError(changeOf(current, 'card'), current)
          : methodChange,
    validateOverride: () =>
      saved.selected
        ? { complete: true, error: null }
        : card
          ? null
          : (handle.current?.validate() ?? null),
  };
  const { form, translator, appearance, rootRef, focusEvents, spoken } = useCardFrame(
    section?.wrap(config) ?? config,
  );

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
  const Methods = chunk.module?.MethodsLayout;
  const newCard =
    view === null || Methods === undefined || (methods.length === 1 && card) ? (
      cardTab
    ) : (
      <Methods
        view={view}
        selected={selected}
        onSelect={setChosen}
        cardPanel={cardTab}
        translator={translator}
        country={country}
        merchant={asString(asObject(asObject(session).merchant_info).business_name)}
        readOnly={options.readOnly}
        floatingLabels={appearance.labels === 'floating'}
        handle={handle}
        onChange={setMethodChange}
      />
    );
  const { Picker } = saved;
  const content =
    Picker === null ? (
      newCard
    ) : (
      <Picker saved={saved} saveable={saveable} translator={translator} readOnly={options.readOnly}>
        {newCard}
      </Picker>
    );
  return (
    <div
      ref={rootRef}
      className={`PaymentElement Labels--${appearance.labels} Inputs--${appearance.inputs}${loading.shown ? ' PaymentElement--loading' : ''}`}
      aria-busy={loading.shown}
      {...focusEvents}
    >
      {section?.showsForm === false ? null : content}
      {section?.render(translator)}
      <Announcer message={card ? spoken : undefined} />
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
