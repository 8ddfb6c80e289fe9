import {
  normalizeTaxId,
  type TaxIdErrorCode,
  taxIdCountries,
  taxIdType,
  taxIdTypeName,
  taxIdTypesOf,
  validateTaxId,
} from '@kassa/core';
import { asObject, asString, type Json, type JsonObject, type WireError } from '@kassa/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { sortedCountries } from '../card-form/country-select.js';
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
import { type AddressTranslator, createAddressTranslator } from '../i18n/address-translator.js';
import { afterLocale } from '../i18n/load-locale.js';

type Setting = 'always' | 'never' | 'auto';

/** StripeTaxIdElementOptions, read with Stripe's defaults (`auto` everywhere). */
interface TaxIdOptions {
  visibility: Setting;
  businessNameField: Setting;
  businessNameRequired: Setting;
  taxIdRequired: Setting;
  defaults: { businessName: string; taxIdType: string; taxId: string };
}

function setting(value: Json | undefined): Setting {
  return value === 'always' || value === 'never' ? value : 'auto';
}

export function readTaxIdOptions(raw: Json): TaxIdOptions {
  const options = asObject(raw);
  const validation = asObject(options.validation);
  const defaults = asObject(options.defaultValues);
  return {
    visibility: setting(options.visibility),
    businessNameField: setting(asObject(options.fields).businessName),
    businessNameRequired: setting(asObject(validation.businessName).required),
    taxIdRequired: setting(asObject(validation.taxId).required),
    defaults: {
      businessName: asString(defaults.businessName) ?? '',
      taxIdType: asString(defaults.taxIdType) ?? '',
      taxId: asString(defaults.taxId) ?? '',
    },
  };
}

/**
 * The shopper's country as Kassa can know it offline: the country of the default tax ID type,
 * else the region of the shopper's language (the frame's locale, else the browser's). Stripe
 * locates the shopper by network; Kassa serves no such lookup.
 */
function startCountry(options: TaxIdOptions, locale: string): string {
  const fromType = taxIdType(options.defaults.taxIdType)?.country;
  if (fromType !== undefined) return fromType;
  const tag = locale === '' || locale === 'auto' ? navigator.language : locale;
  const region = /[-_]([A-Za-z]{2})(?:$|[-_])/.exec(tag)?.[1]?.toUpperCase() ?? '';
  return taxIdTypesOf(region).length > 0 ? region : '';
}

/** The type chosen for a country: the wanted one when the country has it, else its first. */
function typeFor(country: string, wanted: string): string {
  const types = taxIdTypesOf(country);
  return (types.find((row) => row.type === wanted) ?? types[0])?.type ?? '';
}

const MESSAGE_KEYS = {
  incomplete_business_name: 'address.taxId.incompleteBusinessName',
  incomplete_tax_id: 'address.taxId.incomplete',
  invalid_tax_id: 'address.taxId.invalid',
} as const;

function messageOf(t: AddressTranslator, code: TaxIdErrorCode, example: string): string {
  return t.text(MESSAGE_KEYS[code], { example });
}

const ID = {
  businessName: 'tax-id-business-name',
  country: 'tax-id-country',
  type: 'tax-id-type',
  taxId: 'tax-id-number',
} as const;
type Input = keyof typeof ID;

/**
 * The Tax ID Element: a business name, the country and type of a tax ID, and the number, checked
 * against the type's format in core's table. `visibility: 'auto'` shows it to shoppers whose
 * country has a tax ID type; its value is Stripe's `{businessName, taxId, taxIdType,
 * externalTaxIdType}`. It adds nothing to a confirm: without a customer session Stripe's element
 * only reports (getValue, change), which is what this one does.
 */
