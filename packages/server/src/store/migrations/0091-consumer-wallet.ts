// What a wallet account holds: payment details (cards, kept as the vault keeps them: brand,
// last4, expiry, a wallet-wide fingerprint and the test outcome; never the number or the CVC)
// and shipping addresses (never a phone: spec 001 §3 strips it on create).
export const sql = `
CREATE TABLE consumer_payment_details (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  consumer_id text NOT NULL REFERENCES consumer_accounts (id) ON DELETE CASCADE,
  type text NOT NULL,
  card jsonb NOT NULL,
  test_outcome text NOT NULL,
  billing_address jsonb NOT NULL,
  billing_email text,
  nickname text,
  is_default boolean NOT NULL DEFAULT false,
  created bigint NOT NULL
);
CREATE INDEX consumer_payment_details_consumer ON consumer_payment_details (consumer_id, seq);

CREATE TABLE consumer_shipping_addresses (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  consumer_id text NOT NULL REFERENCES consumer_accounts (id) ON DELETE CASCADE,
  address jsonb NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created bigint NOT NULL
);
CREATE INDEX consumer_shipping_addresses_consumer ON consumer_shipping_addresses (consumer_id, seq);
`;
