import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { parseCurrency } from '../platform/currencies.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import {
  type CreatedRange,
  ListFilter,
  type ListObject,
  listPage,
} from '../platform/list-pages.js';
import { parseParams } from '../platform/schema.js';
import { mergeMetadata, NOTHING_UNSET, type Unset } from '../platform/unset.js';
import type { TaxBehavior } from '../prices/price-object.js';
import { TAX_BEHAVIORS } from '../products/price-data-params.js';
import { checkTaxCode } from '../products/product-fields.js';
import type { Queryable, Store } from '../store/store.js';
import type {
  DeliveryEstimateBound,
  ShippingCurrencyOption,
  ShippingRateObject,
} from './shipping-rate-object.js';
import type {
  CreateShippingRateParams,
  ListShippingRatesParams,
  UpdateShippingRateParams,
} from './shipping-rate-params.js';
import {
  findShippingRate,
  insertShippingRate,
  shippingCurrencyOptionsOf,
  updateShippingRate,
} from './shipping-rate-rows.js';

const MAX_AMOUNT = 99_999_999;

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const at = (prefix: string, field: string) => (prefix ? `${prefix}[${field}]` : field);

function checkAmount(amount: number, param: string): number {
  if (amount < 0 || amount > MAX_AMOUNT) {
    throw new ApiError(
      'parameter_invalid_integer',
      amount < 0
        ? 'This value must be greater than or equal to 0.'
        : `This value must be less than or equal to ${MAX_AMOUNT}.`,
      { param },
    );
  }
  return amount;
}

const OPTION_SHAPE = {
  amount: { kind: 'integer', required: true },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
} as const;

/** fixed_amount[currency_options][ccy][amount|tax_behavior], the rate's own currency excluded. */
function shippingCurrencyOptions(
  raw: unknown,
  base: { currency: string; tax_behavior: TaxBehavior },
  prefix: string,
): Record<string, ShippingCurrencyOption> {
  const param = `${prefix}[currency_options]`;
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw invalid(param, 'Invalid hash');
  const out: Record<string, ShippingCurrencyOption> = {};
  for (const [key, value] of Object.entries(raw)) {
    const optionParam = `${param}[${key}]`;
    const currency = parseCurrency(key, optionParam);
    if (currency === base.currency) {
      throw invalid(
        optionParam,
        `${optionParam} cannot be the rate's own currency: its amount is fixed_amount[amount].`,
      );
    }
    if (!isRecord(value)) throw invalid(optionParam, 'Invalid hash');
    const option = parseParams(value, OPTION_SHAPE, optionParam);
    out[currency] = {
      amount: checkAmount(option.amount ?? 0, `${optionParam}[amount]`),
      tax_behavior: (option.tax_behavior as TaxBehavior | undefined) ?? base.tax_behavior,
    };
  }
  return out;
}

type Estimate = NonNullable<CreateShippingRateParams['delivery_estimate']>;

function deliveryEstimate(
  estimate: Estimate | undefined,
  prefix: string,
): ShippingRateObject['delivery_estimate'] {
  if (!estimate) return null;
  const bound = (which: 'maximum' | 'minimum'): DeliveryEstimateBound | null => {
    const given = estimate[which];
    if (!given) return null;
    const value = given.value ?? 0;
    if (value < 1) {
      throw new ApiError(
        'parameter_invalid_integer',
        'This value must be greater than or equal to 1.',
        {
          param: `${at(prefix, 'delivery_estimate')}[${which}][value]`,
        },
      );
    }
    return { unit: given.unit as DeliveryEstimateBound['unit'], value };
  };
  const minimum = bound('minimum');
  const maximum = bound('maximum');
  if (minimum && maximum && minimum.unit === maximum.unit && minimum.value > maximum.value) {
    throw invalid(
      `${at(prefix, 'delivery_estimate')}[minimum][value]`,
      'The delivery estimate minimum cannot be greater than its maximum.',
    );
  }
  return { maximum, minimum };
}

