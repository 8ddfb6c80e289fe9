import { ERROR_MESSAGES_EN } from '@kassa/core';

/**
 * English texts of the Address Element frame, namespaced `address.*`. Apart from LABELS_EN so
 * that the card-only payment frame (size budget, bench/bundle-sizes) does not carry them; the
 * per-locale catalogues translate these keys like the others.
 */
export const ADDRESS_LABELS_EN = {
  'address.fullName': 'Full name',
  'address.firstName': 'First name',
  'address.lastName': 'Last name',
  'address.organizationName': 'Organization name',
  'address.country': 'Country or region',
  'address.line1': 'Address line 1',
  'address.line2': 'Address line 2',
  'address.line2Placeholder': 'Apt., suite, unit number, etc. (optional)',
  'address.phone': 'Phone number',
  'address.optional': '(optional)',
  'address.select': 'Select',
  'address.locality.city': 'City',
  'address.locality.district': 'District',
  'address.locality.neighborhood': 'Neighborhood',
  'address.locality.post_town': 'Town or city',
  'address.locality.suburb': 'Suburb',
  'address.locality.village_township': 'Village or township',
  'address.subdivision.area': 'Area',
  'address.subdivision.county': 'County',
  'address.subdivision.department': 'Department',
  'address.subdivision.district': 'District',
  'address.subdivision.do_si': 'Province',
  'address.subdivision.emirate': 'Emirate',
  'address.subdivision.island': 'Island',
  'address.subdivision.oblast': 'Oblast',
  'address.subdivision.parish': 'Parish',
  'address.subdivision.prefecture': 'Prefecture',
  'address.subdivision.province': 'Province',
  'address.subdivision.state': 'State',
  'address.postal.postal': 'Postal code',
  'address.postal.zip': 'ZIP',
  'address.postal.pin': 'PIN',
  'address.postal.eircode': 'Eircode',
  'address.savedAddresses': 'Saved addresses',
  'address.useNewAddress': 'Use a new address',
  'address.editAddress': 'Edit',
  'address.removeAddress': 'Remove',
  'address.removeQuestion': 'Remove this address?',
  'address.cancel': 'Cancel',
  'address.backToSaved': 'Back to saved addresses',
  'address.invalidSaved': 'This address is incomplete. Check the fields below.',
  'address.saveAddress': 'Save address',
  'address.changeFailed': 'Your address could not be saved. Try again.',
  'address.suggestions': 'Address suggestions',
  'address.suggestionsAttribution': 'Address suggestions from the Kassa offline address data',
  'address.suggestionsCount':
    '{count} suggestions available. Use the up and down arrows to choose.',
  'address.enterManually': 'Enter address manually',
  'address.sameAsShipping': 'Billing address is same as shipping',
  'address.taxId.businessName': 'Business name',
  'address.taxId.type': 'Tax ID type',
  'address.taxId.number': 'Tax ID',
  'address.taxId.incompleteBusinessName': 'Your business name is incomplete.',
  'address.taxId.incomplete': 'Your tax ID is incomplete.',
  'address.taxId.invalid': 'Your tax ID is invalid. It should look like {example}.',
} as const;

export type AddressLabelKey = keyof typeof ADDRESS_LABELS_EN;

/** The Address Element's error texts: core's whole input-error catalogue (address, phone, name). */
export const ADDRESS_ERRORS_EN: Readonly<Record<string, string>> = ERROR_MESSAGES_EN;
