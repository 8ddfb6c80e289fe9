import type { EventsLoader, SessionEvent } from './diagnostics-panel.js';

/**
 * Reads the session's recent events for the test-mode diagnostics panel
 * (GET /v1/payment_pages/:id/diagnostics, publishable key, test mode only); null on failure.
 */
export function sessionEventsLoader(
  sessionId: string,
  publishableKey: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): EventsLoader {
  return async () => {
    try {
      const response = await fetcher(
        `/v1/payment_pages/${encodeURIComponent(sessionId)}/diagnostics`,
        { credentials: 'omit', headers: { Authorization: `Bearer ${publishableKey}` } },
      );
      if (!response.ok) return null;
      const body = (await response.json()) as { events?: { data?: SessionEvent[] } };
      return body.events?.data ?? null;
    } catch {
      return null;
    }
  };
}
