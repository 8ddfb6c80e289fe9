// Stripe's refund and early fraud warning test cards. A refund of an asynchronous refund card's
// payment settles later: a job the settlement worker claims with SKIP LOCKED, like a bank debit's
// (ready_at is epoch milliseconds; the worker adds its configured delay). Early fraud warnings
// are the Radar objects the issuer of the warning card files once its payment succeeds.
export const sql = `
CREATE TABLE refund_settlements (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  refund_id text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('succeeded', 'failed')),
  ready_at bigint NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
  settled_at bigint
);
CREATE INDEX refund_settlements_due ON refund_settlements (ready_at) WHERE state = 'pending';

CREATE TABLE early_fraud_warnings (
  seq bigserial,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  charge_id text NOT NULL REFERENCES charges (id),
  payment_intent_id text,
  created bigint NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX early_fraud_warnings_account_seq ON early_fraud_warnings (account_id, seq);
CREATE INDEX early_fraud_warnings_charge ON early_fraud_warnings (charge_id);
`;
