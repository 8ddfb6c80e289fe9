// Radar Sessions (stripe.createRadarSession()): a snapshot of the shopper's browser a merchant
// passes later as radar_options[session] on a PaymentIntent, SetupIntent or PaymentMethod.
export const sql = `
CREATE TABLE radar_sessions (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  created bigint NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX radar_sessions_account ON radar_sessions (account_id);
`;
