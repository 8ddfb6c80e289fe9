import type { Queryable } from '../store/store.js';
import type { FxQuoteObject } from './fx-quote-object.js';

// The one module owning the fx_quotes table's SQL.

export async function insertFxQuote(
  db: Queryable,
  accountId: string,
  quote: FxQuoteObject,
): Promise<void> {
  await db.query(
    'INSERT INTO fx_quotes (id, account_id, created, data) VALUES ($1, $2, $3, $4::jsonb)',
    [quote.id, accountId, quote.created, JSON.stringify(quote)],
  );
}

export async function findFxQuote(
  db: Queryable,
  accountId: string,
  id: string,
): Promise<FxQuoteObject | null> {
  const rows = await db.query<{ data: FxQuoteObject }>(
    'SELECT data FROM fx_quotes WHERE id = $1 AND account_id = $2',
    [id, accountId],
  );
  return rows[0]?.data ?? null;
}
