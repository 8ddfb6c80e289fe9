import { randomBytes } from 'node:crypto';
import type { Queryable } from '../store/store.js';

// The one module running SQL on the wallet's tables: consumer_settings, consumer_accounts,
// consumer_sessions and consumer_verifications (the inbox has inbox-rows.ts).

export interface ConsumerAccountRow {
  id: string;
  /** 'shared' (real delivery) or a merchant account's test realm 'test:<acct id>'. */
  realm: string;
  email_key: string;
  email: string;
  phone: string | null;
  phone_country: string | null;
  legal_name: string | null;
  country: string;
  locale: string | null;
  consent_action: string;
  created: number;
  /** Whether a code sent to the phone came back: only then may SMS codes unlock the wallet. */
  phone_verified: boolean;
  /** Consecutive wrong codes, and the time code sign-in stays locked until. */
  failed_checks: number;
  locked_until: number;
  [column: string]: unknown;
}

export interface ConsumerSessionRow {
  id: string;
  consumer_id: string | null;
  email_key: string;
  account_id: string;
  key_hash: string;
  origin: string | null;
  verified_factor: string | null;
  created: number;
  idle_expires: number;
  absolute_expires: number;
  revoked: boolean;
  [column: string]: unknown;
}

/** WEBAUTHN is a passkey sign-in, PASSKEY_REGISTRATION a passkey being added (not on the wire). */
export type VerificationType = 'SMS' | 'EMAIL' | 'SIGNUP' | 'WEBAUTHN' | 'PASSKEY_REGISTRATION';
/** STARTED and VERIFIED are on the wire; a replaced, used up or failed code is CLOSED. */
export type VerificationState = 'STARTED' | 'VERIFIED' | 'CLOSED';

export interface VerificationRow {
  id: string;
  session_id: string;
  type: VerificationType;
  state: VerificationState;
  code_hmac: string | null;
  expires: number;
  attempts: number;
  created: number;
  [column: string]: unknown;
}

const numbers = <R extends Record<string, unknown>>(row: R, ...columns: (keyof R)[]): R => {
  for (const column of columns) row[column] = Number(row[column]) as R[keyof R];
  return row;
};

/** The server's code pepper: made once, by whichever process gets there first. */
export async function codePepper(db: Queryable): Promise<string> {
  await db.query(
    'INSERT INTO consumer_settings (id, code_pepper) VALUES (1, $1) ON CONFLICT (id) DO NOTHING',
    [randomBytes(32).toString('base64url')],
  );
  const rows = await db.query<{ code_pepper: string }>(
    'SELECT code_pepper FROM consumer_settings WHERE id = 1',
  );
  return rows[0]?.code_pepper ?? '';
}

/** The account of an e-mail in a realm (each realm is a wallet of its own). */
export async function findAccountByEmailKey(
  db: Queryable,
  realm: string,
  emailKey: string,
): Promise<ConsumerAccountRow | null> {
  const rows = await db.query<ConsumerAccountRow>(
    'SELECT * FROM consumer_accounts WHERE realm = $1 AND email_key = $2',
    [realm, emailKey],
  );
  return rows[0] ? numbers(rows[0], 'created', 'failed_checks', 'locked_until') : null;
}

export async function findAccount(db: Queryable, id: string): Promise<ConsumerAccountRow | null> {
  const rows = await db.query<ConsumerAccountRow>('SELECT * FROM consumer_accounts WHERE id = $1', [
    id,
  ]);
  return rows[0] ? numbers(rows[0], 'created', 'failed_checks', 'locked_until') : null;
}

/** One consecutive wrong code more, and the lock it earned (0 for none); the new count. */
export async function countAccountFailure(
  db: Queryable,
  id: string,
  lockedUntil: (failures: number) => number,
): Promise<number> {
  const rows = await db.query<{ failed_checks: number }>(
    'UPDATE consumer_accounts SET failed_checks = failed_checks + 1 WHERE id = $1 RETURNING failed_checks',
    [id],
  );
  const failures = Number(rows[0]?.failed_checks ?? 0);
  const until = lockedUntil(failures);
  if (until > 0) {
    await db.query('UPDATE consumer_accounts SET locked_until = $2 WHERE id = $1', [id, until]);
  }
  return failures;
}

