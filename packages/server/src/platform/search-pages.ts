import { ApiError } from '../errors/api-error.js';
import type { Queryable } from '../store/store.js';
import { checkPage, type ListedTable } from './list-pages.js';
import type { Shape } from './schema.js';
import {
  checkSearchQuery,
  parseSearchQuery,
  type SearchFields,
  searchCondition,
} from './search-query.js';

/** What every `/search` endpoint takes. */
export const SEARCH_SHAPE = {
  query: { kind: 'string', required: true, maxLength: 10_000 },
  limit: { kind: 'integer' },
  page: { kind: 'string', maxLength: 200 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export interface SearchResult<T> {
  object: 'search_result';
  data: T[];
  has_more: boolean;
  next_page: string | null;
  url: string;
  total_count?: number;
}

export interface SearchPageQuery {
  readonly table: ListedTable;
  /** Conditions with $n placeholders numbered against `values` ($1 the account id). */
  readonly where: readonly string[];
  readonly values: readonly unknown[];
  readonly limit?: number | undefined;
  readonly page?: string | undefined;
  readonly url: string;
  /** `expand[]=total_count`: count every match as well. */
  readonly totalCount?: boolean;
}

// A page token is opaque to the caller: the creation order (`seq`) of the last row served.
const PREFIX = 'kassa_seq_';

function pageToken(seq: string): string {
  return Buffer.from(`${PREFIX}${seq}`, 'utf8').toString('base64url');
}

function readPageToken(token: string): string {
  const text = Buffer.from(token, 'base64url').toString('utf8');
  const seq = text.startsWith(PREFIX) ? text.slice(PREFIX.length) : '';
  if (!/^\d{1,18}$/.test(seq)) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid page: '${token.slice(0, 40)}'. Pass the next_page value of the previous search result.`,
      { param: 'page' },
    );
  }
  return seq;
}

/** One page of search results, newest first; `next_page` continues after its last row. */
export async function searchPage<T>(
  db: Queryable,
  query: SearchPageQuery,
): Promise<SearchResult<T>> {
  const limit = checkPage({ limit: query.limit });
  const where = [...query.where];
  const values = [...query.values];
  let total: number | undefined;
  if (query.totalCount) {
    const rows = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${query.table} WHERE ${where.join(' AND ')}`,
      values,
    );
    total = Number(rows[0]?.n ?? 0);
  }
  if (query.page !== undefined) {
    values.push(readPageToken(query.page));
    where.push(`seq < $${values.length}::bigint`);
  }
  values.push(limit + 1);
  const rows = await db.query<{ data: T; seq: string }>(
    `SELECT data, seq FROM ${query.table} WHERE ${where.join(' AND ')}
     ORDER BY seq DESC LIMIT $${values.length}`,
    values,
  );
  const hasMore = rows.length > limit;
  const served = rows.slice(0, limit);
  const last = served.at(-1);
  return {
    object: 'search_result',
    data: served.map((row) => row.data),
    has_more: hasMore,
    next_page: hasMore && last ? pageToken(String(last.seq)) : null,
    url: query.url,
    ...(total === undefined ? {} : { total_count: total }),
  };
}

/** The parameters of a `/search` call, as SEARCH_SHAPE parses them. */
export interface SearchCall {
  readonly query?: string | undefined;
  readonly limit?: number | undefined;
  readonly page?: string | undefined;
  readonly expand?: readonly string[] | undefined;
}

/** What one resource's `/search` reads: its table, its searchable fields, its own filters. */
export interface SearchTarget {
  readonly table: ListedTable;
  /** The resource's plural name, as search errors say it (`products`). */
  readonly resource: string;
  readonly fields: SearchFields;
  /** Conditions every result meets besides the account (no placeholders). */
  readonly where?: readonly string[];
  readonly url: string;
}

/** Runs a `/search` call over one account's rows of a resource. */
export function searchObjects<T>(
  db: Queryable,
  accountId: string,
  call: SearchCall,
  target: SearchTarget,
): Promise<SearchResult<T>> {
  const query = parseSearchQuery(call.query ?? '');
  checkSearchQuery(query, target.fields, target.resource);
  const values: unknown[] = [accountId];
  const where = [
    'account_id = $1',
    ...(target.where ?? []),
    searchCondition(query, target.fields, values),
  ];
  return searchPage(db, {
    table: target.table,
    where,
    values,
    limit: call.limit,
    page: call.page,
    url: target.url,
    totalCount: call.expand?.includes('total_count') ?? false,
  });
}
