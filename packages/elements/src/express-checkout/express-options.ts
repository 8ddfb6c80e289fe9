import { asObject, asString, type Json } from '@kassa/protocol';

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

/** Stripe's default button height and the range it accepts. */
export const DEFAULT_HEIGHT = 44;
const MIN_HEIGHT = 40;
const MAX_HEIGHT = 55;

export interface ExpressLayout {
  /** The buttons shown, in order. */
  types: ExpressType[];
  /** Every type with whether it is shown, for `ready`'s availablePaymentMethods. */
  available: Record<ExpressKey, boolean>;
  height: number;
  columns: number;
  theme: 'dark' | 'light';
}

/**
 * The element's options as the row uses them; anything invalid falls back to Stripe's default.
 * `sessionTypes`: the payment method types of the group's elements session (the intent's, or
 * the deferred group's): a method the intent cannot be confirmed with gets no button.
 */
export function expressLayout(
  options: Json,
  sessionTypes: readonly string[],
  testMode = false,
): ExpressLayout {
  const given = asObject(options);
  const methods = asObject(given.paymentMethods);
  const allowedByGroup = (type: string) =>
    sessionTypes.includes(type) ||
    // Apple Pay and Google Pay are card payments.
    (SHEET_WALLETS.includes(type as ExpressType) && sessionTypes.includes('card'));
  const order = Array.isArray(given.paymentMethodOrder)
    ? given.paymentMethodOrder.filter((v): v is string => typeof v === 'string')
    : [];
  const rank = (type: string) => {
    const at = order.indexOf(type);
    return at === -1 ? order.length + EXPRESS_TYPES.findIndex(([t]) => t === type) : at;
  };
  const available = {} as Record<ExpressKey, boolean>;
  const types: ExpressType[] = [];
  for (const [type, key] of EXPRESS_TYPES) {
    const shown =
      asString(methods[key]) !== 'never' &&
      (testMode || !SHEET_WALLETS.includes(type)) &&
      allowedByGroup(type);
    available[key] = shown;
    if (shown) types.push(type);
  }
  types.sort((a, b) => rank(a) - rank(b));
  const height = given.buttonHeight;
  const layout = asObject(given.layout);
  const maxColumns = layout.maxColumns;
  const maxRows = layout.maxRows;
  const columns =
    Number.isSafeInteger(maxColumns) && (maxColumns as number) > 0
      ? Math.min(maxColumns as number, types.length || 1)
      : Math.min(types.length || 1, 3);
  const rows =
    Number.isSafeInteger(maxRows) && (maxRows as number) > 0 && layout.overflow !== 'never'
      ? (maxRows as number)
      : Number.POSITIVE_INFINITY;
  const theme = asString(asObject(given.buttonTheme).paypal);
  return {
    types: types.slice(0, rows === Number.POSITIVE_INFINITY ? undefined : rows * columns),
    available,
    height:
      typeof height === 'number' && height >= MIN_HEIGHT && height <= MAX_HEIGHT
        ? Math.round(height)
        : DEFAULT_HEIGHT,
    columns,
    theme: theme === 'white' || theme === 'silver' || theme === 'gold' ? 'light' : 'dark',
  };
}
