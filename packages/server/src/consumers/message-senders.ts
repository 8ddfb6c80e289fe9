import { createHmac } from 'node:crypto';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import { insertMessage, type MessageChannel } from './inbox-rows.js';

/** A one-time code on its way to a shopper. */
export interface CodeMessage {
  readonly channel: MessageChannel;
  /** An e-mail address (normalised) or an E.164 phone number. */
  readonly recipient: string;
  readonly consumerId: string;
  /** The merchant account whose checkout asked for the code (the test inbox files it there). */
  readonly accountId: string;
  readonly subject: string;
  readonly body: string;
  readonly code: string;
}

/** One transport of codes: the test inbox, SMTP or an SMS webhook. */
export interface MessageSender {
  /** Runs after the code's transaction committed; a failure leaves the code unusable. */
  send(message: CodeMessage): Promise<void>;
}

/**
 * The test-mode sender: nothing leaves the machine; messages land in the inbox (the page on
 * the provider origin and the secret-key test-helper API read them), each under the merchant
 * account whose key asked for it.
 */
export function inboxSender(db: Queryable, clock: () => Date): MessageSender {
  return {
    async send(message) {
      await insertMessage(db, {
        id: `msg_${randomBase62(24)}`,
        channel: message.channel,
        recipient: message.recipient,
        consumer_id: message.consumerId,
        account_id: message.accountId,
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

/** Real delivery, each channel off unless configured (KASSA_SMTP_URL, KASSA_SMS_WEBHOOK_URL). */
export interface MessagingConfig {
  /** smtp:// or smtps:// URL of the mail server, credentials in it. */
  readonly smtpUrl?: string | undefined;
  /** The From of code mails. */
  readonly smtpFrom?: string | undefined;
  /** An operator's endpoint that sends SMS through their vendor. */
  readonly smsWebhookUrl?: string | undefined;
  /** Signs each SMS webhook call (Kassa-Signature), so the endpoint can refuse others. */
  readonly smsWebhookSecret?: string | undefined;
}

export const DEFAULT_SMTP_FROM = 'Kassa <no-reply@localhost>';

/** Codes by e-mail through SMTP; nodemailer loads only when SMTP is configured. */
export function smtpSender(url: string, from = DEFAULT_SMTP_FROM): MessageSender {
  let transport: Promise<{ sendMail(mail: object): Promise<unknown> }> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then((mailer) => mailer.createTransport(url));
      await (await transport).sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
      });
    },
  };
}

/** The signature header of an SMS webhook call: `t=<unix time>,v1=<HMAC-SHA256 of "t.body">`. */
export function smsSignature(secret: string, body: string, time: number): string {
  const mac = createHmac('sha256', secret).update(`${time}.${body}`).digest('hex');
  return `t=${time},v1=${mac}`;
}

/**
 * Codes by SMS through the operator's webhook: a signed JSON POST `{object, to, body}`. Any
 * answer but 2xx is a failed send.
 */
export function smsWebhookSender(
  url: string,
  secret: string,
  clock: () => Date,
  fetcher: typeof fetch = fetch,
): MessageSender {
  return {
    async send(message) {
      const body = JSON.stringify({
        object: 'sms_message',
        to: message.recipient,
        body: message.body,
      });
      const post = () =>
        fetcher(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Kassa-Signature': smsSignature(secret, body, unixNow(clock())),
          },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(10_000),
        });
      // A kept-alive connection the endpoint closed meanwhile fails before any answer: one
      // more try on a fresh one. An answer, even a refusal, is never sent twice.
      const response = await post().catch((error: unknown) => {
        if (error instanceof TypeError) return post();
        throw error;
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
    },
  };
}

/**
 * Where a server's codes go, as one decision for the whole instance:
 * * `test`: no real transport is configured, every code lands in the test inbox, filed under the
 *   merchant account whose checkout asked for it. Wallet accounts are then per merchant account
 *   (test realms), so an inbox reader only ever reads codes of wallets made in its own checkout.
 * * `real`: SMTP or an SMS webhook is configured. Only the configured channels are offered, a
 *   code never reaches the inbox (no API or page can read it), and the wallet is shared by every
 *   merchant account of the instance, as Link's is.
 */
export interface CodeDelivery {
  readonly mode: 'test' | 'real';
  /** The channels a code can be sent on. */
  readonly channels: ReadonlySet<MessageChannel>;
  /** The wallet realm of a merchant account's callers: 'shared', or its own test realm. */
  realm(merchantAccountId: string): string;
  send(message: CodeMessage): Promise<void>;
}

export const SHARED_REALM = 'shared';

/** The delivery of a server: the real senders configured, else the test inbox for both. */
export function codeDelivery(
  inbox: MessageSender,
  real: { readonly email?: MessageSender | undefined; readonly sms?: MessageSender | undefined },
): CodeDelivery {
  const senders = new Map<MessageChannel, MessageSender>();
  if (real.email) senders.set('email', real.email);
  if (real.sms) senders.set('sms', real.sms);
  if (senders.size === 0) {
    return {
      mode: 'test',
      channels: new Set<MessageChannel>(['sms', 'email']),
      realm: (merchantAccountId) => `test:${merchantAccountId}`,
      send: (message) => inbox.send(message),
    };
  }
  return {
    mode: 'real',
    channels: new Set(senders.keys()),
    realm: () => SHARED_REALM,
    send: (message) => {
      const sender = senders.get(message.channel);
      // The service offers only configured channels; a code is never filed in the inbox here.
      if (!sender) throw new Error(`No transport delivers ${message.channel} codes`);
      return sender.send(message);
    },
  };
}

/** The real senders a configuration asks for. */
export function configuredSenders(config: MessagingConfig, clock: () => Date) {
  return {
    email: config.smtpUrl ? smtpSender(config.smtpUrl, config.smtpFrom) : undefined,
    sms:
      config.smsWebhookUrl && config.smsWebhookSecret
        ? smsWebhookSender(config.smsWebhookUrl, config.smsWebhookSecret, clock)
        : undefined,
  };
}
