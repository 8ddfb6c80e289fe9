import { IDEAL_BANKS } from '@kassa/core';
import { ApiError } from '../errors/api-error.js';
import { insertMandate } from '../mandates/mandates.js';
import { insertProviderPage } from '../page-attempts/bank-redirect-attempts.js';
import {
  insertSourceState,
  type NonCardSourceObject,
  nonCardSourceOf,
  type SourceState,
} from '../page-attempts/source-state.js';
import { buildBillingDetails } from '../payment-methods/card-vault.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { findMethodRow, insertMethod } from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { DebitOutcomeCode } from '../processor/bank-debit-outcomes.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable } from '../store/store.js';
import { sourceClientSecret, sourceOf } from './source-object.js';
import type { CreateSourceParams } from './source-params.js';

// Sources of the non-card types (Stripe's Sources API, deprecated but still used): a redirect
// type (iDEAL, Bancontact, giropay, Sofort, EPS, Przelewy24, Alipay) is single-use, made for an
// amount, pending until the buyer authorises it at the provider's page; a SEPA debit is
// reusable and chargeable at once under the mandate it is created with.

export type NonCardType =
  | 'ideal'
  | 'bancontact'
  | 'giropay'
  | 'sofort'
  | 'eps'
  | 'p24'
  | 'alipay'
  | 'sepa_debit'
  | 'three_d_secure';

interface TypeRule {
  readonly currencies: readonly string[];
  /** Owner fields Stripe requires for the type. */
  readonly owner?: readonly ('name' | 'email')[];
}

const REDIRECT_TYPES: Readonly<
  Record<Exclude<NonCardType, 'sepa_debit' | 'three_d_secure'>, TypeRule>
> = {
  ideal: { currencies: ['eur'] },
  bancontact: { currencies: ['eur'], owner: ['name'] },
  giropay: { currencies: ['eur'], owner: ['name'] },
  sofort: { currencies: ['eur'] },
  eps: { currencies: ['eur'], owner: ['name'] },
  p24: { currencies: ['eur', 'pln'], owner: ['email'] },
  alipay: { currencies: ['aud', 'cad', 'eur', 'gbp', 'hkd', 'jpy', 'nzd', 'sgd', 'usd'] },
};

// Sofort's countries for a source (Stripe's list: Italy is not one).
const SOFORT_SOURCE_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'NL'];

const SIX_HOURS_MS = 6 * 60 * 60 * 1000;

function missing(param: string): ApiError {
  return new ApiError('parameter_missing', `Missing required param: ${param}.`, { param });
}

function invalid(param: string, message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param });
}

export function isNonCardType(type: string): type is NonCardType {
  return type === 'sepa_debit' || type === 'three_d_secure' || Object.hasOwn(REDIRECT_TYPES, type);
}

