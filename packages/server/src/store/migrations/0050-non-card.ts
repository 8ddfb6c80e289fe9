// Non-card payment methods: mandates (bank debits), the delayed outcome of a debit (a job the
// settlement worker claims with SKIP LOCKED, like webhook deliveries: it survives restarts and
// several processes share it) and the simulated bank page a redirect method sends the buyer to
// (`consumed` marks an authorisation a charge has used, so one bank answer never pays twice).
// ready_at is epoch milliseconds; the worker adds its configured delay when it looks for work.
export const sql = `
CREATE TABLE mandates (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  payment_method_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX mandates_payment_method ON mandates (payment_method_id);

CREATE TABLE debit_settlements (
  id bigserial PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  intent_id text NOT NULL,
  charge_id text NOT NULL,
  slow boolean NOT NULL DEFAULT false,
  ready_at bigint NOT NULL,
  state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done')),
  settled_at bigint
);
CREATE INDEX debit_settlements_due ON debit_settlements (ready_at) WHERE state = 'pending';

CREATE TABLE bank_redirects (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  intent_id text NOT NULL,
  payment_method_id text NOT NULL,
  client_secret text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  consumed boolean NOT NULL DEFAULT false,
  return_url text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX bank_redirects_intent ON bank_redirects (intent_id, payment_method_id);
`;
