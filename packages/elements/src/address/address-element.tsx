import {
  type AddressFormField,
  type AddressFormState,
  type AddressFormValues,
  addressFieldLines,
  addressFormReducer,
  type CountryAddressFormat,
  emptyAddressValues,
  type FieldValidator,
  formatPhoneInternational,
  initAddressForm,
  isPhoneFieldShown,
  isSavedAddressAccepted,
  loadAddressFormat,
  nameFieldsFor,
  type SavedAddress,
  visibleErrors,
} from '@kassa/core';
import {
  asObject,
  asString,
  isJsonObject,
  type Json,
  type JsonObject,
  readWalletShippingAddresses,
  type WireError,
} from '@kassa/protocol';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Field } from '../card-form/field.js';
import { Announcer } from '../frame/announcer.js';
import type { FrameAppProps } from '../frame/mount-frame.js';
import { useAppearance } from '../frame/use-appearance.js';
import {
  useChangeEvent,
  useElementFocusEvents,
  useElementHandlers,
  useFrameSignals,
} from '../frame/use-frame.js';
import type { AddressLabelKey } from '../i18n/address-english.js';
import { type AddressTranslator, createAddressTranslator } from '../i18n/address-translator.js';
import { AddressCountrySelect } from './address-country-select.js';
import {
  type AddressOptions,
  externalFromStripe,
  readAddressOptions,
  startCountry,
} from './address-options.js';
import {
  type AddressValue,
  addressValidator,
  addressValue,
  collectedAddress,
  isEmptyAddress,
} from './address-rules.js';
import { useSuggestions } from './address-suggestions.js';
import { RemoveSavedAddress, SavedAddressList } from './saved-address-list.js';

/** Until a country's format has loaded nothing is complete: there is nothing to check against. */
const LOADING_VALIDATOR: FieldValidator<AddressFormValues> = () => ({
  country: { code: 'incomplete_address' },
});

const inputId = (field: AddressFormField) => `address-${field}`;

/** The parts of the address itself: while all are empty an autocompleting form stays collapsed. */
const ADDRESS_PARTS: readonly AddressFormField[] = [
  'addressLine1',
  'addressLine2',
  'locality',
  'administrativeArea',
  'postalCode',
];

function initialState(options: AddressOptions): AddressFormState {
  return initAddressForm({
    mode: options.mode,
    values: options.defaults,
    validate: LOADING_VALIDATOR,
    savedAddresses: options.contacts,
    acceptSavedAddress: (address) => isSavedAddressAccepted(address, options),
    autocompleteEnabled: options.autocomplete,
  });
}

/** The label of an address field in the country's words (state, prefecture, ZIP…). */
function fieldLabel(
  t: AddressTranslator,
  field: AddressFormField,
  format: CountryAddressFormat,
): string {
  switch (field) {
    case 'addressLine1':
      return t.text('address.line1');
    case 'addressLine2':
      return t.text('address.line2');
    case 'locality':
      return labelOr(t, `address.locality.${format.localityType}`, 'address.locality.city');
    case 'administrativeArea':
      return labelOr(
        t,
        `address.subdivision.${format.subdivisionType}`,
        'address.subdivision.province',
      );
    case 'postalCode':
      return labelOr(t, `address.postal.${format.postalCodeType}`, 'address.postal.postal');
    default:
      return NAME_LABELS[field] === undefined ? field : t.text(NAME_LABELS[field]);
  }
}

function labelOr(t: AddressTranslator, key: string, fallback: AddressLabelKey): string {
  return t.text(isLabelKey(key) ? key : fallback);
}

const KNOWN_KEYS: ReadonlySet<string> = new Set([
  'address.locality.city',
  'address.locality.district',
  'address.locality.neighborhood',
  'address.locality.post_town',
  'address.locality.suburb',
  'address.locality.village_township',
  'address.subdivision.area',
  'address.subdivision.county',
  'address.subdivision.department',
  'address.subdivision.district',
  'address.subdivision.do_si',
  'address.subdivision.emirate',
  'address.subdivision.island',
  'address.subdivision.oblast',
  'address.subdivision.parish',
  'address.subdivision.prefecture',
  'address.subdivision.province',
  'address.subdivision.state',
  'address.postal.postal',
  'address.postal.zip',
  'address.postal.pin',
  'address.postal.eircode',
]);