/** Stripe-style checks of a create's parameters for a non-card type, before anything is stored. */
export function checkNonCardParams(type: NonCardType, params: CreateSourceParams): void {
  if (params.token !== undefined) {
    throw invalid('token', `A token cannot be used to create a source of type ${type}.`);
  }
  if (params.card !== undefined) {
    throw invalid('card', `Received card details for a source of type ${type}.`);
  }
  for (const other of ['ideal', 'bancontact', 'sofort', 'sepa_debit', 'three_d_secure'] as const) {
    if (other !== type && params[other] !== undefined) {
      throw invalid(other, `Received ${other} details for a source of type ${type}.`);
    }
  }
  if (type === 'sepa_debit') {
    if (params.usage === 'single_use') {
      throw invalid('usage', 'Sources of type sepa_debit can only be reusable.');
    }
    if (params.flow !== undefined && params.flow !== 'none') {
      throw invalid('flow', 'Sources of type sepa_debit only support the flow none.');
    }
    if (!params.sepa_debit?.iban) throw missing('sepa_debit[iban]');
    if (!params.owner?.name) throw missing('owner[name]');
    if (params.currency !== undefined && params.currency.toLowerCase() !== 'eur') {
      throw invalid(
        'currency',
        `Invalid currency: ${params.currency}. Sources of type sepa_debit support only: eur.`,
      );
    }
    return;
  }
  // 3-D Secure of a card source: any currency a card pays in.
  const rule: TypeRule = type === 'three_d_secure' ? { currencies: [] } : REDIRECT_TYPES[type];
  if (type === 'three_d_secure' && !params.three_d_secure?.card) {
    throw missing('three_d_secure[card]');
  }
  if (params.usage === 'reusable') {
    throw invalid('usage', `Sources of type ${type} can only be single_use.`);
  }
  if (params.flow !== undefined && params.flow !== 'redirect') {
    throw invalid('flow', `Sources of type ${type} only support the flow redirect.`);
  }
  if (params.amount === undefined) throw missing('amount');
  if (params.amount < 1) throw invalid('amount', 'Invalid integer: amount must be at least 1.');
  if (params.currency === undefined) throw missing('currency');
  const currency = params.currency.toLowerCase();
  if (
    rule.currencies.length === 0
      ? !/^[a-z]{3}$/.test(currency)
      : !rule.currencies.includes(currency)
  ) {
    throw invalid(
      'currency',
      rule.currencies.length === 0
        ? `Invalid currency: ${params.currency}.`
        : `Invalid currency: ${params.currency}. Sources of type ${type} support only: ${rule.currencies.join(', ')}.`,
    );
  }
  const returnUrl = params.redirect?.return_url;
  if (returnUrl === undefined) throw missing('redirect[return_url]');
  if (!URL.canParse(returnUrl)) {
    throw invalid('redirect[return_url]', 'Invalid URL: redirect[return_url] must be a URL.');
  }
  for (const field of rule.owner ?? []) {
    if (!params.owner?.[field]) throw missing(`owner[${field}]`);
  }
  if (type === 'ideal' && params.ideal?.bank !== undefined) {
    if (!IDEAL_BANKS.some((bank) => bank.id === params.ideal?.bank)) {
      throw invalid(
        'ideal[bank]',
        `Invalid ideal[bank]: must be one of ${IDEAL_BANKS.map((bank) => bank.id).join(', ')}`,
      );
    }
  }
  if (type === 'sofort') {
    const country = params.sofort?.country;
    if (country === undefined) throw missing('sofort[country]');
    if (!SOFORT_SOURCE_COUNTRIES.includes(country.toUpperCase())) {
      throw invalid(
        'sofort[country]',
        `Invalid sofort[country]: must be one of ${SOFORT_SOURCE_COUNTRIES.join(', ')}`,
      );
    }
  }
}

/** The type's own hash on the Source, as Stripe shows it before the buyer's bank answers. */
function redirectDetails(type: NonCardType, params: CreateSourceParams): Record<string, unknown> {
  const descriptor = params.statement_descriptor ?? null;
  switch (type) {
    case 'ideal':
      return {
        bank: params.ideal?.bank ?? null,
        bic: null,
        iban_last4: null,
        statement_descriptor: descriptor,
      };
    case 'bancontact':
      return {
        bank_code: null,
        bank_name: null,
        bic: null,
        iban_last4: null,
        preferred_language: params.bancontact?.preferred_language ?? null,
        statement_descriptor: descriptor,
      };
    case 'giropay':
      return { bank_code: null, bank_name: null, bic: null, statement_descriptor: descriptor };
    case 'sofort':
      return {
        bank_code: null,
        bank_name: null,
        bic: null,
        country: params.sofort?.country?.toUpperCase() ?? null,
        iban_last4: null,
        preferred_language: params.sofort?.preferred_language ?? null,
        statement_descriptor: descriptor,
      };
    case 'eps':
      return { reference: null, statement_descriptor: descriptor };
    case 'p24':
      return { reference: `P24-${randomBase62(3)}-${randomBase62(3)}-${randomBase62(3)}` };
    default:
      return { data_string: null, native_url: null, statement_descriptor: descriptor };
  }
}

/** The payment method data of the instrument behind the source (its own type's fields). */
function methodFields(type: NonCardType, params: CreateSourceParams): Record<string, unknown> {
  if (type === 'ideal' && params.ideal?.bank) return { bank: params.ideal.bank };
  if (type === 'sofort') return { country: params.sofort?.country?.toUpperCase() };
  if (type === 'sepa_debit') return { iban: params.sepa_debit?.iban };
  return {};
}

/**
 * Stores a new non-card source (its payment method row and its state) and, for a redirect
 * type, the provider page the buyer authorises it at. Params are checked already.
 */
