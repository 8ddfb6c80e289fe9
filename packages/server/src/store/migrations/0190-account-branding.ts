// An account's branding (Stripe's settings.branding: icon, primary and secondary colour), which
// the hosted Checkout page shows; the default account's is set at start (KASSA_ACCOUNT_*).
export const sql = `
ALTER TABLE accounts ADD COLUMN branding jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
