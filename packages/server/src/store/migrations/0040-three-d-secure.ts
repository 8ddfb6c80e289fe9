// 3-D Secure authentication attempts. A confirm that needs authentication writes one (pending);
// the challenge page completes it once. `consumed` marks a success that a charge has used, so one
// authentication never pays twice. The client secret and return URL stay out of the object.
export const sql = `
CREATE TABLE three_d_secure_attempts (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  intent_id text NOT NULL,
  payment_method_id text NOT NULL,
  client_secret text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  consumed boolean NOT NULL DEFAULT false,
  return_url text,
  redirect boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL
);
CREATE INDEX three_d_secure_attempts_intent ON three_d_secure_attempts (intent_id, payment_method_id);
`;