export async function createNonCardSource(
  tx: Queryable,
  account: Account,
  methods: PaymentMethodService,
  type: NonCardType,
  params: CreateSourceParams,
  now: Date,
): Promise<NonCardSourceObject> {
  const id = `src_${randomBase62(24)}`;
  const instrument =
    type === 'three_d_secure'
      ? await cardInstrument(tx, account, id, params)
      : typedInstrument(account, methods, id, type, params);
  const { method } = instrument;
  await insertMethod(tx, account, method, instrument.outcome);
  const base = {
    id,
    type,
    client_secret: sourceClientSecret(account, id),
    created: unixNow(now),
    statement_descriptor: params.statement_descriptor ?? null,
  };
  let state: SourceState;
  if (type === 'sepa_debit') {
    const mandate = await insertMandate(tx, account, method, mandateAcceptance(params, now), {});
    const details = (method as unknown as { sepa_debit: Record<string, unknown> }).sepa_debit;
    const reference = (mandate.payment_method_details.sepa_debit as { reference: string })
      .reference;
    state = {
      ...base,
      amount: params.amount ?? null,
      currency: params.currency?.toLowerCase() ?? 'eur',
      flow: 'none',
      status: 'chargeable',
      usage: 'reusable',
      details: {
        bank_code: details.bank_code,
        branch_code: details.branch_code,
        country: details.country,
        fingerprint: details.fingerprint,
        last4: details.last4,
        mandate_reference: reference,
        mandate_url: null,
      },
    };
  } else {
    const returnUrl = params.redirect?.return_url ?? '';
    const amount = params.amount ?? 0;
    const currency = params.currency?.toLowerCase() ?? '';
    const page = await insertProviderPage(tx, account, {
      intent: { id, amount, currency },
      // The page names the source's type (3-D Secure for a card's authentication).
      method: { ...method, type } as unknown as PaymentMethodObject,
      kind: 'redirect',
      returnUrl,
      now,
      // A source nobody authorises expires (Stripe cancels it after six hours).
      expiresAt: now.getTime() + SIX_HOURS_MS,
      nextAction: ({ url }) => ({ url }),
    });
    state = {
      ...base,
      amount,
      currency,
      flow: 'redirect',
      redirect: {
        failure_reason: null,
        return_url: returnUrl,
        status: 'pending',
        url: page.url,
      },
      status: 'pending',
      usage: 'single_use',
      details: instrument.details ?? redirectDetails(type, params),
    };
  }
  await insertSourceState(tx, account, state);
  return nonCardSourceOf(method, state);
}

interface Instrument {
  readonly method: PaymentMethodObject;
  readonly outcome: TestOutcome | DebitOutcomeCode;
  /** The type's hash when the instrument decides it (3-D Secure: the card's fields). */
  readonly details?: Record<string, unknown>;
}

/** A non-card type's payment method, with the source's id. */
function typedInstrument(
  account: Account,
  methods: PaymentMethodService,
  id: string,
  type: NonCardType,
  params: CreateSourceParams,
): Instrument {
  const built = methods.buildTyped(account, type, {
    type,
    [type]: methodFields(type, params),
    ...(params.owner ? { billing_details: params.owner } : {}),
    ...(params.metadata ? { metadata: params.metadata } : {}),
  });
  return { method: { ...built.object, id }, outcome: built.outcome };
}

/**
 * A 3-D Secure source's card: a copy of the card source (or, with three_d_secure[customer],
 * the customer's card) it authenticates, under the new source's id, so charging the source
 * charges that card.
 */
async function cardInstrument(
  tx: Queryable,
  account: Account,
  id: string,
  params: CreateSourceParams,
): Promise<Instrument> {
  const cardId = params.three_d_secure?.card ?? '';
  const customer = params.three_d_secure?.customer ?? null;
  const row = /^(src|card)_/.test(cardId) ? await findMethodRow(tx, account, cardId) : undefined;
  if (row?.data.type !== 'card' || row.detached) {
    throw new ApiError('resource_missing', `No such source: '${cardId}'`, {
      param: 'three_d_secure[card]',
    });
  }
  if (row.customer_id !== customer) {
    throw invalid(
      'three_d_secure[customer]',
      row.customer_id === null
        ? `The card ${cardId} does not belong to the customer ${customer}.`
        : `The card ${cardId} belongs to a customer: pass its id as three_d_secure[customer].`,
    );
  }
  const method: PaymentMethodObject = {
    ...row.data,
    id,
    customer: null,
    metadata: params.metadata ?? {},
    billing_details: params.owner ? buildBillingDetails(params.owner) : row.data.billing_details,
  };
  const details = {
    ...sourceOf(account, row.data).card,
    authenticated: false,
    card: cardId,
    customer,
  };
  return { method, outcome: row.test_outcome, details };
}

/** The mandate a SEPA debit source is created under: the acceptance sent, else offline now. */
function mandateAcceptance(params: CreateSourceParams, now: Date) {
  const acceptance = params.mandate?.acceptance;
  const acceptedAt = acceptance?.date ?? unixNow(now);
  if (acceptance?.type === 'online' || acceptance?.ip !== undefined) {
    return {
      accepted_at: acceptedAt,
      online: { ip_address: acceptance?.ip ?? null, user_agent: acceptance?.user_agent ?? null },
      type: 'online' as const,
    };
  }
  return { accepted_at: acceptedAt, offline: {}, type: 'offline' as const };
}
