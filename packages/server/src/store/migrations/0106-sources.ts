// Non-card Sources (Stripe's Sources API: iDEAL, Bancontact, SEPA debit…). The instrument is a
// payment_methods row with the source's id (src_…), so charges, customers' sources and refunds
// treat it as the method it holds; this table keeps what only a Source has: its status, flow,
// usage, amount and currency, its redirect and its type's own hash (the whole object but the
// owner, metadata and customer, which stay on the payment_methods row).
export const sql = `
CREATE TABLE sources (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  status text NOT NULL
    CHECK (status IN ('pending', 'chargeable', 'consumed', 'canceled', 'failed')),
  data jsonb NOT NULL
);
CREATE INDEX sources_account ON sources (account_id);
`;
