import { getPaymentMethodSpec, isWithinAmountLimits, PAYMENT_METHOD_SPECS } from '@kassa/core';
import { ApiError } from '../errors/api-error.js';

/**
 * How a confirmation with the type finishes: at once (card), after a delayed debit, at a
 * simulated provider's page the buyer is sent to (bank redirects, wallets, pay-later), with a
 * QR code or app the buyer answers while the page polls, with a voucher paid in a shop later,
 * or with bank-transfer instructions (customer balance).
 */
export type MethodKind = 'card' | 'debit' | 'redirect' | 'qr' | 'voucher' | 'bank_transfer';

const DEBITS = new Set(['sepa_debit', 'au_becs_debit', 'bacs_debit', 'us_bank_account']);

function kindFromSpec(type: string): MethodKind | undefined {
  // A `link` method pays with the wallet card behind it, through the card processor.
  if (type === 'card' || type === 'link') return 'card';
  if (DEBITS.has(type)) return 'debit';
  const spec = getPaymentMethodSpec(type);
  if (!spec) return undefined;
  if (spec.flow === 'redirect') return 'redirect';
  if (spec.flow === 'polling') return 'qr';
  if (spec.flow === 'display') {
    return spec.nextAction === 'display_bank_transfer_instructions' ? 'bank_transfer' : 'voucher';
  }
  return undefined;
}

// Every type the spec table holds that Kassa's test processor runs through the intent state
// machine, in the order automatic payment methods offers them: card, the debits, then the
// table's order. Their currencies come from @kassa/core's spec table.
const RUNNABLE: Readonly<Record<string, MethodKind>> = Object.fromEntries(
  ['card', ...DEBITS, ...Object.keys(PAYMENT_METHOD_SPECS)].flatMap((type) => {
    const kind = kindFromSpec(type);
    return kind ? [[type, kind]] : [];
  }),
);

// Stripe's demo wallet is offered only when a merchant names it. Link too, here: the
// elements session turns the wallet on (link_settings.link_enabled) only for an intent whose
// payment_method_types list `link`, so automatic payment methods leave it out to keep the two
// consistent (Stripe adds it when the dashboard turns Link on; Kassa has no such setting).
const NOT_AUTOMATIC = new Set(['demo_pay', 'link']);

/** Every type a PaymentIntent can be confirmed with. */
export const RUNNABLE_METHOD_TYPES: readonly string[] = Object.keys(RUNNABLE);

// What a SetupIntent can save: cards, Link, bank debits and the redirect methods Stripe lets
// set up a SEPA mandate (iDEAL, Bancontact, Sofort): the spec table's save-eligible types.
const SETUP_TYPES = new Set([
  'card',
  'link',
  'sepa_debit',
  'au_becs_debit',
  'bacs_debit',
  'us_bank_account',
  'ideal',
  'bancontact',
  'sofort',
]);

export function methodKind(type: string): MethodKind | undefined {
  return Object.hasOwn(RUNNABLE, type) ? RUNNABLE[type] : undefined;
}

function currenciesOf(type: string): readonly string[] {
  return PAYMENT_METHOD_SPECS[type]?.currencies ?? [];
}

/** Whether a type can be paid in the currency (a type with no list takes any). */
export function acceptsCurrency(type: string, currency: string): boolean {
  const currencies = currenciesOf(type);
  return currencies.length === 0 || currencies.includes(currency);
}

/** Which intent the types are for: what it can run and which error code its refusals carry. */
export type IntentKind = 'payment' | 'setup';

type InvalidCode = 'payment_intent_invalid_parameter' | 'setup_intent_invalid_parameter';

const INVALID_CODE: Readonly<Record<IntentKind, InvalidCode>> = {
  payment: 'payment_intent_invalid_parameter',
  setup: 'setup_intent_invalid_parameter',
};