/** A successful sign-in: the consecutive count starts again; a proven phone stays proven. */
export async function clearAccountFailures(
  db: Queryable,
  id: string,
  phoneProven: boolean,
): Promise<void> {
  await db.query(
    `UPDATE consumer_accounts SET failed_checks = 0, locked_until = 0,
       phone_verified = phone_verified OR $2 WHERE id = $1`,
    [id, phoneProven],
  );
}

/**
 * When the session was sent its open code of a type, or null (the resend cool-down): a code
 * closed by its wrong answers may be replaced at once.
 */
export async function lastCodeSent(
  db: Queryable,
  sessionId: string,
  type: 'SMS' | 'EMAIL',
): Promise<number | null> {
  const rows = await db.query<{ created: number | null }>(
    `SELECT max(created) AS created FROM consumer_verifications
     WHERE session_id = $1 AND type = $2 AND state = 'STARTED'`,
    [sessionId, type],
  );
  const created = rows[0]?.created;
  return created === null || created === undefined ? null : Number(created);
}

/** Inserts an account; false when the realm's e-mail is taken (by a concurrent sign-up too). */
export async function insertAccount(db: Queryable, row: ConsumerAccountRow): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO consumer_accounts (id, email_key, email, phone, phone_country, legal_name,
       country, locale, consent_action, created, realm)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (realm, email_key) DO NOTHING RETURNING id`,
    [
      row.id,
      row.email_key,
      row.email,
      row.phone,
      row.phone_country,
      row.legal_name,
      row.country,
      row.locale,
      row.consent_action,
      row.created,
      row.realm,
    ],
  );
  return inserted.length === 1;
}

/** Serialises writes to one consumer's wallet (defaults stay single under concurrency). */
export async function lockAccount(db: Queryable, id: string): Promise<void> {
  await db.query('SELECT id FROM consumer_accounts WHERE id = $1 FOR UPDATE', [id]);
}

/** Deletes an account; its sessions, codes and inbox messages go with it (cascade). */
export async function deleteAccount(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM consumer_accounts WHERE id = $1', [id]);
}

export async function insertSession(
  db: Queryable,
  row: ConsumerSessionRow & { secret_hash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO consumer_sessions (id, secret_hash, consumer_id, email_key, account_id, key_hash,
       origin, verified_factor, created, idle_expires, absolute_expires, revoked)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false)`,
    [
      row.id,
      row.secret_hash,
      row.consumer_id,
      row.email_key,
      row.account_id,
      row.key_hash,
      row.origin,
      row.verified_factor,
      row.created,
      row.idle_expires,
      row.absolute_expires,
    ],
  );
}

