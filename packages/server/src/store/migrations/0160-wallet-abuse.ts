// The wallet against abuse (issue 31).
// * Realms: a wallet account lives in the realm of the delivery that proves it. Where codes go
//   to the test inbox, every merchant account has its own test realm ('test:<acct id>'), so a
//   shop that can read its inbox can only ever sign in to wallets made through its own
//   checkout; where a real transport (SMTP, an SMS webhook) delivers codes, the wallet is shared
//   by the instance's merchants ('shared'), as Link's is. An e-mail is unique per realm.
//   Accounts made before this version are 'shared'.
// * A phone receives sign-in codes only once proven (phone_verified).
// * Consecutive wrong codes per account, with the lockout they earn (NIST SP 800-63B §5.2.2).
export const sql = `
ALTER TABLE consumer_accounts ADD COLUMN realm text NOT NULL DEFAULT 'shared';
ALTER TABLE consumer_accounts DROP CONSTRAINT consumer_accounts_email_key_key;
CREATE UNIQUE INDEX consumer_accounts_realm_email ON consumer_accounts (realm, email_key);
ALTER TABLE consumer_accounts ADD COLUMN phone_verified boolean NOT NULL DEFAULT false;
ALTER TABLE consumer_accounts ADD COLUMN failed_checks integer NOT NULL DEFAULT 0;
ALTER TABLE consumer_accounts ADD COLUMN locked_until bigint NOT NULL DEFAULT 0;
`;