export function TaxIdElement({ runtime, init }: FrameAppProps) {
  const rawOptions = useRef<JsonObject>(asObject(init.options));
  const [options, setOptions] = useState(() => readTaxIdOptions(init.options));
  const [groupOptions, setGroupOptions] = useState<Json>(init.groupOptions);
  const group = asObject(groupOptions);
  const locale = asString(group.locale) ?? '';
  const t = useMemo(() => createAddressTranslator(locale), [locale]);
  const appearance = useAppearance(group.appearance, group.fonts, '', group.appearanceColors);
  const [businessName, setBusinessName] = useState(options.defaults.businessName);
  const [country, setCountry] = useState(() => startCountry(options, locale));
  const [type, setType] = useState(() => typeFor(country, options.defaults.taxIdType));
  const [taxId, setTaxId] = useState(options.defaults.taxId);
  // Errors show once the shopper leaves a field, or all at once on submit / getValue().
  const [shown, setShown] = useState<Partial<Record<Input, boolean>>>({});
  const [spoken, setSpoken] = useState(false);
  const inputs = useRef(new Map<Input, HTMLInputElement | HTMLSelectElement>());
  const rootRef = useRef<HTMLDivElement | null>(null);

  const visible =
    options.visibility === 'always' || (options.visibility === 'auto' && country !== '');
  const nameShown = options.businessNameField !== 'never';
  const name = businessName.trim();
  const checkedEmpty = normalizeTaxId(taxId) === '';
  const taxIdRequired =
    options.taxIdRequired === 'always' ||
    (options.taxIdRequired === 'auto' && nameShown && name !== '');
  const nameRequired =
    nameShown &&
    (options.businessNameRequired === 'always' ||
      (options.businessNameRequired === 'auto' && !checkedEmpty));
  const checked = validateTaxId(type, taxId, taxIdRequired);
  const row = taxIdType(type);
  const example = row?.example ?? '';
  const errors: Partial<Record<Input, TaxIdErrorCode>> = {};
  if (nameRequired && name === '') errors.businessName = 'incomplete_business_name';
  if (checked.error !== undefined) errors.taxId = checked.error;
  const firstInvalid = (['businessName', 'taxId'] as const).find((key) => errors[key]);
  const complete = !visible || firstInvalid === undefined;
  const empty = name === '' && checked.empty;
  const messageFor = (key: Input): string | undefined => {
    const code = errors[key];
    return shown[key] && code !== undefined ? messageOf(t, code, example) : undefined;
  };

  const mergeGroupOptions = (payload: Json): void =>
    afterLocale(asObject(payload), () =>
      setGroupOptions((previous) => ({ ...asObject(previous), ...asObject(payload) })),
    );
  const showAll = () => {
    setShown({ businessName: true, taxId: true });
    setSpoken(false);
  };
  const validationError = (): WireError | null => {
    if (firstInvalid === undefined || !visible) return null;
    const code = errors[firstInvalid] as TaxIdErrorCode;
    return { type: 'validation_error', code, message: messageOf(t, code, example) };
  };

  useElementHandlers(runtime, {
    validate: () => {
      showAll();
      const error = validationError();
      if (error !== null && firstInvalid !== undefined) {
        inputs.current.get(firstInvalid)?.focus();
        runtime.requestFocus();
      }
      return { complete: error === null, error };
    },
    // Nothing goes into a payment method: the element reports its value to the merchant.
    collect: () => ({}),
    confirmError: () => {},
    command(command, payload) {
      if (command === 'focus') {
        const first = nameShown ? 'businessName' : 'taxId';
        inputs.current.get(first)?.focus();
      } else if (command === 'blur') {
        const active = rootRef.current?.ownerDocument.activeElement;
        if (active instanceof HTMLElement) active.blur();
      } else if (command === 'clear') {
        setBusinessName('');
        setTaxId('');
        setShown({});
      } else if (command === 'show-errors') showAll();
      else if (command === 'update') {
        // Stripe merges an update into the element's options; new defaults fill empty fields.
        rawOptions.current = { ...rawOptions.current, ...asObject(payload) };
        const next = readTaxIdOptions(rawOptions.current);
        setOptions(next);
        if (asObject(payload).defaultValues !== undefined) {
          if (businessName === '') setBusinessName(next.defaults.businessName);
          if (taxId === '') setTaxId(next.defaults.taxId);
          const wanted = taxIdType(next.defaults.taxIdType);
          if (wanted !== undefined) {
            setCountry(wanted.country);
            setType(wanted.type);
          }
        }
      } else if (command === 'group-update') mergeGroupOptions(payload);
    },
    broadcast(event, payload) {
      if (event === 'group-update') mergeGroupOptions(payload);
    },
  });
  useFrameSignals(runtime, rootRef, true);
  const change: JsonObject = {
    elementType: 'taxId',
    empty,
    complete,
    visible,
    value: {
      businessName: nameShown ? name : null,
      taxId: checked.value,
      taxIdType: type === '' ? null : type,
      externalTaxIdType: row?.external ?? null,
    },
  };
  useChangeEvent(runtime, change);
  // getValue() on the merchant page answers from the latest of these (not a Stripe event).
  const serialised = JSON.stringify(change);
  useEffect(() => {
    runtime.emit('value', JSON.parse(serialised) as Json);
  }, [runtime, serialised]);
  const focusEvents = useElementFocusEvents(runtime);

  // The translator's resolved tag: Intl refuses an empty one (no locale option).
  const countries = useMemo(() => sortedCountries(t.locale, taxIdCountries()), [t]);
  const types = taxIdTypesOf(country);
  const floating = appearance.labels === 'floating';
  const bind = (key: Input) => (element: HTMLInputElement | HTMLSelectElement | null) => {
    if (element === null) inputs.current.delete(key);
    else inputs.current.set(key, element);
  };
  const describedBy = (key: Input) =>
    messageFor(key) === undefined ? undefined : `${ID[key]}-error`;
  const optional = (label: string, required: boolean) =>
    required ? label : `${label} ${t.text('address.optional')}`;
  const spokenMessage = spoken ? (messageFor('businessName') ?? messageFor('taxId')) : undefined;

  if (!visible) return <div ref={rootRef} className="TaxIdElement" hidden />;
  return (
    <div
      ref={rootRef}
      className={`AddressElement TaxIdElement Labels--${appearance.labels} Inputs--${appearance.inputs}`}
      {...focusEvents}
    >
      {nameShown ? (
        <Field
          id={ID.businessName}
          label={optional(t.text('address.taxId.businessName'), nameRequired)}
          error={messageFor('businessName')}
          empty={businessName === ''}
          floatingLabel={floating}
        >
          <input
            ref={bind('businessName')}
            id={ID.businessName}
            className={`Input${messageFor('businessName') === undefined ? '' : ' Input--invalid'}`}
            type="text"
            name="organization"
            autoComplete="organization"
            value={businessName}
            aria-invalid={messageFor('businessName') !== undefined}
            aria-required={nameRequired}
            aria-describedby={describedBy('businessName')}
            onChange={(event) => {
              setBusinessName(event.target.value);
              setSpoken(true);
            }}
            onBlur={() => {
              if (businessName.trim() !== '') setShown((now) => ({ ...now, businessName: true }));
            }}
          />
        </Field>
      ) : null}
      <div className="FieldRow">
        <Field
          id={ID.country}
          label={t.text('address.country')}
          empty={false}
          floatingLabel={false}
        >
          <select
            ref={bind('country')}
            id={ID.country}
            name="country"
            className="Input Select"
            autoComplete="country"
            value={country}
            onChange={(event) => {
              const next = event.target.value;
              setCountry(next);
              setType(typeFor(next, type));
            }}
          >
            {country === '' ? <option value="">{t.text('address.select')}</option> : null}
            {countries.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
        </Field>
        {types.length > 1 ? (
          <Field
            id={ID.type}
            label={t.text('address.taxId.type')}
            empty={false}
            floatingLabel={false}
          >
            <select
              ref={bind('type')}
              id={ID.type}
              name="tax-id-type"
              className="Input Select"
              value={type}
              onChange={(event) => setType(event.target.value)}
            >
              {types.map((entry) => (
                <option key={entry.type} value={entry.type}>
                  {taxIdTypeName(entry.type)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      <Field
        id={ID.taxId}
        label={optional(t.text('address.taxId.number'), taxIdRequired)}
        error={messageFor('taxId')}
        empty={taxId === ''}
        floatingLabel={floating}
      >
        <input
          ref={bind('taxId')}
          id={ID.taxId}
          className={`Input${messageFor('taxId') === undefined ? '' : ' Input--invalid'}`}
          type="text"
          name="tax-id"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={floating ? undefined : example}
          value={taxId}
          aria-invalid={messageFor('taxId') !== undefined}
          aria-required={taxIdRequired}
          aria-describedby={describedBy('taxId')}
          onChange={(event) => {
            setTaxId(event.target.value);
            setSpoken(true);
          }}
          onBlur={() => {
            if (normalizeTaxId(taxId) !== '') setShown((now) => ({ ...now, taxId: true }));
          }}
        />
      </Field>
      <Announcer message={spokenMessage} />
    </div>
  );
}
