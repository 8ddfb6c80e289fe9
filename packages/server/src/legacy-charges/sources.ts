import { ApiError, resourceMissing } from '../errors/api-error.js';
import {
  findSourceState,
  moveSourceStatus,
  type SourceState,
} from '../page-attempts/source-state.js';
import { paymentMethodFromCardToken } from '../payment-methods/card-token-methods.js';
import { buildBillingDetails } from '../payment-methods/card-vault.js';
import {
  findMethodRow,
  insertMethod,
  writeMethod,
} from '../payment-methods/payment-method-rows.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { StoredPaymentMethod } from '../payment-methods/stored-method.js';
import type { Account, Caller } from '../platform/accounts.js';
import { checkClientSecret } from '../platform/client-secret.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62 } from '../platform/ids.js';
import { mergeMetadata } from '../platform/unset.js';
import type { Queryable, Store } from '../store/store.js';
import { checkNonCardParams, createNonCardSource, isNonCardType } from './non-card-sources.js';
import {
  type AnySource,
  metadataUnset,
  pickDefined,
  renderSource,
  sourceClientSecret,
  sourceOf,
} from './source-object.js';
import type { CreateSourceParams, UpdateSourceParams } from './source-params.js';

// Stripe's Sources API (POST /v1/sources, GET and POST /v1/sources/:id). Every source is a
// payment method row whose id starts src_, so charges, customers' sources and refunds treat it
// as the method it holds; its client secret is derived from its id. A card source is that row
// alone; a non-card one (non-card-sources.ts) also has a sources row for its own status.

export class SourceService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  /**
   * A chargeable, reusable card source from a card token or raw card fields; or a source of a
   * non-card type (a redirect type pending its provider page, a SEPA debit under its mandate).
   */
  create(caller: Caller, params: CreateSourceParams): Promise<AnySource> {
    const { account } = caller;
    const type = params.type ?? 'card';
    if (isNonCardType(type)) {
      checkNonCardParams(type, params);
      return this.#store.transaction((tx) =>
        createNonCardSource(tx, account, this.#methods, type, params, this.#clock()),
      );
    }
    return this.#store.transaction(async (tx) => {
      const stored = await this.#card(tx, caller, params);
      const method = { ...stored.object, id: `src_${randomBase62(24)}` };
      await insertMethod(tx, account, method, stored.outcome);
      return sourceOf(account, method);
    });
  }

  /** Secret-key callers read any source; publishable ones (Stripe.js) need its client secret. */
  async retrieve(caller: Caller, id: string, clientSecret?: string): Promise<AnySource> {
    const row = id.startsWith('src_') ? await findMethodRow(this.#store, caller.account, id) : null;
    if (!row) throw resourceMissing('source', id);
    checkClientSecret(
      { publishable: caller.keyKind === 'publishable' },
      sourceClientSecret(caller.account, id),
      clientSecret,
      { code: 'resource_missing', message: `No such source: '${id}'` },
    );
    const state = await findSourceState(this.#store, caller.account, id);
    return renderSource(caller.account, row, state);
  }

  /** POST /v1/sources/:id (secret key): the owner's details and the metadata. */
  update(account: Account, id: string, params: UpdateSourceParams): Promise<AnySource> {
    return this.#store.transaction(async (tx) => {
      const row = id.startsWith('src_')
        ? await findMethodRow(tx, account, id, { lock: true })
        : null;
      if (!row) throw resourceMissing('source', id);
      const before = row.data;
      const owner = params.owner;
      const billing = before.billing_details;
      const method = {
        ...before,
        metadata: mergeMetadata(before.metadata, params.metadata, metadataUnset(params.metadata)),
        billing_details: owner
          ? {
              ...billing,
              ...pickDefined({ email: owner.email, name: owner.name, phone: owner.phone }),
              address: { ...billing.address, ...pickDefined(owner.address ?? {}) },
            }
          : billing,
      };
      await writeMethod(tx, method, false);
      const state = await findSourceState(tx, account, id);
      return renderSource(account, { ...row, data: method }, state);
    });
  }

  /** A non-card source's stored state (undefined for a card source or another id). */
  state(account: Account, id: string): Promise<SourceState | undefined> {
    return findSourceState(this.#store, account, id);
  }

  /**
   * Claims a chargeable source for one charge: a single-use one is consumed now (so two
   * charges cannot both spend it), a reusable one stays chargeable. Undefined when it is not
   * chargeable.
   */
  async claim(account: Account, state: SourceState): Promise<SourceState | undefined> {
    if (state.usage === 'reusable') return state.status === 'chargeable' ? state : undefined;
    return moveSourceStatus(this.#store, account, state.id, 'chargeable', 'consumed');
  }

  /** Gives back a claim whose charge failed before paying: the source is chargeable again. */
  async release(account: Account, state: SourceState): Promise<void> {
    if (state.usage === 'reusable') return;
    await moveSourceStatus(this.#store, account, state.id, 'consumed', 'chargeable');
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
