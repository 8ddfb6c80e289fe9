// Passkeys of wallet accounts (WebAuthn): the credential's public key (COSE, base64url), its
// signature counter, and whether it was disabled (a counter that went back: a cloned key).
// Challenges live in consumer_verifications (as the hash of the challenge, single use).
export const sql = `
CREATE TABLE consumer_passkeys (
  id text PRIMARY KEY,
  consumer_id text NOT NULL REFERENCES consumer_accounts (id) ON DELETE CASCADE,
  public_key text NOT NULL,
  counter bigint NOT NULL,
  transports jsonb NOT NULL,
  backed_up boolean NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  created bigint NOT NULL,
  last_used bigint
);
CREATE INDEX consumer_passkeys_consumer ON consumer_passkeys (consumer_id);
`;
