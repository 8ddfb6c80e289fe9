// Rows of a table, each handed over once as soon as it is committed, by any process sharing the
// database: the table's seq is read past a cursor. A seq is taken when a row is inserted, not
// when it commits, so a transaction still open at a read leaves a gap below the rows already
// seen; gaps are read again until their row appears or they are old enough to be a rollback.

export interface SeqRow {
  readonly seq: number;
}

export interface SeqFeedSource<R extends SeqRow> {
  last(): Promise<number>;
  since(cursor: number, gaps: readonly number[], limit: number): Promise<R[]>;
}

export interface SeqFeedOptions {
  readonly intervalMs?: number;
  /** How long a gap is read again before it counts as a rolled-back insert. */
  readonly gapMs?: number;
  readonly batch?: number;
  readonly onError?: (error: unknown) => void;
}

const MAX_GAPS = 5_000;

export class SeqFeed<R extends SeqRow> {
  readonly #source: SeqFeedSource<R>;
  readonly #deliver: (rows: R[]) => void;
  readonly #intervalMs: number;
  readonly #gapMs: number;
  readonly #batch: number;
  readonly #onError: (error: unknown) => void;
  #cursor = 0;
  readonly #gaps = new Map<number, number>();
  #timer: NodeJS.Timeout | undefined;
  #running = false;
  #starting: Promise<void> | undefined;

  constructor(source: SeqFeedSource<R>, deliver: (rows: R[]) => void, options: SeqFeedOptions) {
    this.#source = source;
    this.#deliver = deliver;
    this.#intervalMs = options.intervalMs ?? 20;
    this.#gapMs = options.gapMs ?? 10_000;
    this.#batch = options.batch ?? 1_000;
    this.#onError = options.onError ?? (() => undefined);
  }

  /** Starts reading from the rows committed from now on (idempotent). */
  start(): Promise<void> {
    if (this.#running) return this.#starting ?? Promise.resolve();
    this.#running = true;
    this.#starting = this.#source.last().then(
      (last) => {
        this.#cursor = last;
        this.#gaps.clear();
        this.#schedule();
      },
      (error: unknown) => {
        this.#running = false;
        throw error;
      },
    );
    return this.#starting;
  }

  stop(): void {
    this.#running = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  #schedule(): void {
    if (!this.#running) return;
    this.#timer = setTimeout(() => void this.#tick(), this.#intervalMs);
    this.#timer.unref();
  }

  async #tick(): Promise<void> {
    try {
      let full = true;
      while (full && this.#running) {
        const rows = await this.#source.since(this.#cursor, [...this.#gaps.keys()], this.#batch);
        full = rows.length === this.#batch;
        this.#advance(rows);
        if (rows.length > 0) this.#deliver(rows);
      }
    } catch (error) {
      this.#onError(error);
    }
    this.#schedule();
  }

  #advance(rows: R[]): void {
    const now = Date.now();
    for (const [seq, seenAt] of this.#gaps) {
      if (now - seenAt > this.#gapMs) this.#gaps.delete(seq);
    }
    for (const row of rows) {
      this.#gaps.delete(row.seq);
      if (row.seq <= this.#cursor) continue;
      for (let missing = this.#cursor + 1; missing < row.seq; missing++) {
        if (this.#gaps.size >= MAX_GAPS) break;
        this.#gaps.set(missing, now);
      }
      this.#cursor = row.seq;
    }
  }
}
