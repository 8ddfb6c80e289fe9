import { useLayoutEffect, useRef } from 'react';

/** The part of an element these bindings need for events. */
export interface EventTarget {
  on(event: string, handler: (payload: unknown) => void): unknown;
  off(event: string, handler?: (payload: unknown) => void): unknown;
}

/**
 * Keeps `handler` subscribed to `event`. Merchants usually pass a new function on every render,
 * so the subscription follows the latest handler through a ref and only calls `on`/`off` when
 * a handler appears or goes away (or the element changes). Layout effects, declared before the
 * element's own, so that on unmount `off` runs while the element still exists.
 */
export function useElementEvent(
  element: EventTarget | null,
  event: string,
  handler: ((payload: unknown) => void) | undefined,
): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  const wanted = handler !== undefined;
  useLayoutEffect(() => {
    if (!wanted || element === null) return;
    const listener = (payload: unknown) => latest.current?.(payload);
    element.on(event, listener);
    return () => {
      element.off(event, listener);
    };
  }, [element, event, wanted]);
}
