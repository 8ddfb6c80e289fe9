import { useState } from 'react';

/** One import per chunk and document, shared by every render and by every later load. */
const imports = new Map<string, Promise<unknown>>();

/**
 * A lazy chunk of the payment frame (the other methods, the saved-methods picker, the wallet),
 * imported when `load` is first called. A failed import (the chunk could not be fetched) leaves
 * what the frame shows without it, is logged, calls `onFailure`, and is retried by the next load.
 */
export function useChunk<M>(what: string, importer: () => Promise<M>, onFailure?: () => void) {
  const [state, setState] = useState<{ module: M | null; pending: boolean }>({
    module: null,
    pending: false,
  });
  const load = (): void => {
    if (state.module !== null) return;
    setState({ module: null, pending: true });
    let pending = imports.get(what) as Promise<M> | undefined;
    if (pending === undefined) {
      pending = importer();
      imports.set(what, pending);
    }
    pending.then(
      (module) => setState({ module, pending: false }),
      (error: unknown) => {
        imports.delete(what);
        console.error(`[kassa frame] ${what} could not be loaded`, error);
        setState({ module: null, pending: false });
        onFailure?.();
      },
    );
  };
  return { ...state, load };
}
