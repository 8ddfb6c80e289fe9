import type { Queryable } from '../store/store.js';
import type { PaymentMethodDomainObject } from './payment-method-domain-object.js';

// The one module owning payment_method_domains' SQL (the generic list page aside).

const SELECT_SQL = 'SELECT data FROM payment_method_domains WHERE id = $1 AND account_id = $2';

export async function findPaymentMethodDomain(
  db: Queryable,
  accountId: string,
  id: string,
  lock = false,
): Promise<PaymentMethodDomainObject | null> {
  const rows = await db.query<{ data: PaymentMethodDomainObject }>(
    lock ? `${SELECT_SQL} FOR UPDATE` : SELECT_SQL,
    [id, accountId],
  );
  return rows[0]?.data ?? null;
}

/** The account's domain of that name (lower case), or null. */
export async function findPaymentMethodDomainByName(
  db: Queryable,
  accountId: string,
  name: string,
): Promise<PaymentMethodDomainObject | null> {
  const rows = await db.query<{ data: PaymentMethodDomainObject }>(
    'SELECT data FROM payment_method_domains WHERE account_id = $1 AND domain_name = $2',
    [accountId, name],
  );
  return rows[0]?.data ?? null;
}

/** Inserts the domain unless the account has it already; false when it had. */
export async function insertPaymentMethodDomain(
  db: Queryable,
  accountId: string,
  domain: PaymentMethodDomainObject,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO payment_method_domains (id, account_id, domain_name, enabled, data)
     VALUES ($1, $2, $3, $4, $5::jsonb)
     ON CONFLICT (account_id, domain_name) DO NOTHING
     RETURNING id`,
    [domain.id, accountId, domain.domain_name, domain.enabled, JSON.stringify(domain)],
  );
  return rows.length === 1;
}

export async function updatePaymentMethodDomain(
  db: Queryable,
  domain: PaymentMethodDomainObject,
): Promise<void> {
  await db.query('UPDATE payment_method_domains SET enabled = $2, data = $3::jsonb WHERE id = $1', [
    domain.id,
    domain.enabled,
    JSON.stringify(domain),
  ]);
}
