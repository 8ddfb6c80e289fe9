import type { AuthState } from '@kassa/core';
import type { Json, JsonObject } from '@kassa/protocol';
import { frameAppearance } from './appearance-options.js';
import { warnBrandFilter } from './brand-filter-warning.js';
import type { SessionOptions } from './session.js';
import type { WalletAvailability } from './wallet-availability.js';
import type { WalletClient, WalletClientOptions } from './wallet-client.js';

/** What the controller keeps per elements group. */
export interface GroupState {
  id: string;
  options: JsonObject;
  session: JsonObject | null;
  /** Why the last session fetch failed; replayed to frames that connect after it. */
  sessionError: JsonObject | null;
  /** Set by a successful elements.submit(); required before createPaymentMethod. */
  recentlyValidated: boolean;
  /** The payment method created from this group last, with the frame it came from. */
  recentPaymentMethod: { id: string; frameId: string | null } | null;
  /** Confirmations in flight: none of them may lose the saved card it pays with to a removal. */
  confirming: number;
  /**
   * The latest `{complete, value}` of the group's shipping address form: its billing Address
   * Elements offer "same as shipping" with it (replayed to frames that connect later).
   */
  shippingAddress: JsonObject | null;
  /** The wallet session of the group's Link Authentication Element, made on its first lookup. */
  wallet?: WalletClient;
  /** What the Payment Element's wallet section shows, replayed to frames that connect later. */
  walletView?: JsonObject | null;
  /** Spec 001 §4's authentication state of the group's wallet session (core's reducer). */
  walletAuth?: AuthState;
  /**
   * The wallet the group's frames were last sent, as JSON (undefined: none, or null): the same
   * one is not sent again (it would reset the Payment Element's section), a null after one is.
   */
  walletSent?: string;
  /** What the group's wallet client is made with: the login storage and the cache mirrors. */
  walletOptions?: WalletClientOptions;
  /**
   * Wallet payment details whose confirmation failed in this group (spec 001 §4: marked failed
   * for later display), sent with the wallet view; insufficient_funds marks none.
   */
  walletFailed?: string[];
  /** Set once the group has looked for a remembered login (spec 001 §4). */
  storedSignIn?: Promise<void>;
  /** A Payment Element of the group was made with `wallets: { link: 'never' }`. */
  linkNever?: boolean;
  /** elements/wallet-config's answer for the group, asked on its first wallet request. */
  walletAvailability?: Promise<WalletAvailability> | undefined;
}

export function newGroup(id: string, options: JsonObject): GroupState {
  // Validates the appearance now, so the merchant hears of mistakes before anything mounts.
  frameAppearance(options);
  warnBrandFilter(options);
  return {
    id,
    options,
    session: null,
    sessionError: null,
    recentlyValidated: false,
    recentPaymentMethod: null,
    confirming: 0,
    shippingAddress: null,
  };
}

/** After every confirmation the remembered payment method and validated flag are cleared. */
export function clearAfterConfirmation(group: GroupState | undefined): void {
  if (group === undefined) return;
  group.recentlyValidated = false;
  group.recentPaymentMethod = null;
}

/** Whether the group says what its session is of: a client secret, or a deferred mode. */
export function hasSessionOptions(group: GroupState): boolean {
  return group.options.clientSecret !== undefined || group.options.mode !== undefined;
}

const str = (value: Json | undefined) => (typeof value === 'string' ? value : undefined);

export function sessionOptions(group: GroupState, locale: string | undefined): SessionOptions {
  const { options } = group;
  const types = options.paymentMethodTypes;
  return {
    clientSecret: str(options.clientSecret),
    mode: str(options.mode),
    amount: typeof options.amount === 'number' ? options.amount : undefined,
    currency: str(options.currency),
    setupFutureUsage: str(options.setupFutureUsage),
    captureMethod: str(options.captureMethod),
    paymentMethodTypes: Array.isArray(types)
      ? types.filter((t) => typeof t === 'string')
      : undefined,
    onBehalfOf: str(options.onBehalfOf),
    customerSessionClientSecret: str(options.customerSessionClientSecret),
    locale: str(options.locale) ?? locale,
  };
}

/** Options whose change needs a new session (amount, currency, mode...). */
export const SESSION_KEYS = [
  'mode',
  'amount',
  'currency',
  'setupFutureUsage',
  'captureMethod',
  'paymentMethodTypes',
  'onBehalfOf',
  'customerSessionClientSecret',
  'locale',
];

/**
 * Options the element frames render with; everything else stays in the controller. The
 * appearance is the one @kassa/core accepted, with the colours it derived. The frames' locale
 * is the group's, else the Stripe instance's (`instanceLocale`).
 */
export function frameOptions(options: JsonObject, instanceLocale?: string): JsonObject {
  const picked: JsonObject = instanceLocale === undefined ? {} : { locale: instanceLocale };
  const keys = ['locale', 'fonts', 'loader', 'mode', 'amount', 'currency'];
  // The card inputs refuse the brands these filter out.
  keys.push('allowedCardBrands', 'disallowedCardBrands');
  for (const key of keys) {
    const value = options[key];
    if (value !== undefined) picked[key] = value;
  }
  warnBrandFilter(options);
  return { ...picked, ...frameAppearance(options) };
}
