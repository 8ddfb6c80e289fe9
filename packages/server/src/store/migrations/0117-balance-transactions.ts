// Balance transactions: what each captured payment, refund, failed refund and dispute did to the
// account's balance. `status` is not stored: the view derives it from `available_on` at read
// time, so funds become available with no job running.
export const sql = `
CREATE TABLE balance_transactions (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  source_id text,
  type text NOT NULL,
  currency text NOT NULL,
  created bigint NOT NULL,
  available_on bigint NOT NULL,
  net bigint NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX balance_transactions_account_seq ON balance_transactions (account_id, seq);
CREATE INDEX balance_transactions_source ON balance_transactions (account_id, source_id);
CREATE VIEW balance_transaction_objects AS
  SELECT seq, id, account_id, source_id, type, currency, created, available_on, net,
    data || jsonb_build_object('status',
      CASE WHEN available_on <= extract(epoch FROM now()) THEN 'available' ELSE 'pending' END
    ) AS data
  FROM balance_transactions;
`;
