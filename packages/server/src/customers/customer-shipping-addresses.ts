import { resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import { newId } from '../platform/ids.js';
import type { Store } from '../store/store.js';
import {
  deleteShippingAddress,
  insertShippingAddress,
  listShippingAddresses,
  type SavedShippingAddress,
  updateShippingAddress,
} from './customer-address-rows.js';
import type { CustomerShipping } from './customer-object.js';
import { requireCustomer } from './customer-rows.js';

export type { SavedShippingAddress } from './customer-address-rows.js';

/** What makes two saved addresses the same place: the name and every address part. */
function sameAddress(a: CustomerShipping, b: CustomerShipping): boolean {
  const key = (s: CustomerShipping) =>
    JSON.stringify([
      s.name.trim().toLowerCase(),
      ...(['line1', 'line2', 'city', 'state', 'postal_code', 'country'] as const).map((part) =>
        (s.address[part] ?? '').trim().toUpperCase(),
      ),
    ]);
  return key(a) === key(b);
}

const KIND = 'customer shipping address';

/**
 * A customer's saved shipping addresses beyond its one `shipping` (which the Address Element
 * lists first). Addresses are saved from the customer's paid payments, each place once; the
 * saved view updates and removes them.
 */
export class CustomerShippingAddressService {
  readonly #store: Store;

  constructor(store: Store) {
    this.#store = store;
  }

  async list(account: Account, customerId: string): Promise<SavedShippingAddress[]> {
    return listShippingAddresses(this.#store, account, customerId);
  }

  /**
   * Saves an address for the customer unless it is already theirs (their `shipping` or a saved
   * one): answers the saved entry, or null when it was the customer's `shipping`.
   */
  save(
    account: Account,
    customerId: string,
    shipping: CustomerShipping,
  ): Promise<SavedShippingAddress | null> {
    return this.#store.transaction(async (tx) => {
      // The customer row, locked: two payments saving the same address write it once.
      const customer = await requireCustomer(tx, account, customerId, { lock: true });
      if (customer.shipping !== null && sameAddress(customer.shipping, shipping)) return null;
      const saved = await listShippingAddresses(tx, account, customerId);
      const known = saved.find((entry) => sameAddress(entry.shipping, shipping));
      if (known !== undefined) return known;
      const entry = { id: newId('csa'), shipping };
      await insertShippingAddress(tx, account, customerId, entry);
      return entry;
    });
  }

  async update(
    account: Account,
    customerId: string,
    id: string,
    shipping: CustomerShipping,
  ): Promise<SavedShippingAddress> {
    const entry = { id, shipping };
    if (!(await updateShippingAddress(this.#store, account, customerId, entry)))
      throw resourceMissing(KIND, id, 'address');
    return entry;
  }

  async remove(account: Account, customerId: string, id: string): Promise<void> {
    if (!(await deleteShippingAddress(this.#store, account, customerId, id)))
      throw resourceMissing(KIND, id, 'address');
  }
}
