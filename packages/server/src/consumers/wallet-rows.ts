import type { CardDetails } from '../payment-methods/payment-method-object.js';
import type { DebitOutcomeCode } from '../processor/bank-debit-outcomes.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable } from '../store/store.js';

// The wallet's saved things: consumer_payment_details and consumer_shipping_addresses. Every
// statement names the consumer, so one account's session never reaches another's rows.

/** An address in the wallet's own shape (spec 001 §3), phone never kept. */
export interface WalletAddress {
  name: string | null;
  line_1: string | null;
  line_2: string | null;
  locality: string | null;
  administrative_area: string | null;
  postal_code: string | null;
  country_code: string | null;
}

/** A US bank account as the wallet keeps it: what a us_bank_account PaymentMethod shows. */
export interface WalletBankAccount {
  account_holder_type: string | null;
  account_type: string;
  bank_name: string;
  /** Keyed with the wallet's fingerprint secret, as a wallet card's is. */
  fingerprint: string;
  last4: string;
  routing_number: string;
  /**
   * The Financial Connections account it was linked from, and the merchant account whose
   * dialog linked it (absent for typed numbers, which need microdeposits).
   */
  financial_connections_account?: string;
  linked_on_account?: string;
  /** Its copy on each other merchant account it was paid with (merchant account id to fca id). */
  networked?: Record<string, string>;
}

interface DetailRowBase {
  id: string;
  consumer_id: string;
  billing_address: WalletAddress;
  billing_email: string | null;
  nickname: string | null;
  is_default: boolean;
  created: number;
  [column: string]: unknown;
}

export interface CardDetailRow extends DetailRowBase {
  type: 'CARD';
  card: CardDetails;
  bank_account: null;
  test_outcome: TestOutcome;
}

export interface BankAccountDetailRow extends DetailRowBase {
  type: 'BANK_ACCOUNT';
  card: null;
  bank_account: WalletBankAccount;
  test_outcome: DebitOutcomeCode;
}

export type PaymentDetailRow = CardDetailRow | BankAccountDetailRow;

export interface ShippingAddressRow {
  id: string;
  consumer_id: string;
  address: WalletAddress;
  is_default: boolean;
  created: number;
  [column: string]: unknown;
}

type Table = 'consumer_payment_details' | 'consumer_shipping_addresses';

const DETAIL_COLUMNS =
  'id, consumer_id, type, card, bank_account, test_outcome, billing_address, billing_email, nickname, is_default, created';
const ADDRESS_COLUMNS = 'id, consumer_id, address, is_default, created';

const withNumbers = <R extends { created: number }>(row: R): R => ({
  ...row,
  created: Number(row.created),
});

export async function listPaymentDetails(
  db: Queryable,
  consumerId: string,
): Promise<PaymentDetailRow[]> {
  const rows = await db.query<PaymentDetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM consumer_payment_details WHERE consumer_id = $1 ORDER BY seq`,
    [consumerId],
  );
  return rows.map(withNumbers);
}

export async function findPaymentDetail(
  db: Queryable,
  consumerId: string,
  id: string,
): Promise<PaymentDetailRow | null> {
  const rows = await db.query<PaymentDetailRow>(
    `SELECT ${DETAIL_COLUMNS} FROM consumer_payment_details WHERE consumer_id = $1 AND id = $2`,
    [consumerId, id],
  );
  return rows[0] ? withNumbers(rows[0]) : null;
}

export async function insertPaymentDetail(db: Queryable, row: PaymentDetailRow): Promise<void> {
  await db.query(
    `INSERT INTO consumer_payment_details (${DETAIL_COLUMNS})
     VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7::jsonb, $8, $9, $10, $11)`,
    [
      row.id,
      row.consumer_id,
      row.type,
      row.card ? JSON.stringify(row.card) : null,
      row.bank_account ? JSON.stringify(row.bank_account) : null,
      row.test_outcome,
      JSON.stringify(row.billing_address),
      row.billing_email,
      row.nickname,
      row.is_default,
      row.created,
    ],
  );
}

export async function updatePaymentDetail(db: Queryable, row: PaymentDetailRow): Promise<void> {
  await db.query(
    `UPDATE consumer_payment_details SET card = $3::jsonb, billing_address = $4::jsonb,
       nickname = $5
     WHERE consumer_id = $1 AND id = $2`,
    [
      row.consumer_id,
      row.id,
      row.card ? JSON.stringify(row.card) : null,
      JSON.stringify(row.billing_address),
      row.nickname,
    ],
  );
}

/** A bank account's details (and the test outcome they decide) after it was linked again. */
export async function updateBankAccount(db: Queryable, row: BankAccountDetailRow): Promise<void> {
  await db.query(
    `UPDATE consumer_payment_details SET bank_account = $3::jsonb, test_outcome = $4
     WHERE consumer_id = $1 AND id = $2`,
    [row.consumer_id, row.id, JSON.stringify(row.bank_account), row.test_outcome],
  );
}

export async function listShippingAddresses(
  db: Queryable,
  consumerId: string,
): Promise<ShippingAddressRow[]> {
  const rows = await db.query<ShippingAddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM consumer_shipping_addresses WHERE consumer_id = $1 ORDER BY seq`,
    [consumerId],
  );
  return rows.map(withNumbers);
}

export async function insertShippingAddress(db: Queryable, row: ShippingAddressRow): Promise<void> {
  await db.query(
    `INSERT INTO consumer_shipping_addresses (${ADDRESS_COLUMNS})
     VALUES ($1, $2, $3::jsonb, $4, $5)`,
    [row.id, row.consumer_id, JSON.stringify(row.address), row.is_default, row.created],
  );
}

/** Whether the consumer has a row with this id in the table. */
export async function ownsRow(
  db: Queryable,
  table: Table,
  consumerId: string,
  id: string,
): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE consumer_id = $1 AND id = $2`, [
    consumerId,
    id,
  ]);
  return rows.length > 0;
}

/** Makes one row the default and every other row of the consumer not. */
export async function setDefault(
  db: Queryable,
  table: Table,
  consumerId: string,
  id: string,
): Promise<void> {
  await db.query(`UPDATE ${table} SET is_default = (id = $2) WHERE consumer_id = $1`, [
    consumerId,
    id,
  ]);
}

/**
 * Removes a row; when it was the default, the newest remaining one becomes the default.
 * False when the consumer has no such row.
 */
export async function removeRow(
  db: Queryable,
  table: Table,
  consumerId: string,
  id: string,
): Promise<boolean> {
  const removed = await db.query<{ is_default: boolean }>(
    `DELETE FROM ${table} WHERE consumer_id = $1 AND id = $2 RETURNING is_default`,
    [consumerId, id],
  );
  if (removed.length === 0) return false;
  if (removed[0]?.is_default) {
    await db.query(
      `UPDATE ${table} SET is_default = true WHERE id =
         (SELECT id FROM ${table} WHERE consumer_id = $1 ORDER BY seq DESC LIMIT 1)`,
      [consumerId],
    );
  }
  return true;
}
