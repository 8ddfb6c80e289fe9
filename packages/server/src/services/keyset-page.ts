import { resourceMissing } from '../errors/api-error.js';
import type { Queryable } from '../store/store.js';
import { checkPage, type ListObject, type PageParams } from './list-pages.js';

// The events tables, paged like list-pages.ts's listPage (whose table list is another
// owner's); the lookup of a cursor is scoped to the account as well.
export type EventTable = 'events' | 'webhook_endpoints' | 'webhook_attempts';

export interface EventPageQuery {
  readonly table: EventTable;
  /** Names the object in "No such …" when a cursor id is unknown. */
  readonly kind: string;
  /** Conditions over $1…$n of `values`; $1 is always the account id. */
  readonly where: readonly string[];
  readonly values: readonly unknown[];
  readonly page: PageParams;
  readonly url: string;
}

/** One page, newest first, by keyset on `seq`; ending_before pages towards newer objects. */
export async function keysetPage<T>(db: Queryable, query: EventPageQuery): Promise<ListObject<T>> {
  const { page, table } = query;
  const limit = checkPage(page);
  const where = [...query.where];
  const values = [...query.values];
  const cursor = page.starting_after ?? page.ending_before;
  const backwards = page.ending_before !== undefined;
  if (cursor !== undefined) {
    const param = backwards ? 'ending_before' : 'starting_after';
    const found = await db.query<{ seq: string }>(
      `SELECT seq FROM ${table} WHERE id = $1 AND account_id = $2`,
      [cursor, values[0]],
    );
    if (!found[0]) throw resourceMissing(query.kind, cursor, param);
    values.push(found[0].seq);
    where.push(`seq ${backwards ? '>' : '<'} $${values.length}`);
  }
  values.push(limit + 1);
  const rows = await db.query<{ data: T }>(
    `SELECT data FROM ${table} WHERE ${where.join(' AND ')}
     ORDER BY seq ${backwards ? 'ASC' : 'DESC'} LIMIT $${values.length}`,
    values,
  );
  const hasMore = rows.length > limit;
  const data = rows.slice(0, limit).map((row) => row.data);
  if (backwards) data.reverse();
  return { object: 'list', data, has_more: hasMore, url: query.url };
}
