import { useLayoutEffect, useRef } from 'react';

/** The part of an element these bindings need for events. */
export interface EventTarget {
  on(event: string, handler: (payload: unknown) => void): unknown;
  off(event: string, handler?: (payload: unknown) => void): unknown;
}

export type ElementHandlers = Readonly<Record<string, ((payload: unknown) => void) | undefined>>;

/**
 * Keeps each handler subscribed to its event (`handlers` maps event names to handlers, undefined
 * for none). Merchants usually pass new functions on every render, so the subscriptions follow
 * the latest handlers through a ref and only call `on`/`off` when a handler appears or goes away
 * (or the element changes). Layout effects, declared before the element's own, so that on
 * unmount `off` runs while the element still exists.
 */
export function useElementEvents(element: EventTarget | null, handlers: ElementHandlers): void {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  // The events with a handler, as one string: the effect below runs again only when it changes.
  const wanted = Object.keys(handlers)
    .filter((event) => handlers[event] !== undefined)
    .join(' ');
  useLayoutEffect(() => {
    if (wanted === '' || element === null) return;
    const listeners = wanted
      .split(' ')
      .map((event) => [event, (payload: unknown) => latest.current[event]?.(payload)] as const);
    for (const [event, listener] of listeners) element.on(event, listener);
    return () => {
      for (const [event, listener] of listeners) element.off(event, listener);
    };
  }, [element, wanted]);
}
