import type { AddressFormValues } from './address-values.js';

/** The address element's display.name option: one name field, first and last, or a company. */
export type AddressNameMode = 'full' | 'split' | 'organization';

export type AddressNameErrorCode =
  | 'incomplete_name'
  | 'incomplete_first_name'
  | 'incomplete_last_name'
  | 'incomplete_organization_name';

type NameField = 'name' | 'firstName' | 'lastName' | 'organizationName';

const REQUIRED_BY_MODE: Record<AddressNameMode, [NameField, AddressNameErrorCode][]> = {
  full: [['name', 'incomplete_name']],
  split: [
    ['firstName', 'incomplete_first_name'],
    ['lastName', 'incomplete_last_name'],
  ],
  organization: [['organizationName', 'incomplete_organization_name']],
};

/** The name fields shown in a mode, in display order. */
export function nameFieldsFor(mode: AddressNameMode): NameField[] {
  return REQUIRED_BY_MODE[mode].map(([field]) => field);
}

export function validateAddressName(
  values: Pick<AddressFormValues, NameField>,
  mode: AddressNameMode,
): Partial<Record<NameField, AddressNameErrorCode>> {
  const errors: Partial<Record<NameField, AddressNameErrorCode>> = {};
  for (const [field, code] of REQUIRED_BY_MODE[mode]) {
    if (values[field].trim() === '') errors[field] = code;
  }
  return errors;
}

/** The single name sent to the API: split names joined, organization mode sends the org. */
export function fullNameOf(
  values: Pick<AddressFormValues, NameField>,
  mode: AddressNameMode,
): string {
  if (mode === 'split')
    return [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' ');
  if (mode === 'organization') return values.organizationName.trim();
  return values.name.trim();
}
