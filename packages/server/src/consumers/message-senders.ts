import { randomBase62, unixNow } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import { insertMessage, type MessageChannel } from './inbox-rows.js';

/** A one-time code on its way to a shopper. */
export interface CodeMessage {
  readonly channel: MessageChannel;
  /** An e-mail address (normalised) or an E.164 phone number. */
  readonly recipient: string;
  readonly consumerId: string;
  readonly subject: string;
  readonly body: string;
  readonly code: string;
}

/** Where codes go: the test inbox by default; SMTP or an SMS webhook when configured. */
export interface MessageSender {
  /** Runs after the code's transaction committed; a failure leaves the code unusable. */
  send(message: CodeMessage): Promise<void>;
}

/**
 * The test-mode sender: nothing leaves the machine; messages land in the inbox (the page on
 * the provider origin and the secret-key test-helper API read them).
 */
export function inboxSender(db: Queryable, clock: () => Date): MessageSender {
  return {
    async send(message) {
      await insertMessage(db, {
        id: `msg_${randomBase62(24)}`,
        channel: message.channel,
        recipient: message.recipient,
        consumer_id: message.consumerId,
        subject: message.subject,
        body: message.body,
        code: message.code,
        created: unixNow(clock()),
      });
    },
  };
}

/** The texts of a code message (the shopper reads them in the inbox, a mail or an SMS). */
export function codeMessageText(code: string, minutes: number): { subject: string; body: string } {
  return {
    subject: `Your verification code is ${code}`,
    body: `Your verification code is ${code}. It expires in ${minutes} minutes and works once. If you did not ask for it, ignore this message.`,
  };
}
