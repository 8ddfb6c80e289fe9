import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { newId, unixNow } from '../platform/ids.js';
import { TEST_PAYMENT_METHODS } from '../processor/test-cards.js';
import type { Queryable, Store } from '../store/store.js';
import { paymentMethodFromCardToken } from './card-token-methods.js';
import { buildBillingDetails, tokenizeCard } from './card-vault.js';
import type { PaymentMethodObject } from './payment-method-object.js';
import type {
  CardParams,
  CreatePaymentMethodParams,
  PaymentMethodData,
} from './payment-method-params.js';
import { findMethodRow, insertMethod } from './payment-method-rows.js';
import type { CardMethod, ResolvedMethod } from './stored-method.js';
import type { TypedPaymentMethodParams } from './typed-payment-method-params.js';
import { buildTypedPaymentMethod, type TypedMethod } from './typed-payment-methods.js';

export class PaymentMethodService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  async create(account: Account, params: CreatePaymentMethodParams): Promise<PaymentMethodObject> {
    const token = params.card?.token;
    if (token === undefined) {
      const built = this.build(account, { ...params, card: cardFields(params.card) });
      await insertMethod(this.#store, account, built.object, built.outcome);
      return built.object;
    }
    // Spending the token and storing the method succeed or fail together.
    return this.#store.transaction(async (tx) => {
      const built = await paymentMethodFromCardToken(
        tx,
        account,
        { ...params, token: onlyToken(params.card ?? {}, token) },
        this.#clock(),
      );
      await insertMethod(tx, account, built.object, built.outcome);
      return built.object;
    });
  }

  /** Validates and shapes a new card payment method without storing it. */
  build(account: Account, params: PaymentMethodData): CardMethod {
    if (!params.card) {
      throw new ApiError('parameter_missing', 'Missing required param: card.', { param: 'card' });
    }
    const now = this.#clock();
    const { card, outcome } = tokenizeCard(params.card, account.fingerprintSecret, now);
    const object: PaymentMethodObject = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay:
        (params.allow_redisplay as PaymentMethodObject['allow_redisplay']) ?? 'unspecified',
      billing_details: buildBillingDetails(params.billing_details),
      card: {
        ...card,
        checks: {
          ...card.checks,
          address_line1_check: params.billing_details?.address?.line1 ? 'unchecked' : null,
          address_postal_code_check: params.billing_details?.address?.postal_code
            ? 'unchecked'
            : null,
        },
      },
      created: unixNow(now),
      customer: null,
      livemode: false,
      metadata: params.metadata ?? {},
      type: 'card',
    };
    return { object, outcome };
  }

  /** Validates and shapes a new non-card payment method without storing it. */
  buildTyped(account: Account, type: string, params: TypedPaymentMethodParams): TypedMethod {
    return buildTypedPaymentMethod(this.#clock, account, type, params);
  }

  retrieve(account: Account, id: string): Promise<PaymentMethodObject> {
    return this.#load(this.#store, account, id).then((found) => found.object);
  }

  /**
   * The method a payment will use: a stored one, or a new one (from a test id such as
   * pm_card_visa) that the caller stores in the same statement as the payment.
   */
  async resolve(
    db: Queryable,
    account: Account,
    id: string,
    param: string,
  ): Promise<ResolvedMethod> {
    const test = this.buildTest(account, id);
    if (test !== null) return { ...test, isNew: true };
    return { ...(await this.#load(db, account, id, param)), isNew: false };
  }

  /** A fresh card for a test id such as pm_card_visa (not stored yet), or null for other ids. */
  buildTest(account: Account, id: string): CardMethod | null {
    const testNumber = TEST_PAYMENT_METHODS[id];
    if (!testNumber) return null;
    const year = this.#clock().getUTCFullYear() + 3;
    const card = { number: testNumber, exp_month: 12, exp_year: year, cvc: '123' };
    return this.build(account, { type: 'card', card });
  }

  /** The card of one of Stripe's test tokens (tok_visa…), named as pm_card_visa…, or null. */
  buildTestToken(account: Account, token: string): CardMethod | null {
    if (!token.startsWith('tok_')) return null;
    return this.buildTest(account, `pm_card_${token.slice('tok_'.length)}`);
  }

  async #load(db: Queryable, account: Account, id: string, param = 'id') {
    const row = await findMethodRow(db, account, id);
    if (!row) throw resourceMissing('PaymentMethod', id, param);
    return {
      object: row.data,
      outcome: row.test_outcome,
      detached: row.detached,
      funding: row.funding,
    };
  }
}

type CardOrToken = NonNullable<CreatePaymentMethodParams['card']>;

/**
 * Card fields given without a token must be complete, as on every other card entry point;
 * errors name them under `param` (as the caller sent it).
 */
export function cardFields(card: CardOrToken | undefined, param = 'card'): CardParams | undefined {
  if (!card) return undefined;
  const { number, exp_month, exp_year } = card;
  if (number === undefined) throw parameterMissing(`${param}[number]`);
  if (exp_month === undefined) throw parameterMissing(`${param}[exp_month]`);
  if (exp_year === undefined) throw parameterMissing(`${param}[exp_year]`);
  return { ...card, number, exp_month, exp_year };
}

export function onlyToken(card: CardOrToken, token: string, param = 'card'): string {
  const other = Object.keys(card).find((key) => key !== 'token');
  if (other) {
    throw new ApiError(
      'parameter_invalid_value',
      `You cannot pass ${param}[${other}] together with ${param}[token].`,
      { param: `${param}[${other}]` },
    );
  }
  return token;
}

/** A confirm takes a stored method or data for a new one, never both. */
export function checkOneMethodSource(params: {
  payment_method?: unknown;
  payment_method_data?: unknown;
}): void {
  if (params.payment_method && params.payment_method_data) {
    throw new ApiError(
      'parameter_invalid_value',
      'You may only specify one of these parameters: payment_method, payment_method_data.',
      { param: 'payment_method_data' },
    );
  }
}
