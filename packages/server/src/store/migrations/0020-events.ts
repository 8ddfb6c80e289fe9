// Events, webhook endpoints and their delivery jobs. Jobs live here, not in timers, so a
// delivery survives a restart and several processes share the work (SKIP LOCKED claims).
// Times a worker compares (next_attempt_at) are epoch milliseconds; API times are seconds.
export const sql = `
CREATE TABLE events (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  type text NOT NULL,
  created bigint NOT NULL,
  pending_webhooks integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL
);
CREATE INDEX events_account_seq ON events (account_id, seq);

CREATE TABLE webhook_endpoints (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  status text NOT NULL CHECK (status IN ('enabled', 'disabled')),
  enabled_events text[] NOT NULL,
  secret text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX webhook_endpoints_account ON webhook_endpoints (account_id, status);

CREATE TABLE webhook_deliveries (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE DEFERRABLE INITIALLY DEFERRED,
  endpoint_id text NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  first_attempt_at bigint NOT NULL,
  next_attempt_at bigint NOT NULL,
  claim text
);
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);

CREATE TABLE webhook_attempts (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL,
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  event_id text NOT NULL,
  endpoint_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX webhook_attempts_event ON webhook_attempts (event_id, seq);
CREATE INDEX webhook_attempts_endpoint ON webhook_attempts (endpoint_id, seq);
`;
