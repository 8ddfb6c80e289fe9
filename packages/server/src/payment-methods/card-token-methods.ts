import type { Account } from '../platform/accounts.js';
import { newId, unixNow } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import { buildBillingDetails } from './card-vault.js';
import type { PaymentMethodObject } from './payment-method-object.js';
import type { BillingDetailsParams } from './payment-method-params.js';
import type { StoredPaymentMethod } from './stored-method.js';
import { consumeCardToken } from './tokens.js';

export interface CardTokenMethodParams {
  readonly token: string;
  readonly billing_details?: BillingDetailsParams | undefined;
  readonly metadata?: Record<string, string> | undefined;
  readonly allow_redisplay?: string | undefined;
}

/**
 * A card PaymentMethod made from a card token (`card[token]=tok_…`), spending the token.
 * Billing details given with the call win over the ones the token carries. The caller
 * stores the result (PaymentMethodService's insert) in the same transaction.
 */
export async function paymentMethodFromCardToken(
  db: Queryable,
  account: Account,
  params: CardTokenMethodParams,
  now: Date,
  param = 'card[token]',
): Promise<StoredPaymentMethod> {
  const used = await consumeCardToken(db, account, params.token, param);
  const billing = params.billing_details
    ? buildBillingDetails(params.billing_details)
    : used.billingDetails;
  const object: PaymentMethodObject = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay:
      (params.allow_redisplay as PaymentMethodObject['allow_redisplay'] | undefined) ??
      'unspecified',
    billing_details: billing,
    card: {
      ...used.card,
      checks: {
        ...used.card.checks,
        address_line1_check: billing.address.line1 ? 'unchecked' : null,
        address_postal_code_check: billing.address.postal_code ? 'unchecked' : null,
      },
    },
    created: unixNow(now),
    customer: null,
    livemode: false,
    metadata: params.metadata ?? {},
    type: 'card',
  };
  return { object, outcome: used.outcome };
}
