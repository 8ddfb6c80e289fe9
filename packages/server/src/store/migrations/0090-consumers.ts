// The wallet (Link): consumer accounts are instance-wide (one Kassa instance is one wallet
// network shared by its merchant accounts); a consumer session is bound to the merchant account,
// the key and the origin that opened it. Secrets are stored as SHA-256, one-time codes as an
// HMAC under a server pepper (consumer_settings), never in clear outside the test inbox.
export const sql = `
CREATE TABLE consumer_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  code_pepper text NOT NULL
);

CREATE TABLE consumer_accounts (
  id text PRIMARY KEY,
  email_key text NOT NULL UNIQUE,
  email text NOT NULL,
  phone text,
  phone_country text,
  legal_name text,
  country text NOT NULL,
  locale text,
  consent_action text NOT NULL,
  created bigint NOT NULL
);

CREATE TABLE consumer_sessions (
  id text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  consumer_id text REFERENCES consumer_accounts (id) ON DELETE CASCADE,
  email_key text NOT NULL,
  account_id text NOT NULL,
  key_hash text NOT NULL,
  origin text,
  verified_factor text,
  created bigint NOT NULL,
  idle_expires bigint NOT NULL,
  absolute_expires bigint NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX consumer_sessions_consumer ON consumer_sessions (consumer_id);

CREATE TABLE consumer_verifications (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  session_id text NOT NULL REFERENCES consumer_sessions (id) ON DELETE CASCADE,
  type text NOT NULL,
  state text NOT NULL,
  code_hmac text,
  expires bigint NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  created bigint NOT NULL
);
CREATE INDEX consumer_verifications_session ON consumer_verifications (session_id, type, seq);

CREATE TABLE consumer_messages (
  seq bigserial PRIMARY KEY,
  id text NOT NULL UNIQUE,
  channel text NOT NULL,
  recipient text NOT NULL,
  consumer_id text REFERENCES consumer_accounts (id) ON DELETE CASCADE,
  subject text NOT NULL,
  body text NOT NULL,
  code text,
  created bigint NOT NULL
);
CREATE INDEX consumer_messages_recipient ON consumer_messages (recipient, seq);

CREATE TABLE rate_limit_hits (
  key text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key, window_start)
);
`;
