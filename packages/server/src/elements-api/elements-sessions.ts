import { isExternalPaymentMethodType, isPaymentMethodAvailable } from '@kassa/core';
import { type LinkSettings, linkSettings } from '../consumers/wallet-object.js';
import { ApiError } from '../errors/api-error.js';
import { automaticMethodTypes, checkMethodTypes } from '../intents/intent-method-types.js';
import {
  intentIdFromSecret,
  type PublishablePaymentIntent,
} from '../intents/payment-intent-object.js';
import type { PaymentIntentService } from '../payment-intents/payment-intent-service.js';
import type { Account } from '../platform/accounts.js';
import { checkAmount, parseCurrency } from '../platform/currencies.js';
import { newId } from '../platform/ids.js';

export interface DeferredIntent {
  readonly mode?: string;
  readonly amount?: number;
  readonly currency?: string;
  readonly payment_method_types?: string[];
  readonly setup_future_usage?: string;
  readonly capture_method?: string;
}

export interface ElementsSessionQuery {
  readonly clientSecret?: string | undefined;
  readonly deferredIntent?: DeferredIntent | undefined;
  /** elements({ externalPaymentMethodTypes }): the merchant's own methods to show too. */
  readonly externalPaymentMethodTypes?: readonly string[] | undefined;
}

/** An external method the Payment Element shows (the merchant's integration pays it). */
export interface ExternalPaymentMethodData {
  type: string;
  label: string;
}

export interface ElementsSession {
  object: 'elements_session';
  id: string;
  livemode: false;
  mode: 'payment' | 'setup';
  amount: number | null;
  currency: string;
  setup_future_usage: string | null;
  capture_method: string;
  payment_intent: PublishablePaymentIntent | null;
  setup_intent: null;
  ordered_payment_method_types_and_wallets: string[];
  external_payment_method_data: ExternalPaymentMethodData[];
  unactivated_payment_method_types: string[];
  merchant_info: {
    business_name: string;
    country_code: string;
    default_currency: string;
    id: string;
  };
  card_brand_choice: { eligible: false };
  customer: null;
  link_settings: LinkSettings;
}

/** The session the Payment Element loads: from an intent's client secret or a deferred intent. */
export async function elementsSession(
  intents: PaymentIntentService,
  account: Account,
  query: ElementsSessionQuery,
): Promise<ElementsSession> {
  const base = {
    external_payment_method_data: externalMethods(query.externalPaymentMethodTypes),
    object: 'elements_session' as const,
    id: newId('elements_session'),
    livemode: false as const,
    setup_intent: null,
    unactivated_payment_method_types: [],
    merchant_info: {
      business_name: account.businessName,
      country_code: account.country,
      default_currency: account.defaultCurrency,
      id: account.id,
    },
    card_brand_choice: { eligible: false as const },
    customer: null,
  };
  if (query.clientSecret) {
    const id = intentIdFromSecret(query.clientSecret);
    if (!id) throw invalidSecret();
    const intent = (await intents.retrieve(
      { account, publishable: true },
      id,
      query.clientSecret,
    )) as PublishablePaymentIntent;
    return {
      ...base,
      mode: 'payment',
      amount: intent.amount,
      currency: intent.currency,
      setup_future_usage: intent.setup_future_usage,
      capture_method: intent.capture_method,
      payment_intent: intent,
      ordered_payment_method_types_and_wallets: shownTypes(
        intent.payment_method_types,
        intent.amount,
        intent.currency,
      ),
      link_settings: linkSettings(intent.payment_method_types, { country: account.country }),
    };
  }
  if (query.deferredIntent) {
    const shaped = deferred(query.deferredIntent);
    return {
      ...base,
      ...shaped,
      link_settings: linkSettings(shaped.ordered_payment_method_types_and_wallets, {
        country: account.country,
      }),
    };
  }
  throw new ApiError(
    'parameter_missing',
    'Missing required param: client_secret or deferred_intent.',
    { param: 'client_secret' },
  );
}

function deferred(intent: DeferredIntent) {
  const mode = intent.mode ?? '';
  if (!['payment', 'setup', 'subscription'].includes(mode)) {
    throw new ApiError(
      'parameter_invalid_value',
      'Invalid deferred_intent[mode]: must be one of payment, setup, subscription',
      {
        param: 'deferred_intent[mode]',
      },
    );
  }
  if (!intent.currency) {
    throw new ApiError('parameter_missing', 'Missing required param: deferred_intent[currency].', {
      param: 'deferred_intent[currency]',
    });
  }
  const currency = parseCurrency(intent.currency, 'deferred_intent[currency]');
  // A subscription with an amount pays now (off-session reuse); without one it only sets up.
  const paying = mode === 'payment' || (mode === 'subscription' && intent.amount !== undefined);
  if (paying) {
    if (intent.amount === undefined) {
      throw new ApiError('parameter_missing', 'Missing required param: deferred_intent[amount].', {
        param: 'deferred_intent[amount]',
      });
    }
    checkAmount(intent.amount, currency, 'deferred_intent[amount]');
  }
  const futureUsage = mode === 'subscription' ? 'off_session' : (intent.setup_future_usage ?? null);
  return {
    mode: paying ? ('payment' as const) : ('setup' as const),
    amount: paying ? (intent.amount ?? null) : null,
    currency,
    setup_future_usage: futureUsage,
    capture_method: intent.capture_method ?? 'automatic_async',
    payment_intent: null,
    ordered_payment_method_types_and_wallets: deferredTypes(intent, paying, currency),
  };
}

/**
 * What a deferred intent shows: its payment_method_types (checked as an intent's would be),
 * or automatic payment methods for its mode, currency and amount.
 */
function deferredTypes(intent: DeferredIntent, paying: boolean, currency: string): string[] {
  const rules = paying
    ? ({ intent: 'payment', currency, amount: intent.amount } as const)
    : ({ intent: 'setup' } as const);
  const given = intent.payment_method_types;
  if (given === undefined) return automaticMethodTypes(rules);
  try {
    checkMethodTypes(given, rules);
  } catch (error) {
    // The same refusal, naming the deferred intent's parameter.
    if (error instanceof ApiError && error.param) {
      throw new ApiError('parameter_invalid_value', error.message, {
        param: error.param.replace(/^(\w+)/, 'deferred_intent[$1]'),
      });
    }
    throw error;
  }
  const types = [...new Set(given)];
  // A setup has no currency to pay in: every type it can save is shown.
  return paying ? shownTypes(types, intent.amount ?? null, currency) : types;
}

/**
 * The intent's types the Payment Element can offer for this payment: those whose currency
 * and amount range fit (a pay-later method below its minimum is not shown).
 */
function shownTypes(types: readonly string[], amount: number | null, currency: string): string[] {
  return types.filter((type) => isPaymentMethodAvailable(type, { currency, amount }));
}

// "external_paypay" → "Paypay": the label shown when the merchant gives none.
function labelOf(type: string): string {
  return type
    .slice('external_'.length)
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The external methods the merchant listed that Stripe knows, in the merchant's order;
 * unknown names are left out (Stripe.js warns about them in the browser).
 */
function externalMethods(types: readonly string[] | undefined): ExternalPaymentMethodData[] {
  const known = [...new Set(types ?? [])].filter(isExternalPaymentMethodType);
  return known.map((type) => ({ type, label: labelOf(type) }));
}

function invalidSecret(): ApiError {
  return new ApiError(
    'payment_intent_invalid_parameter',
    'Invalid client_secret: the value must look like pi_..._secret_...',
    { param: 'client_secret' },
  );
}
