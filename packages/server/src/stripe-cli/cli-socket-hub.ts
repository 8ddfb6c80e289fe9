import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  eventsSince,
  lastEventSeq,
  lastResendSeq,
  resendsSince,
} from '../events/event-feed-rows.js';
import { randomBase62 } from '../platform/ids.js';
import {
  lastRequestLogSeq,
  requestLogsSince,
  type StoredRequestLog,
} from '../request-logs/request-log-rows.js';
import type { Store } from '../store/store.js';
import {
  type CliReply,
  parseCliReply,
  requestLogMessage,
  webhookEventMessage,
} from './cli-messages.js';
import {
  type CliFeature,
  type CliSessionRow,
  findCliSession,
  insertCliAttempts,
  listenSecret,
} from './cli-session-rows.js';
import { type LogFilters, logMatches } from './log-filters.js';
import { SeqFeed } from './seq-feed.js';

/** Where the CLI's websocket connects (the session's websocket_url). */
export const CLI_SOCKET_PATH = '/v1/stripecli/websocket';

export interface CliHubOptions {
  /** The version events are formatted in for `--latest` listeners. */
  readonly latestVersion: string;
  /** How often the feeds read new events and request logs (ms). */
  readonly pollMs?: number;
  /** A listener that has not acknowledged an event for this long is dropped (ms). */
  readonly ackTimeoutMs?: number;
  /** A socket silent this long (no message, no ping) is dropped (ms). */
  readonly idleTimeoutMs?: number;
  /** A socket with this many bytes unsent is dropped. */
  readonly maxBufferedBytes?: number;
  readonly onError?: (error: unknown) => void;
}

interface Listener {
  readonly socket: WebSocket;
  readonly session: CliSessionRow;
  readonly secret: string;
  /** webhook_id -> [event id, sent at ms], until the CLI acknowledges it. */
  readonly unacknowledged: Map<string, [string, number]>;
  /** webhook_id -> event id, until the CLI reports its forward result. */
  readonly sent: Map<string, string>;
  lastHeard: number;
  /** The CLI acknowledges events (older CLIs never do: the ack time-out spares them). */
  acknowledges: boolean;
}

const UNKNOWN_ID = JSON.stringify({ error: { message: 'Unknown WebSocket ID.' } });
const MAX_TRACKED = 10_000;

/**
 * The Stripe CLI's websockets in this process. Each socket belongs to a session created by
 * POST /v1/stripecli/sessions (in any process: the session is read from the database when the
 * socket connects). Events and request logs are read from the database as they commit
 * (SeqFeed), so what any process writes reaches the sockets every process holds.
 */
