/**
 * The address form's values. A type alias, not an interface, so it
 * fits the generic field-state helpers of forms/.
 */
export type AddressFormValues = {
  name: string;
  firstName: string;
  lastName: string;
  organizationName: string;
  phone: string;
  phoneCountry: string;
  country: string;
  addressLine1: string;
  addressLine2: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  syncAddress: boolean;
};

export type AddressFormField = Exclude<keyof AddressFormValues, 'syncAddress'>;

/** The shape of wallet and saved addresses outside the form, as the API sends them. */
export interface ExternalAddress {
  name?: string | null;
  line_1?: string | null;
  line_2?: string | null;
  locality?: string | null;
  administrative_area?: string | null;
  postal_code?: string | null;
  country_code?: string | null;
  phone?: string | null;
}

/** Address default country. */
export const DEFAULT_ADDRESS_COUNTRY = 'US';

export function emptyAddressValues(country: string = DEFAULT_ADDRESS_COUNTRY): AddressFormValues {
  return {
    name: '',
    firstName: '',
    lastName: '',
    organizationName: '',
    phone: '',
    phoneCountry: country,
    country,
    addressLine1: '',
    addressLine2: '',
    locality: '',
    administrativeArea: '',
    postalCode: '',
    syncAddress: false,
  };
}

export function fromExternalAddress(address: ExternalAddress): AddressFormValues {
  const country = (address.country_code ?? DEFAULT_ADDRESS_COUNTRY).toUpperCase();
  return {
    ...emptyAddressValues(country),
    name: address.name ?? '',
    addressLine1: address.line_1 ?? '',
    addressLine2: address.line_2 ?? '',
    locality: address.locality ?? '',
    administrativeArea: address.administrative_area ?? '',
    postalCode: address.postal_code ?? '',
    phone: address.phone ?? '',
  };
}

export function toExternalAddress(values: AddressFormValues): ExternalAddress {
  return {
    name: values.name,
    line_1: values.addressLine1,
    line_2: values.addressLine2,
    locality: values.locality,
    administrative_area: values.administrativeArea,
    postal_code: values.postalCode,
    country_code: values.country,
    phone: values.phone,
  };
}
