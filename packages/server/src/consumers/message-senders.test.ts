// Where codes go when an operator configures real delivery: SMTP (a loopback mail server here)
// and a signed SMS webhook; a channel not configured is not offered (never the test inbox).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { silentLogger } from '../http/env.js';
import { ensureDefaultAccount } from '../platform/accounts.js';
import { type App, consumerClient } from '../testing/consumer-client.js';
import { openTestStore, type TestStore } from '../testing/harness.js';
import { type ReceivedMail, startSmtpReceiver } from '../testing/smtp-receiver.js';
import { startWebhookReceiver, type WebhookReceiver } from '../testing/webhook-receiver.js';
import { type CodeMessage, smsWebhookSender, smtpSender } from './message-senders.js';

const SECRET = 'sms-webhook-secret-of-the-operator';
const NOW = new Date('2026-11-25T10:00:00Z');

const message = (channel: 'sms' | 'email', recipient: string): CodeMessage => ({
  channel,
  recipient,
  consumerId: 'csmr_test',
  accountId: 'acct_test',
  subject: 'Your verification code is 123456',
  body: 'Your verification code is 123456.',
  code: '123456',
});

describe('real code senders', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let sms: WebhookReceiver;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    sms = await startWebhookReceiver();
  });
  afterAll(async () => {
    await smtp?.close();
    await sms?.stop();
  });

  it('mails the code through SMTP', async () => {
    await smtpSender(smtp.url, 'Shop <codes@shop.test>').send(message('email', 'jo@example.com'));
    const mail = smtp.received.at(-1) as ReceivedMail;
    expect(mail.from).toContain('codes@shop.test');
    expect(mail.to).toEqual(['<jo@example.com>']);
    expect(mail.data).toContain('Subject: Your verification code is 123456');
  });

  it('posts the SMS signed with the operator secret, and fails on a refused call', async () => {
    const sender = smsWebhookSender(sms.url, SECRET, () => NOW);
    await sender.send(message('sms', '+12015550123'));
    const call = sms.received.at(-1);
    expect(JSON.parse(call?.body ?? '')).toEqual({
      object: 'sms_message',
      to: '+12015550123',
      body: 'Your verification code is 123456.',
    });
    const time = Math.floor(NOW.getTime() / 1000);
    const mac = createHmac('sha256', SECRET).update(`${time}.${call?.body}`).digest('hex');
    expect(call?.headers['kassa-signature']).toBe(`t=${time},v1=${mac}`);
    sms.answer(500);
    await expect(sender.send(message('sms', '+12015550123'))).rejects.toThrow('answered 500');
    sms.answer(200);
  });

  it('tries once more when the connection fails before any answer, never after one', async () => {
    let calls = 0;
    const flaky = (async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return new Response('{}', { status: calls === 2 ? 200 : 500 });
    }) as typeof fetch;
    const sender = smsWebhookSender('http://127.0.0.1:9/sms', SECRET, () => NOW, flaky);
    await sender.send(message('sms', '+12015550123'));
    expect(calls).toBe(2);
    await expect(sender.send(message('sms', '+12015550123'))).rejects.toThrow('answered 500');
    expect(calls).toBe(3);
  });

  describe('configured on the app', () => {
    let testStore: TestStore;
    let app: App;
    let pk = '';
    let sk = '';
    beforeAll(async () => {
      testStore = await openTestStore('pglite');
      ({ publishableKey: pk, secretKey: sk } = await ensureDefaultAccount(testStore.store));
      app = createApp({
        store: testStore.store,
        logger: silentLogger,
        services: { messaging: { smsWebhookUrl: sms.url, smsWebhookSecret: SECRET } },
      });
    }, 60_000);
    afterAll(() => testStore?.dispose());

    it('sends SMS codes through the webhook, offers no e-mail codes, and files nothing in the inbox', async () => {
      const client = consumerClient({ app: () => app, pk: () => pk, sk: () => sk });
      await client.signUp('configured@example.com');
      const secret = (await client.lookup('configured@example.com')).body.consumer_session
        .client_secret;
      // No SMTP: no e-mail code, not even into the test inbox.
      const mail = await client.start(secret, 'EMAIL');
      expect(mail.status).toBe(400);
      expect(mail.body.error).toMatchObject({
        param: 'type',
        message: 'This server does not send EMAIL codes: verify by SMS.',
      });
      // The phone was never proven, and only an e-mail-verified session may prove it.
      const before = sms.received.length;
      expect((await client.start(secret, 'SMS')).status).toBe(400);
      expect(sms.received.length).toBe(before);
      const inbox = await client.call(
        '/v1/test_helpers/consumers/inbox',
        { limit: '100' },
        { key: sk, method: 'GET', origin: null },
      );
      expect(inbox.body.data).toEqual([]);
    });

    it('sends a proven phone its code through the webhook, never to the inbox', async () => {
      const client = consumerClient({ app: () => app, pk: () => pk, sk: () => sk });
      await client.signUp('proven@example.com', { phone_number: '+12015550177' });
      await testStore.store.query(
        "UPDATE consumer_accounts SET phone_verified = true WHERE email_key = 'proven@example.com'",
      );
      const secret = (await client.lookup('proven@example.com')).body.consumer_session
        .client_secret;
      const before = sms.received.length;
      const started = await client.start(secret, 'SMS');
      expect(started.body).not.toHaveProperty('error');
      expect(started.body.available_verification_factors).toEqual(['SMS']);
      expect(sms.received.length).toBe(before + 1);
      const text = JSON.parse(sms.received.at(-1)?.body ?? '').body as string;
      const code = /\d{6}/.exec(text)?.[0] ?? '';
      const inbox = await client.call(
        '/v1/test_helpers/consumers/inbox',
        { recipient: '+12015550177' },
        { key: sk, method: 'GET', origin: null },
      );
      expect(inbox.body.data).toEqual([]);
      const verified = await client.confirm(secret, code, 'SMS');
      expect(verified.status).toBe(200);
    });
  });
});
