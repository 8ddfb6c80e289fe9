// Objects are stored whole as jsonb (the API shape is the record); the columns beside them
// are what queries filter, lock and order by. `seq` gives lists a stable creation order.
export const sql = `
CREATE TABLE accounts (
  id text PRIMARY KEY,
  is_default boolean NOT NULL DEFAULT false,
  business_name text NOT NULL,
  country text NOT NULL,
  default_currency text NOT NULL,
  fingerprint_secret text NOT NULL,
  created bigint NOT NULL
);
CREATE UNIQUE INDEX accounts_one_default ON accounts (is_default) WHERE is_default;

CREATE TABLE api_keys (
  key text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  kind text NOT NULL CHECK (kind IN ('secret', 'publishable')),
  created bigint NOT NULL
);
CREATE INDEX api_keys_account ON api_keys (account_id, kind);

CREATE TABLE payment_methods (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  test_outcome text NOT NULL,
  data jsonb NOT NULL
);

CREATE TABLE payment_intents (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  status text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX payment_intents_account_seq ON payment_intents (account_id, seq);

CREATE TABLE charges (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  payment_intent_id text REFERENCES payment_intents (id) DEFERRABLE INITIALLY DEFERRED,
  data jsonb NOT NULL
);
CREATE INDEX charges_payment_intent ON charges (payment_intent_id);

CREATE TABLE idempotency_keys (
  account_id text NOT NULL REFERENCES accounts (id),
  key text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL CHECK (state IN ('running', 'done')),
  response_status integer,
  response_body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
`;
