import { LINK_MESSAGES_EN, type TestBankFundingMarker, testBankFundingMarker } from '@kassa/core';
import { ApiError, parameterMissing, resourceMissing } from '../errors/api-error.js';
import type { FinancialConnectionsSessionObject } from '../financial-connections/financial-connection-object.js';
import type { FinancialConnectionService } from '../financial-connections/financial-connection-service.js';
import { usBankAccountDetails } from '../payment-methods/bank-accounts.js';
import { buildBillingDetails, tokenizeCard } from '../payment-methods/card-vault.js';
import type {
  BillingDetails,
  LinkDetails,
  LinkFunding,
  PaymentMethodObject,
} from '../payment-methods/payment-method-object.js';
import { insertMethod } from '../payment-methods/payment-method-rows.js';
import { checkUpdatedExpiry } from '../payment-methods/saved-card-expiry.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import { keyedFingerprint } from '../platform/fingerprints.js';
import { newId, randomBase62, unixNow } from '../platform/ids.js';
import { debitTestOutcome } from '../processor/bank-debit-outcomes.js';
import type { Store } from '../store/store.js';
import type {
  CreateLinkPaymentMethodParams,
  CreatePaymentDetailParams,
  CreateShippingAddressParams,
  ShareParams,
  UpdatePaymentDetailParams,
} from './consumer-params.js';
import { findAccount, lockAccount } from './consumer-rows.js';
import type { ConsumerCaller, ConsumerService } from './consumer-service.js';
import { linkUnavailableReason } from './wallet-availability.js';
import {
  type ConsumerInfoObject,
  linkSettings,
  paymentDetailsObject,
  type RedactedPaymentDetailsObject,
  type ShippingAddressObject,
  shippingAddressObject,
  stripeAddress,
  type WalletConfigObject,
} from './wallet-object.js';
import {
  type BankAccountDetailRow,
  type CardDetailRow,
  findPaymentDetail,
  insertPaymentDetail,
  insertShippingAddress,
  listPaymentDetails,
  listShippingAddresses,
  ownsRow,
  type PaymentDetailRow,
  removeRow,
  setDefault,
  updateBankAccount,
  updatePaymentDetail,
  type WalletAddress,
} from './wallet-rows.js';

type AddressParams = Partial<Record<keyof WalletAddress | 'phone' | 'dependent_locality', string>>;

/** The wallet's address; a phone sent along is dropped (spec 001 §3). */
function walletAddress(input: AddressParams | undefined): WalletAddress {
  return {
    name: input?.name?.trim() || null,
    line_1: input?.line_1 ?? null,
    line_2: input?.line_2 ?? null,
    locality: input?.locality ?? null,
    administrative_area: input?.administrative_area ?? null,
    postal_code: input?.postal_code ?? null,
    country_code: input?.country_code?.toUpperCase() ?? null,
  };
}

/** A card's new expiry (two-digit years get 2000) and preferred network. */
function cardUpdate(
  found: CardDetailRow,
  params: UpdatePaymentDetailParams,
  now: Date,
): CardDetailRow {
  const changesExpiry = params.exp_month !== undefined || params.exp_year !== undefined;
  const expiry = changesExpiry
    ? checkUpdatedExpiry(found.card, params, now, '')
    : { month: found.card.exp_month, year: found.card.exp_year };
  const preferred = params.preferred_network;
  if (preferred !== undefined && !found.card.networks.available.includes(preferred)) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid preferred_network: must be one of ${found.card.networks.available.join(', ')}`,
      { param: 'preferred_network' },
    );
  }
  return {
    ...found,
    card: {
      ...found.card,
      exp_month: expiry.month,
      exp_year: expiry.year,
      networks: { ...found.card.networks, preferred: preferred ?? found.card.networks.preferred },
    },
  };
}

/** A bank account has no expiry or network: only its billing address and nickname change. */
function bankAccountUpdate(
  found: BankAccountDetailRow,
  params: UpdatePaymentDetailParams,
): BankAccountDetailRow {
  for (const param of ['exp_month', 'exp_year', 'preferred_network'] as const) {
    if (params[param] !== undefined) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid ${param}: payment details ${found.id} are a bank account, not a card.`,
        { param },
      );
    }
  }
  return found;
}

