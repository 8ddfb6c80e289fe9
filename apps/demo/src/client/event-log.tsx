import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/**
 * A visible log of the element events the shop received, so a shopper (and the browser tests)
 * can watch ready/change/focus/blur arrive on the merchant page.
 */
export interface LoggedEvent {
  element: string;
  event: string;
  detail: string;
}

type Log = (element: string, event: string, payload?: unknown) => void;

const EventLogContext = createContext<Log>(() => {});

function describePayload(payload: unknown): string {
  if (payload === null || typeof payload !== 'object') return '';
  const { complete, empty, error, value } = payload as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof complete === 'boolean') parts.push(`complete=${complete}`);
  if (typeof empty === 'boolean') parts.push(`empty=${empty}`);
  if (value && typeof value === 'object' && 'type' in value)
    parts.push(`type=${String(value.type)}`);
  if (error && typeof error === 'object' && 'code' in error)
    parts.push(`error=${String(error.code)}`);
  return parts.join(' ');
}

export function EventLogProvider({ children }: { children: ReactNode }) {
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const log = useCallback<Log>((element, event, payload) => {
    setEvents((previous) => [...previous, { element, event, detail: describePayload(payload) }]);
  }, []);
  return (
    <EventLogContext.Provider value={log}>
      {children}
      <section className="event-log" aria-label="Element events">
        <h2>Element events</h2>
        {/* The log scrolls: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard */}
        <ol data-testid="element-events" tabIndex={0} aria-label="Element events log">
          {events.map((entry, index) => (
            <li
              // The log only grows, so the position is a stable key.
              // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
              key={index}
              data-element={entry.element}
              data-event={entry.event}
            >
              {`${entry.element} ${entry.event}${entry.detail ? ` ${entry.detail}` : ''}`}
            </li>
          ))}
        </ol>
      </section>
    </EventLogContext.Provider>
  );
}

/** Event props that log every standard element event for one element (none when off). */
export function useLoggedEvents(element: string, listening = true) {
  const log = useContext(EventLogContext);
  return useMemo(
    () =>
      listening
        ? {
            onReady: () => log(element, 'ready'),
            onChange: (event: unknown) => log(element, 'change', event),
            onFocus: () => log(element, 'focus'),
            onBlur: () => log(element, 'blur'),
            onEscape: () => log(element, 'escape'),
          }
        : {},
    [element, log, listening],
  );
}
