import {
  DECLINE_MESSAGES_EN,
  declineMarksSavedPaymentFailed,
  declineRequiresCvcReentry,
  validatePhone,
} from '@kassa/core';
import { asObject, asString, type Json, type JsonObject, type WireError } from '@kassa/protocol';
import type { CardFrameConfig } from '../../card-form/use-card-frame.js';
import type { Translator } from '../../i18n/translator.js';
import { walletSheetText } from '../../i18n/wallet-sheet-english.js';

/**
 * A wallet card as the controller sends it: never more than brand, last4 and expiry; or a
 * bank account (its bank's name and last4, no expiry).
 */
export interface WalletCard {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  bankName: string | null;
  /** The wallet's check of the card's security code failed: it is asked again (spec 001 §5). */
  cvcFailed: boolean;
}

/** A confirm's error on a wallet card, shown under that card. */
export interface WalletFailure {
  id: string;
  code: string | null;
  declineCode: string | null;
  message: string;
}

/**
 * The Payment Element's wallet section (spec 001 §2): the controller's `wallet` broadcast
 * (the shopper's e-mail, whether an account exists, a verified account's cards) and the
 * shopper's choices in it, kept together so that a new broadcast starts the section afresh.
 */
export interface WalletState {
  email: string;
  exists: boolean;
  cards: WalletCard[];
  /** The wallet card that pays, or null for "pay another way" (the add-new view). */
  choice: string | null;
  /** The sign-up box of a shopper without an account, and what it asks for. */
  signUp: boolean;
  phone: string;
  name: string;
  /** The phone's error shows once the shopper left the field or submitted. */
  showErrors: boolean;
  /** Log out was pressed: the logout-confirmation view asks first. */
  confirmLogout: boolean;
  /** The saved detail the remove-saved-confirmation view asks about, if any. */
  removing: string | null;
  /** The saved detail the update-saved view changes, if any, and its fields there. */
  updating: string | null;
  expiry: string;
  makeDefault: boolean;
  /** The update view's expiry error code (core's), or `failed` for a refused change. */
  editError: string | null;
  /** A remove or update is on its way to the provider. */
  busy: boolean;
  /** The session funds the wallet with bank accounts: the section offers to add one. */
  canAddBank: boolean;
  /** A Link signup element of the group offers the sign-up: the section does not. */
  signUpElsewhere: boolean;
  /** Saved details whose payment failed in this group (spec 001 §4), for later display. */
  failed: string[];
  /** The last confirm's error on a wallet card, shown under it until another is chosen. */
  failure: WalletFailure | null;
  /** The card a decline reopened for its security code, and the code typed again. */
  cvcFor: string | null;
  cvc: string;
  /** The re-entered code's error shows (a submit with it incomplete). */
  showCvcError: boolean;
  /**
   * No Link Authentication Element in the group: the section asks for the e-mail and the code
   * itself (spec 001 §2's `embedded` sign-in) until the shopper is verified.
   */
  entry: boolean;
  /** Spec 001 §4's authentication state of the group's wallet session (core's AuthState). */
  auth: string;
  /** The wallet alone pays the session (no card): a wallet that cannot be used blocks it. */
  linkOnly: boolean;
  /** The section's lookup or code start was refused with a status (spec 001 §4's link-blocked). */
  signInFailed: boolean;
}

/** Spec 001 §2's logged-in wallet views, as the Payment Element's section shows them. */
export type WalletView =
  | 'logout-confirmation'
  | 'remove-saved-confirmation'
  | 'update-saved'
  | 'add-new'
  | 'use-saved';

/**
 * The view of a verified shopper's wallet, in spec 001's priority: logout confirmation, then
 * remove-saved confirmation, then update-saved, then add-new while the shopper pays another
 * way, then use-saved while a saved detail is chosen, otherwise add-new.
 */
export function walletView(wallet: WalletState): WalletView {
  if (wallet.confirmLogout) return 'logout-confirmation';
  if (wallet.removing !== null) return 'remove-saved-confirmation';
  if (wallet.updating !== null) return 'update-saved';
  return wallet.choice === null ? 'add-new' : 'use-saved';
}

const num = (value: Json | undefined) => (typeof value === 'number' ? value : 0);

function readCard(entry: Json): WalletCard | null {
  const card = asObject(entry);
  const id = asString(card.id);
  const last4 = asString(card.last4);
  if (id === undefined || last4 === undefined) return null;
  return {
    id,
    brand: asString(card.brand) ?? 'unknown',
    last4,
    expMonth: num(card.expMonth),
    expYear: num(card.expYear),
    isDefault: card.isDefault === true,
    bankName: asString(card.bankName) ?? null,
    cvcFailed: card.cvcFailed === true,
  };
}

