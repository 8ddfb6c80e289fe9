// English (United Kingdom): en with the words written differently here.
import type { LocaleCatalogue } from '../catalogue.js';
import base from './en.js';

export default {
  ...base,
  tag: 'en-GB',
  labels: {
    ...base.labels,
    postalCode: 'Postcode',
    postalCodePlaceholder: 'Postcode',
  },
  errors: {
    ...base.errors,
    invalid_postal_code: 'Your postcode is invalid.',
    incomplete_postal_code: 'Your postcode is incomplete.',
    card_number_in_postal_code_field:
      'Your postcode looks like a card number. Enter your card number in the card number field.',
    postal_code_recollection_required_check_failed:
      'Your postcode could not be verified. Enter it again to continue.',
    postal_code_recollection_required_missing_required_postal_code:
      'Your card needs a postcode. Enter it to continue.',
    incomplete_organization_name: 'Your organisation name is incomplete.',
  },
  declines: {
    ...base.declines,
    incorrect_zip: "Your card's postcode failed validation.",
  },
  pages: {
    ...base.pages,
    'providerPage.succeeded': 'Payment authorised.',
    'providerPage.authorize': 'Authorise test payment',
  },
} satisfies LocaleCatalogue;
