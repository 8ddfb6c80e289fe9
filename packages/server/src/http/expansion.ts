import type { Context } from 'hono';
import type { ListObject } from '../platform/list-pages.js';
import type { AppEnv } from './env.js';

/** The object with `expand[]` applied (customer-side fields, nested paths included). */
export async function expanded<T>(
  c: Context<AppEnv>,
  object: T,
  paths: readonly string[] | undefined,
): Promise<T> {
  if (!paths?.length) return object;
  const [done] = await c.get('services').expand.objects(c.get('caller').account, [object], paths);
  return done as T;
}

/** A list with `expand[]=data.…` applied to its items. */
export async function expandedList<T>(
  c: Context<AppEnv>,
  list: ListObject<T>,
  paths: readonly string[] | undefined,
): Promise<ListObject<T>> {
  if (!paths?.length) return list;
  const { expand } = c.get('services');
  await expand.objects(c.get('caller').account, list.data, expand.listItemPaths(paths));
  return list;
}
