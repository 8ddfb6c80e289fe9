import {
  type AddressFormValues,
  type AddressMode,
  type AddressNameMode,
  DEFAULT_ADDRESS_COUNTRY,
  type ExternalAddress,
  emptyAddressValues,
  isAddressCountryCode,
  isCountryAllowed,
  type PhoneFieldSetting,
  type PhoneRequiredSetting,
  type SavedAddress,
} from '@kassa/core';
import {
  asBoolean,
  asObject,
  asString,
  asStringList,
  type Json,
  type JsonObject,
} from '@kassa/protocol';

/** The Address Element's options, as `elements.create('address', options)` takes them. */
export interface AddressOptions {
  mode: AddressMode;
  allowedCountries: string[];
  blockPoBox: boolean;
  nameMode: AddressNameMode;
  phoneField: PhoneFieldSetting;
  phoneRequired: PhoneRequiredSetting;
  /** autocomplete.mode: suggestions unless 'disabled'. */
  autocomplete: boolean;
  defaults: AddressFormValues;
  /** The merchant's `contacts`, offered in the saved view. */
  contacts: SavedAddress[];
}

const NAME_MODES: readonly AddressNameMode[] = ['full', 'split', 'organization'];
const PHONE_SETTINGS: readonly PhoneFieldSetting[] = ['auto', 'always', 'never'];

function oneOf<T extends string>(value: Json | undefined, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Stripe's address shape (line1, city, state…) in core's external shape. */
export function externalFromStripe(contact: JsonObject): ExternalAddress {
  const address = asObject(contact.address);
  return {
    name: asString(contact.name) ?? null,
    line_1: asString(address.line1) ?? null,
    line_2: asString(address.line2) ?? null,
    locality: asString(address.city) ?? null,
    administrative_area: asString(address.state) ?? null,
    postal_code: asString(address.postal_code) ?? null,
    country_code: asString(address.country)?.toUpperCase() ?? null,
    phone: asString(contact.phone) ?? null,
  };
}

/** The first allowed country: the wanted one when it is allowed, else the list's first. */
export function startCountry(wanted: string | undefined, allowed: readonly string[]): string {
  const code = wanted?.toUpperCase();
  if (code !== undefined && isAddressCountryCode(code) && isCountryAllowed(code, allowed))
    return code;
  const first = allowed.map((entry) => entry.toUpperCase()).find(isAddressCountryCode);
  return first ?? DEFAULT_ADDRESS_COUNTRY;
}

function defaultValues(options: JsonObject, allowed: readonly string[]): AddressFormValues {
  const given = asObject(options.defaultValues);
  const address = asObject(given.address);
  const country = startCountry(asString(address.country), allowed);
  const text = (value: Json | undefined) => asString(value) ?? '';
  return {
    ...emptyAddressValues(country),
    name: text(given.name),
    firstName: text(given.firstName),
    lastName: text(given.lastName),
    // Stripe's organization mode fills its one field from defaultValues.name.
    organizationName: text(given.name),
    phone: text(given.phone),
    addressLine1: text(address.line1),
    addressLine2: text(address.line2),
    locality: text(address.city),
    administrativeArea: text(address.state),
    postalCode: text(address.postal_code),
  };
}

export function readAddressOptions(raw: Json): AddressOptions {
  const options = asObject(raw);
  const allowedCountries = asStringList(options.allowedCountries).map((code) => code.toUpperCase());
  const contacts = Array.isArray(options.contacts) ? options.contacts : [];
  return {
    mode: options.mode === 'billing' ? 'billing' : 'shipping',
    allowedCountries,
    blockPoBox: asBoolean(options.blockPoBox) ?? false,
    nameMode: oneOf(asObject(options.display).name, NAME_MODES, 'full'),
    phoneField: oneOf(asObject(options.fields).phone, PHONE_SETTINGS, 'auto'),
    phoneRequired: oneOf(
      asObject(asObject(options.validation).phone).required,
      PHONE_SETTINGS,
      'auto',
    ),
    autocomplete: asObject(options.autocomplete).mode !== 'disabled',
    defaults: defaultValues(options, allowedCountries),
    contacts: contacts.map((contact, index) => ({
      id: `contact_${index}`,
      mode: 'merchant',
      address: externalFromStripe(asObject(contact)),
    })),
  };
}
