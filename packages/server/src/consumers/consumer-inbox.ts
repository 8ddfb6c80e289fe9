import { normalizeEmail, validatePhone } from '@kassa/core';
import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../store/store.js';
import { type InboxMessageRow, latestMessages, messagesFor } from './inbox-rows.js';

export interface InboxMessageObject {
  id: string;
  object: 'test_helpers.consumer_message';
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created: number;
}

const messageObject = (row: InboxMessageRow): InboxMessageObject => ({
  id: row.id,
  object: 'test_helpers.consumer_message',
  channel: row.channel,
  recipient: row.recipient,
  subject: row.subject,
  body: row.body,
  code: row.code,
  created: row.created,
});

/** A recipient as messages are filed: an e-mail lower-cased, a phone in E.164. */
export function inboxRecipient(input: string): string {
  const text = input.trim();
  if (text.includes('@')) return normalizeEmail(text);
  return validatePhone(text).e164 ?? text;
}

/**
 * The test inbox: what the inbox sender delivered, read by tests and the inbox page. Each
 * merchant account reads only the messages its own key's calls sent: a code a shopper asked for
 * in one shop is not readable with another shop's secret key.
 */
export class ConsumerInbox {
  readonly #db: Queryable;

  constructor(db: Queryable) {
    this.#db = db;
  }

  /** A recipient's messages, newest first; every recipient's when none is named. */
  async list(
    accountId: string,
    recipient: string | undefined,
    limit = 10,
  ): Promise<{ object: 'list'; data: InboxMessageObject[] }> {
    if (limit < 1 || limit > 100) {
      throw new ApiError('parameter_invalid_integer', 'Invalid limit: must be between 1 and 100', {
        param: 'limit',
      });
    }
    const rows =
      recipient === undefined || recipient.trim() === ''
        ? await latestMessages(this.#db, accountId, limit)
        : await messagesFor(this.#db, accountId, inboxRecipient(recipient), limit);
    return { object: 'list', data: rows.map(messageObject) };
  }

  /** The newest code sent to a recipient; 404 when none was. */
  async latestCode(accountId: string, recipient: string): Promise<InboxMessageObject> {
    const rows = await messagesFor(this.#db, accountId, inboxRecipient(recipient), 1);
    const row = rows[0];
    if (!row?.code) {
      throw new ApiError('resource_missing', `No code was sent to '${recipient}'.`, {
        param: 'recipient',
      });
    }
    return messageObject(row);
  }
}
