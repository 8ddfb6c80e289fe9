// Refunds, confirmation tokens and tokens. Charges already exist (0001); lists of them need an
// index in creation order per account. Secrets a token stands for (the payment method it made,
// the test outcome of its card) live in columns, never in the rendered object.
export const sql = `
CREATE INDEX charges_account_seq ON charges (account_id, seq);

CREATE TABLE refunds (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  charge_id text NOT NULL REFERENCES charges (id),
  payment_intent_id text,
  data jsonb NOT NULL
);
CREATE INDEX refunds_account_seq ON refunds (account_id, seq);
CREATE INDEX refunds_charge ON refunds (charge_id);

CREATE TABLE confirmation_tokens (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  payment_method_id text NOT NULL REFERENCES payment_methods (id),
  expires_at bigint NOT NULL,
  data jsonb NOT NULL
);

CREATE TABLE tokens (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  test_outcome text,
  card_details jsonb,
  used boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL
);
`;
