import type { Queryable } from '../store/store.js';

// consumer_messages: the test inbox, every message the inbox sender "sent".

export type MessageChannel = 'sms' | 'email';

export interface InboxMessageRow {
  id: string;
  channel: MessageChannel;
  recipient: string;
  consumer_id: string | null;
  /** The merchant account whose key asked for the code: only its secret key reads it. */
  account_id: string;
  subject: string;
  body: string;
  code: string | null;
  created: number;
  [column: string]: unknown;
}

export async function insertMessage(db: Queryable, row: InboxMessageRow): Promise<void> {
  await db.query(
    `INSERT INTO consumer_messages
       (id, channel, recipient, consumer_id, account_id, subject, body, code, created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.id,
      row.channel,
      row.recipient,
      row.consumer_id,
      row.account_id,
      row.subject,
      row.body,
      row.code,
      row.created,
    ],
  );
}

/** A recipient's messages one merchant account's flows sent, newest first. */
export async function messagesFor(
  db: Queryable,
  accountId: string,
  recipient: string,
  limit: number,
): Promise<InboxMessageRow[]> {
  const rows = await db.query<InboxMessageRow>(
    `SELECT id, channel, recipient, consumer_id, account_id, subject, body, code, created
     FROM consumer_messages WHERE account_id = $1 AND recipient = $2 ORDER BY seq DESC LIMIT $3`,
    [accountId, recipient, limit],
  );
  return rows.map((row) => ({ ...row, created: Number(row.created) }));
}

/** The newest messages one merchant account's flows sent, every recipient (the inbox page). */
export async function latestMessages(
  db: Queryable,
  accountId: string,
  limit: number,
): Promise<InboxMessageRow[]> {
  const rows = await db.query<InboxMessageRow>(
    `SELECT id, channel, recipient, consumer_id, account_id, subject, body, code, created
     FROM consumer_messages WHERE account_id = $1 ORDER BY seq DESC LIMIT $2`,
    [accountId, limit],
  );
  return rows.map((row) => ({ ...row, created: Number(row.created) }));
}
