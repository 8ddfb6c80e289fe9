// The catalogue: Products and their Prices (`/v1/products`, `/v1/prices`). `inline` marks the
// ones made from a Checkout line item's `price_data` / `product_data`: real objects a retrieve
// finds, left out of lists and searches as Stripe leaves them out of the catalogue.
export const sql = `
CREATE TABLE products (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  created bigint NOT NULL,
  active boolean NOT NULL,
  shippable boolean,
  url text,
  inline boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL
);
CREATE INDEX products_account_seq ON products (account_id, seq);

CREATE TABLE prices (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  product_id text NOT NULL REFERENCES products (id),
  created bigint NOT NULL,
  active boolean NOT NULL,
  currency text NOT NULL,
  type text NOT NULL,
  recurring_interval text,
  recurring_usage_type text,
  lookup_key text,
  inline boolean NOT NULL DEFAULT false,
  data jsonb NOT NULL,
  -- Sent only when expanded (expand[]=currency_options), so kept beside the object.
  currency_options jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX prices_account_seq ON prices (account_id, seq);
CREATE INDEX prices_product ON prices (product_id);
-- One price per lookup key and account: transfer_lookup_key moves it in one transaction.
CREATE UNIQUE INDEX prices_lookup_key ON prices (account_id, lookup_key) WHERE lookup_key IS NOT NULL;
`;