function isLabelKey(key: string): key is AddressLabelKey {
  return KNOWN_KEYS.has(key);
}

const NAME_LABELS: Partial<Record<AddressFormField, AddressLabelKey>> = {
  name: 'address.fullName',
  firstName: 'address.firstName',
  lastName: 'address.lastName',
  organizationName: 'address.organizationName',
  phone: 'address.phone',
};

/** The browser's autofill token for a field, in the element's section (shipping or billing). */
const AUTOFILL: Record<AddressFormField, string> = {
  name: 'name',
  firstName: 'given-name',
  lastName: 'family-name',
  organizationName: 'organization',
  phone: 'tel',
  phoneCountry: 'tel-country-code',
  country: 'country',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  locality: 'address-level2',
  administrativeArea: 'address-level1',
  postalCode: 'postal-code',
};

/** The fields in the order the shopper sees them, for "the first invalid field". */
function displayOrder(
  options: AddressOptions,
  format: CountryAddressFormat | null,
): AddressFormField[] {
  const address = format === null ? [] : addressFieldLines(format).flat();
  const phone: AddressFormField[] = isPhoneFieldShown(options.phoneField) ? ['phone'] : [];
  return [...nameFieldsFor(options.nameMode), 'country', ...address, ...phone];
}

/** The newest error shown, so the live region says each error once, when it appears. */
function useNewestError(
  shown: Partial<Record<AddressFormField, string>>,
  order: AddressFormField[],
) {
  const previous = useRef<Partial<Record<AddressFormField, string>>>({});
  const newest = useRef<string | undefined>(undefined);
  const fresh = order.find(
    (field) => shown[field] !== undefined && previous.current[field] !== shown[field],
  );
  if (fresh !== undefined) newest.current = shown[fresh];
  else if (Object.keys(shown).length === 0) newest.current = undefined;
  useEffect(() => {
    previous.current = shown;
  });
  return newest.current;
}

/**
 * The Address Element: a shipping or billing address laid out as the country writes it (core's
 * per-country format), checked by core's address and phone rules.
 */
