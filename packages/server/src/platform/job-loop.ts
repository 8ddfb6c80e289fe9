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
