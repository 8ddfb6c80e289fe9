import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../store/store.js';

export interface PageParams {
  readonly limit?: number | undefined;
  readonly starting_after?: string | undefined;
  readonly ending_before?: string | undefined;
}

export interface ListObject<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

// Only these tables are listed through here; the name is spliced into SQL, so it is checked.
export type ListedTable =
  | 'customers'
  | 'payment_intents'
  | 'payment_methods'
  | 'setup_intents'
  | 'setup_attempts'
  | 'charges'
  | 'refunds'
  | 'disputes'
  | 'early_fraud_warnings'
  | 'events'
  | 'webhook_endpoints'
  | 'payment_method_domains'
  | 'financial_connections_accounts'
  | 'customer_cash_balance_transactions'
  | 'balance_transaction_objects'
  | 'webhook_attempts'
  | 'checkout_sessions'
  | 'payment_links'
  | 'products'
  | 'prices'
  | 'shipping_rates';

export interface PageQuery {
  readonly table: ListedTable;
  /** Name used in "No such …" when a cursor does not exist. */
  readonly kind: string;
  /** Conditions on the table, with $1… placeholders numbered against `values`; $1 is always
   * the account id, which also scopes the cursor's lookup. */
  readonly where: readonly string[];
  readonly values: readonly unknown[];
  readonly page: PageParams;
  readonly url: string;
}

export const DEFAULT_LIMIT = 10;

/** Checks limit and cursors the way Stripe does before any query runs. */
export function checkPage(page: PageParams): number {
  const limit = page.limit ?? DEFAULT_LIMIT;
  if (limit < 1 || limit > 100) {
    throw new ApiError(
      'parameter_invalid_integer',
      limit < 1
        ? 'This value must be greater than or equal to 1.'
        : 'This value must be less than or equal to 100.',
      { param: 'limit' },
    );
  }
  if (page.starting_after && page.ending_before) {
    throw new ApiError(
      'parameter_invalid_value',
      'You may only specify one of these parameters: ending_before, starting_after.',
      { param: 'ending_before' },
    );
  }
  return limit;
}

/**
 * One page, newest first, by the table's `seq` (creation order): `starting_after` pages
 * towards older objects, `ending_before` towards newer ones. Reads limit+1 rows to know
 * whether more follow.
 */
export async function listPage<T>(db: Queryable, query: PageQuery): Promise<ListObject<T>> {
  // Generic over the table it is given: every list page's SQL is this one, not each rows module's.
  const limit = checkPage(query.page);
  const cursorId = query.page.starting_after ?? query.page.ending_before;
  const before = query.page.ending_before !== undefined;
  const where = [...query.where];
  const values = [...query.values];
  if (cursorId !== undefined) {
    const param = before ? 'ending_before' : 'starting_after';
    // Another account's object is no cursor here: its id answers "No such …" like an unknown one.
    const cursor = await db.query<{ seq: string }>(
      `SELECT seq FROM ${query.table} WHERE id = $1 AND account_id = $2`,
      [cursorId, query.values[0]],
    );
    const seq = cursor[0]?.seq;
    if (seq === undefined) {
      throw new ApiError('resource_missing', `No such ${query.kind}: '${cursorId}'`, { param });
    }
    values.push(seq);
    where.push(`seq ${before ? '>' : '<'} $${values.length}`);
  }
  values.push(limit + 1);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const rows = await db.query<{ data: T }>(
    `SELECT data FROM ${query.table} ${clause} ORDER BY seq ${before ? 'ASC' : 'DESC'}
     LIMIT $${values.length}`,
    values,
  );
  const hasMore = rows.length > limit;
  const data = rows.slice(0, limit).map((row) => row.data);
  if (before) data.reverse();
  return { object: 'list', data, has_more: hasMore, url: query.url };
}

export interface CreatedRange {
  readonly gt?: number | undefined;
  readonly gte?: number | undefined;
  readonly lt?: number | undefined;
  readonly lte?: number | undefined;
}

const OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/**
 * The conditions of one list query, each value numbered as it is added: the account first
 * ($1, which listPage also scopes its cursor lookup with), then each filter the call gives.
 * A filter whose value is undefined (not given) adds nothing.
 */
export class ListFilter {
  readonly where: string[] = ['account_id = $1'];
  readonly values: unknown[];

  constructor(accountId: string) {
    this.values = [accountId];
  }

  /** `column = value`. */
  equals(column: string, value: unknown): this {
    return this.on(value, (placeholder) => `${column} = ${placeholder}`);
  }

  /** A condition written around the value's placeholder (`type = ANY($2::text[])`). */
  on(value: unknown, condition: (placeholder: string) => string): this {
    if (value === undefined) return this;
    this.values.push(value);
    this.where.push(condition(`$${this.values.length}`));
    return this;
  }

  /** A condition without a value of its own (`NOT deleted`). */
  also(condition: string): this {
    this.where.push(condition);
    return this;
  }

  /** `created=…` or `created[gt|gte|lt|lte]=…` on `column`. */
  created(created: number | CreatedRange | undefined, column: string): this {
    this.where.push(...createdConditions(created, column, this.values));
    return this;
  }
}

/** `created=…` or `created[gt|gte|lt|lte]=…` as conditions appended to a query's values. */
export function createdConditions(
  created: number | CreatedRange | undefined,
  column: string,
  values: unknown[],
): string[] {
  if (created === undefined) return [];
  if (typeof created === 'number') {
    values.push(created);
    return [`${column} = $${values.length}`];
  }
  const out: string[] = [];
  for (const [key, operator] of Object.entries(OPERATORS)) {
    const bound = created[key as keyof CreatedRange];
    if (bound === undefined) continue;
    values.push(bound);
    out.push(`${column} ${operator} $${values.length}`);
  }
  return out;
}
