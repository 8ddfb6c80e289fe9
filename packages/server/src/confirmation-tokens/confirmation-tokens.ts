import { ApiError, resourceMissing } from '../errors/api-error.js';
import { methodKind } from '../intents/intent-method-types.js';
import { shippingObject } from '../intents/shipping.js';
import { methodFromData } from '../payment-methods/method-data.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { insertMethod } from '../payment-methods/payment-method-rows.js';
import {
  checkOneMethodSource,
  type PaymentMethodService,
} from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { Queryable, Store } from '../store/store.js';
import type {
  CardPreview,
  ConfirmationTokenObject,
  PaymentMethodPreview,
} from './confirmation-token-object.js';
import type { CreateConfirmationTokenParams } from './confirmation-token-params.js';

// Stripe's confirmation tokens are good for 12 hours.
const LIFETIME_SECONDS = 12 * 60 * 60;

const INSERT_TOKEN_SQL = `INSERT INTO confirmation_tokens
  (id, account_id, payment_method_id, expires_at, data) VALUES ($1, $2, $3, $4, $5::jsonb)`;

export class ConfirmationTokenService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  /**
   * payment_method_data becomes a PaymentMethod right away, checked as a confirm checks it (the
   * raw card or account number is never kept); the token carries its preview and the
   * confirm-time choices (mandate_data for a bank debit among them) until one confirm uses it.
   */
  create(
    account: Account,
    params: CreateConfirmationTokenParams,
    publishable: boolean,
    /** The customer of an ephemeral key (a customer session's api_key): its methods may pay. */
    customerScope?: string,
  ): Promise<ConfirmationTokenObject> {
    checkOneMethodSource(params);
    if (!params.payment_method && !params.payment_method_data) {
      throw new ApiError(
        'parameter_missing',
        'One of the following params should be provided for this request: payment_method or payment_method_data.',
        { param: 'payment_method_data' },
      );
    }
    const now = this.#clock();
    return this.#store.transaction(async (tx) => {
      const method = await this.#method(tx, account, params, publishable, customerScope);
      const created = unixNow(now);
      const token: ConfirmationTokenObject = {
        id: `ctoken_${randomBase62(24)}`,
        object: 'confirmation_token',
        created,
        expires_at: created + LIFETIME_SECONDS,
        livemode: false,
        mandate_data: mandateDataFor(method, params.mandate_data),
        payment_intent: null,
        payment_method: params.payment_method ?? null,
        payment_method_options: params.payment_method_options ?? null,
        payment_method_preview: preview(method),
        return_url: params.return_url ?? null,
        setup_future_usage:
          (params.setup_future_usage as ConfirmationTokenObject['setup_future_usage']) ?? null,
        setup_intent: null,
        shipping: shippingObject(params.shipping),
        use_stripe_sdk: false,
      };
      await tx.query(INSERT_TOKEN_SQL, [
        token.id,
        account.id,
        method.id,
        token.expires_at,
        JSON.stringify(token),
      ]);
      return token;
    });
  }

  async retrieve(account: Account, id: string): Promise<ConfirmationTokenObject> {
    const rows = await this.#store.query<{ data: ConfirmationTokenObject }>(
      'SELECT data FROM confirmation_tokens WHERE id = $1 AND account_id = $2',
      [id, account.id],
    );
    const row = rows[0];
    if (!row) throw resourceMissing('confirmationtoken', id);
    return row.data;
  }

  async #method(
    tx: Queryable,
    account: Account,
    params: CreateConfirmationTokenParams,
    publishable: boolean,
    customerScope: string | undefined,
  ): Promise<PaymentMethodObject> {
    if (params.payment_method_data) {
      const data = params.payment_method_data;
      const built = await methodFromData(tx, this.#methods, account, data, this.#clock());
      await insertMethod(tx, account, built.object, built.outcome);
      return built.object;
    }
    const id = params.payment_method ?? '';
    const method = await this.#methods.resolve(tx, account, id, 'payment_method');
    // A customer's saved method needs the customer's ephemeral key, not the bare publishable key.
    if (publishable && method.object.customer && method.object.customer !== customerScope)
      throw resourceMissing('PaymentMethod', id, 'payment_method');
    if (method.isNew) {
      await insertMethod(tx, account, method.object, method.outcome);
    }
    return method.object;
  }
}

// The type's own object as the PaymentMethod shows it; a card's without its fingerprint.
function previewDetails(method: PaymentMethodObject): unknown {
  if (method.type !== 'card') return (method as unknown as Record<string, unknown>)[method.type];
  const { fingerprint: _fingerprint, regulated_status: _regulated, ...card } = method.card;
  return card satisfies CardPreview;
}

function preview(method: PaymentMethodObject): PaymentMethodPreview {
  const type: string = method.type;
  return {
    allow_redisplay: method.allow_redisplay,
    billing_details: method.billing_details,
    customer: method.customer,
    type,
    [type]: previewDetails(method),
  };
}

