// FX quotes (`/v1/fx_quotes`): a rate locked from the offline rate table for a while.
export const sql = `
CREATE TABLE fx_quotes (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  created bigint NOT NULL,
  data jsonb NOT NULL
);
`;
