// Checkout Sessions and Payment Links. Each object is stored whole (data, in the latest API
// version's shape) beside the columns its lists, lookups and the expiry job filter on.
export const sql = `
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  seq bigserial UNIQUE,
  account_id text NOT NULL,
  created bigint NOT NULL,
  status text NOT NULL,
  expires_at bigint NOT NULL,
  payment_intent_id text,
  setup_intent_id text,
  customer_id text,
  customer_email text,
  payment_link_id text,
  line_items jsonb NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX checkout_sessions_account_seq ON checkout_sessions (account_id, seq);
CREATE INDEX checkout_sessions_due ON checkout_sessions (expires_at) WHERE status = 'open';
CREATE INDEX checkout_sessions_payment_intent ON checkout_sessions (payment_intent_id)
  WHERE payment_intent_id IS NOT NULL;
CREATE INDEX checkout_sessions_setup_intent ON checkout_sessions (setup_intent_id)
  WHERE setup_intent_id IS NOT NULL;

CREATE TABLE payment_links (
  id text PRIMARY KEY,
  seq bigserial UNIQUE,
  account_id text NOT NULL,
  created bigint NOT NULL,
  active boolean NOT NULL,
  token text NOT NULL UNIQUE,
  line_items jsonb NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX payment_links_account_seq ON payment_links (account_id, seq);
`;
