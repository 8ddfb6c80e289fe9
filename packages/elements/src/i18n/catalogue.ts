import type { DeclineCode, FormErrorCode } from '@kassa/core';
import type { LocaleModuleTexts } from '@kassa/protocol';
import type { CheckoutKey } from '../checkout/checkout-english.js';
import type { AddressLabelKey } from './address-english.js';
import type { LabelKey } from './english.js';
import type { LoaderKey } from './loader-english.js';
import type { MethodErrorKey, MethodLabelKey } from './methods-english.js';
import type { PageKey } from './pages-english.js';
import type { WalletSheetKey } from './wallet-sheet-english.js';

/** A key of `declines`: every decline code, and the failed 3-D Secure authentication. */
export type DeclineKey = DeclineCode | 'authentication_failure';

/**
 * One locale's texts, as a module in `locales/` holds them (its default export): the shape the
 * controller reads too (@kassa/protocol's LocaleModuleTexts). Every part is keyed like the
 * English one; the catalogue test fails on a missing or extra key.
 */
export interface LocaleCatalogue extends LocaleModuleTexts {
  /** The supported locale (@kassa/core's SUPPORTED_LOCALES): the frame's `lang`. */
  tag: string;
  /** Set for the locales written right to left (ar, he). */
  dir?: 'rtl';
  /** Frame titles and the modal's name the loader shows on the merchant page (loader-english.ts). */
  loader: Partial<Record<LoaderKey, string>>;
  /** Labels, placeholders and buttons of the element frames (english.ts). */
  labels: Partial<Record<LabelKey, string>>;
  /** Every input error of the core catalogue (@kassa/core's ERROR_MESSAGES_EN). */
  errors: Partial<Record<FormErrorCode, string>>;
  /** What a confirm call answers for a decline (@kassa/core's DECLINE_MESSAGES_EN). */
  declines: Partial<Record<DeclineKey, string>>;
  /** The hosted test pages: 3-D Secure challenge and simulated providers (pages-english.ts). */
  pages: Partial<Record<PageKey, string>>;
  /** The Payment Element's other methods, the bank elements, next actions (methods-english.ts). */
  methods: Partial<Record<MethodLabelKey, string>>;
  /** The input errors of those methods (methods-english.ts, METHOD_ERRORS_EN). */
  methodErrors: Partial<Record<MethodErrorKey, string>>;
  /** The Address Element (address-english.ts); its input errors are core's, in `errors`. */
  address: Partial<Record<AddressLabelKey, string>>;
  /** The test wallet sheet and the wallet buttons (wallet-sheet-english.ts). */
  walletSheet: Partial<Record<WalletSheetKey, string>>;
  /** The hosted Checkout page (checkout/checkout-english.ts). */
  checkout: Partial<Record<CheckoutKey, string>>;
}
