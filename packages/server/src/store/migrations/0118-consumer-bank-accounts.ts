// Bank accounts in the wallet beside cards: a payment detail holds either a card or a US bank
// account, the latter kept as us_bank_account PaymentMethods keep theirs (routing number,
// last4, a fingerprint and the test outcome decided at creation; never the account number).
export const sql = `
ALTER TABLE consumer_payment_details ALTER COLUMN card DROP NOT NULL;
ALTER TABLE consumer_payment_details ADD COLUMN bank_account jsonb;
`;
