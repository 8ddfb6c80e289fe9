export {
  type AddressFormField,
  type AddressFormValues,
  DEFAULT_ADDRESS_COUNTRY,
  type ExternalAddress,
  emptyAddressValues,
  fromExternalAddress,
  toExternalAddress,
} from './address-values.js';
export {
  ADDRESS_COUNTRY_CODES,
  ADDRESS_COUNTRY_NAMES,
  type AddressCountryCode,
} from './generated/index.js';
export { addressCountryName, isAddressCountryCode, loadAddressFormat } from './load.js';
export {
  type AddressNameErrorCode,
  type AddressNameMode,
  fullNameOf,
  nameFieldsFor,
  validateAddressName,
} from './name.js';
export { isPoBox } from './po-box.js';
export {
  normalizePostalCode,
  normalizePostalCodeByRule,
  type PostalCodeErrorCode,
  type PostalCodeRule,
  type PostalCodeValidation,
  postalCodeCountry,
  postalCodeErrorCode,
  postalCodeRule,
  validatePostalCode,
  validatePostalCodeByRule,
} from './postal-code.js';
export { POSTAL_CODE_RULES } from './postal-rules.js';
export {
  formatStreetLine,
  STREET_NUMBER_AFTER_STREET_COUNTRIES,
  streetNumberFollowsStreet,
} from './street.js';
export type { AddressPart, AddressSubdivision, CountryAddressFormat } from './types.js';
export {
  type AddressErrorCode,
  type AddressValidation,
  type AddressValidationOptions,
  addressFieldLines,
  isCountryAllowed,
  isSavedAddressAccepted,
  requiredAddressFields,
  shouldStartAutocomplete,
  validateAddress,
} from './validate-address.js';