function readFailure(raw: Json | undefined): WalletFailure | null {
  const object = asObject(raw);
  const id = asString(object.id);
  const message = asString(object.message);
  if (id === undefined || message === undefined) return null;
  return {
    id,
    code: asString(object.code) ?? null,
    declineCode: asString(object.declineCode) ?? null,
    message,
  };
}

const strings = (value: Json | undefined): string[] =>
  Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];

/**
 * The section's state from the broadcast as it was merged with the shopper's choices; null
 * when there is no wallet to show. The default card (else the first) is chosen at first.
 */
export function readWallet(raw: Json): WalletState | null {
  const object = asObject(raw);
  const entry = object.entry === true;
  const email = asString(object.email) ?? (entry ? '' : undefined);
  if (email === undefined) return null;
  const cards = (Array.isArray(object.cards) ? object.cards : [])
    .map(readCard)
    .filter((card): card is WalletCard => card !== null);
  const first = cards.find((card) => card.isDefault) ?? cards[0];
  const choice =
    'choice' in object
      ? (asString(object.choice) ?? null)
      : object.exists === true
        ? (first?.id ?? null)
        : null;
  const known = (id: string | undefined) =>
    id !== undefined && cards.some((card) => card.id === id) ? id : null;
  return {
    email,
    exists: object.exists === true,
    cards,
    choice: known(choice ?? undefined),
    signUp: object.signUp === true,
    phone: asString(object.phone) ?? '',
    name: asString(object.name) ?? '',
    showErrors: object.showErrors === true,
    confirmLogout: object.confirmLogout === true,
    removing: known(asString(object.removing)),
    updating: known(asString(object.updating)),
    expiry: asString(object.expiry) ?? '',
    makeDefault: object.makeDefault === true,
    editError: asString(object.editError) ?? null,
    busy: object.busy === true,
    canAddBank: object.canAddBank === true,
    signUpElsewhere: object.signUpElsewhere === true,
    failed: strings(object.failed),
    failure: readFailure(object.failure),
    cvcFor: known(asString(object.cvcFor)),
    cvc: asString(object.cvc) ?? '',
    showCvcError: object.showCvcError === true,
    entry,
    auth: asString(object.auth) ?? 'none',
    linkOnly: object.linkOnly === true,
    signInFailed: object.signInFailed === true,
  };
}

/** The expired-card decline's words in the shopper's language (the frame's declines). */
export const expiredMessage = (translator: Translator) =>
  translator.catalogue?.declines.expired_card ?? DECLINE_MESSAGES_EN.expired_card;

/** A card whose expiry month has passed (spec 001 §4: shown with its error, not payable). */
export function cardExpired(card: WalletCard, now: Date): boolean {
  if (card.bankName !== null || card.expYear === 0) return false;
  const year = now.getUTCFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getUTCMonth() + 1);
}

/** The chosen card asks for its security code: a decline reopened it, or its check failed. */
export function needsCvc(wallet: WalletState, card: WalletCard): boolean {
  return card.bankName === null && (wallet.cvcFor === card.id || card.cvcFailed);
}

/** A security code of 3 or 4 digits (the provider checks it against the card). */
export const cvcComplete = (cvc: string) => /^\d{3,4}$/.test(cvc);

/**
 * A confirm's error on the chosen wallet card (spec 001 §4), through core's decline rules: it
 * shows under the card; every decline but insufficient_funds marks the card failed for later
 * display; only the listed decline codes reopen it for its security code.
 */
export function walletConfirmFailed(wallet: WalletState, id: string, error: WireError): JsonObject {
  const decline = error.decline_code ?? error.code;
  const card = wallet.cards.find((entry) => entry.id === id);
  const reopen = card?.bankName === null && declineRequiresCvcReentry(decline);
  const failed =
    declineMarksSavedPaymentFailed(decline) && !wallet.failed.includes(id)
      ? [...wallet.failed, id]
      : wallet.failed;
  return {
    failure: {
      id,
      code: error.code ?? null,
      declineCode: error.decline_code ?? null,
      message: error.message,
    },
    failed,
    cvcFor: reopen ? id : wallet.cvcFor === id ? null : wallet.cvcFor,
    cvc: '',
    showCvcError: false,
  };
}

/**
 * Spec 001 §4's link-blocked: the wallet is the session's only payment method and cannot be
 * used (the account is blocked, or a lookup or start was refused with a status): the element
 * says the payment cannot be completed with saved details now, rather than showing nothing.
 */
export function linkBlocked(wallet: WalletState): boolean {
  return wallet.entry && wallet.linkOnly && (wallet.auth === 'blocked' || wallet.signInFailed);
}