/** The kinds a list call asks for (an array, or a form's indexed object); null for all. */
function detailTypes(types: unknown): string[] | null {
  const given =
    typeof types === 'string'
      ? [types]
      : Array.isArray(types)
        ? types
        : typeof types === 'object' && types !== null
          ? Object.values(types)
          : [];
  const kinds = given.filter((t): t is string => typeof t === 'string').map((t) => t.toUpperCase());
  return kinds.length > 0 ? kinds : null;
}

/** Stripe's answer to a card security code that is not 3 or 4 digits. */
function checkCvc(cvc: string): void {
  if (!/^\d{3,4}$/.test(cvc)) {
    throw new ApiError('invalid_cvc', "Your card's security code is invalid.", {
      param: 'payment_method_options[card][cvc]',
    });
  }
}

/** The wallet card's billing details, as a PaymentMethod carries them. */
function walletBilling(detail: PaymentDetailRow): BillingDetails {
  return {
    address: stripeAddress(detail.billing_address),
    email: detail.billing_email,
    name: detail.billing_address.name,
    phone: null,
    tax_id: null,
  };
}

/**
 * A wallet card, for a `link` method: Kassa's link methods are funded by cards only (a bank
 * account shares as us_bank_account).
 */
function cardDetail(detail: PaymentDetailRow, param: string): CardDetailRow {
  if (detail.type === 'CARD') return detail;
  throw new ApiError(
    'parameter_invalid_value',
    `Invalid ${param}: payment details ${detail.id} are a bank account; a link PaymentMethod here pays with a wallet card. Share the bank account as us_bank_account instead.`,
    { param },
  );
}

const LINK_CREDENTIALS_PARAM = 'link[credentials][consumer_session_client_secret]';
/**
 * The wallet's bank account a newly linked one is (same routing number and fingerprint), if any:
 * typed numbers are saved as given, a linked account replaces its own earlier row.
 */
function sameLinkedAccount(
  row: BankAccountDetailRow,
  existing: readonly PaymentDetailRow[],
): BankAccountDetailRow | null {
  if (row.bank_account.financial_connections_account === undefined) return null;
  const found = existing.find(
    (detail): detail is BankAccountDetailRow =>
      detail.type === 'BANK_ACCOUNT' &&
      detail.bank_account.fingerprint === row.bank_account.fingerprint &&
      detail.bank_account.routing_number === row.bank_account.routing_number,
  );
  return found ?? null;
}

/** A new bank account's part of a payment detail, and the owner its bank reports (if linked). */
interface BankAccountPart {
  detail: Pick<BankAccountDetailRow, 'type' | 'card' | 'bank_account' | 'test_outcome'>;
  ownerName: string | null;
}

const PAYMENT_DETAILS = 'consumer_payment_details';
const SHIPPING_ADDRESSES = 'consumer_shipping_addresses';

/**
 * Saved payment details and shipping addresses of a wallet account, for its verified sessions,
 * and the sharing of a card into a PaymentMethod of the merchant the session belongs to.
 */
export class WalletService {
  readonly #store: Store;
  readonly #clock: Clock;
  readonly #consumers: ConsumerService;
  readonly #financialConnections: FinancialConnectionService;

  constructor(
    store: Store,
    clock: Clock,
    consumers: ConsumerService,
    financialConnections: FinancialConnectionService,
  ) {
    this.#store = store;
    this.#clock = clock;
    this.#consumers = consumers;
    this.#financialConnections = financialConnections;
  }

  /** The test e-mail marker of the wallet account (spec 001 §5), if its e-mail has one. */
  async #fundingMarker(consumerId: string): Promise<TestBankFundingMarker | null> {
    const found = await findAccount(this.#store, consumerId);
    return found ? testBankFundingMarker(found.email) : null;
  }

  /**
   * Refuses bank funding where the wallet offers none: on a merchant account outside the US
   * (us_bank_account is a US method), or for a shopper whose test e-mail has +disable_bank@.
   */
  async #checkBankFunding(caller: ConsumerCaller, consumerId: string, param: string) {
    if (caller.account.country !== 'US') {
      throw new ApiError(
        'parameter_invalid_value',
        'Bank accounts in the wallet pay US merchants only (us_bank_account).',
        { param },
      );
    }
    if ((await this.#fundingMarker(consumerId)) === 'disable_bank') {
      throw new ApiError(
        'parameter_invalid_value',
        'This wallet account takes no bank accounts (its test e-mail has +disable_bank@).',
        { param },
      );
    }
  }

