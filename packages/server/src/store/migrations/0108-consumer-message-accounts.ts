// The test inbox per merchant: each message records the account whose key asked for the code,
// so a secret key reads only the codes its own checkout flows sent. Messages filed before this
// version have no account and no key reads them any more.
export const sql = `
ALTER TABLE consumer_messages ADD COLUMN account_id text;
CREATE INDEX consumer_messages_account ON consumer_messages (account_id, recipient, seq);
CREATE INDEX consumer_messages_account_seq ON consumer_messages (account_id, seq);
`;
