import { useEffect, useId, useState } from 'react';
import {
  type Allowance,
  collectionReasons,
  expiryText,
  methodReasons,
} from './diagnostics-reasons.js';
import type { PaymentPage } from './payment-page.js';

/** A recent event of the session, as the diagnostics endpoint lists it. */
export interface SessionEvent {
  id: string;
  type: string;
  created: number;
}

export type EventsLoader = () => Promise<SessionEvent[] | null>;

type View = 'state' | 'allows' | 'events';

/**
 * Spec 000 §2's developer diagnostics panel for a hosted Checkout Session, shown in test mode
 * only and closed by default: an expanded flag (the disclosure) and three subviews (the
 * session's state, what it allows and why, its recent events). Written for the developer in
 * English, like Stripe's own test-mode tools; a chunk of its own, so live pages never load it.
 */
export function DiagnosticsPanel({
  page,
  loadEvents,
  now = Date.now,
}: {
  page: PaymentPage;
  loadEvents: EventsLoader;
  now?: () => number;
}) {
  const [expanded, setExpanded] = useState(false);
  const [view, setView] = useState<View>('state');
  const [events, setEvents] = useState<SessionEvent[] | null | 'loading'>('loading');
  const id = useId();

  useEffect(() => {
    if (!expanded || view !== 'events') return;
    let live = true;
    setEvents('loading');
    loadEvents().then((list) => live && setEvents(list));
    return () => {
      live = false;
    };
  }, [expanded, view, loadEvents]);

  return (
    <aside className="Diagnostics" aria-label="Developer diagnostics" lang="en" dir="ltr">
      <button
        type="button"
        className="Diagnostics-toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-body`}
        onClick={() => setExpanded(!expanded)}
      >
        Developer diagnostics (test mode)
      </button>
      <div id={`${id}-body`} hidden={!expanded} className="Diagnostics-body">
        <div className="Diagnostics-views">
          {(['state', 'allows', 'events'] as const).map((name) => (
            <button
              type="button"
              key={name}
              aria-pressed={view === name}
              onClick={() => setView(name)}
            >
              {{ state: 'Session state', allows: 'What it allows', events: 'Recent events' }[name]}
            </button>
          ))}
        </div>
        {view === 'state' && <StateView page={page} now={now()} />}
        {view === 'allows' && (
          <>
            <Table caption="Payment method types" rows={methodReasons(page)} />
            <Table caption="Collection settings" rows={collectionReasons(page)} />
          </>
        )}
        {view === 'events' && <EventsView events={events} />}
      </div>
    </aside>
  );
}

function StateView({ page, now }: { page: PaymentPage; now: number }) {
  const intent = page.payment_intent ?? page.setup_intent;
  const rows: [string, string][] = [
    ['session', page.session_id],
    ['status', page.status],
    ['payment_status', page.payment_status],
    ['mode', page.mode],
    ['ui_mode', page.ui_mode],
    ['locale', page.locale ?? 'auto'],
    ['currency', page.currency ?? '—'],
    ['total', String(page.line_item_group?.total ?? '—')],
    ['expires_at', expiryText(page.expires_at, now)],
    ['intent', intent ? `${intent.id} (${intent.status})` : 'none yet: created at confirm'],
    ['redirect_on_completion', page.redirect_on_completion ?? '—'],
    ['success_url', page.success_url ?? '—'],
    ['cancel_url', page.cancel_url ?? '—'],
  ];
  return (
    <dl className="Diagnostics-state">
      {rows.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ caption, rows }: { caption: string; rows: Allowance[] }) {
  return (
    <table className="Diagnostics-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Setting</th>
          <th scope="col">Value</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.subject}>
            <th scope="row">{row.subject}</th>
            <td>{row.value}</td>
            <td>{row.why}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function EventsView({ events }: { events: SessionEvent[] | null | 'loading' }) {
  if (events === 'loading') return <p role="status">Loading events…</p>;
  if (events === null) return <p>The session's events could not be read.</p>;
  if (events.length === 0) return <p>No events for this session yet.</p>;
  return (
    <ol className="Diagnostics-events">
      {events.map((event) => (
        <li key={event.id}>
          <code>{event.type}</code> <span>{new Date(event.created * 1000).toISOString()}</span>{' '}
          <code>{event.id}</code>
        </li>
      ))}
    </ol>
  );
}
