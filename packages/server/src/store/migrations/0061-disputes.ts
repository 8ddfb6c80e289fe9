// Disputes: the one a test card's issuer opens once its payment succeeds. Lists run per account
// in creation order, and by charge or PaymentIntent.
export const sql = `
CREATE TABLE disputes (
  seq bigserial,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  charge_id text NOT NULL REFERENCES charges (id),
  payment_intent_id text,
  created bigint NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX disputes_account_seq ON disputes (account_id, seq);
CREATE INDEX disputes_charge ON disputes (charge_id);
`;
