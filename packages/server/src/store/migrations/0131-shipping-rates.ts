// Shipping rates (`/v1/shipping_rates`): what a Checkout Session offers as shipping options.
export const sql = `
CREATE TABLE shipping_rates (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  created bigint NOT NULL,
  active boolean NOT NULL,
  currency text NOT NULL,
  inline boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  -- fixed_amount.currency_options, sent only when expanded.
  currency_options jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX shipping_rates_account_seq ON shipping_rates (account_id, seq);
`;
