// English: the texts every frame carries built in, as a module too, for the provider to answer
// a wanted locale that falls back to English, and for the catalogue test to compare with.
import { DECLINE_MESSAGES_EN, ERROR_MESSAGES_EN, INTENT_ERROR_MESSAGES_EN } from '@kassa/core';
import { CHECKOUT_EN } from '../../checkout/checkout-english.js';
import { ADDRESS_LABELS_EN } from '../address-english.js';
import type { LocaleCatalogue } from '../catalogue.js';
import { LABELS_EN } from '../english.js';
import { LOADER_EN } from '../loader-english.js';
import { METHOD_ERRORS_EN, METHOD_LABELS_EN } from '../methods-english.js';
import { PAGES_EN } from '../pages-english.js';
import { WALLET_SHEET_EN } from '../wallet-sheet-english.js';

export default {
  tag: 'en',
  loader: LOADER_EN,
  labels: LABELS_EN,
  errors: ERROR_MESSAGES_EN,
  declines: {
    ...DECLINE_MESSAGES_EN,
    authentication_failure: INTENT_ERROR_MESSAGES_EN.payment_intent_authentication_failure,
  },
  pages: PAGES_EN,
  methods: METHOD_LABELS_EN,
  methodErrors: METHOD_ERRORS_EN,
  address: ADDRESS_LABELS_EN,
  walletSheet: WALLET_SHEET_EN,
  checkout: CHECKOUT_EN,
} satisfies LocaleCatalogue;
