// A customer's saved shipping addresses beside its one `shipping` (spec 001: the Address
// Element's saved view lists, updates and removes them): each the Customer's shipping shape
// (name, phone, address), in the order they were saved.
export const sql = `
CREATE TABLE customer_shipping_addresses (
  seq bigserial UNIQUE,
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  customer_id text NOT NULL,
  data jsonb NOT NULL
);
CREATE INDEX customer_shipping_addresses_customer
  ON customer_shipping_addresses (account_id, customer_id, seq);
`;
