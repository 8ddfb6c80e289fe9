// Each account's payment method activation (Stripe's Dashboard setting): the types it has not
// activated, which the elements session lists as `unactivated_payment_method_types` and the
// Payment Element shows with a warning in test mode. Empty: every type active.
export const sql = `
ALTER TABLE accounts ADD COLUMN unactivated_payment_method_types jsonb NOT NULL DEFAULT '[]';
`;
