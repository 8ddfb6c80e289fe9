import { ApiError } from '../errors/api-error.js';
import { parseItems } from './checkout-items.js';
import type { Json, OfferedRate, StoredLineItem } from './checkout-session-object.js';
import { CUSTOM_FIELD_SHAPE } from './checkout-session-params.js';

// Pieces of the session object computed from its parameters and state: custom fields, totals,
// shipping, the hosted page's URL fragment.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `custom_fields`: at most 3, keys unique, in Stripe's session shape with no values yet. */
export function readCustomFields(raw: unknown): Json[] {
  const fields = parseItems(raw, 'custom_fields', CUSTOM_FIELD_SHAPE);
  if (fields.length > 3) {
    throw new ApiError('parameter_invalid_value', 'You can specify at most 3 custom fields.', {
      param: 'custom_fields',
    });
  }
  const keys = new Set<string>();
  return fields.map((field, index) => {
    const at = `custom_fields[${index}]`;
    if (keys.has(field.key ?? '')) {
      throw new ApiError('parameter_invalid_value', 'Custom field keys must be unique.', {
        param: `${at}[key]`,
      });
    }
    keys.add(field.key ?? '');
    const base: Json = {
      key: field.key,
      label: { custom: field.label?.custom, type: 'custom' },
      optional: field.optional ?? false,
      type: field.type,
    };
    if (field.type === 'dropdown') {
      const dropdown = isRecord(field.dropdown) ? field.dropdown : undefined;
      const options = parseItems(dropdown?.options, `${at}[dropdown][options]`, {
        label: { kind: 'string', required: true, maxLength: 100 },
        value: { kind: 'string', required: true, maxLength: 100 },
      });
      if (options.length === 0) {
        throw new ApiError(
          'parameter_missing',
          `Missing required param: ${at}[dropdown][options].`,
          {
            param: `${at}[dropdown][options]`,
          },
        );
      }
      base.dropdown = {
        default_value: typeof dropdown?.default_value === 'string' ? dropdown.default_value : null,
        options,
        value: null,
      };
    } else {
      const given = field.type === 'numeric' ? field.numeric : field.text;
      base[field.type ?? 'text'] = {
        default_value: given?.default_value ?? null,
        maximum_length: given?.maximum_length ?? null,
        minimum_length: given?.minimum_length ?? null,
        value: null,
      };
    }
    return base;
  });
}

/** The custom fields with the shopper's values filled in. */
export function customFieldsWithValues(fields: readonly Json[], values: Record<string, string>) {
  return fields.map((field) => {
    const type = String(field.type);
    const value = values[String(field.key)] ?? null;
    return { ...field, [type]: { ...(field[type] as Json), value } };
  });
}

export interface Totals {
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
}

export function totalsOf(items: readonly StoredLineItem[], rate: OfferedRate | undefined): Totals {
  const subtotal = items.reduce((sum, line) => sum + line.item.amount_subtotal, 0);
  const shipping = rate?.fixed_amount.amount ?? 0;
  return { subtotal, shipping, total: subtotal + shipping };
}

/** Stripe's `shipping_cost` for the chosen rate. */
export function shippingCost(rate: OfferedRate | undefined): Json | null {
  if (!rate) return null;
  const amount = rate.fixed_amount.amount;
  return { amount_subtotal: amount, amount_tax: 0, amount_total: amount, shipping_rate: rate.id };
}

/** The hosted page's fragment: base64url (no padding) of {"apiKey": publishable key}. */
export function pageFragment(value: Record<string, string>): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** `{CHECKOUT_SESSION_ID}` replaced by the session's id. */
export function withSessionId(url: string | null, id: string): string | null {
  return url === null ? null : url.replaceAll('{CHECKOUT_SESSION_ID}', id);
}
