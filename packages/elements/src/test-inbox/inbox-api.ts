import { callProvider, type Reply } from '../hosted-page/hosted-page.js';

/** One message the test sender filed (the provider's `test_helpers.consumer_message`). */
export interface InboxMessage {
  id: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
  code: string | null;
  created: number;
}

/** How many messages the page shows at most (the provider's limit is 100). */
export const INBOX_PAGE_LIMIT = 50;

/**
 * Reads the test inbox with the secret key the developer typed: one recipient's messages, or
 * every recipient's newest when `recipient` is blank. Never throws: `unreachable` is the
 * message when the provider cannot be reached.
 */
export async function readInbox(
  secretKey: string,
  recipient: string,
  unreachable: string,
  fetcher: typeof fetch = fetch,
): Promise<Reply<InboxMessage[]>> {
  const query = new URLSearchParams({ limit: String(INBOX_PAGE_LIMIT) });
  if (recipient.trim() !== '') query.set('recipient', recipient.trim());
  const reply = await callProvider<{ data: InboxMessage[] }>(
    fetcher,
    `/v1/test_helpers/consumers/inbox?${query}`,
    secretKey.trim(),
    { method: 'GET', cache: 'no-store' },
    unreachable,
  );
  return reply.ok ? { ok: true, body: reply.body.data } : reply;
}
