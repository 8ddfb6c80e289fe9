import { IDEAL_BANKS } from '@kassa/core';
import { ApiError } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { newId, unixNow } from '../platform/ids.js';
import { type DebitOutcomeCode, debitTestOutcome } from '../processor/bank-debit-outcomes.js';
import type { Queryable } from '../store/store.js';
import { auBecsDetails, bacsDetails, sepaDetails, usBankAccountDetails } from './bank-accounts.js';
import { buildBillingDetails } from './card-vault.js';
import type { PaymentMethodObject } from './payment-method-object.js';
import { insertMethod } from './payment-method-rows.js';
import type { TypedPaymentMethodParams } from './typed-payment-method-params.js';

type Loose = Record<string, string | undefined>;

function bankId(type: string, bank: string | undefined): string | null {
  if (bank === undefined) return null;
  const known = type === 'ideal' ? IDEAL_BANKS.map((b) => b.id) : null;
  if (known ? !known.includes(bank) : !/^[a-z0-9_]{2,60}$/.test(bank)) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid ${type}[bank]: ${known ? `must be one of ${known.join(', ')}` : 'unknown bank'}`,
      { param: `${type}[bank]` },
    );
  }
  return bank;
}

/** The type's own object on the PaymentMethod, with Stripe's fields. */
function typeDetails(type: string, given: Loose, secret: string): Record<string, unknown> {
  switch (type) {
    case 'sepa_debit':
      return { ...sepaDetails(given.iban ?? '', secret) };
    case 'au_becs_debit':
      return auBecsDetails(given, secret);
    case 'bacs_debit':
      return bacsDetails(given, secret);
    case 'us_bank_account':
      return usBankAccountDetails(given, secret);
    case 'ideal':
      return { bank: bankId(type, given.bank), bic: null };
    case 'fpx':
      return {
        account_holder_type: given.account_holder_type ?? 'individual',
        bank: bankId(type, given.bank),
      };
    case 'p24':
    case 'eps':
    case 'netbanking':
      return { bank: bankId(type, given.bank) };
    case 'boleto':
      return { tax_id: given.tax_id };
    default:
      return { ...given };
  }
}

export interface TypedMethod {
  readonly object: PaymentMethodObject;
  /** What a debit from it does in test mode (decided now: the account number is not kept). */
  readonly outcome: DebitOutcomeCode;
}

/**
 * A payment method of a non-card type from the payment-method table, not stored yet: its data
 * checked and reduced to what Stripe shows (no full account numbers are kept).
 */
export function buildTypedPaymentMethod(
  clock: Clock,
  account: Account,
  type: string,
  params: TypedPaymentMethodParams,
): TypedMethod {
  const given = (params[type] ?? {}) as Loose;
  const object = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: params.allow_redisplay ?? 'unspecified',
    billing_details: buildBillingDetails(params.billing_details),
    created: unixNow(clock()),
    customer: null,
    livemode: false,
    metadata: params.metadata ?? {},
    type,
    [type]: typeDetails(type, given, account.fingerprintSecret),
  } as unknown as PaymentMethodObject;
  return { object, outcome: debitTestOutcome(type, given) };
}

export async function createTypedPaymentMethod(
  db: Queryable,
  clock: Clock,
  account: Account,
  type: string,
  params: TypedPaymentMethodParams,
): Promise<PaymentMethodObject> {
  const built = buildTypedPaymentMethod(clock, account, type, params);
  await insertMethod(db, account, built.object, built.outcome);
  return built.object;
}
