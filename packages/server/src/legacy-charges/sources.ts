import { ApiError, resourceMissing } from '../errors/api-error.js';
import { paymentMethodFromCardToken } from '../payment-methods/card-token-methods.js';
import { buildBillingDetails } from '../payment-methods/card-vault.js';
import { findMethodRow, insertMethod } from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { StoredPaymentMethod } from '../payment-methods/stored-method.js';
import type { Caller } from '../platform/accounts.js';
import { checkClientSecret } from '../platform/client-secret.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62 } from '../platform/ids.js';
import type { Queryable, Store } from '../store/store.js';
import { type SourceObject, sourceClientSecret, sourceOf } from './source-object.js';
import type { CreateSourceParams } from './source-params.js';

// Stripe's Sources API for cards (POST /v1/sources type=card, GET /v1/sources/:id). A card
// source is a payment method row whose id starts src_, so charges, customers' sources and
// refunds treat it as the card it holds; its client secret is derived from its id.

export class SourceService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  /** A chargeable, reusable card source from a card token or raw card fields. */
  create(caller: Caller, params: CreateSourceParams): Promise<SourceObject> {
    const { account } = caller;
    return this.#store.transaction(async (tx) => {
      const stored = await this.#card(tx, caller, params);
      const method = { ...stored.object, id: `src_${randomBase62(24)}` };
      await insertMethod(tx, account, method, stored.outcome);
      return sourceOf(account, method);
    });
  }

  /** Secret-key callers read any source; publishable ones (Stripe.js) need its client secret. */
  async retrieve(caller: Caller, id: string, clientSecret?: string): Promise<SourceObject> {
    const row = id.startsWith('src_') ? await findMethodRow(this.#store, caller.account, id) : null;
    if (!row) throw resourceMissing('source', id);
    checkClientSecret(
      { publishable: caller.keyKind === 'publishable' },
      sourceClientSecret(caller.account, id),
      clientSecret,
      { code: 'resource_missing', message: `No such source: '${id}'` },
    );
    const source = sourceOf(caller.account, row.data);
    // A source taken off its customer is spent, as Stripe marks it.
    return row.detached ? { ...source, status: 'consumed' } : source;
  }

  async #card(
    db: Queryable,
    caller: Caller,
    params: CreateSourceParams,
  ): Promise<StoredPaymentMethod> {
    const { token, card, owner, metadata } = params;
    if (token !== undefined && card !== undefined) {
      throw new ApiError('parameter_invalid_value', 'You cannot pass both token and card.', {
        param: 'token',
      });
    }
    if (token === undefined) {
      if (!card) {
        throw new ApiError('parameter_missing', 'Missing required param: card.', {
          param: 'card',
        });
      }
      return this.#methods.build(caller.account, {
        type: 'card',
        card,
        billing_details: owner,
        metadata,
      });
    }
    // Stripe's test tokens (tok_visa, ...) name the same cards as pm_card_*.
    const test = this.#methods.buildTestToken(caller.account, token);
    if (!test) {
      return paymentMethodFromCardToken(
        db,
        caller.account,
        { token, billing_details: owner, metadata },
        this.#clock(),
        'token',
      );
    }
    const object = {
      ...test.object,
      billing_details: buildBillingDetails(owner),
      metadata: metadata ?? {},
    };
    return { object, outcome: test.outcome };
  }
}
