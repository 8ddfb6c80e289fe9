import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly status: number;
  readonly at: number;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly received: ReceivedWebhook[];
  /** Answers with this status from now on. */
  answer(status: number): void;
  /** Holds every answer back this long (a slow endpoint). */
  delay(ms: number): void;
  /** Stops listening (the endpoint is down) until start() listens on the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves when `count` requests have arrived (or rejects after timeoutMs). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
}

/**
 * A merchant's webhook endpoint on loopback: records every POST and answers with a status
 * chosen per call (`failFirst` calls answer 500, the rest 200).
 */
export async function startWebhookReceiver(options: { failFirst?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  let failuresLeft = options.failFirst ?? 0;
  let fixed: number | undefined;
  let delayMs = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const handle = (body: string, headers: IncomingHttpHeaders) => {
    const status = fixed ?? (failuresLeft-- > 0 ? 500 : 200);
    received.push({ headers, body, status, at: Date.now() });
    for (const waiter of waiters.filter((w) => received.length >= w.count)) waiter.resolve();
    return status;
  };
  let server: Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => {
          const status = handle(Buffer.concat(chunks).toString('utf8'), req.headers);
          const answer = () => {
            res.statusCode = status;
            res.end('{}');
          };
          if (delayMs > 0) setTimeout(answer, delayMs).unref();
          else answer();
        });
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });
  await start();
  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    answer: (status) => {
      fixed = status;
    },
    delay: (ms) => {
      delayMs = ms;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const current = server;
        server = undefined;
        if (!current) return resolve();
        current.close(() => resolve());
        current.closeAllConnections();
      }),
    start,
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        if (received.length >= count) return resolve(received);
        const timer = setTimeout(
          () => reject(new Error(`expected ${count} webhooks, received ${received.length}`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      }),
  };
  return receiver;
}
