import { type ExpressButtonHiddenReason, getPaymentMethodSpec } from '@kassa/core';
import { asObject, asString, asStringList, type Json } from '@kassa/protocol';

/** The express payment types in Stripe's default order, each with its option key. */
export const EXPRESS_TYPES = [
  ['apple_pay', 'applePay'],
  ['google_pay', 'googlePay'],
  ['link', 'link'],
  ['paypal', 'paypal'],
  ['klarna', 'klarna'],
  ['amazon_pay', 'amazonPay'],
  ['demo_pay', 'demoPay'],
] as const;

export type ExpressType = (typeof EXPRESS_TYPES)[number][0];
export type ExpressKey = (typeof EXPRESS_TYPES)[number][1];

/**
 * Apple Pay and Google Pay cannot run in this browser without their real wallets: in test mode
 * they open Kassa's simulated wallet sheet; with a live key they are hidden (not available).
 */
const SHEET_WALLETS: readonly ExpressType[] = ['apple_pay', 'google_pay'];

/**
 * The express methods Kassa confirms by sending the shopper to the method's page: the confirm
 * event can give the merchant none of the shopper's details before that, so a merchant who
 * requires an e-mail, a phone number or an address gets no button for them.
 */
const REDIRECT_TYPES: readonly ExpressType[] = ['paypal', 'klarna', 'amazon_pay', 'demo_pay'];

const EEA =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK';

/**
 * Where Stripe offers PayPal and Amazon Pay: the merchant account's business locations and the
 * presentment currencies (Stripe's PayPal and Amazon Pay pages, "Business locations" and
 * "Presentment currency").
 */
export const EXPRESS_MARKETS: Partial<
  Record<ExpressType, { countries: readonly string[]; currencies: readonly string[] }>
> = {
  paypal: {
    countries: `${EEA} CH GB`.split(' '),
    currencies: 'eur gbp usd chf czk dkk nok pln sek aud cad hkd nzd sgd'.split(' '),
  },
  amazon_pay: {
    countries: 'AT BE CH CY DE DK ES FR GB HU IE IT LU NL PT SE US'.split(' '),
    currencies: 'usd aud gbp dkk eur hkd jpy nzd nok zar sek chf'.split(' '),
  },
};

/**
 * Whether the wallet is outside its market: `currency` when the payment's currency is not one
 * it presents, `country` when the merchant's account is not in a business location of it;
 * null when it fits (or nothing is known to say otherwise).
 */
export function marketMismatch(
  type: ExpressType,
  currency: string | undefined,
  merchantCountry: string | undefined,
): 'currency' | 'country' | null {
  const market = EXPRESS_MARKETS[type];
  if (market === undefined) return null;
  if (currency !== undefined && !market.currencies.includes(currency.toLowerCase()))
    return 'currency';
  if (merchantCountry !== undefined && !market.countries.includes(merchantCountry.toUpperCase()))
    return 'country';
  return null;
}

/** Stripe's default button height and the range it accepts. */
export const DEFAULT_HEIGHT = 44;
const MIN_HEIGHT = 40;
const MAX_HEIGHT = 55;

/** Each wallet's `buttonType` values and the text key of each (see wallet-sheet-english.ts). */
const BUTTON_TEXTS = {
  'add-money': 'addMoney',
  book: 'book',
  buy: 'buy',
  buynow: 'buyNow',
  'check-out': 'checkOut',
  checkout: 'checkOut',
  continue: 'continue',
  contribute: 'contribute',
  donate: 'donate',
  order: 'order',
  pay: 'default',
  plain: 'plain',
  paypal: 'plain',
  reload: 'reload',
  rent: 'rent',
  subscribe: 'subscribe',
  support: 'support',
  tip: 'tip',
  'top-up': 'topUp',
} as const;
export type ButtonText = (typeof BUTTON_TEXTS)[keyof typeof BUTTON_TEXTS];

/** Stripe's default `buttonType` of each wallet that has one. */
const DEFAULT_TYPES: Partial<Record<ExpressKey, keyof typeof BUTTON_TEXTS>> = {
  applePay: 'plain',
  googlePay: 'buy',
  paypal: 'paypal',
  klarna: 'pay',
};

/** Each wallet's `buttonTheme` values, as the button's class, and its default. */
const THEMES: Partial<Record<ExpressKey, Record<string, string>>> = {
  applePay: { black: 'dark', white: 'light', 'white-outline': 'light-outline' },
  googlePay: { black: 'dark', white: 'light' },
  paypal: { gold: 'gold', blue: 'blue', silver: 'silver', white: 'light', black: 'dark' },
  klarna: { dark: 'dark', light: 'light', outlined: 'light-outline' },
};
const DEFAULT_THEMES: Partial<Record<ExpressKey, string>> = { paypal: 'gold' };

/** What, besides the merchant's options, decides which buttons show. */
export interface ExpressContext {
  /** The elements session's payment method types (the intent's, or the deferred group's). */
  sessionTypes: readonly string[];
  /**
   * The types the intent was created with, when the session says (client-secret mode): a type
   * of it the session left out was filtered by the server (its currency, amount or country).
   */
  intentTypes?: readonly string[] | null;
  /** The wallets not verified on the page's domain (the session's payment method domains). */
  unverifiedOnDomain?: readonly string[];
  /** The payment's currency (the session's), for each wallet's presentment currencies. */
  currency?: string;
  /** The merchant account's country (the session's merchant_info), for business locations. */
  merchantCountry?: string;
  /** The payment is set up for future use (setup mode or setup_future_usage). */
  futureUsage?: boolean;
  /** The group's paymentMethodCreation is 'manual'. */
  manualCreation?: boolean;
  testMode?: boolean;
  /** The page may use a wallet: a secure context (HTTPS or a local host). */
  secureContext?: boolean;
}

