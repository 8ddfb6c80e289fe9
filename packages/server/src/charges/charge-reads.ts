import type { Account } from '../platform/accounts.js';
import { expandObjects, listItemPaths } from '../platform/expand.js';
import { createdConditions, type ListObject, listPage } from '../platform/list-pages.js';
import { parseCreated } from '../platform/list-params.js';
import type { Store } from '../store/store.js';
import type { ChargeObject } from './charge-object.js';
import { findCharge } from './charge-rows.js';
import type { ListChargesParams } from './money-params.js';

/** Charges are written by confirmation and refunds; here they are read and listed. */
export class ChargeService {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async retrieve(account: Account, id: string, expand?: string[]): Promise<ChargeObject> {
    const charge = await findCharge(this.#store, account, id);
    const [expanded] = await expandObjects(this.#store, account, [charge], expand);
    return expanded ?? charge;
  }

  async list(account: Account, params: ListChargesParams): Promise<ListObject<ChargeObject>> {
    const values: unknown[] = [account.id];
    const where = ['account_id = $1'];
    if (params.payment_intent) {
      values.push(params.payment_intent);
      where.push(`payment_intent_id = $${values.length}`);
    }
    for (const field of ['customer', 'transfer_group'] as const) {
      const value = params[field];
      if (value === undefined) continue;
      values.push(value);
      where.push(`data->>'${field}' = $${values.length}`);
    }
    where.push(
      ...createdConditions(parseCreated(params.created), "(data->>'created')::bigint", values),
    );
    const page = await listPage<ChargeObject>(this.#store, {
      table: 'charges',
      kind: 'charge',
      where,
      values,
      page: params,
      url: '/v1/charges',
    });
    await expandObjects(this.#store, account, page.data, listItemPaths(params.expand));
    return page;
  }
}
