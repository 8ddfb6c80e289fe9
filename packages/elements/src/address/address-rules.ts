import {
  type AddressFormField,
  type AddressFormValues,
  type AddressNameMode,
  type CountryAddressFormat,
  checkCardDataInField,
  type FieldErrors,
  type FieldValidator,
  fullNameOf,
  isPhoneFieldShown,
  isPhoneRequired,
  nameFieldsFor,
  normalizePostalCode,
  validateAddress,
  validatePhone,
} from '@kassa/core';
import type { JsonObject } from '@kassa/protocol';
import type { AddressOptions } from './address-options.js';

/**
 * The form's validator for one country: core's address rules (name mode, required parts,
 * postal code and subdivision, allowedCountries, blockPoBox), core's phone rules and the card
 * number check of the name fields. No rule lives here, only which ones apply.
 */
export function addressValidator(
  format: CountryAddressFormat,
  options: AddressOptions,
): FieldValidator<AddressFormValues> {
  return (values) => {
    const errors: FieldErrors<AddressFormValues> = {};
    const checked = validateAddress(values, format, {
      nameMode: options.nameMode,
      blockPoBox: options.blockPoBox,
      allowedCountries: options.allowedCountries,
    });
    for (const [field, code] of Object.entries(checked.errors)) {
      if (code !== undefined) errors[field as AddressFormField] = { code };
    }
    for (const field of nameFieldsFor(options.nameMode)) {
      // Shown at once: a card number must not stay in a field the merchant's page can read.
      if (checkCardDataInField('name', values[field]) !== null)
        errors[field] = { code: 'card_number_in_name_field', immediate: true };
    }
    if (isPhoneFieldShown(options.phoneField)) {
      const phone = validatePhone(values.phone, {
        country: values.phoneCountry || values.country,
        required: isPhoneRequired(options.phoneField, options.phoneRequired),
      });
      if (phone.error !== undefined) errors.phone = { code: phone.error };
    }
    return errors;
  };
}

/** The address as Stripe's events and API carry it: trimmed, postal code as the country writes it. */
export interface StripeAddress {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}

export interface AddressValue {
  name: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  address: StripeAddress;
}

/** The element's value (change event, getValue, collect) from the form's values. */
export function addressValue(
  values: AddressFormValues,
  format: CountryAddressFormat | null,
  options: Pick<AddressOptions, 'nameMode' | 'phoneField'>,
): AddressValue {
  // Only postal codes change case (core's rules: CA, GB… in capitals). libaddressinput's other
  // upper-case parts are for printing envelopes; Stripe's value keeps the city as typed.
  const postal =
    format === null || values.postalCode.trim() === ''
      ? values.postalCode.trim()
      : normalizePostalCode(values.postalCode, format);
  const value: AddressValue = {
    name: fullNameOf(values, options.nameMode),
    address: {
      line1: values.addressLine1.trim(),
      line2: values.addressLine2.trim() || null,
      city: values.locality.trim(),
      state: values.administrativeArea.trim(),
      postal_code: postal,
      country: values.country,
    },
  };
  if (options.nameMode === 'split') {
    value.firstName = values.firstName.trim();
    value.lastName = values.lastName.trim();
  }
  if (isPhoneFieldShown(options.phoneField)) {
    const phone = validatePhone(values.phone, { country: values.phoneCountry || values.country });
    value.phone = phone.e164 ?? values.phone.trim();
  }
  return value;
}

/** Whether the shopper has entered nothing yet (country and defaults aside). */
export function isEmptyAddress(values: AddressFormValues, mode: AddressNameMode): boolean {
  const fields: AddressFormField[] = [
    ...nameFieldsFor(mode),
    'addressLine1',
    'addressLine2',
    'locality',
    'administrativeArea',
    'postalCode',
    'phone',
  ];
  return fields.every((field) => values[field].trim() === '');
}

/**
 * What the controller puts on the confirm: `shipping` for a shipping-mode element, the method's
 * `billing_details` for a billing-mode one. Empty parts are left out, as Stripe.js sends them.
 */
export function collectedAddress(value: AddressValue, mode: 'shipping' | 'billing'): JsonObject {
  const address: JsonObject = {};
  for (const [key, part] of Object.entries(value.address)) {
    if (typeof part === 'string' && part !== '') address[key] = part;
  }
  const details: JsonObject = { name: value.name, address };
  if (value.phone !== undefined && value.phone !== '') details.phone = value.phone;
  return mode === 'shipping' ? { shipping: details } : { billing_details: details };
}