export function AddressElement({ runtime, init }: FrameAppProps) {
  // The legacy Shipping Address Element is this form in shipping mode (it has no mode option).
  const elementType = init.elementType === 'shippingAddress' ? 'shippingAddress' : 'address';
  const readOptions = (raw: Json) =>
    readAddressOptions(elementType === 'address' ? raw : { ...asObject(raw), mode: 'shipping' });
  const rawOptions = useRef<JsonObject>(asObject(init.options));
  const firstContact = useRef(true);
  const [options, setOptions] = useState(() => readOptions(init.options));
  const [groupOptions, setGroupOptions] = useState<Json>(init.groupOptions);
  const [state, dispatch] = useReducer(addressFormReducer, options, initialState);
  const [formats, setFormats] = useState<Readonly<Record<string, CountryAddressFormat>>>({});
  const inputs = useRef(new Map<AddressFormField, HTMLInputElement | HTMLSelectElement>());
  const rootRef = useRef<HTMLDivElement | null>(null);
  const group = asObject(groupOptions);
  const appearance = useAppearance(group.appearance, group.fonts, '', group.appearanceColors);
  const locale = asString(group.locale);
  const t = useMemo(() => createAddressTranslator(locale), [locale]);
  // The customer's shipping address from the elements session (customer session), offered as
  // a saved address beside the merchant's contacts.
  const [customerSaved, setCustomerSaved] = useState<SavedAddress[]>([]);
  // A verified wallet shopper's saved shipping addresses (the group's `wallet` broadcast), the
  // default first: offered before the others, and gone when the shopper logs out.
  const [walletSaved, setWalletSaved] = useState<SavedAddress[]>([]);
  // A change the shopper made here (update, remove) is in the form already: no restart for it.
  const ownChange = useRef(false);
  // The removal on its way, or the last change the provider refused (said once, in the view).
  const [changing, setChanging] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The group's shipping address form's `{complete, value}`, heard by a billing form.
  const [shippingReport, setShippingReport] = useState<ShippingReport | null>(null);
  const { values } = state;
  const country = values.country;

  // Each country's format is its own chunk: the form's country and the saved addresses' ones
  // are loaded, and the form's validator checks each address against its own country's.
  const wanted = [country, ...state.savedAddresses.map((saved) => saved.address.country_code ?? '')]
    .map((code) => code.toUpperCase())
    .filter((code, index, all) => code !== '' && all.indexOf(code) === index);
  const missing = wanted.filter((code) => formats[code] === undefined).join(' ');
  useEffect(() => {
    if (missing === '') return;
    let current = true;
    for (const code of missing.split(' ')) {
      loadAddressFormat(code).then(
        (loaded) => {
          if (current) setFormats((known) => ({ ...known, [code]: loaded }));
        },
        // An unknown country in a saved address: that address is never offered.
        () => {},
      );
    }
    return () => {
      current = false;
    };
  }, [missing]);
  const validate = useMemo(() => byCountry(formats, options), [formats, options]);
  useEffect(() => {
    dispatch({ type: 'validator-changed', validate });
  }, [validate]);

  const customerKey = JSON.stringify(customerSaved);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the list; a form the shopper has touched is left alone
  useEffect(() => {
    if (ownChange.current) {
      ownChange.current = false;
      return;
    }
    if (customerSaved.length === 0 || state.touched) return;
    firstContact.current = true;
    restart(options, state.values);
  }, [customerKey]);

  const walletKey = JSON.stringify(walletSaved);
  const walletShown = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialised key stands for the list
  useEffect(() => {
    const had = walletShown.current;
    walletShown.current = walletSaved.length > 0;
    if (!had && walletSaved.length === 0) return;
    const chosen = state.savedAddresses.find((saved) => saved.id === state.selectedSavedAddress);
    if (chosen?.mode === 'consumer') {
      // A wallet address chosen goes with the wallet: the form starts again from the defaults.
      firstContact.current = true;
      restart(options, options.defaults);
    } else if (!state.touched) {
      // The wallet's default is chosen when it comes, as the customer's first is.
      firstContact.current = true;
      restart(options, state.values);
    } else {
      // An address the shopper is typing stays, with the list changed beside it.
      firstContact.current = false;
      restart(options, state.values);
      if (state.view !== 'saved') dispatch({ type: 'adding' });
    }
  }, [walletKey]);

  // The merchant's first contact is chosen at the start, as Stripe.js does, once the formats
  // to check it against are here.
  const savedReady = state.savedAddresses.every(
    (saved) => formats[(saved.address.country_code ?? '').toUpperCase()] !== undefined,
  );
  useEffect(() => {
    if (!firstContact.current || !savedReady) return;
    const accepted = state.savedAddresses.find((saved) => state.acceptSavedAddress(saved.address));
    if (accepted === undefined) return;
    firstContact.current = false;
    dispatch({ type: 'saved-address-selected', id: accepted.id });
  }, [savedReady, state.savedAddresses, state.acceptSavedAddress]);

  const format = formats[country] ?? null;
  const ready = format !== null && format.code === country;
  // With autocomplete the form starts with the country and the first street line only; typing
  // there, picking a suggestion, "Enter address manually" or a submit shows every field.
  const collapsed =
    options.autocomplete &&
    !state.showAllFields &&
    state.view === 'details' &&
    ADDRESS_PARTS.every((field) => values[field].trim() === '');
  const order = displayOrder(options, ready ? format : null);
  const visible = visibleErrors(state);
  const shown: Partial<Record<AddressFormField, string>> = {};
  for (const field of order) {
    const error = visible[field];
    if (error !== undefined) shown[field] = t.error(error.code);
  }
  const newestError = useNewestError(shown, order);
  const changeFailed = changing === 'failed' ? t.text('address.changeFailed') : undefined;
  // The values a submit showed errors for: the field it focuses says its error through its
  // description, so the live region keeps quiet until an edit (as in the card frames), or the
  // error would be said twice.
  const quietFor = useRef<string | null>(null);
  const valuesKey = JSON.stringify(values);
  const announced = changeFailed ?? (quietFor.current === valuesKey ? undefined : newestError);
  // A billing form beside a shipping one offers "same as shipping"; ticked, it holds the
  // shipping form's address (that form checks it) and shows none of its own fields.
  // Only the form's own view offers it: a chosen saved address is the billing address.
  const synced =
    options.mode === 'billing' &&
    shippingReport !== null &&
    values.syncAddress &&
    state.view === 'details';
  const complete = synced
    ? shippingReport.complete
    : ready && Object.keys(state.errors).length === 0;
  const value: AddressValue = synced
    ? (shippingReport.value as unknown as AddressValue)
    : addressValue(values, ready ? format : null, options);
  const selected = state.savedAddresses.find((saved) => saved.id === state.selectedSavedAddress);
  const isNewAddress = selected === undefined || state.view === 'update' || state.touched;

  /** Starts the form again from `values`, checked at once when their country's format is here. */
  const restart = (next: AddressOptions, start: AddressFormValues): void => {
    dispatch({
      type: 'init',
      ...initArgs(next, start, [...walletSaved, ...next.contacts, ...customerSaved]),
      validate: byCountry(formats, next),
    });
  };

  // A field the expansion is about to show gets the focus once it is drawn.
  const pendingFocus = useRef<AddressFormField | null>(null);
  const focusField = (field: AddressFormField): void => {
    const node = inputs.current.get(field);
    if (node === undefined) pendingFocus.current = field;
    else node.focus();
  };
  useEffect(() => {
    const field = pendingFocus.current;
    if (field === null) return;
    const node = inputs.current.get(field);
    if (node === undefined) return;
    pendingFocus.current = null;
    node.focus();
  });

  const firstInvalid = (): { field: AddressFormField; error: WireError } | null => {
    for (const field of order) {
      const error = state.errors[field];
      if (error !== undefined) return { field, error: t.validationError(error.code) };
    }
    return ready ? null : { field: 'country', error: t.validationError('incomplete_address') };
  };

  useElementHandlers(runtime, {
    validate: () => {
      // The shipping form shows its own errors; this one has nothing to show.
      if (synced) return { complete, error: null };
      quietFor.current = valuesKey;
      dispatch({ type: 'show-all-errors' });
      const invalid = firstInvalid();
      if (invalid !== null) {
        if (state.view === 'saved') dispatch({ type: 'adding' });
        // Every message must be seen beside its field: a collapsed form shows them all.
        if (collapsed) dispatch({ type: 'show-all-fields' });
        focusField(invalid.field);
        runtime.requestFocus();
      }
      return { complete: invalid === null, error: invalid?.error ?? null };
    },
    collect: () => collectedAddress(value, options.mode),
    confirmError: () => {},
    command(command, payload) {
      if (command === 'focus') inputs.current.get(order[0] ?? 'country')?.focus();
      else if (command === 'blur') {
        const active = document.activeElement;
        if (active instanceof HTMLElement) active.blur();
      } else if (command === 'clear') {
        restart(options, emptyAddressValues(startCountry(undefined, options.allowedCountries)));
      } else if (command === 'collapse') {
        dispatch({ type: 'selecting' });
      } else if (command === 'update') {
        // Stripe merges an update into the options the element has.
        rawOptions.current = { ...rawOptions.current, ...asObject(payload) };
        const next = readOptions(rawOptions.current);
        setOptions(next);
        if (!state.touched && asObject(payload).defaultValues !== undefined)
          restart(next, next.defaults);
      } else if (command === 'group-update') {
        setGroupOptions((previous) => ({ ...asObject(previous), ...asObject(payload) }));
      }
    },
    broadcast(event, payload) {
      if (event === 'group-update')
        setGroupOptions((previous) => ({ ...asObject(previous), ...asObject(payload) }));
      else if (event === 'session') setCustomerSaved(customerAddresses(payload));
      else if (event === 'wallet' && options.mode === 'shipping')
        setWalletSaved(walletAddresses(payload));
      else if (event === 'shipping-address' && options.mode === 'billing') {
        const report = readShippingReport(payload);
        // Ticked at first, as long as the shopper has not started a billing address of their own.
        if (report !== null && shippingReport === null && !state.touched)
          dispatch({ type: 'field-changed', field: 'syncAddress', value: true });
        setShippingReport(report);
      }
    },
  });
  useFrameSignals(runtime, rootRef, ready);
  const change: JsonObject = {
    elementType,
    // Stripe's Address Element names its mode in every change; the legacy shipping one has none.
    ...(elementType === 'address' ? { elementMode: options.mode } : {}),
    complete,
    empty: isEmptyAddress(values, options.nameMode),
    isNewAddress,
    value: value as unknown as JsonObject,
  };
  useChangeEvent(runtime, change);
  // getValue() on the merchant page answers from the latest of these (not a Stripe event). The
  // Shipping Address Element has no getValue(): the loader would pass the event on to the page.
  const serialised = JSON.stringify({ complete, isNewAddress, value });
  useEffect(() => {
    if (elementType === 'address') runtime.emit('value', JSON.parse(serialised) as Json);
  }, [runtime, serialised, elementType]);
  // A shipping form tells its group's billing forms what it holds (for "same as shipping").
  const shippingPart = options.mode === 'shipping' ? JSON.stringify({ complete, value }) : '';
  useEffect(() => {
    if (shippingPart === '') return;
    const report = JSON.parse(shippingPart) as ShippingReport;
    runtime.request('shipping-address', report).catch(() => {});
  }, [runtime, shippingPart]);
  const focusEvents = useElementFocusEvents(runtime);
  const suggestions = useSuggestions(
    runtime,
    state,
    dispatch,
    t,
    state.focusedField === 'addressLine1',
  );

  const register =
    (field: AddressFormField) => (node: HTMLInputElement | HTMLSelectElement | null) => {
      if (node === null) inputs.current.delete(field);
      else inputs.current.set(field, node);
    };
  const floating = appearance.labels === 'floating';
  /**
   * A field the shopper left. When the page focuses the iframe (after validate() focused the
   * first invalid field) the browser blurs and refocuses that field at once: no blur for the
   * form, or it would hide the error submit just showed.
   */
  const blurred = (field: AddressFormField, element: HTMLElement): void => {
    setTimeout(() => {
      if (element.ownerDocument.activeElement !== element)
        dispatch({ type: 'field-blurred', field });
    });
  };
  const section = options.mode;

  const textField = (field: AddressFormField, extra: { placeholder?: string } = {}) => {
    const message = shown[field];
    const id = inputId(field);
    const isPhone = field === 'phone';
    const combobox = field === 'addressLine1' ? suggestions.inputProps : {};
    return (
      <Field
        key={field}
        id={id}
        label={ready || isPhone ? labelFor(field) : ''}
        error={message}
        empty={values[field] === ''}
        floatingLabel={floating}
        className={`Field--${field}`}
      >
        <input
          ref={register(field)}
          id={id}
          className={`Input${message === undefined ? '' : ' Input--invalid'}`}
          type={isPhone ? 'tel' : 'text'}
          name={field}
          autoComplete={`${section} ${AUTOFILL[field]}`}
          value={values[field]}
          placeholder={extra.placeholder}
          aria-invalid={message !== undefined}
          aria-required={isRequired(field)}
          aria-describedby={message === undefined ? undefined : `${id}-error`}
          {...combobox}
          onChange={(event) => {
            if (collapsed && ADDRESS_PARTS.includes(field)) dispatch({ type: 'show-all-fields' });
            dispatch({
              type: 'field-changed',
              field,
              value: inputValue(field, event.target.value),
            });
          }}
          onFocus={() => dispatch({ type: 'field-focused', field })}
          onBlur={(event) => {
            const left = event.currentTarget;
            if (isPhone && values.phone.trim() !== '') {
              const formatted = formatPhoneInternational(values.phone, values.country);
              if (formatted !== values.phone)
                dispatch({ type: 'field-changed', field, value: formatted });
            }
            blurred(field, left);
          }}
        />
        {field === 'addressLine1' ? suggestions.list : null}
      </Field>
    );
  };

  function labelFor(field: AddressFormField): string {
    return format === null ? '' : fieldLabel(t, field, format);
  }

  function isRequired(field: AddressFormField): boolean {
    return ready && validatorProbe(format, options, field);
  }

  function inputValue(field: AddressFormField, typed: string): string {
    // Postal codes the country writes in capitals take them as the shopper types.
    if (field === 'postalCode' && format?.upper.includes('postalCode')) return typed.toUpperCase();
    return typed;
  }

  const subdivisionField = (fmt: CountryAddressFormat) => {
    const field: AddressFormField = 'administrativeArea';
    if (fmt.subdivisions.length === 0) return textField(field);
    const message = shown[field];
    const id = inputId(field);
    const local = fmt.languages.some((language) => t.locale.toLowerCase().startsWith(language));
    return (
      <Field
        key={field}
        id={id}
        label={labelFor(field)}
        error={message}
        empty={values[field] === ''}
        floatingLabel={floating}
        className={`Field--${field}`}
      >
        <select
          ref={register(field)}
          id={id}
          name={field}
          className={`Input Select${message === undefined ? '' : ' Input--invalid'}`}
          autoComplete={`${section} ${AUTOFILL[field]}`}
          value={values[field]}
          aria-invalid={message !== undefined}
          aria-required={isRequired(field)}
          aria-describedby={message === undefined ? undefined : `${id}-error`}
          onChange={(event) =>
            dispatch({ type: 'field-changed', field, value: event.target.value })
          }
          onFocus={() => dispatch({ type: 'field-focused', field })}
          onBlur={(event) => blurred(field, event.currentTarget)}
        >
          <option value="">{t.text('address.select')}</option>
          {fmt.subdivisions.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {local ? entry.name : (entry.latinName ?? entry.name)}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  const details = (
    <>
      {nameFieldsFor(options.nameMode).length > 1 ? (
        <div className="FieldRow">{nameFieldsFor(options.nameMode).map((f) => textField(f))}</div>
      ) : (
        nameFieldsFor(options.nameMode).map((f) => textField(f))
      )}
      <Field
        id={inputId('country')}
        label={t.text('address.country')}
        error={shown.country}
        empty={false}
        floatingLabel={floating}
        className="Field--country"
      >
        <AddressCountrySelect
          id={inputId('country')}
          ref={register('country')}
          value={country}
          locale={t.locale}
          allowed={options.allowedCountries}
          autoComplete={`${section} country`}
          invalid={shown.country !== undefined}
          onChange={(next) => {
            dispatch({ type: 'field-changed', field: 'country', value: next });
            dispatch({ type: 'field-changed', field: 'phoneCountry', value: next });
          }}
        />
      </Field>
      {ready
        ? addressFieldLines(format)
            .map((line) => (collapsed ? line.filter((field) => field === 'addressLine1') : line))
            .filter((line) => line.length > 0)
            .map((line) => (
              <div className="FieldRow" key={line.join('-')}>
                {line.map((field) =>
                  field === 'administrativeArea'
                    ? subdivisionField(format)
                    : textField(
                        field,
                        field === 'addressLine2'
                          ? { placeholder: t.text('address.line2Placeholder') }
                          : {},
                      ),
                )}
              </div>
            ))
        : null}
      {ready && collapsed ? (
        <button
          type="button"
          className="AddressLink"
          onClick={() => {
            dispatch({ type: 'show-all-fields' });
            // On to the first field it shows after the street line, as the shopper reads on.
            const shown = addressFieldLines(format).flat();
            const next = shown[shown.indexOf('addressLine1') + 1] ?? shown[0];
            if (next !== undefined) focusField(next);
          }}
        >
          {t.text('address.enterManually')}
        </button>
      ) : null}
      {isPhoneFieldShown(options.phoneField) ? textField('phone') : null}
    </>
  );

  const hasSaved = state.savedAddresses.some((saved) => state.acceptSavedAddress(saved.address));
  const removing = state.savedAddresses.find((saved) => saved.id === state.removingSavedAddress);
  // The customer's own saved address is changed on the provider; the merchant's contacts are not.
  const editable = (saved: SavedAddress | undefined) => saved?.mode === 'customer';

  // Keyboard users keep their place when a button they pressed changes the view under them:
  // the remove view's confirmation, the form's first field, or the list's chosen address.
  const shopperMoved = useRef(false);
  const byShopper = (action: Parameters<typeof dispatch>[0]): void => {
    shopperMoved.current = true;
    dispatch(action);
  };
  useEffect(() => {
    if (!shopperMoved.current) return;
    shopperMoved.current = false;
    const root = rootRef.current;
    const target =
      state.view === 'remove'
        ? root?.querySelector<HTMLElement>('.SavedAddressRemove button')
        : state.view === 'saved'
          ? (root?.querySelector<HTMLElement>('input[name="saved-address"]:checked') ??
            root?.querySelector<HTMLElement>('input[name="saved-address"]'))
          : root?.querySelector<HTMLElement>('input, select');
    target?.focus();
  }, [state.view]);

  const confirmRemove = (id: string): void => {
    setChanging('busy');
    runtime.request('saved-address-change', { shipping: null, address: id }).then(
      () => {
        ownChange.current = true;
        setCustomerSaved((current) => current.filter((saved) => saved.id !== id));
        byShopper({ type: 'saved-address-removed', id });
        setChanging('idle');
      },
      () => setChanging('failed'),
    );
  };

  /** Saves the edited customer address once it is complete; the first invalid field otherwise. */
  const saveEdit = (id: string): void => {
    dispatch({ type: 'show-all-errors' });
    const invalid = firstInvalid();
    if (invalid !== null) {
      inputs.current.get(invalid.field)?.focus();
      return;
    }
    if (state.billingUpdate === 'PENDING') return;
    dispatch({ type: 'billing-details-update', status: 'pending' });
    setChanging('idle');
    const shipping = asObject(collectedAddress(value, 'shipping').shipping);
    runtime.request('saved-address-change', { shipping, address: id }).then(
      (answer) => {
        const saved: SavedAddress = {
          id,
          mode: 'customer',
          address: externalFromStripe(answer.shipping ?? shipping),
        };
        ownChange.current = true;
        setCustomerSaved((current) => current.map((entry) => (entry.id === id ? saved : entry)));
        byShopper({ type: 'saved-address-updated', saved });
      },
      () => {
        dispatch({ type: 'billing-details-update', status: 'error' });
        setChanging('failed');
      },
    );
  };

  const updating = state.view === 'update' && editable(selected);
  const failure =
    changeFailed === undefined ? null : (
      <p className="AddressNotice" aria-hidden="true">
        {changeFailed}
      </p>
    );
  return (
    <div
      ref={rootRef}
      className={`AddressElement Labels--${appearance.labels} Inputs--${appearance.inputs}`}
      data-view={state.view}
      {...focusEvents}
    >
      {state.view === 'remove' && removing !== undefined ? (
        <>
          <RemoveSavedAddress
            t={t}
            saved={removing}
            busy={changing === 'busy'}
            onConfirm={() => confirmRemove(removing.id)}
            onCancel={() => {
              setChanging('idle');
              byShopper({ type: 'remove-cancelled' });
            }}
          />
          {failure}
        </>
      ) : state.view === 'saved' ? (
        <SavedAddressList
          t={t}
          saved={state.savedAddresses.filter((entry) => state.acceptSavedAddress(entry.address))}
          selected={state.selectedSavedAddress}
          onSelect={(id) => dispatch({ type: 'saved-address-selected', id })}
          onAdd={() => byShopper({ type: 'adding' })}
          editable={editable}
          onEdit={(id) => {
            setChanging('idle');
            byShopper({ type: 'update-requested', id });
          }}
          onRemove={(id) => {
            setChanging('idle');
            byShopper({ type: 'remove-requested', id });
          }}
        />
      ) : (
        <>
          {options.mode === 'billing' && shippingReport !== null && state.view === 'details' ? (
            <label className="AddressCheckbox">
              <input
                type="checkbox"
                name="syncAddress"
                checked={values.syncAddress}
                onChange={(event) =>
                  dispatch({
                    type: 'field-changed',
                    field: 'syncAddress',
                    value: event.currentTarget.checked,
                  })
                }
              />
              {t.text('address.sameAsShipping')}
            </label>
          ) : null}
          {state.view === 'update' && Object.keys(shown).length > 0 ? (
            <p className="AddressNotice">{t.text('address.invalidSaved')}</p>
          ) : null}
          {synced ? null : details}
          {updating && selected !== undefined ? (
            <>
              <button
                type="button"
                className="AddressButton"
                aria-disabled={state.billingUpdate === 'PENDING'}
                onClick={() => saveEdit(selected.id)}
              >
                {t.text('address.saveAddress')}
              </button>
              {failure}
            </>
          ) : null}
          {hasSaved ? (
            <button
              type="button"
              className="AddressLink"
              onClick={() => byShopper({ type: 'selecting' })}
            >
              {t.text('address.backToSaved')}
            </button>
          ) : null}
        </>
      )}
      <Announcer message={announced} />
    </div>
  );
}

function initArgs(
  options: AddressOptions,
  values: AddressFormValues,
  saved: SavedAddress[] = options.contacts,
) {
  return {
    mode: options.mode,
    values,
    validate: LOADING_VALIDATOR,
    savedAddresses: saved,
    acceptSavedAddress: (address: Parameters<typeof isSavedAddressAccepted>[0]) =>
      isSavedAddressAccepted(address, options),
    autocompleteEnabled: options.autocomplete,
  };
}

interface ShippingReport {
  complete: boolean;
  value: JsonObject;
}

/** A `shipping-address` broadcast: the shipping form's `{complete, value}`, or null. */
function readShippingReport(payload: Json): ShippingReport | null {
  const { complete, value } = asObject(payload);
  return typeof complete === 'boolean' && isJsonObject(value) ? { complete, value } : null;
}

/**
 * The customer's saved shipping addresses an elements session carries: its `shipping` first,
 * then the others saved from its payments, each with the id the provider changes it by.
 */
function customerAddresses(session: Json): SavedAddress[] {
  const customer = asObject(asObject(session).customer);
  const listed = Array.isArray(customer.saved_shipping_addresses)
    ? customer.saved_shipping_addresses.map(asObject)
    : [];
  return [{ id: 'customer_shipping', shipping: customer.shipping }, ...listed].flatMap(
    ({ id, shipping }): SavedAddress[] => {
      if (typeof id !== 'string' || !isJsonObject(asObject(shipping).address)) return [];
      return [{ id, mode: 'customer', address: externalFromStripe(asObject(shipping)) }];
    },
  );
}

/** The wallet's saved shipping addresses a `wallet` broadcast carries (none when logged out). */
function walletAddresses(payload: Json): SavedAddress[] {
  return readWalletShippingAddresses(payload).map(({ id, name, address }) => ({
    id,
    mode: 'consumer',
    address: externalFromStripe({ name, address }),
  }));
}

/** The form's validator: each address checked against the format of its own country. */
function byCountry(
  formats: Readonly<Record<string, CountryAddressFormat>>,
  options: AddressOptions,
): FieldValidator<AddressFormValues> {
  return (values) => {
    const format = formats[values.country];
    return format === undefined
      ? LOADING_VALIDATOR(values)
      : addressValidator(format, options)(values);
  };
}

/** Whether a field must be filled: an empty value gives an "incomplete" error. */
function validatorProbe(
  format: CountryAddressFormat,
  options: AddressOptions,
  field: AddressFormField,
): boolean {
  const empty = { ...emptyAddressValues(format.code), phone: '' };
  const code = addressValidator(format, options)(empty)[field]?.code;
  return code !== undefined && (code.startsWith('incomplete') || code === 'empty_phone_number');
}