/**
 * The mandate a bank debit confirmed with the token is made under: as given (inferred from the
 * browser for Stripe.js), and only for a type that debits under a mandate.
 */
function mandateDataFor(method: PaymentMethodObject, given: unknown): unknown {
  if (given === undefined || methodKind(method.type) !== 'debit') return null;
  return given;
}

interface ConsumedRow {
  payment_method_id: string;
  data: ConfirmationTokenObject;
  [column: string]: unknown;
}

export interface ConsumedToken {
  /** The PaymentMethod the token stands for (made from its card data on creation). */
  readonly paymentMethodId: string;
  readonly token: ConfirmationTokenObject;
}

/**
 * Marks a confirmation token used by a PaymentIntent (pi_…) or SetupIntent (seti_…), in one
 * statement so that two confirms racing for one token cannot both get it. Inside the
 * confirm's transaction a failed confirm gives the token back.
 */
export async function consumeConfirmationToken(
  db: Queryable,
  account: Account,
  id: string,
  intentId: string,
  now: Date,
): Promise<ConsumedToken> {
  const field = intentId.startsWith('seti_') ? 'setup_intent' : 'payment_intent';
  const rows = await db.query<ConsumedRow>(
    `UPDATE confirmation_tokens
     SET data = jsonb_set(data, '{${field}}', to_jsonb($3::text))
     WHERE id = $1 AND account_id = $2 AND expires_at > $4
       AND data->'payment_intent' = 'null'::jsonb AND data->'setup_intent' = 'null'::jsonb
     RETURNING payment_method_id, data`,
    [id, account.id, intentId, unixNow(now)],
  );
  const row = rows[0];
  if (!row) throw await unusableToken(db, account, id);
  return { paymentMethodId: row.payment_method_id, token: row.data };
}

/** What a confirm may say beside a token; the token fills in what it leaves out. */
export interface TokenConfirmParams {
  readonly confirmation_token?: string | undefined;
  readonly payment_method?: string | undefined;
  readonly payment_method_data?: unknown;
  readonly payment_method_options?: unknown;
  readonly return_url?: string | undefined;
  readonly mandate_data?: unknown;
}

/**
 * A PaymentIntent's (pi_…) or SetupIntent's (seti_…) confirm parameters with the token's
 * choices filled in: its payment method, and return_url, mandate_data and options unless given
 * explicitly (a PaymentIntent also takes its setup_future_usage and shipping). The token's
 * method then goes through the confirm's own checks, its customer's among them.
 */
export async function applyConfirmationToken<P extends TokenConfirmParams>(
  db: Queryable,
  account: Account,
  intentId: string,
  params: P,
  now: Date,
): Promise<P> {
  const { confirmation_token: id, ...rest } = params;
  if (!id) return params;
  if (params.payment_method || params.payment_method_data) {
    throw new ApiError(
      'parameter_invalid_value',
      `You may only specify one of these parameters: confirmation_token, ${params.payment_method ? 'payment_method' : 'payment_method_data'}.`,
      { param: 'confirmation_token' },
    );
  }
  const { paymentMethodId, token } = await consumeConfirmationToken(db, account, id, intentId, now);
  const filled = (field: keyof ConfirmationTokenObject & string, given: unknown) =>
    token[field] && !given ? { [field]: token[field] } : {};
  return {
    ...rest,
    payment_method: paymentMethodId,
    ...filled('return_url', rest.return_url),
    ...filled('mandate_data', rest.mandate_data),
    ...filled('payment_method_options', rest.payment_method_options),
    ...(intentId.startsWith('pi_')
      ? {
          ...filled('setup_future_usage', (rest as Record<string, unknown>).setup_future_usage),
          ...filled('shipping', (rest as Record<string, unknown>).shipping),
        }
      : {}),
  } as P;
}

async function unusableToken(db: Queryable, account: Account, id: string) {
  const rows = await db.query<{ expires_at: string; used: boolean }>(
    `SELECT expires_at,
       data->'payment_intent' <> 'null'::jsonb OR data->'setup_intent' <> 'null'::jsonb AS used
     FROM confirmation_tokens WHERE id = $1 AND account_id = $2`,
    [id, account.id],
  );
  const row = rows[0];
  if (!row) return resourceMissing('confirmationtoken', id, 'confirmation_token');
  if (row.used) {
    return new ApiError(
      'token_already_used',
      `This ConfirmationToken (${id}) has already been used to confirm a PaymentIntent or SetupIntent. Create a new ConfirmationToken and try again.`,
      { param: 'confirmation_token' },
    );
  }
  return new ApiError(
    'parameter_invalid_value',
    `This ConfirmationToken (${id}) expired at ${new Date(Number(row.expires_at) * 1000).toISOString()}. Create a new ConfirmationToken and try again.`,
    { param: 'confirmation_token' },
  );
}
