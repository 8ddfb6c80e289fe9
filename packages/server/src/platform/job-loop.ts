/** A worker's loop: one round after another until stopped, pausing when a round found little. */
export interface JobLoop {
  stop(): Promise<void>;
}

export interface JobLoopOptions {
  readonly pollIntervalMs: number;
  /** A round that handled this many jobs goes again at once: more may be due. */
  readonly batchSize: number;
  readonly signal: AbortSignal;
  readonly onError: (error: unknown) => void;
}

/**
 * Runs `round` until the signal aborts. Each round is a few short statements, so on PGlite's
 * single connection API requests keep their turn between rounds.
 */
export function startJobLoop(
  round: () => Promise<number>,
  options: JobLoopOptions,
  abort: () => void,
): JobLoop {
  const { signal } = options;
  let wake: (() => void) | undefined;
  signal.addEventListener('abort', () => wake?.());
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!signal.aborted) {
      let handled = 0;
      try {
        handled = await round();
      } catch (error) {
        if (!signal.aborted) options.onError(error);
      }
      await pause(handled >= options.batchSize ? 0 : options.pollIntervalMs);
    }
  })();
  return {
    async stop() {
      abort();
      await loop;
    },
  };
}

/** A worker without its loop: call runOnce() yourself (tests, or a scheduler of your own). */
export interface ManualBatchWorker<O> {
  readonly options: O;
  readonly signal: AbortSignal;
  /** One round: up to batchSize jobs, each `one(now)` until it finds none. Resolves to the count. */
  runOnce(now?: number): Promise<number>;
  abort(): void;
}

/** A started worker: its rounds run in a job loop until stop(). */
export interface BatchWorker {
  runOnce(now?: number): Promise<number>;
  stop(): Promise<void>;
}

/** Rounds of `one` (a job in its own short transaction, false when none is due). */
export function createBatchWorker<O extends { readonly batchSize: number }>(
  options: O,
  one: (now: number) => Promise<boolean>,
): ManualBatchWorker<O> {
  const stopping = new AbortController();
  async function runOnce(now = Date.now()): Promise<number> {
    let handled = 0;
    while (handled < options.batchSize && !stopping.signal.aborted && (await one(now))) {
      handled++;
    }
    return handled;
  }
  return { options, signal: stopping.signal, runOnce, abort: () => stopping.abort() };
}

/** Runs a manual worker's rounds in a job loop. */
export function startBatchWorker(
  worker: ManualBatchWorker<Omit<JobLoopOptions, 'signal'>>,
): BatchWorker {
  const loop = startJobLoop(
    () => worker.runOnce(),
    { ...worker.options, signal: worker.signal },
    worker.abort,
  );
  return { runOnce: worker.runOnce, stop: loop.stop };
}