  /**
   * POST consumers/link_account_sessions: a Financial Connections session in which the verified
   * shopper links one bank account to add to the wallet (payment_details with
   * bank_account[financial_connections_account]); the dialog opens with its client secret.
   */
  async linkAccountSession(
    caller: ConsumerCaller,
    secret: string | undefined,
  ): Promise<FinancialConnectionsSessionObject> {
    const session = await this.#consumers.walletSession(caller, secret);
    await this.#checkBankFunding(caller, session.consumer_id, 'credentials');
    return this.#financialConnections.createForWallet(caller.account, session.consumer_id);
  }

  async createPaymentDetail(
    caller: ConsumerCaller,
    params: CreatePaymentDetailParams,
  ): Promise<{ redacted_payment_details: RedactedPaymentDetailsObject }> {
    const secret = params.credentials?.consumer_session_client_secret;
    const session = await this.#consumers.walletSession(caller, secret);
    const now = this.#clock();
    let billing = walletAddress(params.billing_address);
    let bankPart: BankAccountPart | null = null;
    if (params.type === 'bank_account') {
      await this.#checkBankFunding(caller, session.consumer_id, 'type');
      bankPart = await this.#bankAccount(caller, session.consumer_id, params.bank_account);
      // A linked account's owner, as its bank reports it, when no name is given.
      if (!billing.name && bankPart.ownerName) billing = { ...billing, name: bankPart.ownerName };
      if (!billing.name) throw parameterMissing('billing_address[name]');
    }
    const common = {
      id: `csmrpd_${randomBase62(24)}`,
      consumer_id: session.consumer_id,
      billing_address: billing,
      billing_email: params.billing_email_address?.trim().toLowerCase() || null,
      nickname: params.nickname?.trim() || null,
      is_default: false,
      created: unixNow(now),
    };
    const row: PaymentDetailRow =
      bankPart !== null
        ? { ...common, ...bankPart.detail }
        : { ...common, ...(await this.#card(params.card, billing, now)) };
    const saved = await this.#store.transaction(async (tx) => {
      await lockAccount(tx, session.consumer_id);
      const existing = await listPaymentDetails(tx, session.consumer_id);
      const same = row.type === 'BANK_ACCOUNT' ? sameLinkedAccount(row, existing) : null;
      if (same !== null && row.type === 'BANK_ACCOUNT') {
        // The shopper linked an account the wallet has: it now comes from this link (verified
        // by the bank), rather than a second row for one account.
        const relinked: BankAccountDetailRow = {
          ...same,
          bank_account: row.bank_account,
          test_outcome: row.test_outcome,
        };
        await updateBankAccount(tx, relinked);
        if (params.is_default) {
          await setDefault(tx, PAYMENT_DETAILS, session.consumer_id, same.id);
          relinked.is_default = true;
        }
        return relinked;
      }
      await insertPaymentDetail(tx, row);
      if (params.is_default || existing.length === 0) {
        await setDefault(tx, PAYMENT_DETAILS, session.consumer_id, row.id);
        row.is_default = true;
      }
      return row;
    });
    return { redacted_payment_details: paymentDetailsObject(saved) };
  }

