// Customers and what hangs off them: saved payment methods, setup intents, customer sessions
// and ephemeral keys. Objects stay whole in jsonb; the columns are what queries filter by.
// Secrets are looked up by their SHA-256, so a database dump does not hand out usable keys.
export const sql = `
CREATE TABLE customers (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  email text,
  created bigint NOT NULL,
  deleted boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL
);
CREATE INDEX customers_account_seq ON customers (account_id, seq) WHERE NOT deleted;
CREATE INDEX customers_account_email ON customers (account_id, email) WHERE NOT deleted;

ALTER TABLE payment_methods ADD COLUMN customer_id text;
ALTER TABLE payment_methods ADD COLUMN detached boolean NOT NULL DEFAULT false;
CREATE INDEX payment_methods_customer_seq ON payment_methods (customer_id, seq)
  WHERE customer_id IS NOT NULL;
CREATE INDEX payment_methods_account_seq ON payment_methods (account_id, seq);

CREATE TABLE setup_intents (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  customer_id text,
  payment_method_id text,
  status text NOT NULL,
  created bigint NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX setup_intents_account_seq ON setup_intents (account_id, seq);
CREATE INDEX setup_intents_customer ON setup_intents (customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE setup_attempts (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  setup_intent_id text NOT NULL,
  created bigint NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX setup_attempts_intent_seq ON setup_attempts (setup_intent_id, seq);

CREATE TABLE ephemeral_keys (
  id text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES accounts (id),
  customer_id text NOT NULL,
  expires bigint NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX ephemeral_keys_expires ON ephemeral_keys (expires);

CREATE TABLE customer_sessions (
  id text PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  account_id text NOT NULL REFERENCES accounts (id),
  customer_id text NOT NULL,
  expires_at bigint NOT NULL,
  data jsonb NOT NULL
);
`;
