import { ApiError } from '../errors/api-error.js';
import { acceptsCurrency } from '../intents/intent-method-types.js';
import type { CheckoutSessionObject, Json, SessionInternals } from './checkout-session-object.js';

// Adaptive pricing of a Checkout Session (`adaptive_pricing.enabled`): the shopper's local
// currency, the session's totals converted into it by the FX quotes service's offline table
// (rounded to its minor unit), the currency the shopper chose (`updated_currency` of the page)
// and the session's `presentment_details`. Offline there is no IP to locate the shopper: as in
// Stripe's test mode, an e-mail with a `+location_XX` suffix (jenny+location_FR@example.com)
// places them in country XX. Spec 002: it applies only when a quote (a rate for both currencies)
// and an active currency exist and differ from the integration currency.

/** What adaptive pricing needs of the FX quotes service (services.fxQuotes). */
export interface FxConverter {
  hasRate(currency: string): boolean;
  convert(amount: number, from: string, to: string, param?: string): number;
}

// The local currency of each country whose currency the offline rate table converts.
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];
const CFA_WEST = ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'];
const CFA_CENTRAL = ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA'];
const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EURO_COUNTRIES.map((country) => [country, 'eur'])),
  ...Object.fromEntries(CFA_WEST.map((country) => [country, 'xof'])),
  ...Object.fromEntries(CFA_CENTRAL.map((country) => [country, 'xaf'])),
  AE: 'aed',
  AR: 'ars',
  AU: 'aud',
  BD: 'bdt',
  BG: 'bgn',
  BR: 'brl',
  CA: 'cad',
  CH: 'chf',
  CL: 'clp',
  CN: 'cny',
  CO: 'cop',
  CZ: 'czk',
  DK: 'dkk',
  EG: 'egp',
  GB: 'gbp',
  HK: 'hkd',
  HU: 'huf',
  ID: 'idr',
  IL: 'ils',
  IN: 'inr',
  IS: 'isk',
  JP: 'jpy',
  KE: 'kes',
  KR: 'krw',
  LI: 'chf',
  LK: 'lkr',
  MA: 'mad',
  MX: 'mxn',
  MY: 'myr',
  NG: 'ngn',
  NO: 'nok',
  NZ: 'nzd',
  PE: 'pen',
  PH: 'php',
  PK: 'pkr',
  PL: 'pln',
  QA: 'qar',
  RO: 'ron',
  SA: 'sar',
  SE: 'sek',
  SG: 'sgd',
  TH: 'thb',
  TR: 'try',
  TW: 'twd',
  UG: 'ugx',
  US: 'usd',
  UY: 'uyu',
  VN: 'vnd',
  ZA: 'zar',
};

const LOCATION_SUFFIX = /\+location_([A-Za-z]{2})@/;

/** The country a test-mode e-mail's `+location_XX` suffix names, or null. */
export function locationOfEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const match = LOCATION_SUFFIX.exec(email);
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** The local currency adaptive pricing offers the session's shopper, or null when none applies. */
export function localCurrencyOf(session: CheckoutSessionObject, fx: FxConverter): string | null {
  const enabled = (session.adaptive_pricing as { enabled?: boolean } | null)?.enabled === true;
  if (!enabled || session.mode !== 'payment' || !session.currency) return null;
  const email = (session.customer_details as Json | null)?.email ?? session.customer_email;
  const country = locationOfEmail(email);
  const local = country ? COUNTRY_CURRENCY[country] : undefined;
  if (!local || local === session.currency) return null;
  return fx.hasRate(local) && fx.hasRate(session.currency) ? local : null;
}

/** The currency the session is presented and charged in: its own, or the shopper's chosen. */
export function activeCurrencyOf(internals: SessionInternals): string | null {
  return internals.activeCurrency ?? null;
}

/**
 * Takes the shopper's `updated_currency` (the session's own or the offered local one; anything
 * else is a 400 naming it), drops a choice no longer offered (the e-mail changed), and fills
 * `presentment_details` with the converted total of the active currency.
 */
export function applyCurrency(
  session: CheckoutSessionObject,
  internals: SessionInternals,
  updated: string | undefined,
  fx: FxConverter,
): CheckoutSessionObject {
  const local = localCurrencyOf(session, fx);
  if (updated !== undefined) {
    const wanted = updated.toLowerCase();
    if (wanted === session.currency) internals.activeCurrency = null;
    else if (local !== null && wanted === local) internals.activeCurrency = local;
    else
      throw new ApiError(
        'parameter_invalid_value',
        local === null
          ? `This session can only be presented in ${String(session.currency)}.`
          : `This session can be presented in ${String(session.currency)} or ${local}, not ${updated}.`,
        { param: 'updated_currency' },
      );
  }
  if (internals.activeCurrency && internals.activeCurrency !== local)
    internals.activeCurrency = null;
  const active = internals.activeCurrency ?? null;
  return {
    ...session,
    presentment_details:
      active === null
        ? null
        : {
            presentment_amount: convertTotal(session, active, fx),
            presentment_currency: active,
          },
  };
}

function convertTotal(session: CheckoutSessionObject, to: string, fx: FxConverter): number {
  return fx.convert(session.amount_total ?? 0, String(session.currency), to, 'updated_currency');
}

/** What the confirm charges: the presentment amount and currency, or the session's own. */
export function chargeOf(session: CheckoutSessionObject): { amount: number; currency: string } {
  const details = session.presentment_details as {
    presentment_amount?: number;
    presentment_currency?: string;
  } | null;
  if (details?.presentment_currency && typeof details.presentment_amount === 'number')
    return { amount: details.presentment_amount, currency: details.presentment_currency };
  return { amount: session.amount_total ?? 0, currency: session.currency ?? '' };
}

/** The page's `adaptive_pricing`: the active currency and every currency's total. */
export function adaptivePricingOf(
  session: CheckoutSessionObject,
  internals: SessionInternals,
  fx: FxConverter,
): Json | null {
  if ((session.adaptive_pricing as { enabled?: boolean } | null)?.enabled !== true) return null;
  const local = localCurrencyOf(session, fx);
  const options = [{ currency: session.currency, total: session.amount_total ?? 0 }];
  if (local !== null) options.push({ currency: local, total: convertTotal(session, local, fx) });
  return { enabled: true, active_currency: activeCurrencyOf(internals), currency_options: options };
}

/** An amount of the session's currency in the active one (the page's line item group). */
export function presented(
  amount: number,
  session: CheckoutSessionObject,
  internals: SessionInternals,
  fx: FxConverter,
): number {
  const active = internals.activeCurrency;
  return active ? fx.convert(amount, String(session.currency), active) : amount;
}

/** The session's method types the charged currency allows (a local currency drops some). */
export function typesFor(session: CheckoutSessionObject, types: readonly string[]): string[] {
  const { currency } = chargeOf(session);
  if (currency === session.currency) return [...types];
  return types.filter((type) => acceptsCurrency(type, currency));
}