/** `/v1/shipping_rates`, and the shipping options Checkout resolves or creates. */
export class ShippingRateService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock = () => new Date()) {
    this.#store = store;
    this.#clock = clock;
  }

  /**
   * A new shipping rate; `prefix` names the params of a Checkout Session's
   * `shipping_options[0][shipping_rate_data]`. Give `db` to write in the caller's transaction.
   */
  async create(
    account: Account,
    params: Omit<CreateShippingRateParams, 'expand'>,
    prefix = '',
    db: Queryable = this.#store,
  ): Promise<ShippingRateObject> {
    const fixed = params.fixed_amount;
    if (!fixed) {
      const param = at(prefix, 'fixed_amount');
      throw new ApiError('parameter_missing', `Missing required param: ${param}.`, { param });
    }
    const fixedParam = at(prefix, 'fixed_amount');
    const currency = parseCurrency(fixed.currency ?? '', `${fixedParam}[currency]`);
    const taxBehavior = (params.tax_behavior ?? 'unspecified') as TaxBehavior;
    const options = shippingCurrencyOptions(
      fixed.currency_options,
      { currency, tax_behavior: taxBehavior },
      fixedParam,
    );
    const rate: ShippingRateObject = {
      id: `shr_${randomBase62(24)}`,
      object: 'shipping_rate',
      active: true,
      created: unixNow(this.#clock()),
      delivery_estimate: deliveryEstimate(params.delivery_estimate, prefix),
      display_name: params.display_name ?? '',
      fixed_amount: { amount: checkAmount(fixed.amount ?? 0, `${fixedParam}[amount]`), currency },
      livemode: false,
      metadata: params.metadata ?? {},
      tax_behavior: taxBehavior,
      tax_code:
        params.tax_code === undefined
          ? null
          : checkTaxCode(params.tax_code, at(prefix, 'tax_code')),
      type: 'fixed_amount',
    };
    const all = {
      [currency]: { amount: rate.fixed_amount.amount, tax_behavior: taxBehavior },
      ...options,
    };
    await insertShippingRate(db, account.id, rate, all);
    return rate;
  }

  async retrieve(account: Account, id: string, withOptions = false): Promise<ShippingRateObject> {
    const row = await findShippingRate(this.#store, account.id, id);
    if (!row) throw resourceMissing('shipping rate', id);
    return withOptions ? withCurrencyOptions(row.rate, row.currencyOptions) : row.rate;
  }

  update(
    account: Account,
    id: string,
    params: UpdateShippingRateParams,
    unset: Unset = NOTHING_UNSET,
  ): Promise<ShippingRateObject> {
    return this.#store.transaction(async (tx) => {
      const row = await findShippingRate(tx, account.id, id, true);
      if (!row) throw resourceMissing('shipping rate', id);
      const before = row.rate;
      const next: ShippingRateObject = { ...before };
      if (params.active !== undefined) next.active = params.active;
      if (params.tax_behavior !== undefined && params.tax_behavior !== before.tax_behavior) {
        if (before.tax_behavior !== 'unspecified') {
          throw invalid(
            'tax_behavior',
            `This shipping rate's tax_behavior is already ${before.tax_behavior}: it can only be set once, on a rate whose tax_behavior is unspecified.`,
          );
        }
        next.tax_behavior = params.tax_behavior as TaxBehavior;
      }
      next.metadata = mergeMetadata(before.metadata, params.metadata, unset);
      const currency = before.fixed_amount.currency;
      let options = {
        ...row.currencyOptions,
        [currency]: { amount: before.fixed_amount.amount, tax_behavior: next.tax_behavior },
      };
      if (params.fixed_amount?.currency_options !== undefined) {
        const given = shippingCurrencyOptions(
          params.fixed_amount.currency_options,
          { currency, tax_behavior: next.tax_behavior },
          'fixed_amount',
        );
        options = { ...options, ...given };
      }
      await updateShippingRate(tx, next, options);
      return next;
    });
  }

  list(
    account: Account,
    params: Omit<ListShippingRatesParams, 'created'> & {
      created?: number | CreatedRange | undefined;
    },
  ): Promise<ListObject<ShippingRateObject>> {
    const filter = new ListFilter(account.id)
      .equals('active', params.active)
      .equals('currency', params.currency?.toLowerCase())
      .created(params.created, 'created');
    return listPage(this.#store, {
      table: 'shipping_rates',
      kind: 'shipping rate',
      where: filter.where,
      values: filter.values,
      page: {
        limit: params.limit,
        starting_after: params.starting_after,
        ending_before: params.ending_before,
      },
      url: '/v1/shipping_rates',
    });
  }

  /** The rates with fixed_amount.currency_options filled in (when expanded). */
  async withCurrencyOptions(
    account: Account,
    rates: ShippingRateObject[],
  ): Promise<ShippingRateObject[]> {
    const options = await shippingCurrencyOptionsOf(
      this.#store,
      account.id,
      rates.map((r) => r.id),
    );
    return rates.map((rate) => withCurrencyOptions(rate, options.get(rate.id) ?? {}));
  }

  /**
   * For a Checkout Session's `shipping_options[i][shipping_rate]`: the account's rate, which
   * must be active. Give `db` to read inside the caller's transaction.
   */
  async retrieveForCheckout(
    account: Account,
    id: string,
    param = 'shipping_rate',
    db: Queryable = this.#store,
  ): Promise<ShippingRateObject> {
    const row = await findShippingRate(db, account.id, id);
    if (!row) throw resourceMissing('shipping rate', id, param);
    if (!row.rate.active) {
      throw invalid(
        param,
        `The shipping rate \`${id}\` is inactive. This field only accepts active shipping rates.`,
      );
    }
    return row.rate;
  }
}

function withCurrencyOptions(
  rate: ShippingRateObject,
  options: Record<string, ShippingCurrencyOption>,
): ShippingRateObject {
  return { ...rate, fixed_amount: { ...rate.fixed_amount, currency_options: options } };
}
