import type { Json } from '@kassa/protocol';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import type { ElementHandlers, FrameRuntime } from './frame-runtime.js';

/**
 * Registers the UI's answers with the runtime. The runtime always calls the latest handlers,
 * so a port request sees the state of the last render, not the first.
 */
export function useElementHandlers(runtime: FrameRuntime, handlers: ElementHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    runtime.setHandlers({
      validate: () => latest.current.validate(),
      collect: () => latest.current.collect(),
      confirmError: (error) => latest.current.confirmError(error),
      command: (command, payload) => latest.current.command(command, payload),
      broadcast: (event, payload) => latest.current.broadcast(event, payload),
    });
    return () => runtime.setHandlers(null);
  }, [runtime]);
}

/**
 * Announces `ready` after the first paint of the complete UI (Stripe's meaning: fully rendered,
 * focus() works; a skeleton waiting for data is not complete) and reports the height as it
 * changes. The whole body is measured, not the app's root, so the room kept around inputs for
 * focus rings counts too.
 */
export function useFrameSignals(
  runtime: FrameRuntime,
  root: RefObject<HTMLElement | null>,
  complete = true,
): void {
  useEffect(() => {
    if (complete) runtime.markRendered();
  }, [runtime, complete]);
  useEffect(() => {
    const element = root.current?.ownerDocument.body;
    if (element === undefined) return;
    const report = (): void => runtime.reportHeight(element.getBoundingClientRect().height);
    report();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(report);
    observer.observe(element);
    return () => observer.disconnect();
  }, [runtime, root]);
}

/** Emits `change` whenever what the merchant may see changes; identical payloads are not resent. */
export function useChangeEvent(runtime: FrameRuntime, payload: Json): void {
  const serialised = JSON.stringify(payload);
  const last = useRef<string | null>(null);
  useEffect(() => {
    // The first state is what the merchant already knows from creating the element.
    if (last.current === null) {
      last.current = serialised;
      return;
    }
    if (last.current === serialised) return;
    last.current = serialised;
    runtime.emit('change', JSON.parse(serialised) as Json);
  }, [runtime, serialised]);
}

/**
 * Focus, blur and escape for the element as a whole: moving between inputs of the same frame
 * is neither a blur nor a focus for the merchant.
 */
export function useElementFocusEvents(runtime: FrameRuntime) {
  const elementType = runtime.params.elementType;
  const autofilled = useRef(false);
  return {
    // Whether the browser filled an input (Chrome and Safari mark it :autofill): the loader
    // puts Stripe's `StripeElement--webkit-autofill` class on the mount node while it holds.
    onInput(event: FormEvent<HTMLElement>) {
      let filled = false;
      try {
        filled = event.currentTarget.querySelector(':autofill') !== null;
      } catch {
        // A browser without the selector autofills without telling; nothing to report.
      }
      if (filled === autofilled.current) return;
      autofilled.current = filled;
      runtime.emit('autofill', { autofilled: filled });
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      const from = event.relatedTarget;
      if (from instanceof Node && event.currentTarget.contains(from)) return;
      runtime.emit('focus', { elementType });
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const to = event.relatedTarget;
      if (to instanceof Node && event.currentTarget.contains(to)) return;
      runtime.emit('blur', { elementType });
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key === 'Escape') runtime.emit('escape', { elementType });
    },
  };
}
