import type { Store } from '../store/store.js';
import { insertRequestLogs, type RequestLogEntry, trimRequestLogs } from './request-log-rows.js';

export interface RequestLogWriterOptions {
  /** How long entries wait for companions before one INSERT writes them all (ms). */
  readonly flushMs?: number;
  /** A batch this large is written at once. */
  readonly maxBatch?: number;
  /** Logs older than this are deleted (ms; default 30 days). */
  readonly retentionMs?: number;
  /** How often the age trim runs (ms). */
  readonly trimEveryMs?: number;
  readonly onError?: (error: unknown) => void;
}

export const DEFAULT_REQUEST_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const MAX_QUEUED = 50_000;

/**
 * Keeps the request path fast: a request only queues its log entry; one INSERT writes a batch
 * every few milliseconds (or as soon as it fills). What is lost on a crash is at most the last
 * `flushMs` of logs, never an API change. Timers are unref'd so an app that is never closed does
 * not hold the process open; close() writes what is queued.
 */
export class RequestLogWriter {
  readonly #store: Store;
  readonly #flushMs: number;
  readonly #maxBatch: number;
  readonly #retentionMs: number;
  readonly #trimEveryMs: number;
  readonly #onError: (error: unknown) => void;
  #queue: RequestLogEntry[] = [];
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #lastTrim = 0;
  #closed = false;

  constructor(store: Store, options: RequestLogWriterOptions = {}) {
    this.#store = store;
    this.#flushMs = options.flushMs ?? 25;
    this.#maxBatch = options.maxBatch ?? 500;
    this.#retentionMs = options.retentionMs ?? DEFAULT_REQUEST_LOG_RETENTION_MS;
    this.#trimEveryMs = options.trimEveryMs ?? 10 * 60 * 1000;
    this.#onError = options.onError ?? (() => undefined);
  }

  push(entry: RequestLogEntry): void {
    if (this.#closed || this.#queue.length >= MAX_QUEUED) return;
    this.#queue.push(entry);
    if (this.#queue.length >= this.#maxBatch) {
      void this.flush();
    } else if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.#flushMs);
      this.#timer.unref();
    }
  }

  /** Writes everything queued so far; resolves once it is stored. */
  flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    const batch = this.#queue;
    this.#queue = [];
    this.#writing = this.#writing.then(() => this.#write(batch));
    return this.#writing;
  }

  async #write(batch: RequestLogEntry[]): Promise<void> {
    try {
      for (let start = 0; start < batch.length; start += this.#maxBatch) {
        await insertRequestLogs(this.#store, batch.slice(start, start + this.#maxBatch));
      }
      const now = Date.now();
      if (now - this.#lastTrim >= this.#trimEveryMs) {
        this.#lastTrim = now;
        await trimRequestLogs(this.#store, now - this.#retentionMs);
      }
    } catch (error) {
      if (!this.#closed) this.#onError(error);
    }
  }

  async close(): Promise<void> {
    await this.flush();
    this.#closed = true;
  }
}
