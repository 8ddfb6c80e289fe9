import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { Account } from '../platform/accounts.js';
import { newId, randomBase62, unixNow } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import type { CustomerAcceptance, MandateObject } from './mandate-object.js';

type Loose = Record<string, unknown>;

const asObject = (value: unknown): Loose | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Loose)
    : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** mandate_data[customer_acceptance] checked as Stripe checks it: online needs where and who. */
function customerAcceptance(mandateData: unknown, now: Date): CustomerAcceptance {
  const base = 'mandate_data[customer_acceptance]';
  const acceptance = asObject(asObject(mandateData)?.customer_acceptance);
  if (!acceptance) throw parameterMissing(base);
  const acceptedAt =
    acceptance.accepted_at === undefined ? unixNow(now) : Number(acceptance.accepted_at);
  if (!Number.isInteger(acceptedAt)) {
    throw new ApiError('parameter_invalid_integer', 'Invalid integer: accepted_at.', {
      param: `${base}[accepted_at]`,
    });
  }
  if (acceptance.type === 'offline')
    return { accepted_at: acceptedAt, offline: {}, type: 'offline' };
  if (acceptance.type !== 'online') {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid ${base}[type]: must be one of online or offline`,
      { param: `${base}[type]` },
    );
  }
  const online = asObject(acceptance.online);
  const ip = text(online?.ip_address);
  const agent = text(online?.user_agent);
  if (ip === undefined) throw parameterMissing(`${base}[online][ip_address]`);
  if (agent === undefined) throw parameterMissing(`${base}[online][user_agent]`);
  return {
    accepted_at: acceptedAt,
    online: { ip_address: ip.slice(0, 100), user_agent: agent.slice(0, 500) },
    type: 'online',
  };
}

function typeDetails(type: string): MandateObject['payment_method_details'] {
  const reference = randomBase62(16).toUpperCase();
  switch (type) {
    case 'sepa_debit':
      return { type, sepa_debit: { reference, url: null } };
    case 'bacs_debit':
      return {
        type,
        bacs_debit: { network_status: 'accepted', reference, revocation_reason: null, url: null },
      };
    case 'au_becs_debit':
      return { type, au_becs_debit: { url: null } };
    case 'us_bank_account':
      return { type, us_bank_account: { collection_method: null } };
    default:
      return { type, [type]: {} };
  }
}

export interface MandateScope {
  /** A one-off payment's mandate covers its amount; a saved method's covers later debits. */
  readonly singleUse?: { amount: number; currency: string } | undefined;
}

const SELECT_ACTIVE = `SELECT data FROM mandates WHERE account_id = $1 AND payment_method_id = $2
  AND data->>'status' = 'active' AND data->>'type' = 'multi_use' ORDER BY id DESC LIMIT 1`;

/**
 * The mandate a bank debit runs under: a new one from mandate_data (given, or inferred from
 * the browser for a publishable-key confirm), else the method's active multi-use mandate from
 * an earlier setup. Stripe refuses a debit with neither.
 */
export async function mandateFor(
  tx: Queryable,
  account: Account,
  method: PaymentMethodObject,
  mandateData: unknown,
  scope: MandateScope,
  now: Date,
): Promise<MandateObject> {
  if (mandateData === undefined) {
    const rows = await tx.query<{ data: MandateObject }>(SELECT_ACTIVE, [account.id, method.id]);
    const existing = rows[0]?.data;
    if (existing) return existing;
    throw parameterMissing(
      'mandate_data',
      `A mandate is required to debit a ${method.type} PaymentMethod: provide mandate_data[customer_acceptance] when confirming (Stripe.js sends it for you), or use a PaymentMethod with an active mandate.`,
    );
  }
  return insertMandate(tx, account, method, customerAcceptance(mandateData, now), scope);
}

/** Stores a new active mandate for the method under the acceptance given. */
export async function insertMandate(
  tx: Queryable,
  account: Account,
  method: Pick<PaymentMethodObject, 'id' | 'type'>,
  acceptance: CustomerAcceptance,
  scope: MandateScope,
): Promise<MandateObject> {
  const mandate: MandateObject = {
    id: newId('mandate'),
    object: 'mandate',
    customer_acceptance: acceptance,
    livemode: false,
    ...(scope.singleUse ? { single_use: scope.singleUse } : { multi_use: {} }),
    payment_method: method.id,
    payment_method_details: typeDetails(method.type),
    status: 'active',
    type: scope.singleUse ? 'single_use' : 'multi_use',
  };
  await tx.query(
    'INSERT INTO mandates (id, account_id, payment_method_id, data) VALUES ($1, $2, $3, $4::jsonb)',
    [mandate.id, account.id, method.id, JSON.stringify(mandate)],
  );
  return mandate;
}

export async function retrieveMandate(
  db: Queryable,
  account: Account,
  id: string,
): Promise<MandateObject> {
  const rows = await db.query<{ data: MandateObject }>(
    'SELECT data FROM mandates WHERE id = $1 AND account_id = $2',
    [id, account.id],
  );
  const mandate = rows[0]?.data;
  if (!mandate) throw resourceMissing('mandate', id);
  return mandate;
}

/** A failed debit that revokes its mandate makes it inactive (and says so in an event). */
export async function deactivateMandate(tx: Queryable, account: Account, id: string) {
  const rows = await tx.query<{ data: MandateObject }>(
    `UPDATE mandates SET data = jsonb_set(data, '{status}', '"inactive"')
     WHERE id = $1 AND account_id = $2 AND data->>'status' = 'active' RETURNING data`,
    [id, account.id],
  );
  const mandate = rows[0]?.data;
  if (mandate) await record(tx, account, 'mandate.updated', mandate, { status: 'active' });
}