export interface ExpressButton {
  type: ExpressType;
  key: ExpressKey;
  /** The text key of the button (its `buttonType`). */
  text: ButtonText;
  /** The button's colours (its `buttonTheme`): a WalletButton class suffix. */
  theme: string;
}

export interface ExpressLayout {
  /** The buttons that may show, in order (the overflow ones too). */
  buttons: ExpressButton[];
  /** How many show before the "more" button when the row overflows; null: all of them. */
  visible: number | null;
  /** Every type with whether it can show, for `ready`'s availablePaymentMethods. */
  available: Record<ExpressKey, boolean>;
  /** Why each method that cannot show is hidden (spec 000 §4 Express button). */
  hidden: Partial<Record<ExpressKey, ExpressButtonHiddenReason>>;
  height: number;
  columns: number;
}

/** Why the method cannot show, or null when it can. The first rule that applies names it. */
function hiddenReason(
  type: ExpressType,
  key: ExpressKey,
  options: Record<string, Json>,
  context: ExpressContext,
): ExpressButtonHiddenReason | null {
  const setting =
    asString(asObject(options.paymentMethods)[key]) ?? asString(asObject(options.wallets)[key]);
  if (setting === 'never') return 'merchant_payment_method_param_config';
  const sheet = SHEET_WALLETS.includes(type);
  // No real wallet in this browser: only test mode's simulated sheet, on a secure page.
  if (sheet && (context.testMode !== true || context.secureContext === false))
    return 'unsupported_browser';
  // Apple Pay and Google Pay are card payments.
  const needed = sheet ? 'card' : type;
  if (!context.sessionTypes.includes(needed))
    return context.intentTypes?.includes(needed)
      ? 'domain_unregistered_or_backend_filtered'
      : 'payment_method_disabled';
  if (context.unverifiedOnDomain?.includes(type)) return 'domain_unregistered_or_backend_filtered';
  // Outside the wallet's market Stripe's backend leaves it out of the session. Kassa's accounts
  // are all in the US and none can be moved: in test mode the merchant's country is not held
  // against PayPal (the frame warns instead), so its simulated flow can still be exercised.
  const mismatch = marketMismatch(type, context.currency, context.merchantCountry);
  if (mismatch === 'currency' || (mismatch === 'country' && context.testMode !== true))
    return 'domain_unregistered_or_backend_filtered';
  // PayPal's payment method exists only once its confirm runs (spec 002 §5).
  if (context.manualCreation === true && type === 'paypal')
    return 'manual_payment_method_creation_unsupported';
  if (context.futureUsage === true && getPaymentMethodSpec(needed)?.supportsOffSession !== true)
    return 'setup_future_usage_unsupported';
  const asksDetails =
    options.emailRequired === true ||
    options.phoneNumberRequired === true ||
    options.shippingAddressRequired === true ||
    options.billingAddressRequired === true;
  if (asksDetails && REDIRECT_TYPES.includes(type))
    return 'field_not_provided_by_financial_partner';
  return null;
}

const positiveInteger = (value: Json | undefined): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * The element's options as the row uses them (the loader checked them; anything invalid falls
 * back to Stripe's default) with what decides each method's availability.
 */
export function expressLayout(options: Json, context: ExpressContext): ExpressLayout {
  const given = asObject(options);
  const order = asStringList(given.paymentMethodOrder);
  const rank = (type: string) => {
    const at = order.indexOf(type);
    return at === -1 ? order.length + EXPRESS_TYPES.findIndex(([t]) => t === type) : at;
  };
  const available = {} as Record<ExpressKey, boolean>;
  const hidden: Partial<Record<ExpressKey, ExpressButtonHiddenReason>> = {};
  const buttons: ExpressButton[] = [];
  const types = asObject(given.buttonType);
  const themes = asObject(given.buttonTheme);
  for (const [type, key] of EXPRESS_TYPES) {
    const reason = hiddenReason(type, key, given, context);
    available[key] = reason === null;
    if (reason !== null) {
      hidden[key] = reason;
      continue;
    }
    const buttonType = asString(types[key]) ?? DEFAULT_TYPES[key] ?? 'pay';
    const theme = asString(themes[key]) ?? '';
    buttons.push({
      type,
      key,
      text: BUTTON_TEXTS[buttonType as keyof typeof BUTTON_TEXTS] ?? 'default',
      theme: THEMES[key]?.[theme] ?? DEFAULT_THEMES[key] ?? 'dark',
    });
  }
  buttons.sort((a, b) => rank(a.type) - rank(b.type));
  const layout = asObject(given.layout);
  const count = buttons.length || 1;
  const columns = Math.min(positiveInteger(layout.maxColumns) ?? 3, count);
  const rows = positiveInteger(layout.maxRows);
  // overflow 'never': no "more" button, so every button shows whatever maxRows says.
  const capacity = rows === null || layout.overflow === 'never' ? null : rows * columns;
  const height = given.buttonHeight;
  return {
    buttons,
    // The last place of the last row holds the "more" button.
    visible: capacity !== null && buttons.length > capacity ? Math.max(capacity - 1, 0) : null,
    available,
    hidden,
    height:
      typeof height === 'number' && height >= MIN_HEIGHT && height <= MAX_HEIGHT
        ? height
        : DEFAULT_HEIGHT,
    columns,
  };
}
