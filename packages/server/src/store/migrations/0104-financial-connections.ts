// Financial Connections: the sessions a shopper links bank accounts in (the merchant's, made
// with the secret key, or Stripe.js's own for an intent's collectBankAccountFor…), and the
// accounts linked. A session made for an intent remembers the intent and, when the shopper
// typed the account's numbers instead, the PaymentMethod that then needs microdeposits.
export const sql = `
CREATE TABLE financial_connections_sessions (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  client_secret text NOT NULL UNIQUE,
  payment_intent_id text,
  setup_intent_id text,
  status text NOT NULL DEFAULT 'pending',
  billing_details jsonb,
  manual_payment_method_id text,
  data jsonb NOT NULL
);
CREATE INDEX financial_connections_sessions_manual
  ON financial_connections_sessions (account_id, manual_payment_method_id);
CREATE TABLE financial_connections_accounts (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  session_id text NOT NULL REFERENCES financial_connections_sessions (id),
  customer_id text,
  data jsonb NOT NULL
);
CREATE INDEX financial_connections_accounts_account_seq
  ON financial_connections_accounts (account_id, seq);
`;
