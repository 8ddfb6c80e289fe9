import { record } from '../events/event-service.js';
import { bankFingerprint } from '../payment-methods/bank-accounts.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { insertMethod, writeMethod } from '../payment-methods/payment-method-rows.js';
import { buildTypedPaymentMethod } from '../payment-methods/typed-payment-methods.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { unixNow } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import { insertMandate } from './mandates.js';

// Stripe saves an iDEAL, Bancontact or Sofort payment not as the redirect method itself but as
// a new sepa_debit method debiting the account the buyer paid from, with a multi-use mandate;
// the redirect method is spent. Stripe shows no test values for that account: Kassa uses one
// of Stripe's own succeeding test IBANs of the bank's country (docs/non-card-methods.md).
const SOURCE_IBANS: Readonly<Record<string, string>> = {
  ideal: 'NL39RABO0300065264',
  bancontact: 'BE62510007547061',
  sofort: 'DE89370400440532013000',
};

/** Whether saving a method of this type generates a sepa_debit method instead. */
export function generatesSepaDebit(type: string): boolean {
  return SOURCE_IBANS[type] !== undefined;
}

export interface GeneratedSepa {
  generated_sepa_debit: string | null;
  generated_sepa_debit_mandate: string | null;
}

export const NOTHING_GENERATED: GeneratedSepa = {
  generated_sepa_debit: null,
  generated_sepa_debit_mandate: null,
};

/** What generated it: the Charge of a payment or the SetupAttempt of a setup. */
export type GeneratedFrom = { charge: string | null; setup_attempt: string | null };

/**
 * Creates the sepa_debit method and its multi-use mandate for a redirect method the buyer
 * authorised, attaches it to the customer (payment_method.attached) and marks the redirect
 * method spent, all in the caller's transaction.
 */
export async function generateSepaDebit(
  tx: Queryable,
  input: {
    account: Account;
    clock: Clock;
    source: PaymentMethodObject;
    customer: string;
    from: GeneratedFrom;
  },
): Promise<GeneratedSepa> {
  const { account, clock, source, customer, from } = input;
  const iban = SOURCE_IBANS[source.type] ?? '';
  const built = buildTypedPaymentMethod(clock, account, 'sepa_debit', {
    sepa_debit: { iban },
  });
  const shown = (built.object as unknown as { sepa_debit: Record<string, unknown> }).sepa_debit;
  const method = {
    ...built.object,
    billing_details: source.billing_details,
    customer,
    sepa_debit: {
      ...shown,
      // One account per redirect method: its fingerprint follows the method, not the IBAN.
      fingerprint: bankFingerprint(account.fingerprintSecret, `generated:${source.id}`),
      generated_from: from,
    },
  } as unknown as PaymentMethodObject;
  await insertMethod(tx, account, method, built.outcome);
  await record(tx, account, 'payment_method.attached', method);
  const acceptance = {
    accepted_at: unixNow(clock()),
    online: { ip_address: null, user_agent: null },
    type: 'online' as const,
  };
  const mandate = await insertMandate(tx, account, method, acceptance, {});
  await writeMethod(tx, source, true);
  return { generated_sepa_debit: method.id, generated_sepa_debit_mandate: mandate.id };
}
