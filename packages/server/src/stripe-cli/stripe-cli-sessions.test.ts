// The Stripe CLI's sessions and sockets through raw HTTP and a plain websocket client, on both
// stores: what POST /v1/stripecli/sessions accepts and answers, the socket's messages and their
// signature, time-outs, and (on PostgreSQL) a socket held by one server fed by another's event.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig } from '../config.js';
import { type RunningServer, startServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { sdkClient } from '../testing/sdk-server.js';
import { createTestDatabase } from '../testing/test-database.js';

const KEY = 'sk_test_stripeclisessionstest0001';

interface Session {
  websocket_url: string;
  websocket_id: string;
  websocket_authorized_feature: string;
  secret: string;
  reconnect_delay: number;
}

interface Socket {
  readonly ws: WebSocket;
  readonly messages: Record<string, unknown>[];
  next(test?: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  closed: Promise<void>;
}

function openSocket(session: Session): Promise<Socket> {
  const ws = new WebSocket(
    `${session.websocket_url}?websocket_feature=${session.websocket_authorized_feature}`,
    { headers: { 'Websocket-Id': session.websocket_id } },
  );
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
    for (const waiter of waiters) waiter();
  });
  const closed = new Promise<void>((resolve) => ws.once('close', () => resolve()));
  let taken = 0;
  const next: Socket['next'] = (test = () => true) =>
    new Promise((resolve, reject) => {
      const check = () => {
        while (taken < messages.length) {
          const message = messages[taken++] as Record<string, unknown>;
          if (test(message)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(message);
            return;
          }
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no message in time; got ${JSON.stringify(messages)}`));
      }, 10_000);
      waiters.add(check);
      check();
    });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages, next, closed }));
    ws.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => reject(new Error(`${response.statusCode} ${body}`)));
    });
    ws.once('error', reject);
  });
}

describe.each(STORE_KINDS)('Stripe CLI sessions on %s', (kind) => {
  const servers: RunningServer[] = [];
  let cleanup: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kassa-cli-sessions-'));
    const database =
      kind === 'postgres' ? await createTestDatabase(inject('kassaPostgresUrl')) : undefined;
    const config = loadConfig({
      KASSA_PORT: '0',
      KASSA_DATA_DIR: dataDir,
      KASSA_LOG_REQUESTS: '0',
      KASSA_SECRET_KEY: KEY,
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const options = { stripeCli: { idleTimeoutMs: 3_000, ackTimeoutMs: 1_500 } };
    servers.push(await startServer(config, options));
    // Two processes on one PostgreSQL: a socket on one is fed by events the other commits.
    if (database) servers.push(await startServer(config, options));
    cleanup = async () => {
      for (const server of servers) await server.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(() => cleanup());

  const first = () => servers[0] as RunningServer;
  const last = () => servers[servers.length - 1] as RunningServer;

  const createSession = async (server: RunningServer, body: Record<string, string>, key = KEY) =>
    fetch(`${server.url}/v1/stripecli/sessions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}` },
      body: new URLSearchParams(body),
    });

  const session = async (server: RunningServer, feature = 'webhooks', extra = {}) => {
    const response = await createSession(server, {
      device_name: 'test',
      'websocket_features[]': feature,
      ...extra,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Session;
  };

  it('opens a session with the account stable secret and a socket on the origin called', async () => {
    const one = await session(first());
    const two = await session(last());
    expect(one).toMatchObject({
      websocket_url: `${first().url.replace('http:', 'ws:')}/v1/stripecli/websocket`,
      websocket_authorized_feature: 'webhooks',
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9]{40}$/),
    });
    expect(two.secret).toBe(one.secret);
    expect(two.websocket_id).not.toBe(one.websocket_id);
  });

  it('refuses bad parameters and the publishable key', async () => {
    const missing = await createSession(first(), { device_name: 'x' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: unknown }).error).toMatchObject({
      param: 'websocket_features',
    });
    const unknown = await createSession(first(), { 'websocket_features[]': 'payouts' });
    expect(((await unknown.json()) as { error: unknown }).error).toMatchObject({
      param: 'websocket_features',
    });
    const filters = await createSession(first(), {
      'websocket_features[]': 'request_logs',
      filters: '{"filter_nope":["x"]}',
    });
    expect(filters.status).toBe(400);
    expect(((await filters.json()) as { error: unknown }).error).toMatchObject({
      param: 'filters',
    });
    const { publishableKey } = first();
    const publishable = await createSession(
      first(),
      { 'websocket_features[]': 'webhooks' },
      publishableKey,
    );
    expect(publishable.status).toBe(401);
  });

  it('refuses a socket whose id is unknown, as the CLI expects', async () => {
    const fake = { ...(await session(first())), websocket_id: 'cliws_unknown' };
    await expect(openSocket(fake)).rejects.toThrow(/400 .*Unknown WebSocket ID\./);
  });

  it('sends each committed event, signed, in the default and the latest version', async () => {
    const created = await session(first());
    const socket = await openSocket({
      ...created,
      // Opened on the other process (PostgreSQL): the session is read from the database.
      websocket_url: created.websocket_url.replace(first().url.slice(5), last().url.slice(5)),
    });
    try {
      const customer = await sdkClient(first(), KEY).customers.create({ email: 'ws@example.com' });
      const copies = [await socket.next(), await socket.next()];
      expect(copies.map((copy) => (copy.endpoint as { api_version: unknown }).api_version)).toEqual(
        [null, expect.stringMatching(/^\d{4}-\d{2}-\d{2}/)],
      );
      for (const copy of copies) {
        expect(copy).toMatchObject({
          type: 'webhook_event',
          webhook_id: expect.stringMatching(/^wh_/),
          webhook_conversation_id: expect.stringMatching(/^wc_/),
        });
        const headers = copy.http_headers as Record<string, string>;
        const event = new Stripe('sk_test_unused').webhooks.constructEvent(
          copy.event_payload as string,
          headers['Stripe-Signature'] as string,
          created.secret,
        );
        expect(event).toMatchObject({
          type: 'customer.created',
          data: { object: { id: customer.id } },
        });
      }
      socket.ws.send(
        JSON.stringify({
          type: 'event_ack',
          event_id: copies[0]?.webhook_id,
          webhook_conversation_id: '',
        }),
      );
      socket.ws.send(
        JSON.stringify({
          type: 'event_ack',
          event_id: copies[1]?.webhook_id,
          webhook_conversation_id: '',
        }),
      );
    } finally {
      socket.ws.terminate();
    }
  });

  it('drops a socket that stops acknowledging, and one that falls silent', async () => {
    const stops = await openSocket(await session(first()));
    const silent = await openSocket(await session(last()));
    const stripe = sdkClient(first(), KEY);
    await stripe.customers.create({ email: 'ack1@example.com' });
    const message = await stops.next();
    stops.ws.send(JSON.stringify({ type: 'event_ack', event_id: message.webhook_id }));
    // Acknowledged once, then never again: it is dropped after the ack time-out.
    await stripe.customers.create({ email: 'ack2@example.com' });
    await stops.closed;
    // Never a message nor a ping: dropped after the idle time-out.
    await silent.closed;
  });

  it('streams request logs matching the session filters', async () => {
    const created = await session(last(), 'request_logs', {
      filters: JSON.stringify({ filter_http_method: ['POST'], filter_status_code_type: ['400'] }),
    });
    const socket = await openSocket(created);
    try {
      const stripe = sdkClient(first(), KEY);
      await stripe.customers.list({ limit: 1 });
      await stripe.customers.create({ email: 'not an email' }).catch(() => undefined);
      const message = await socket.next();
      expect(message).toMatchObject({
        type: 'request_log_event',
        request_log_id: expect.stringMatching(/^req_/),
      });
      expect(JSON.parse(message.event_payload as string)).toMatchObject({
        method: 'POST',
        url: '/v1/customers',
        status: 400,
        livemode: false,
        request_id: message.request_log_id,
        error: { type: 'invalid_request_error', code: 'email_invalid', param: 'email' },
      });
      // The GET before it did not match the filters.
      expect(socket.messages).toHaveLength(1);
      // Messages the CLI sends back are read and ignored; the socket stays open.
      socket.ws.send('not json');
      socket.ws.send(JSON.stringify({ type: 'something_else' }));
      await stripe.customers.create({ email: 'also not an email' }).catch(() => undefined);
      await socket.next();
    } finally {
      socket.ws.terminate();
    }
  });
});
