import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { Queryable, Store } from '../store/store.js';
import { tokenizeCard } from './card-vault.js';
import type { BillingDetails, CardDetails } from './payment-method-object.js';
import { testCardTokenUse } from './test-card-tokens.js';
import { legacyBrand, type TokenCard, type TokenObject } from './token-object.js';
import type { CreateTokenParams, TokenCardParams } from './token-params.js';
import {
  bankAccountObject,
  checkAccount,
  checkCvcUpdate,
  checkPerson,
  tokenKind,
} from './token-rules.js';

const INSERT_SQL = `INSERT INTO tokens (id, account_id, test_outcome, card_details, data)
  VALUES ($1, $2, $3, $4::jsonb, $5::jsonb)`;

interface CardPart {
  readonly card: TokenCard;
  readonly details: CardDetails;
  readonly outcome: TestOutcome;
}

/** Stripe.js createToken: card, bank account, PII, CVC update, account and person tokens. */
export class TokenService {
  readonly #store: Store;
  readonly #clock: Clock;

  constructor(store: Store, clock: Clock) {
    this.#store = store;
    this.#clock = clock;
  }

  async create(
    account: Account,
    params: CreateTokenParams,
    clientIp: string | null,
  ): Promise<TokenObject> {
    const now = this.#clock();
    const kind = tokenKind(params);
    const token: TokenObject = {
      id: `tok_${randomBase62(24)}`,
      object: 'token',
      client_ip: clientIp,
      created: unixNow(now),
      livemode: false,
      type: kind,
      used: false,
    };
    let card: CardPart | undefined;
    if (kind === 'card' && params.card) {
      card = cardPart(params.card, account, now);
      token.card = card.card;
    } else if (kind === 'bank_account' && params.bank_account) {
      token.bank_account = bankAccountObject(params.bank_account, account.fingerprintSecret);
    } else if (kind === 'cvc_update') {
      checkCvcUpdate(params.cvc_update?.cvc ?? '');
    } else if (kind === 'account' && params.account) {
      checkAccount(params.account);
    } else if (kind === 'person') {
      checkPerson(params.person, 'person');
    }
    await this.#store.query(INSERT_SQL, [
      token.id,
      account.id,
      card?.outcome ?? null,
      card ? JSON.stringify(card.details) : null,
      JSON.stringify(token),
    ]);
    return token;
  }

  async retrieve(account: Account, id: string): Promise<TokenObject> {
    const rows = await this.#store.query<{ data: TokenObject; used: boolean }>(
      'SELECT data, used FROM tokens WHERE id = $1 AND account_id = $2',
      [id, account.id],
    );
    const row = rows[0];
    if (!row) throw resourceMissing('token', id);
    return { ...row.data, used: row.used };
  }
}

function cardPart(input: TokenCardParams, account: Account, now: Date): CardPart {
  const { card: tokenized, outcome } = tokenizeCard(input, account.fingerprintSecret, now);
  // The params' shape allows only the two device wallets (a Link card is never tokenized here).
  const method = (input.tokenization_method ?? null) as 'apple_pay' | 'google_pay' | null;
  // A wallet hands out a device number; the test wallet's stands in with the card's last4.
  const details: CardDetails =
    method === null
      ? tokenized
      : {
          ...tokenized,
          wallet: { type: method, [method]: {}, dynamic_last4: tokenized.last4 },
        };
  const card: TokenCard = {
    id: `card_${randomBase62(24)}`,
    object: 'card',
    address_city: input.address_city ?? null,
    address_country: input.address_country ?? null,
    address_line1: input.address_line1 ?? null,
    address_line1_check: input.address_line1 ? 'unchecked' : null,
    address_line2: input.address_line2 ?? null,
    address_state: input.address_state ?? null,
    address_zip: input.address_zip ?? null,
    address_zip_check: input.address_zip ? 'unchecked' : null,
    brand: legacyBrand(details.brand),
    country: details.country,
    currency: input.currency?.toLowerCase() ?? null,
    cvc_check: details.checks.cvc_check,
    dynamic_last4: details.wallet?.dynamic_last4 ?? null,
    exp_month: details.exp_month,
    exp_year: details.exp_year,
    fingerprint: details.fingerprint,
    funding: details.funding,
    last4: details.last4,
    metadata: {},
    name: input.name ?? null,
    networks: { preferred: details.networks.preferred },
    tokenization_method: method,
    wallet: null,
  };
  return { card, details, outcome };
}

export interface TokenizedCardUse {
  readonly card: CardDetails;
  readonly outcome: TestOutcome;
  readonly billingDetails: BillingDetails;
}

/**
 * Spends a card token once (`payment_method_data[card][token]` / `card[token]` on a
 * PaymentMethod create): its card details, test outcome and the billing details it carries.
 * One statement, so two creates racing for one token cannot both get it.
 */
export async function consumeCardToken(
  db: Queryable,
  account: Account,
  id: string,
  param = 'card[token]',
): Promise<TokenizedCardUse> {
  const test = testCardTokenUse(account, id);
  if (test) return test;
  const rows = await db.query<{
    card_details: CardDetails;
    test_outcome: TestOutcome;
    data: TokenObject;
  }>(
    `UPDATE tokens SET used = true
     WHERE id = $1 AND account_id = $2 AND NOT used AND card_details IS NOT NULL
     RETURNING card_details, test_outcome, data`,
    [id, account.id],
  );
  const row = rows[0];
  if (row?.data.card) return cardUse(row.card_details, row.test_outcome, row.data.card);
  const found = await db.query<{ used: boolean }>(
    'SELECT used FROM tokens WHERE id = $1 AND account_id = $2',
    [id, account.id],
  );
  if (found[0]?.used) {
    throw new ApiError(
      'token_already_used',
      `You cannot use a Stripe token more than once: ${id}.`,
      { param },
    );
  }
  if (found[0]) {
    throw new ApiError('parameter_invalid_value', `Token ${id} is not a card token.`, { param });
  }
  throw resourceMissing('token', id, param);
}

function cardUse(details: CardDetails, outcome: TestOutcome, card: TokenCard): TokenizedCardUse {
  return {
    card: details,
    outcome,
    billingDetails: {
      address: {
        city: card.address_city,
        country: card.address_country,
        line1: card.address_line1,
        line2: card.address_line2,
        postal_code: card.address_zip,
        state: card.address_state,
      },
      email: null,
      name: card.name,
      phone: null,
      tax_id: null,
    },
  };
}