export class CliSocketHub {
  readonly #store: Store;
  readonly #options: Required<Omit<CliHubOptions, 'onError'>>;
  readonly #onError: (error: unknown) => void;
  readonly #wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  readonly #listeners = new Set<Listener>();
  readonly #events: SeqFeed<{
    seq: number;
    account_id: string;
    data: Record<string, unknown> | null;
  }>;
  readonly #resends: SeqFeed<{
    seq: number;
    account_id: string;
    data: Record<string, unknown> | null;
  }>;
  readonly #logs: SeqFeed<StoredRequestLog>;
  readonly #sweep: NodeJS.Timeout;

  constructor(store: Store, options: CliHubOptions) {
    this.#store = store;
    this.#options = {
      latestVersion: options.latestVersion,
      pollMs: options.pollMs ?? 20,
      ackTimeoutMs: options.ackTimeoutMs ?? 30_000,
      idleTimeoutMs: options.idleTimeoutMs ?? 60_000,
      maxBufferedBytes: options.maxBufferedBytes ?? 8 * 1024 * 1024,
    };
    this.#onError = options.onError ?? (() => undefined);
    const feed = { intervalMs: this.#options.pollMs, onError: this.#onError };
    this.#events = new SeqFeed(
      {
        last: () => lastEventSeq(store),
        since: (cursor, gaps, limit) =>
          eventsSince(store, cursor, gaps, this.#accounts('webhooks'), limit),
      },
      (rows) => this.#sendEvents(rows),
      feed,
    );
    this.#resends = new SeqFeed(
      {
        last: () => lastResendSeq(store),
        since: (cursor, gaps, limit) =>
          resendsSince(store, cursor, gaps, this.#accounts('webhooks'), limit),
      },
      (rows) => this.#sendEvents(rows),
      feed,
    );
    this.#logs = new SeqFeed(
      {
        last: () => lastRequestLogSeq(store),
        since: (cursor, gaps, limit) =>
          requestLogsSince(store, cursor, gaps, this.#accounts('request_logs'), limit),
      },
      (rows) => this.#sendLogs(rows),
      feed,
    );
    this.#sweep = setInterval(() => this.#dropStalled(), 1_000);
    this.#sweep.unref();
  }

  /** How many sockets are open (tests and the benchmark). */
  get size(): number {
    return this.#listeners.size;
  }

  /** The server's `upgrade` handler: answers true when the request was for the CLI. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== CLI_SOCKET_PATH) return false;
    void this.#accept(request, socket, head, url).catch((error: unknown) => {
      this.#onError(error);
      refuse(socket, 500, JSON.stringify({ error: { message: 'Internal error.' } }));
    });
    return true;
  }

  async #accept(request: IncomingMessage, socket: Duplex, head: Buffer, url: URL) {
    const id = request.headers['websocket-id'];
    const session =
      typeof id === 'string' && id.length <= 100
        ? await findCliSession(this.#store, id, Date.now())
        : undefined;
    const feature = url.searchParams.get('websocket_feature');
    if (!session || (feature !== null && feature !== session.feature)) {
      refuse(socket, 400, UNKNOWN_ID);
      return;
    }
    const secret =
      session.feature === 'webhooks' ? await listenSecret(this.#store, session.account_id) : '';
    if (session.feature === 'webhooks') {
      await Promise.all([this.#events.start(), this.#resends.start()]);
    } else {
      await this.#logs.start();
    }
    this.#wss.handleUpgrade(request, socket, head, (ws) => this.#attach(ws, session, secret));
  }

  #attach(socket: WebSocket, session: CliSessionRow, secret: string): void {
    const listener: Listener = {
      socket,
      session,
      secret,
      unacknowledged: new Map(),
      sent: new Map(),
      lastHeard: Date.now(),
      acknowledges: false,
    };
    this.#listeners.add(listener);
    const heard = () => {
      listener.lastHeard = Date.now();
    };
    socket.on('ping', heard);
    socket.on('pong', heard);
    socket.on('message', (data, isBinary) => {
      heard();
      if (isBinary) return;
      const reply = parseCliReply(data.toString());
      if (reply) this.#onReply(listener, reply);
    });
    socket.on('error', () => socket.terminate());
    socket.on('close', () => this.#detach(listener));
  }

  #detach(listener: Listener): void {
    this.#listeners.delete(listener);
    if (!this.#has('webhooks')) {
      this.#events.stop();
      this.#resends.stop();
    }
    if (!this.#has('request_logs')) this.#logs.stop();
  }

  #has(feature: CliFeature): boolean {
    for (const listener of this.#listeners) if (listener.session.feature === feature) return true;
    return false;
  }

  #accounts(feature: CliFeature): string[] {
    const accounts = new Set<string>();
    for (const listener of this.#listeners) {
      if (listener.session.feature === feature) accounts.add(listener.session.account_id);
    }
    return [...accounts];
  }

  #onReply(listener: Listener, reply: CliReply): void {
    if (reply.type === 'event_ack') {
      listener.acknowledges = true;
      listener.unacknowledged.delete(reply.webhookId);
      return;
    }
    const eventId = listener.sent.get(reply.webhookId);
    if (!eventId) return;
    const now = Date.now();
    insertCliAttempts(this.#store, [
      {
        id: `clia_${randomBase62(24)}`,
        object: 'stripecli_delivery_attempt',
        account_id: listener.session.account_id,
        created: Math.floor(now / 1000),
        event: eventId,
        session: listener.session.id,
        webhook_id: reply.webhookId,
        forward_url: reply.forwardUrl,
        status_code: reply.status,
        response_body: reply.body,
      },
    ]).catch(this.#onError);
  }

  #sendEvents(rows: readonly { account_id: string; data: object | null }[]): void {
    for (const listener of this.#listeners) {
      if (listener.session.feature !== 'webhooks') continue;
      for (const row of rows) {
        if (row.account_id !== listener.session.account_id || !row.data) continue;
        const eventId = String((row.data as { id?: unknown }).id);
        const payload = JSON.stringify(row.data, null, 2);
        const conversationId = `wc_${randomBase62(24)}`;
        // One copy in the account's default version, one in the latest: the CLI keeps the
        // one its --latest flag asks for (they match while Kassa renders one version).
        for (const version of [null, this.#options.latestVersion]) {
          const webhookId = `wh_${randomBase62(24)}`;
          const message = webhookEventMessage(
            payload,
            listener.secret,
            { webhookId, conversationId },
            version,
          );
          this.#send(listener, message);
          if (listener.unacknowledged.size < MAX_TRACKED) {
            listener.unacknowledged.set(webhookId, [eventId, Date.now()]);
          }
          if (listener.sent.size >= MAX_TRACKED) {
            listener.sent.delete(listener.sent.keys().next().value as string);
          }
          listener.sent.set(webhookId, eventId);
        }
      }
    }
  }

  #sendLogs(rows: readonly StoredRequestLog[]): void {
    for (const listener of this.#listeners) {
      if (listener.session.feature !== 'request_logs') continue;
      const filters = (listener.session.filters ?? {}) as LogFilters;
      for (const row of rows) {
        if (row.account_id !== listener.session.account_id) continue;
        if (!logMatches(filters, row)) continue;
        this.#send(listener, requestLogMessage(row));
      }
    }
  }

  #send(listener: Listener, message: object): void {
    if (listener.socket.readyState !== listener.socket.OPEN) return;
    listener.socket.send(JSON.stringify(message));
  }

  /** Drops sockets that stopped answering: nothing waits on them, nothing piles up. */
  #dropStalled(): void {
    const now = Date.now();
    for (const listener of this.#listeners) {
      const oldest = listener.unacknowledged.values().next().value;
      const stalled =
        listener.socket.bufferedAmount > this.#options.maxBufferedBytes ||
        now - listener.lastHeard > this.#options.idleTimeoutMs ||
        (listener.acknowledges &&
          oldest !== undefined &&
          now - oldest[1] > this.#options.ackTimeoutMs);
      if (stalled) {
        listener.socket.terminate();
        this.#detach(listener);
      }
    }
  }

  async close(): Promise<void> {
    clearInterval(this.#sweep);
    this.#events.stop();
    this.#resends.stop();
    this.#logs.stop();
    for (const listener of this.#listeners) listener.socket.terminate();
    this.#listeners.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }
}

function refuse(socket: Duplex, status: number, body: string): void {
  if (socket.destroyed) return;
  socket.end(
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Internal Server Error'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
