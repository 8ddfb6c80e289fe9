import { ApiError } from '../errors/api-error.js';
import { randomBase62 } from '../platform/ids.js';
import { type Params, parseParams, type Shape } from '../platform/schema.js';
import type { LineItemPrice, OfferedRate, StoredLineItem } from './checkout-session-object.js';
import {
  LINE_ITEM_SHAPE,
  type LineItemParams,
  SHIPPING_OPTION_SHAPE,
} from './checkout-session-params.js';
import type { CatalogLookups, ResolvedPrice } from './line-item-prices.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An array of objects sent as `a[0][b]=…` (or JSON): each item parsed with the shape. */
export function parseItems<S extends Shape>(raw: unknown, param: string, shape: S): Params<S>[] {
  if (raw === undefined || raw === null || raw === '') return [];
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (isRecord(raw) && Object.keys(raw).every((key) => /^\d+$/.test(key))) {
    items = Object.keys(raw)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => raw[key]);
  } else {
    throw new ApiError('parameter_invalid_value', `Invalid array`, { param });
  }
  return items.map((item, index) => {
    const at = `${param}[${index}]`;
    if (!isRecord(item))
      throw new ApiError('parameter_invalid_value', 'Invalid hash', { param: at });
    return parseParams(item, shape, at);
  });
}

const MAX_LINE_ITEMS = 100;
const MAX_QUANTITY = 999_999;

function invalid(param: string, message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param });
}

function checkQuantity(item: LineItemParams, at: string): number {
  const quantity = item.quantity;
  if (quantity === undefined) {
    throw new ApiError('parameter_missing', `Missing required param: ${at}[quantity].`, {
      param: `${at}[quantity]`,
    });
  }
  if (quantity < 0 || (quantity === 0 && !item.adjustable_quantity?.enabled)) {
    throw invalid(`${at}[quantity]`, 'Quantity must be greater than 0.');
  }
  if (quantity > MAX_QUANTITY) {
    throw invalid(`${at}[quantity]`, `Quantity must be at most ${MAX_QUANTITY}.`);
  }
  return quantity;
}

function adjustable(item: LineItemParams, quantity: number, at: string) {
  const given = item.adjustable_quantity;
  if (!given) return null;
  const minimum = given.minimum ?? 0;
  const maximum = given.maximum ?? 99;
  const param = `${at}[adjustable_quantity]`;
  if (minimum < 0) throw invalid(`${param}[minimum]`, 'minimum must be at least 0.');
  if (maximum < 1 || maximum > MAX_QUANTITY) {
    throw invalid(`${param}[maximum]`, `maximum must be between 1 and ${MAX_QUANTITY}.`);
  }
  if (minimum > maximum) throw invalid(`${param}[minimum]`, 'minimum must not exceed maximum.');
  if (given.enabled && (quantity < minimum || quantity > maximum)) {
    throw invalid(
      `${at}[quantity]`,
      `Quantity must be between adjustable_quantity.minimum (${minimum}) and adjustable_quantity.maximum (${maximum}).`,
    );
  }
  return { enabled: given.enabled ?? false, minimum, maximum };
}

/** The legacy `name`/`amount`/`currency` item as a `price_data` one. */
function legacyAsPriceData(item: LineItemParams, at: string): LineItemParams {
  const { name, amount, currency, description, images, ...rest } = item;
  if (name === undefined || amount === undefined || currency === undefined) {
    const missing = name === undefined ? 'name' : amount === undefined ? 'amount' : 'currency';
    throw new ApiError('parameter_missing', `Missing required param: ${at}[${missing}].`, {
      param: `${at}[${missing}]`,
    });
  }
  return {
    ...rest,
    price_data: {
      currency,
      unit_amount: amount,
      product_data: {
        name,
        ...(description === undefined ? {} : { description }),
        ...(images ? { images } : {}),
      },
    },
  };
}

export function lineItemFromPrice(
  resolved: ResolvedPrice,
  quantity: number,
  adjustableQuantity: StoredLineItem['adjustable_quantity'],
  description: string | null,
): StoredLineItem {
  const price: LineItemPrice = resolved.price;
  const amount = price.unit_amount * quantity;
  return {
    item: {
      id: `li_${randomBase62(24)}`,
      object: 'item',
      amount_discount: 0,
      amount_subtotal: amount,
      amount_tax: 0,
      amount_total: amount,
      currency: price.currency,
      description: description ?? resolved.name,
      price,
      quantity,
    },
    name: resolved.name,
    images: resolved.images,
    adjustable_quantity: adjustableQuantity,
  };
}

/** `line_items` of a create: each priced through the catalogue, in one currency. */
export async function readLineItems(
  raw: unknown,
  catalog: CatalogLookups,
  param = 'line_items',
  options: { recurring?: boolean } = {},
): Promise<StoredLineItem[]> {
  const items = parseItems(raw, param, LINE_ITEM_SHAPE);
  if (items.length > MAX_LINE_ITEMS) {
    throw invalid(param, `A Checkout Session can have at most ${MAX_LINE_ITEMS} line items.`);
  }
  const out: StoredLineItem[] = [];
  for (const [index, given] of items.entries()) {
    const at = `${param}[${index}]`;
    const legacy = given.name !== undefined || given.amount !== undefined;
    if (legacy && (given.price !== undefined || given.price_data !== undefined)) {
      throw invalid(at, `You may only specify one of these parameters: price, price_data, amount.`);
    }
    const item = legacy ? legacyAsPriceData(given, at) : given;
    if (item.price !== undefined && item.price_data !== undefined) {
      throw invalid(
        `${at}[price_data]`,
        'You may only specify one of these parameters: price, price_data.',
      );
    }
    if (item.price === undefined && item.price_data === undefined) {
      throw new ApiError('parameter_missing', `Missing required param: ${at}[price].`, {
        param: `${at}[price]`,
      });
    }
    const quantity = checkQuantity(item, at);
    const resolved = item.price
      ? await catalog.price(item.price, `${at}[price]`, options)
      : await catalog.inlinePrice(item.price_data ?? { currency: '' }, `${at}[price_data]`);
    out.push(lineItemFromPrice(resolved, quantity, adjustable(item, quantity, at), null));
  }
  const currencies = new Set(out.map((line) => line.item.currency));
  if (currencies.size > 1) {
    throw invalid(param, 'All line items must have the same currency.');
  }
  return out;
}

/** `shipping_options`: at most 5, each an existing rate or inline data, in the session currency. */
export async function readShippingOptions(
  raw: unknown,
  catalog: CatalogLookups,
  currency: string | null,
): Promise<OfferedRate[]> {
  const options = parseItems(raw, 'shipping_options', SHIPPING_OPTION_SHAPE);
  if (options.length > 5) throw invalid('shipping_options', 'At most 5 shipping options.');
  const rates: OfferedRate[] = [];
  for (const [index, option] of options.entries()) {
    const at = `shipping_options[${index}]`;
    if ((option.shipping_rate === undefined) === (option.shipping_rate_data === undefined)) {
      throw invalid(at, 'Specify exactly one of shipping_rate or shipping_rate_data.');
    }
    const rate = option.shipping_rate
      ? await catalog.shippingRate(option.shipping_rate, `${at}[shipping_rate]`)
      : await catalog.inlineShippingRate(
          option.shipping_rate_data ?? {},
          `${at}[shipping_rate_data]`,
        );
    if (currency && rate.fixed_amount.currency !== currency) {
      throw invalid(at, `The shipping rate's currency must match the session's (${currency}).`);
    }
    rates.push(rate);
  }
  return rates;
}
