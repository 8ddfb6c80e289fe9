import type { Account } from '../platform/accounts.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
  type PageParams,
} from '../platform/list-pages.js';
import type { Queryable } from '../store/store.js';
import type { SetupAttemptObject } from './setup-intent-object.js';

// The setup_attempts table: every statement on it is here (its list page through the generic
// listPage of platform/, as every list is).

const INSERT_SQL = `INSERT INTO setup_attempts (id, account_id, setup_intent_id, created, data)
  VALUES ($1, $2, $3, $4, $5::jsonb)`;

/** Records one confirmation of a SetupIntent. */
export async function insertSetupAttempt(
  db: Queryable,
  account: Account,
  attempt: SetupAttemptObject,
): Promise<void> {
  await db.query(INSERT_SQL, [
    attempt.id,
    account.id,
    attempt.setup_intent,
    attempt.created,
    JSON.stringify(attempt),
  ]);
}

/** One page of a SetupIntent's attempts, newest first. */
export function listSetupAttempts(
  db: Queryable,
  account: Account,
  setupIntent: string,
  params: PageParams & { created?: number | CreatedRange },
): Promise<ListObject<SetupAttemptObject>> {
  const filter = new ListFilter(account.id)
    .equals('setup_intent_id', setupIntent)
    .created(params.created, 'created');
  return listPage<SetupAttemptObject>(db, {
    table: 'setup_attempts',
    kind: 'setup_attempt',
    where: filter.where,
    values: filter.values,
    page: params,
    url: '/v1/setup_attempts',
  });
}
