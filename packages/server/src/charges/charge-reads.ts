import type { Account } from '../platform/accounts.js';
import { expandObjects, listItemPaths } from '../platform/expand.js';
import { ListFilter, type ListObject, listPage } from '../platform/list-pages.js';
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
    const filter = new ListFilter(account.id)
      .equals('payment_intent_id', params.payment_intent)
      .equals("data->>'customer'", params.customer)
      .equals("data->>'transfer_group'", params.transfer_group)
      .created(parseCreated(params.created), "(data->>'created')::bigint");
    const page = await listPage<ChargeObject>(this.#store, {
      table: 'charges',
      kind: 'charge',
      where: filter.where,
      values: filter.values,
      page: params,
      url: '/v1/charges',
    });
    await expandObjects(this.#store, account, page.data, listItemPaths(params.expand));
    return page;
  }
}