  /** A card's part of a new payment detail: tokenized as the vault does, number never kept. */
  async #card(
    card: CreatePaymentDetailParams['card'],
    billing: WalletAddress,
    now: Date,
  ): Promise<Pick<CardDetailRow, 'type' | 'card' | 'bank_account' | 'test_outcome'>> {
    if (card === undefined) throw parameterMissing('card');
    if (card.token !== undefined) {
      throw new ApiError('parameter_invalid_value', LINK_MESSAGES_EN.card_details_with_token, {
        param: 'card[token]',
      });
    }
    const tokenized = tokenizeCard(
      {
        ...(card.number !== undefined ? { number: card.number } : {}),
        ...(card.exp_month !== undefined ? { exp_month: card.exp_month } : {}),
        ...(card.exp_year !== undefined ? { exp_year: card.exp_year } : {}),
        ...(card.cvc !== undefined ? { cvc: card.cvc } : {}),
        ...(card.preferred_network ? { networks: { preferred: card.preferred_network } } : {}),
      },
      await this.#consumers.fingerprintSecret(),
      now,
    );
    return {
      type: 'CARD',
      card: {
        ...tokenized.card,
        checks: {
          ...tokenized.card.checks,
          address_postal_code_check: billing.postal_code ? 'unchecked' : null,
        },
      },
      bank_account: null,
      test_outcome: tokenized.outcome,
    };
  }

  /**
   * A US bank account's part: checked and reduced as a us_bank_account PaymentMethod is (the
   * account number is not kept; its test outcome is decided now). Either typed numbers (verified
   * with microdeposits at the first payment) or a Financial Connections account this wallet
   * linked (`financial_connections_account`: the bank confirmed it, so none are needed), whose
   * owner's name stands in for a missing billing name. The account holder's name is required,
   * as Stripe requires it of a us_bank_account PaymentMethod.
   */
  async #bankAccount(
    caller: ConsumerCaller,
    consumerId: string,
    bank: CreatePaymentDetailParams['bank_account'],
  ): Promise<BankAccountPart> {
    if (bank === undefined) throw parameterMissing('bank_account');
    const linkedId = bank.financial_connections_account;
    let given = {
      routing_number: bank.routing_number,
      account_number: bank.account_number,
      account_holder_type: bank.account_holder_type,
      account_type: bank.account_type,
    };
    let linked: { financial_connections_account: string; linked_on_account: string } | null = null;
    let ownerName: string | null = null;
    if (linkedId !== undefined) {
      const param = 'bank_account[financial_connections_account]';
      if (bank.routing_number !== undefined || bank.account_number !== undefined) {
        throw new ApiError(
          'parameter_invalid_value',
          'Pass either bank_account[financial_connections_account] or the routing and account numbers, not both.',
          { param },
        );
      }
      const source = await this.#financialConnections.walletBankSource(
        caller.account,
        linkedId,
        consumerId,
        param,
      );
      given = {
        routing_number: source.routing_number,
        account_number: source.account_number,
        account_holder_type: bank.account_holder_type,
        account_type: source.account_type,
      };
      linked = {
        financial_connections_account: source.financial_connections_account,
        linked_on_account: caller.account.id,
      };
      ownerName = source.owner_name;
    }
    const details = usBankAccountDetails(
      given,
      await this.#consumers.fingerprintSecret(),
      'bank_account',
    );
    return {
      detail: {
        type: 'BANK_ACCOUNT',
        card: null,
        bank_account: {
          account_holder_type: details.account_holder_type,
          account_type: details.account_type,
          bank_name: details.bank_name,
          fingerprint: details.fingerprint,
          last4: details.last4,
          routing_number: details.routing_number,
          ...(linked ?? {}),
        },
        test_outcome: debitTestOutcome('us_bank_account', given),
      },
      ownerName,
    };
  }

  /**
   * The account's payment details; `types` (card, bank_account, in either case) keeps only
   * those kinds, so a client that shows cards only is sent cards only.
   */
  async listPaymentDetails(
    caller: ConsumerCaller,
    secret: string | undefined,
    types?: unknown,
  ): Promise<{ redacted_payment_details: RedactedPaymentDetailsObject[] }> {
    const session = await this.#consumers.walletSession(caller, secret);
    const rows = await listPaymentDetails(this.#store, session.consumer_id);
    const wanted = detailTypes(types);
    // A +disable_bank@ test shopper is offered no bank funding: their bank accounts are not listed.
    const noBanks = (await this.#fundingMarker(session.consumer_id)) === 'disable_bank';
    return {
      redacted_payment_details: rows
        .filter((row) => wanted === null || wanted.includes(row.type))
        .filter((row) => !(noBanks && row.type === 'BANK_ACCOUNT'))
        .map(paymentDetailsObject),
    };
  }

  /** Expiry (two-digit years get 2000), preferred network, billing address, nickname, default. */
  async updatePaymentDetail(
    caller: ConsumerCaller,
    id: string,
    params: UpdatePaymentDetailParams,
  ): Promise<{ redacted_payment_details: RedactedPaymentDetailsObject }> {
    const secret = params.credentials?.consumer_session_client_secret;
    const session = await this.#consumers.walletSession(caller, secret);
    const row = await this.#store.transaction(async (tx) => {
      await lockAccount(tx, session.consumer_id);
      const found = await findPaymentDetail(tx, session.consumer_id, id);
      if (!found) throw resourceMissing('payment details', id);
      const billing = params.billing_address
        ? walletAddress(params.billing_address)
        : found.billing_address;
      const nickname =
        params.nickname !== undefined ? params.nickname.trim() || null : found.nickname;
      const updated: PaymentDetailRow =
        found.type === 'BANK_ACCOUNT'
          ? { ...bankAccountUpdate(found, params), billing_address: billing, nickname }
          : { ...cardUpdate(found, params, this.#clock()), billing_address: billing, nickname };
      await updatePaymentDetail(tx, updated);
      if (params.is_default) {
        await setDefault(tx, PAYMENT_DETAILS, session.consumer_id, id);
        updated.is_default = true;
      }
      return updated;
    });
    return { redacted_payment_details: paymentDetailsObject(row) };
  }

  async removePaymentDetail(caller: ConsumerCaller, id: string, secret: string | undefined) {
    const session = await this.#consumers.walletSession(caller, secret);
    await this.#remove(PAYMENT_DETAILS, session.consumer_id, id, 'payment details');
    return { id, deleted: true };
  }

  /**
   * POST consumers/payment_details/share: a PaymentMethod on the merchant account the session
   * belongs to (never another). With expected_payment_method_type=link, a `link` method (as
   * POST /v1/payment_methods type=link makes); without it (or with card / us_bank_account),
   * a card shares as a card marked as a wallet card (Stripe's passthrough mode) and a bank
   * account as us_bank_account. Fingerprints are keyed from the wallet's, per merchant account,
   * as every fingerprint is.
   */
  async share(
    caller: ConsumerCaller,
    params: ShareParams,
  ): Promise<{ id: string; payment_method: PaymentMethodObject }> {
    if (!params.id) {
      throw new ApiError('parameter_missing', LINK_MESSAGES_EN.no_payment_details_id, {
        param: 'id',
      });
    }
    const secret = params.credentials?.consumer_session_client_secret;
    const session = await this.#consumers.walletSession(caller, secret, { expiredCode: true });
    const detail = await findPaymentDetail(this.#store, session.consumer_id, params.id);
    if (!detail) throw resourceMissing('payment details', params.id);
    const sharedType = detail.type === 'BANK_ACCOUNT' ? 'us_bank_account' : 'card';
    const expected = params.expected_payment_method_type;
    if (expected === 'link') {
      const cvc = params.payment_method_options?.card?.cvc;
      if (cvc !== undefined) checkCvc(cvc);
      const method = await this.#linkMethod(caller, session.consumer_id, detail, 'id', {
        billing: {
          ...walletBilling(detail),
          email: params.billing_email ?? detail.billing_email,
          phone: params.billing_phone ?? null,
        },
        metadata: params.metadata ?? {},
        allowRedisplay:
          (params.allow_redisplay as PaymentMethodObject['allow_redisplay']) ?? 'unspecified',
      });
      return { id: method.id, payment_method: method };
    }
    if (expected !== undefined && expected !== sharedType) {
      throw new ApiError(
        'parameter_invalid_value',
        `Invalid expected_payment_method_type: payment details ${detail.id} share as ${sharedType}, not ${expected}.`,
        { param: 'expected_payment_method_type' },
      );
    }
    if (detail.type === 'BANK_ACCOUNT') {
      await this.#checkBankFunding(caller, session.consumer_id, 'id');
      return this.#shareBankAccount(caller, params, detail);
    }
    const cvc = params.payment_method_options?.card?.cvc;
    if (cvc !== undefined) checkCvc(cvc);
    const account = caller.account;
    const address = stripeAddress(detail.billing_address);
    const method: PaymentMethodObject = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay:
        (params.allow_redisplay as PaymentMethodObject['allow_redisplay']) ?? 'unspecified',
      billing_details: {
        address,
        email: params.billing_email ?? detail.billing_email,
        name: detail.billing_address.name,
        phone: params.billing_phone ?? null,
        tax_id: null,
      },
      card: {
        ...detail.card,
        checks: {
          address_line1_check: address.line1 ? 'unchecked' : null,
          address_postal_code_check: address.postal_code ? 'unchecked' : null,
          cvc_check: cvc !== undefined ? 'unchecked' : detail.card.checks.cvc_check,
        },
        fingerprint: keyedFingerprint(account.fingerprintSecret, detail.card.fingerprint),
        wallet: { type: 'link', link: {}, dynamic_last4: null },
      },
      created: unixNow(this.#clock()),
      customer: null,
      livemode: false,
      metadata: params.metadata ?? {},
      type: 'card',
    };
    await insertMethod(this.#store, account, method, detail.test_outcome);
    return { id: method.id, payment_method: method };
  }

  /**
   * POST /v1/payment_methods with type=link (spec 001 §7): a `link` method of the session's
   * merchant account paying with the wallet card `payment_details_id`. Backup payment details
   * must be the same account's cards too; they are checked, not kept: a payment uses
   * `payment_details_id` only. Billing details given replace the wallet card's.
   */
  async createLinkPaymentMethod(
    caller: ConsumerCaller,
    params: CreateLinkPaymentMethodParams,
  ): Promise<PaymentMethodObject> {
    const link = params.link ?? {};
    const id = link.payment_details_id;
    if (!id) throw parameterMissing('link[payment_details_id]');
    const secret = link.credentials?.consumer_session_client_secret;
    if (!secret) throw parameterMissing(LINK_CREDENTIALS_PARAM);
    const session = await this.#consumers
      .walletSession(caller, secret, { expiredCode: true })
      .catch((error: unknown) => {
        // The session's refusals name the credentials where this call carries them.
        if (
          error instanceof ApiError &&
          error.param === 'credentials[consumer_session_client_secret]'
        ) {
          throw new ApiError(error.code, error.message, { param: LINK_CREDENTIALS_PARAM });
        }
        throw error;
      });
    const detail = await findPaymentDetail(this.#store, session.consumer_id, id);
    if (!detail) throw resourceMissing('payment details', id, 'link[payment_details_id]');
    const backups = link.backup_payment_details_ids ?? [];
    for (const [index, backupId] of backups.entries()) {
      const param = `link[backup_payment_details_ids][${index}]`;
      const backup = await findPaymentDetail(this.#store, session.consumer_id, backupId);
      if (!backup) throw resourceMissing('payment details', backupId, param);
      cardDetail(backup, param);
    }
    return this.#linkMethod(caller, session.consumer_id, detail, 'link[payment_details_id]', {
      billing: params.billing_details
        ? buildBillingDetails(params.billing_details)
        : walletBilling(detail),
      metadata: params.metadata ?? {},
      allowRedisplay:
        (params.allow_redisplay as PaymentMethodObject['allow_redisplay']) ?? 'unspecified',
    });
  }

  /**
   * A `link` PaymentMethod as Stripe renders it (the account's e-mail, no card hash), stored
   * with the wallet card behind it (its test outcome, and its details for the charge).
   */
  async #linkMethod(
    caller: ConsumerCaller,
    consumerId: string,
    detail: PaymentDetailRow,
    param: string,
    given: {
      billing: BillingDetails;
      metadata: Record<string, string>;
      allowRedisplay: PaymentMethodObject['allow_redisplay'];
    },
  ): Promise<PaymentMethodObject> {
    const card = cardDetail(detail, param);
    const consumer = await findAccount(this.#store, consumerId);
    const account = caller.account;
    const link: LinkDetails = { email: consumer?.email ?? null, persistent_token: null };
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: given.allowRedisplay,
      billing_details: given.billing,
      created: unixNow(this.#clock()),
      customer: null,
      link,
      livemode: false,
      metadata: given.metadata,
      type: 'link',
    } as unknown as PaymentMethodObject;
    const funding: LinkFunding = {
      card: {
        ...card.card,
        fingerprint: keyedFingerprint(account.fingerprintSecret, card.card.fingerprint),
        wallet: null,
      },
    };
    await insertMethod(this.#store, account, method, card.test_outcome, funding);
    return method;
  }

  /**
   * A us_bank_account PaymentMethod from a wallet bank account, on the session's merchant
   * account; its fingerprint keyed from the wallet's per merchant account, as a card's is.
   * It confirms as any us_bank_account method does (a mandate). An account linked through
   * Financial Connections names its linked account, so the payment needs no microdeposits
   * (instant verification): on the merchant account it was linked on, that account; on another,
   * that merchant's own copy of it (made once, remembered in the wallet row). Typed numbers are
   * verified with microdeposits first.
   */
  async #shareBankAccount(
    caller: ConsumerCaller,
    params: ShareParams,
    detail: BankAccountDetailRow,
  ): Promise<{ id: string; payment_method: PaymentMethodObject }> {
    const account = caller.account;
    const bank = detail.bank_account;
    const linkedId = await this.#linkedAccountFor(account, detail);
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      allow_redisplay: params.allow_redisplay ?? 'unspecified',
      billing_details: {
        address: stripeAddress(detail.billing_address),
        email: params.billing_email ?? detail.billing_email,
        name: detail.billing_address.name,
        phone: params.billing_phone ?? null,
        tax_id: null,
      },
      created: unixNow(this.#clock()),
      customer: null,
      livemode: false,
      metadata: params.metadata ?? {},
      type: 'us_bank_account',
      us_bank_account: {
        account_holder_type: bank.account_holder_type,
        account_type: bank.account_type,
        bank_name: bank.bank_name,
        financial_connections_account: linkedId,
        fingerprint: keyedFingerprint(account.fingerprintSecret, bank.fingerprint),
        last4: bank.last4,
        networks: { preferred: 'ach', supported: ['ach'] },
        routing_number: bank.routing_number,
        status_details: null,
      },
    } as unknown as PaymentMethodObject;
    await insertMethod(this.#store, account, method, detail.test_outcome);
    return { id: method.id, payment_method: method };
  }

  /** The linked account a wallet bank account pays with on this merchant account, if linked. */
  async #linkedAccountFor(account: Account, detail: BankAccountDetailRow): Promise<string | null> {
    const accountId = account.id;
    const bank = detail.bank_account;
    const source = bank.financial_connections_account;
    if (source === undefined) return null;
    if (bank.linked_on_account === accountId) return source;
    const known = bank.networked?.[accountId];
    if (known !== undefined) return known;
    const copy = await this.#financialConnections.networkForWallet(
      account,
      source,
      detail.consumer_id,
    );
    if (copy === null) return null;
    // Remembered on the row as it is now (read under the wallet's lock), for the next payment.
    await this.#store.transaction(async (tx) => {
      await lockAccount(tx, detail.consumer_id);
      const now = await findPaymentDetail(tx, detail.consumer_id, detail.id);
      if (now?.type !== 'BANK_ACCOUNT' || now.bank_account.financial_connections_account !== source)
        return;
      const networked = { ...now.bank_account.networked, [accountId]: copy };
      await updateBankAccount(tx, { ...now, bank_account: { ...now.bank_account, networked } });
    });
    return copy;
  }

  /**
   * GET elements/wallet-config: whether the wallet is offered (spec 001 §6's gates the provider
   * knows: the account and the page's domain, with §8's reason when not) and, for a stored
   * credential of a wallet session, who is in. A credential that no longer works gives no
   * consumer info rather than an error.
   */
  async walletConfig(
    caller: ConsumerCaller,
    secret: string | undefined,
    unverifiedOnDomain: readonly string[] = [],
  ): Promise<WalletConfigObject> {
    const reason = linkUnavailableReason({
      unactivated: caller.account.unactivatedPaymentMethodTypes,
      unverifiedOnDomain,
    });
    let consumerInfo: ConsumerInfoObject | null = null;
    let marker: TestBankFundingMarker | null = null;
    if (secret) {
      const signedIn = await this.#consumers.signedIn(caller, secret);
      if (signedIn) {
        marker = await this.#fundingMarker(signedIn.consumerId);
        const details = await listPaymentDetails(this.#store, signedIn.consumerId);
        consumerInfo = {
          consumer_session: {
            client_secret: secret,
            email_address: signedIn.session.email_address,
            verification_sessions: signedIn.session.verification_sessions,
          },
          publishable_key: null,
          auth_session_client_secret: null,
          redacted_payment_details: details.map((detail) => ({ id: detail.id })),
          available_passkeys: [],
        };
      }
    }
    return {
      link_available: reason === null,
      link_unavailable_reason: reason,
      google_pay_available: false,
      apple_pay_available: false,
      // Not bound to an intent: cards, and bank accounts too for a signed-in test shopper whose
      // e-mail asks for more than one funding source (+multiple_funding_sources@); nothing
      // when a gate of spec 001 §6 closes the wallet.
      link_settings: linkSettings(
        reason !== null
          ? []
          : marker === 'multiple_funding_sources'
            ? ['link', 'us_bank_account']
            : ['link'],
        { country: caller.account.country, marker },
      ),
      experiments: {},
      gates: {},
      card_brand_choice: { eligible: false },
      verified_payment_methods_on_domain: unverifiedOnDomain.includes('link') ? [] : ['link'],
      consumer_info: consumerInfo,
    };
  }

  async createShippingAddress(
    caller: ConsumerCaller,
    params: CreateShippingAddressParams,
  ): Promise<ShippingAddressObject> {
    const secret = params.credentials?.consumer_session_client_secret;
    const session = await this.#consumers.walletSession(caller, secret);
    const row = {
      id: `csmrsa_${randomBase62(24)}`,
      consumer_id: session.consumer_id,
      address: walletAddress(params.address),
      is_default: false,
      created: unixNow(this.#clock()),
    };
    await this.#store.transaction(async (tx) => {
      await lockAccount(tx, session.consumer_id);
      const existing = await listShippingAddresses(tx, session.consumer_id);
      await insertShippingAddress(tx, row);
      if (params.is_default || existing.length === 0) {
        await setDefault(tx, SHIPPING_ADDRESSES, session.consumer_id, row.id);
        row.is_default = true;
      }
    });
    return shippingAddressObject(row);
  }

  async listShippingAddresses(
    caller: ConsumerCaller,
    secret: string | undefined,
  ): Promise<{ shipping_addresses: ShippingAddressObject[] }> {
    const session = await this.#consumers.walletSession(caller, secret);
    const rows = await listShippingAddresses(this.#store, session.consumer_id);
    return { shipping_addresses: rows.map(shippingAddressObject) };
  }

  /** The only change an address takes: becoming the default (spec 001 §7). */
  async updateShippingAddress(
    caller: ConsumerCaller,
    id: string,
    secret: string | undefined,
    isDefault: boolean | undefined,
  ): Promise<ShippingAddressObject> {
    const session = await this.#consumers.walletSession(caller, secret);
    return this.#store.transaction(async (tx) => {
      await lockAccount(tx, session.consumer_id);
      if (!(await ownsRow(tx, SHIPPING_ADDRESSES, session.consumer_id, id))) {
        throw resourceMissing('shipping address', id);
      }
      if (isDefault) await setDefault(tx, SHIPPING_ADDRESSES, session.consumer_id, id);
      const rows = await listShippingAddresses(tx, session.consumer_id);
      const row = rows.find((r) => r.id === id);
      if (!row) throw resourceMissing('shipping address', id);
      return shippingAddressObject(row);
    });
  }

  async removeShippingAddress(caller: ConsumerCaller, id: string, secret: string | undefined) {
    const session = await this.#consumers.walletSession(caller, secret);
    await this.#remove(SHIPPING_ADDRESSES, session.consumer_id, id, 'shipping address');
    return { id, deleted: true };
  }

  async #remove(
    table: typeof PAYMENT_DETAILS | typeof SHIPPING_ADDRESSES,
    consumerId: string,
    id: string,
    kind: string,
  ): Promise<void> {
    const removed = await this.#store.transaction(async (tx) => {
      await lockAccount(tx, consumerId);
      return removeRow(tx, table, consumerId, id);
    });
    if (!removed) throw resourceMissing(kind, id);
  }
}
