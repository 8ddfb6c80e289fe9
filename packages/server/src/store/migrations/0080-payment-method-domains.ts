// Payment method domains: the merchant's registered web domains, consulted for wallet buttons.
export const sql = `
CREATE TABLE payment_method_domains (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  domain_name text NOT NULL,
  enabled boolean NOT NULL,
  data jsonb NOT NULL,
  UNIQUE (account_id, domain_name)
);
CREATE INDEX payment_method_domains_account_seq ON payment_method_domains (account_id, seq);
`;
