import type { Account } from '../platform/accounts.js';
import { randomBase62 } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';

// The microdeposit_verifications table: every statement on it is here. A US bank account
// entered by hand is verified with the two small deposits Stripe's test mode "sends" (32 and
// 45 cents) or the descriptor code of one deposit (SM11AA) before a debit from it starts.

export type MicrodepositType = 'amounts' | 'descriptor_code';

export interface MicrodepositRow {
  readonly id: string;
  readonly intent_id: string;
  readonly payment_method_id: string;
  readonly mandate_id: string | null;
  readonly microdeposit_type: MicrodepositType;
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly attempts_left: number;
}

/** Stripe's test-mode deposits: the amounts (cents) and the descriptor code. */
export const TEST_MICRODEPOSIT_AMOUNTS: readonly [number, number] = [32, 45];
export const TEST_DESCRIPTOR_CODE = 'SM11AA';

export async function insertMicrodeposits(
  tx: Queryable,
  account: Account,
  input: { intentId: string; methodId: string; mandateId: string | null; type: MicrodepositType },
): Promise<string> {
  const id = `micro_${randomBase62(24)}`;
  await tx.query(
    `INSERT INTO microdeposit_verifications
       (id, account_id, intent_id, payment_method_id, mandate_id, microdeposit_type)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, account.id, input.intentId, input.methodId, input.mandateId, input.type],
  );
  return id;
}

/** The pending verification of an intent, locked for the answer. */
export async function pendingMicrodeposits(
  tx: Queryable,
  account: Account,
  intentId: string,
): Promise<MicrodepositRow | undefined> {
  const rows = await tx.query<MicrodepositRow & Record<string, unknown>>(
    `SELECT id, intent_id, payment_method_id, mandate_id, microdeposit_type, status, attempts_left
     FROM microdeposit_verifications
     WHERE account_id = $1 AND intent_id = $2 AND status = 'pending'
     ORDER BY id LIMIT 1 FOR UPDATE`,
    [account.id, intentId],
  );
  return rows[0];
}

/** Records one answer: verified, or a wrong one (failed once no attempt is left). */
export async function answerMicrodeposits(
  tx: Queryable,
  row: MicrodepositRow,
  verified: boolean,
): Promise<{ status: MicrodepositRow['status']; attemptsLeft: number }> {
  const attemptsLeft = verified ? row.attempts_left : row.attempts_left - 1;
  const status = verified ? 'succeeded' : attemptsLeft <= 0 ? 'failed' : 'pending';
  await tx.query(
    'UPDATE microdeposit_verifications SET status = $2, attempts_left = $3 WHERE id = $1',
    [row.id, status, attemptsLeft],
  );
  return { status, attemptsLeft };
}

/** Whether the PaymentMethod's bank account was verified with microdeposits already. */
export async function microdepositsVerified(
  db: Queryable,
  account: Account,
  paymentMethodId: string,
): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `SELECT id FROM microdeposit_verifications
     WHERE account_id = $1 AND payment_method_id = $2 AND status = 'succeeded' LIMIT 1`,
    [account.id, paymentMethodId],
  );
  return rows.length > 0;
}