interface TypeRules {
  readonly intent: IntentKind;
  /** A PaymentIntent's currency; a SetupIntent has none. */
  readonly currency?: string | undefined;
  readonly allowRedirects?: 'always' | 'never' | undefined;
  /** A PaymentIntent's amount: pay-later types are offered only within their ranges. */
  readonly amount?: number | undefined;
  /** Whether the intent names a customer: customer balance needs one to credit. */
  readonly customer?: boolean | undefined;
}

/**
 * The types automatic payment methods offers: every runnable one the currency fits, within
 * its amount range; never a redirect with allow_redirects=never, and customer balance only
 * for an intent with a customer (Stripe's rules for dynamic payment methods).
 */
export function automaticMethodTypes(rules: TypeRules): string[] {
  return Object.keys(RUNNABLE).filter((type) => {
    if (rules.intent === 'setup') return type === 'card';
    if (NOT_AUTOMATIC.has(type)) return false;
    if (rules.allowRedirects === 'never' && RUNNABLE[type] === 'redirect') return false;
    if (RUNNABLE[type] === 'bank_transfer' && !rules.customer) return false;
    const currency = rules.currency ?? '';
    if (rules.amount !== undefined && !isWithinAmountLimits(type, rules.amount, currency)) {
      return false;
    }
    return acceptsCurrency(type, currency);
  });
}

/**
 * `payment_method_types` of a new PaymentIntent or SetupIntent, checked as Stripe does: not
 * with automatic_payment_methods, not empty, only types Kassa runs, each in a currency it
 * supports. Without the parameter, the automatic set.
 */
export function intentMethodTypes(
  types: readonly string[] | undefined,
  automatic: boolean | undefined,
  rules: TypeRules,
): string[] {
  if (types && automatic) {
    throw new ApiError(
      'parameter_invalid_value',
      'You may only specify one of these parameters: automatic_payment_methods, payment_method_types.',
      { param: 'automatic_payment_methods' },
    );
  }
  if (!types) return automaticMethodTypes(rules);
  checkMethodTypes(types, rules);
  return [...new Set(types)];
}

/** Each type known and runnable (for a SetupIntent: one that can be set up), in the currency. */
export function checkMethodTypes(types: readonly string[], rules: TypeRules): void {
  if (types.length === 0) {
    throw new ApiError('parameter_invalid_empty', 'payment_method_types must not be empty.', {
      param: 'payment_method_types',
    });
  }
  const code = INVALID_CODE[rules.intent];
  types.forEach((type, index) => {
    const runs = rules.intent === 'setup' ? SETUP_TYPES.has(type) : methodKind(type);
    if (!runs) {
      throw new ApiError(
        code,
        `The payment method type "${type}" is invalid. Please ensure the provided type is activated and supported for this account.`,
        { param: `payment_method_types[${index}]` },
      );
    }
  });
  if (rules.currency !== undefined) checkCurrency(types, rules.currency, code);
}

/** Stripe refuses an intent whose currency one of its method types cannot be paid in. */
function checkCurrency(types: readonly string[], currency: string, code: InvalidCode) {
  const misfit = types.find((type) => !acceptsCurrency(type, currency));
  if (misfit === undefined) return;
  throw new ApiError(
    code,
    `The currency provided (${currency}) is invalid for one or more payment method types on this PaymentIntent. Payments with ${misfit} support the following currencies: ${currenciesOf(misfit).join(', ')}.`,
    { param: 'currency' },
  );
}

/** A redirect method confirmed without a return_url: the buyer could not come back. */
export function returnUrlRequired(kind: 'PaymentIntent' | 'SetupIntent', type: string): ApiError {
  return new ApiError(
    kind === 'PaymentIntent'
      ? 'payment_intent_invalid_parameter'
      : 'setup_intent_invalid_parameter',
    `You must provide a \`return_url\` when confirming a ${kind} with the payment method type ${type}.`,
    { param: 'return_url' },
  );
}
