// A Financial Connections session a wallet account opened to add a bank account: the account
// it links may become that wallet's bank account only (consumers/link_account_sessions).
export const sql = `
ALTER TABLE financial_connections_sessions ADD COLUMN consumer_id text;
`;
