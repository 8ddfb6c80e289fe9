// Customers' cash balances (customer_balance payments): what each holds per currency, and the
// transactions that moved it (a test-mode funding, funds applied to a payment).
export const sql = `
CREATE TABLE customer_cash_balances (
  account_id text NOT NULL REFERENCES accounts (id),
  customer_id text NOT NULL,
  currency text NOT NULL,
  available bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, customer_id, currency)
);
CREATE TABLE customer_cash_balance_transactions (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  customer_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX customer_cash_balance_transactions_customer
  ON customer_cash_balance_transactions (account_id, customer_id, seq);
`;
