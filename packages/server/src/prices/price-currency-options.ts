import { ApiError } from '../errors/api-error.js';
import { parseCurrency } from '../platform/currencies.js';
import { parseParams } from '../platform/schema.js';
import { CUSTOM_UNIT_AMOUNT_SHAPE, TAX_BEHAVIORS } from '../products/price-data-params.js';
import type { CurrencyOption, TaxBehavior } from './price-object.js';
import { unitAmounts } from './price-unit-amounts.js';

// A multi-currency price's other currencies (`currency_options[eur][unit_amount]`…), each
// checked like the price's own amount.

const invalid = (param: string, message: string) =>
  new ApiError('parameter_invalid_value', message, { param });

const name = (prefix: string, field: string) => (prefix ? `${prefix}[${field}]` : field);

const OPTION_SHAPE = {
  custom_unit_amount: { kind: 'object', fields: CUSTOM_UNIT_AMOUNT_SHAPE },
  tax_behavior: { kind: 'enum', values: TAX_BEHAVIORS },
  unit_amount: { kind: 'integer' },
  unit_amount_decimal: { kind: 'string', maxLength: 40 },
  tiers: { kind: 'any' },
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `currency_options[ccy][…]`: each other currency's amounts, checked like the price's own. */
export function currencyOptions(
  raw: unknown,
  base: { currency: string; tax_behavior: TaxBehavior; custom: boolean },
  prefix = '',
): Record<string, CurrencyOption> {
  const param = name(prefix, 'currency_options');
  if (raw === undefined) return {};
  if (!isRecord(raw)) throw invalid(param, 'Invalid hash');
  const out: Record<string, CurrencyOption> = {};
  for (const [key, value] of Object.entries(raw)) {
    const optionParam = `${param}[${key}]`;
    const currency = parseCurrency(key, optionParam);
    if (currency === base.currency) {
      throw invalid(
        optionParam,
        'You are specifying a currency option that matches the top-level currency for this price. Please remove this currency option and use the top-level params instead.',
      );
    }
    if (!isRecord(value)) throw invalid(optionParam, 'Invalid hash');
    const option = parseParams(value, OPTION_SHAPE, optionParam);
    if (option.tiers !== undefined) {
      throw invalid(`${optionParam}[tiers]`, 'Tiered prices are not supported by Kassa yet.');
    }
    const amounts = unitAmounts(option, optionParam);
    if ((amounts.custom_unit_amount !== null) !== base.custom) {
      throw invalid(
        optionParam,
        base.custom
          ? `${optionParam} needs custom_unit_amount, as the price's own currency has.`
          : `${optionParam}[custom_unit_amount] is only for prices with custom_unit_amount.`,
      );
    }
    out[currency] = {
      ...amounts,
      tax_behavior: (option.tax_behavior as TaxBehavior | undefined) ?? base.tax_behavior,
    };
  }
  return out;
}
