import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { parseCurrency } from '../platform/currencies.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { Store } from '../store/store.js';
import {
  type FxQuoteObject,
  type FxRate,
  LOCK_SECONDS,
  type LockDuration,
} from './fx-quote-object.js';
import type { CreateFxQuoteParams } from './fx-quote-params.js';
import { findFxQuote, insertFxQuote } from './fx-quote-rows.js';
import { convertAmount, exchangeRate, hasRate } from './fx-rates.js';

// Test mode charges no FX fee: the quoted rate is the table's (docs/fx-rates.md).
const FX_FEE_RATE = 0;
const MAX_FROM_CURRENCIES = 50;

function tableCurrency(value: string, param: string): string {
  const currency = parseCurrency(value, param);
  if (!hasRate(currency)) {
    throw new ApiError(
      'parameter_invalid_value',
      `Kassa's offline rate table has no rate for ${currency}; see the server's docs/fx-rates.md for the currencies it has.`,
      { param },
    );
  }
  return currency;
}

/** `/v1/fx_quotes`, and converting amounts with the offline rate table (adaptive pricing). */
export class FxQuoteService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock = () => new Date()) {
    this.#store = store;
    this.#clock = clock;
  }

  async create(account: Account, params: CreateFxQuoteParams): Promise<FxQuoteObject> {
    const to = tableCurrency(params.to_currency ?? '', 'to_currency');
    const from = params.from_currencies ?? [];
    if (from.length === 0) {
      throw new ApiError('parameter_missing', 'Missing required param: from_currencies.', {
        param: 'from_currencies',
      });
    }
    if (from.length > MAX_FROM_CURRENCIES) {
      throw new ApiError(
        'parameter_invalid_value',
        `You can pass at most ${MAX_FROM_CURRENCIES} from_currencies.`,
        {
          param: 'from_currencies',
        },
      );
    }
    const rates: Record<string, FxRate> = {};
    from.forEach((value, index) => {
      const currency = tableCurrency(value, `from_currencies[${index}]`);
      const rate = exchangeRate(currency, to);
      rates[currency] = {
        exchange_rate: Number((rate * (1 - FX_FEE_RATE)).toPrecision(9)),
        rate_details: {
          base_rate: rate,
          fx_fee_rate: FX_FEE_RATE,
          reference_rate: rate,
          reference_rate_provider: 'ecb',
        },
      };
    });
    const now = unixNow(this.#clock());
    const duration = (params.lock_duration ?? 'none') as LockDuration;
    const seconds = LOCK_SECONDS[duration];
    const quote: FxQuoteObject = {
      id: `fxq_${randomBase62(24)}`,
      object: 'fx_quote',
      created: now,
      lock_duration: duration,
      lock_expires_at: seconds === null ? null : now + seconds,
      lock_status: seconds === null ? 'none' : 'active',
      rates,
      to_currency: to,
      usage: {
        payment: null,
        transfer: null,
        type: (params.usage?.type ?? 'payment') as 'payment' | 'transfer',
      },
    };
    await insertFxQuote(this.#store, account.id, quote);
    return quote;
  }

  /** The quote, its lock_status as of now (a lock past lock_expires_at has expired). */
  async retrieve(account: Account, id: string): Promise<FxQuoteObject> {
    const quote = await findFxQuote(this.#store, account.id, id);
    if (!quote) throw resourceMissing('fx quote', id);
    const now = unixNow(this.#clock());
    if (quote.lock_expires_at !== null && now >= quote.lock_expires_at) {
      return { ...quote, lock_status: 'expired' };
    }
    return quote;
  }

  /** Whether the table converts this currency (the currency selector offers only these). */
  hasRate(currency: string): boolean {
    return hasRate(currency.toLowerCase());
  }

  /** Units of `to` one unit of `from` buys, by the offline table. */
  rate(from: string, to: string): number {
    return exchangeRate(from.toLowerCase(), to.toLowerCase());
  }

  /**
   * An amount in `from`'s minor unit as `to`'s minor unit, rounded half away from zero to
   * `to`'s minor unit; an unknown currency answers a 400 naming `param`.
   */
  convert(amount: number, from: string, to: string, param = 'currency'): number {
    return convertAmount(amount, from.toLowerCase(), to.toLowerCase(), param);
  }
}
