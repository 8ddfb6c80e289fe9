// The official Stripe CLI against Kassa (issue 26): the account's stable `stripe listen` signing
// secret, the CLI sessions (`POST /v1/stripecli/sessions`, checked again when their websocket
// connects, so any process sharing the database accepts it), what the CLI answered for each
// event it was sent (its forward results: delivery attempts the dashboard reads), and the API's
// request logs (`stripe logs tail`, the dashboard's logs), trimmed by age, and the events resent
// to the CLI (`stripe events resend`). Times are epoch ms.
export const sql = `
CREATE TABLE stripecli_secrets (
  account_id text PRIMARY KEY REFERENCES accounts (id),
  secret text NOT NULL
);

CREATE TABLE stripecli_sessions (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  feature text NOT NULL CHECK (feature IN ('webhooks', 'request_logs')),
  device_name text,
  filters jsonb,
  created_at bigint NOT NULL,
  expires_at bigint NOT NULL
);
CREATE INDEX stripecli_sessions_expiry ON stripecli_sessions (expires_at);

CREATE TABLE stripecli_attempts (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL,
  event_id text NOT NULL,
  session_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX stripecli_attempts_event ON stripecli_attempts (event_id, seq);

-- POST /v1/events/:id/retry without a webhook endpoint: the event goes again to the
-- account's listening CLIs (read by seq like events, so every process sees it).
CREATE TABLE stripecli_resends (
  seq bigserial UNIQUE,
  account_id text NOT NULL,
  event_id text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX stripecli_resends_created ON stripecli_resends (created_at);

-- balance.available (the event \`stripe trigger balance.available\` waits for): up to which
-- available_on (unix seconds) each account's newly available funds were announced.
CREATE TABLE balance_available_marks (
  account_id text PRIMARY KEY REFERENCES accounts (id),
  announced_until bigint NOT NULL
);
CREATE INDEX balance_transactions_available_on ON balance_transactions (available_on);

CREATE TABLE request_logs (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text,
  created_at bigint NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  ip text,
  source text NOT NULL,
  idempotency_key text,
  api_version text,
  request_body jsonb,
  response_body jsonb
);
CREATE INDEX request_logs_account_seq ON request_logs (account_id, seq);
CREATE INDEX request_logs_created ON request_logs (created_at);
`;
