// Every simulated provider page, not only banks: the page a redirect method (bank, wallet,
// pay-later) sends the buyer to, the page a QR code opens ("scanning" it), a voucher's hosted
// page and customer-balance transfer instructions all live in bank_redirects, told apart by
// `kind`. A QR code's or voucher's page has no return_url (the buyer is not redirected). A
// voucher can be expired as well as paid; a `microdeposits` page is where the shopper types
// the code of a hand-entered US bank account's deposit (hosted_verification_url); a page can be canceled. `settle_at`/`settle_to` is
// the outcome Stripe's test inputs (voucher e-mails) schedule, `expires_at` when a pending
// page expires: both are claimed by the page-outcome worker FOR UPDATE SKIP LOCKED, so they
// survive restarts and several processes on one PostgreSQL share them (epoch milliseconds).
//
// microdeposit_verifications: the two amounts or descriptor code a manually entered US bank
// account must be verified with before a debit from it starts (under the mandate accepted at
// the confirm), and the attempts left.
export const sql = `
ALTER TABLE bank_redirects ALTER COLUMN return_url DROP NOT NULL;
ALTER TABLE bank_redirects DROP CONSTRAINT bank_redirects_status_check;
ALTER TABLE bank_redirects ADD CONSTRAINT bank_redirects_status_check
  CHECK (status IN ('pending', 'succeeded', 'failed', 'canceled', 'expired'));
ALTER TABLE bank_redirects ADD COLUMN kind text NOT NULL DEFAULT 'redirect'
  CHECK (kind IN ('redirect', 'qr', 'voucher', 'bank_transfer', 'microdeposits'));
ALTER TABLE bank_redirects ADD COLUMN settle_at bigint;
ALTER TABLE bank_redirects ADD COLUMN settle_to text CHECK (settle_to IN ('succeeded', 'expired'));
ALTER TABLE bank_redirects ADD COLUMN expires_at bigint;
CREATE INDEX bank_redirects_due ON bank_redirects (LEAST(settle_at, expires_at))
  WHERE status = 'pending';

CREATE TABLE microdeposit_verifications (
  id text PRIMARY KEY,
  account_id text NOT NULL REFERENCES accounts (id),
  intent_id text NOT NULL,
  payment_method_id text NOT NULL,
  mandate_id text,
  microdeposit_type text NOT NULL CHECK (microdeposit_type IN ('amounts', 'descriptor_code')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts_left integer NOT NULL DEFAULT 3
);
CREATE INDEX microdeposit_verifications_intent ON microdeposit_verifications (intent_id);
`;