/** The phone's check in the billing country: the E.164 number, or the error code. */
export function checkPhone(phone: string, country: string) {
  return validatePhone(phone, { country, required: true });
}

/**
 * The phone's error in the shopper's language: the wallet sheet's words for a phone to fix
 * (core's error table would weigh on the payment frame itself, where its module lives).
 */
export function phoneError(code: PhoneError, translator: Translator): WireError {
  const { text } = walletSheetText(translator.locale);
  return { type: 'validation_error', code, message: text('walletSheet.error.invalidPayerPhone') };
}

type PhoneError = NonNullable<ReturnType<typeof checkPhone>['error']>;

/** What `change` reports while a wallet card pays: complete, `value.type` 'link' (Stripe's). */
export const LINK_CHANGE: JsonObject = {
  elementType: 'payment',
  complete: true,
  empty: false,
  collapsed: false,
  value: { type: 'link' },
};

/**
 * The Payment Element's answers to the controller with the wallet section in it: a chosen
 * wallet card is what `collect` answers (the controller shares it into a PaymentMethod) and is
 * complete; a ticked sign-up box adds `link_signup` to a card's details and asks for a valid
 * phone. Otherwise the element answers as it would without the section.
 */
export function withWallet(
  config: CardFrameConfig,
  raw: Json,
  country: string,
  /** The frame's translator, read when the phone's error is shown. */
  translator: () => Translator,
  update: (change: JsonObject) => void,
): CardFrameConfig {
  const wallet = readWallet(raw);
  if (wallet === null) return config;
  if (wallet.choice !== null) {
    const id = wallet.choice;
    const card = wallet.cards.find((entry) => entry.id === id);
    const cvc = card !== undefined && needsCvc(wallet, card);
    const expired = card !== undefined && cardExpired(card, new Date());
    const complete = !expired && (!cvc || cvcComplete(wallet.cvc));
    return {
      ...config,
      collect: () => ({
        link_payment_details: id,
        ...(cvc ? { link_payment_details_cvc: wallet.cvc } : {}),
      }),
      changePayload: () => (complete ? LINK_CHANGE : { ...LINK_CHANGE, complete: false }),
      validateOverride() {
        if (complete) return { complete: true, error: null };
        // An expired card pays once updated (the Edit button); a reopened one with its code.
        const code = expired ? 'expired_card' : 'incomplete_cvc';
        if (!expired) update({ showCvcError: true });
        document.getElementById(expired ? EDIT_ID : CVC_ID)?.focus();
        const error = translator().validationError(code);
        if (expired) error.message = expiredMessage(translator());
        return { complete: false, error };
      },
      onConfirmError(error) {
        update(walletConfirmFailed(wallet, id, error));
        return true;
      },
    };
  }
  if (wallet.exists || !wallet.signUp || wallet.signUpElsewhere) return config;
  // The card form, as the frame's last render had it (validate checks it before the phone).
  let form: Parameters<CardFrameConfig['collect']>[0] | undefined;
  return {
    ...config,
    changePayload(current) {
      form = current;
      return config.changePayload(current);
    },
    collect(current) {
      const data = asObject(config.collect(current));
      if (data.type !== 'card') return data;
      const phone = checkPhone(wallet.phone, country).e164 ?? wallet.phone;
      const name = wallet.name.trim();
      if (!wallet.entry)
        return { ...data, link_signup: { phone, country, ...(name === '' ? {} : { name }) } };
      // The e-mail typed in the section is the new account's, and the billing e-mail where
      // the merchant sets none (the two never conflict).
      const billing = asObject(data.billing_details);
      return {
        ...data,
        billing_details: { ...billing, email: asString(billing.email) ?? wallet.email },
        link_signup: { email: wallet.email, phone, country, ...(name === '' ? {} : { name }) },
      };
    },
    validateOverride() {
      const inner = config.validateOverride?.() ?? form?.validate() ?? null;
      const checked = checkPhone(wallet.phone, country);
      if (checked.error === undefined) return inner;
      // Every error shows; the card's come first (its field has focus), else the phone's.
      update({ showErrors: true });
      if (inner !== null && !inner.complete) return inner;
      document.getElementById(PHONE_ID)?.focus();
      return { complete: false, error: phoneError(checked.error, translator()) };
    },
  };
}

/** The sign-up's phone input (focused when it is what stops the payment). */
export const PHONE_ID = 'wallet-signup-phone';
/** The chosen card's re-entered security code, and its Edit button. */
export const CVC_ID = 'wallet-card-cvc';
export const EDIT_ID = 'wallet-card-edit';
