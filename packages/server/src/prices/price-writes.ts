import { ApiError } from '../errors/api-error.js';
import { record } from '../events/event-service.js';
import type { Account } from '../platform/accounts.js';
import { randomBase62 } from '../platform/ids.js';
import type { Queryable } from '../store/store.js';
import type { PriceAmounts } from './price-amounts.js';
import type { CurrencyOption, PriceObject } from './price-object.js';
import { findPriceByLookupKey, insertPrice, updatePrice } from './price-rows.js';

// Writing a new price: its object, its lookup key (moved from another price when asked) and
// its event, in the caller's transaction.

export interface NewPrice {
  readonly amounts: PriceAmounts;
  readonly product: string;
  readonly now: number;
  readonly active?: boolean | undefined;
  readonly lookupKey?: string | undefined;
  readonly transferLookupKey?: boolean | undefined;
  readonly nickname?: string | undefined;
  readonly metadata?: Record<string, string> | undefined;
  /** Made from a line item's price_data: left out of lists and searches. */
  readonly inline?: boolean;
}

/** Every currency's amounts, the price's own first (what expand[]=currency_options shows). */
export function allCurrencyOptions(amounts: PriceAmounts): Record<string, CurrencyOption> {
  return {
    [amounts.currency]: {
      custom_unit_amount: amounts.custom_unit_amount,
      tax_behavior: amounts.tax_behavior,
      unit_amount: amounts.unit_amount,
      unit_amount_decimal: amounts.unit_amount_decimal,
    },
    ...amounts.currency_options,
  };
}

export function lookupKeyTaken(holder: string, param = 'lookup_key'): ApiError {
  return new ApiError(
    'parameter_invalid_value',
    `A price (\`${holder}\`) already uses that lookup key. Pass transfer_lookup_key=true to move it to this price.`,
    { param },
  );
}

/**
 * Frees a lookup key for `taker`: with `transfer`, the price holding it loses it (and says so
 * in a price.updated event); without, a held key is refused.
 */
export async function claimLookupKey(
  tx: Queryable,
  account: Account,
  lookupKey: string,
  taker: string,
  transfer: boolean,
): Promise<void> {
  const holder = await findPriceByLookupKey(tx, account.id, lookupKey);
  if (!holder || holder.price.id === taker) return;
  if (!transfer) throw lookupKeyTaken(holder.price.id);
  const freed = { ...holder.price, lookup_key: null };
  await updatePrice(tx, freed, holder.currencyOptions);
  await record(tx, account, 'price.updated', freed, { lookup_key: lookupKey });
}

export async function writeNewPrice(
  tx: Queryable,
  account: Account,
  input: NewPrice,
): Promise<PriceObject> {
  const { amounts } = input;
  const price: PriceObject = {
    id: `price_${randomBase62(24)}`,
    object: 'price',
    active: input.active ?? true,
    billing_scheme: 'per_unit',
    created: input.now,
    currency: amounts.currency,
    custom_unit_amount: amounts.custom_unit_amount,
    livemode: false,
    lookup_key: input.lookupKey ?? null,
    metadata: input.metadata ?? {},
    nickname: input.nickname ?? null,
    product: input.product,
    recurring: amounts.recurring,
    tax_behavior: amounts.tax_behavior,
    tiers_mode: null,
    transform_quantity: null,
    type: amounts.recurring ? 'recurring' : 'one_time',
    unit_amount: amounts.unit_amount,
    unit_amount_decimal: amounts.unit_amount_decimal,
  };
  if (input.lookupKey !== undefined) {
    await claimLookupKey(tx, account, input.lookupKey, price.id, input.transferLookupKey ?? false);
  }
  const options = allCurrencyOptions(amounts);
  if (!(await insertPrice(tx, account.id, price, options, input.inline ?? false))) {
    // Another request took the key between the check and the insert.
    throw lookupKeyTaken('another price');
  }
  // An inline price is part of the object that made it (a Checkout line item): no event of its own.
  if (!input.inline) await record(tx, account, 'price.created', price);
  return price;
}