/** The session behind a secret hash, whatever its state (the caller judges expiry). */
export async function findSessionBySecret(
  db: Queryable,
  secretHash: string,
  lock = false,
): Promise<ConsumerSessionRow | null> {
  const rows = await db.query<ConsumerSessionRow>(
    `SELECT * FROM consumer_sessions WHERE secret_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [secretHash],
  );
  return rows[0] ? numbers(rows[0], 'created', 'idle_expires', 'absolute_expires') : null;
}

/** A new secret and idle expiry (verification, extension); the old secret stops working. */
export async function rotateSession(
  db: Queryable,
  id: string,
  change: { secretHash: string; idleExpires: number; verifiedFactor?: string },
): Promise<void> {
  await db.query(
    `UPDATE consumer_sessions SET secret_hash = $2, idle_expires = $3,
       verified_factor = COALESCE($4, verified_factor)
     WHERE id = $1`,
    [id, change.secretHash, change.idleExpires, change.verifiedFactor ?? null],
  );
}

export async function touchSession(db: Queryable, id: string, idleExpires: number): Promise<void> {
  await db.query('UPDATE consumer_sessions SET idle_expires = $2 WHERE id = $1', [id, idleExpires]);
}

export async function revokeSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE consumer_sessions SET revoked = true WHERE id = $1', [id]);
  await db.query(
    `UPDATE consumer_verifications SET state = 'CLOSED', code_hmac = NULL
     WHERE session_id = $1 AND state = 'STARTED'`,
    [id],
  );
}

/** Closes the session's open codes: a new code replaces every earlier one. */
export async function closeOpenCodes(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    `UPDATE consumer_verifications SET state = 'CLOSED', code_hmac = NULL
     WHERE session_id = $1 AND state = 'STARTED' AND type <> 'SIGNUP'`,
    [sessionId],
  );
}

export async function insertVerification(db: Queryable, row: VerificationRow): Promise<void> {
  await db.query(
    `INSERT INTO consumer_verifications (id, session_id, type, state, code_hmac, expires, attempts,
       created)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7)`,
    [row.id, row.session_id, row.type, row.state, row.code_hmac, row.expires, row.created],
  );
}

/** The session's latest code of a type, locked for the check that follows. */
export async function latestVerification(
  db: Queryable,
  sessionId: string,
  type: VerificationType,
): Promise<VerificationRow | null> {
  const rows = await db.query<VerificationRow>(
    `SELECT id, session_id, type, state, code_hmac, expires, attempts, created
     FROM consumer_verifications WHERE session_id = $1 AND type = $2
     ORDER BY seq DESC LIMIT 1 FOR UPDATE`,
    [sessionId, type],
  );
  return rows[0] ? numbers(rows[0], 'expires', 'attempts', 'created') : null;
}

/** What the wire shows of a session's codes: the latest of each type, open or verified. */
export async function shownVerifications(
  db: Queryable,
  sessionId: string,
): Promise<VerificationRow[]> {
  const rows = await db.query<VerificationRow>(
    `SELECT DISTINCT ON (type) id, session_id, type, state, code_hmac, expires, attempts, created
     FROM consumer_verifications WHERE session_id = $1
     ORDER BY type, seq DESC`,
    [sessionId],
  );
  return rows.filter((row) => row.state !== 'CLOSED' && row.type !== 'PASSKEY_REGISTRATION');
}

/** Closes a challenge or code whatever the answer was: WebAuthn challenges are single use. */
export async function closeVerification(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE consumer_verifications SET state = 'CLOSED', code_hmac = NULL WHERE id = $1`,
    [id],
  );
}

export interface PasskeyRow {
  id: string;
  consumer_id: string;
  public_key: string;
  counter: number;
  transports: string[];
  backed_up: boolean;
  disabled: boolean;
  created: number;
  [column: string]: unknown;
}

/** The account's usable passkeys. */
export async function livePasskeys(db: Queryable, consumerId: string): Promise<PasskeyRow[]> {
  const rows = await db.query<PasskeyRow>(
    `SELECT id, consumer_id, public_key, counter, transports, backed_up, disabled, created
     FROM consumer_passkeys WHERE consumer_id = $1 AND NOT disabled ORDER BY created, id`,
    [consumerId],
  );
  return rows.map((row) => ({
    ...row,
    counter: Number(row.counter),
    created: Number(row.created),
  }));
}

export async function insertPasskey(db: Queryable, row: PasskeyRow): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO consumer_passkeys (id, consumer_id, public_key, counter, transports, backed_up,
       disabled, created)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, false, $7) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      row.id,
      row.consumer_id,
      row.public_key,
      row.counter,
      JSON.stringify(row.transports),
      row.backed_up,
      row.created,
    ],
  );
  return inserted.length === 1;
}

/** After a good assertion: the new counter; a counter that went back disables the passkey. */
export async function usePasskey(
  db: Queryable,
  id: string,
  change: { counter: number; usedAt: number; disable: boolean },
): Promise<void> {
  await db.query(
    `UPDATE consumer_passkeys SET counter = GREATEST(counter, $2), last_used = $3,
       disabled = disabled OR $4
     WHERE id = $1`,
    [id, change.counter, change.usedAt, change.disable],
  );
}

/** One wrong answer more; at the limit the code is closed. */
export async function countWrongAnswer(
  db: Queryable,
  id: string,
  maxAttempts: number,
): Promise<number> {
  const rows = await db.query<{ attempts: number }>(
    `UPDATE consumer_verifications SET attempts = attempts + 1,
       state = CASE WHEN attempts + 1 >= $2 THEN 'CLOSED' ELSE state END,
       code_hmac = CASE WHEN attempts + 1 >= $2 THEN NULL ELSE code_hmac END
     WHERE id = $1 RETURNING attempts`,
    [id, maxAttempts],
  );
  return Number(rows[0]?.attempts ?? maxAttempts);
}

/** The right code: verified, and the code is gone, so it cannot be used twice. */
export async function markVerified(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE consumer_verifications SET state = 'VERIFIED', code_hmac = NULL WHERE id = $1`,
    [id],
  );
}
