import { ApiError } from '../errors/api-error.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import { lockPaymentIntent } from '../intents/payment-intent-rows.js';
import {
  type BankRedirectRow,
  claimDuePage,
  findBankRedirect,
  findQrData,
  findVoucherPage,
  settleBankRedirect,
} from '../page-attempts/bank-redirect-attempts.js';
import {
  type BankRedirectCompletion,
  type BankRedirectObject,
  type BankRedirectStatus,
  PAGE_ANSWERS,
} from '../page-attempts/bank-redirect-object.js';
import { assertCurrent } from '../page-attempts/three-d-secure-attempts.js';
import { confirmLocked } from '../payment-intents/confirmation.js';
import type { Viewer } from '../payment-intents/payment-intent-service.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Account } from '../platform/accounts.js';
import type { Clock } from '../platform/clock.js';
import type { SetupDeps } from '../setup-intents/setup-confirm-result.js';
import { settleSetup } from '../setup-intents/setup-settlement.js';
import type { Queryable, Store } from '../store/store.js';
import type { BoletoVoucher } from './boleto-pdf.js';
import type { CompleteProviderPageParams } from './provider-page-params.js';
import {
  ATTEMPT_EXPIRED,
  assertPending,
  checkAttemptSecret,
  failAuthentication,
  returnTarget,
  writeAfterPage,
} from './redirect-completion.js';
import { isSourcePage, settleSourcePage } from './source-pages.js';

const KIND = { resource: 'bank_redirect', label: 'bank authorization' } as const;

type Answer = Exclude<BankRedirectStatus, 'pending'>;

/**
 * The simulated provider behind every non-card method that is not a debit: the page a
 * redirect sends the buyer to, the page a QR code opens, a voucher's page and transfer
 * instructions. What the page shows, the buyer's (or test controls') answer, and the answers
 * Stripe's test inputs schedule (claimed from the database by the page-outcome worker).
 */
export class BankRedirectService {
  readonly #store: Store;
  readonly #methods: PaymentMethodService;
  readonly #clock: Clock;

  constructor(store: Store, methods: PaymentMethodService, clock: Clock) {
    this.#store = store;
    this.#methods = methods;
    this.#clock = clock;
  }

  // What the setup and payment completions after the bank page both need.
  get #deps(): SetupDeps {
    return { methods: this.#methods, clock: this.#clock };
  }

  async retrieve(
    viewer: Viewer,
    id: string,
    clientSecret: string | undefined,
  ): Promise<BankRedirectObject> {
    const row = await findBankRedirect(this.#store, viewer.account, id);
    return checkAttemptSecret(viewer, row && { ...row, redirect: true }, id, clientSecret, KIND)
      .data;
  }

  /**
   * The buyer's answer at the page, in one transaction: authorised (or a voucher paid, a
   * transfer received) pays the intent (or finishes the setup) at once; failed, canceled or
   * expired leaves it needing another payment method. Answers where the buyer goes next: the
   * shop's return_url with Stripe's query parameters (null for a page not reached by redirect).
   */
  complete(
    viewer: Viewer,
    id: string,
    params: CompleteProviderPageParams,
  ): Promise<BankRedirectCompletion> {
    return this.#store.transaction(async (tx) => {
      const locked = await findBankRedirect(tx, viewer.account, id, true);
      const row = locked && { ...locked, redirect: locked.return_url !== null };
      const attempt = checkAttemptSecret(viewer, row, id, params.client_secret, KIND);
      assertPending(attempt, KIND);
      const result = params.result as Answer;
      if (!PAGE_ANSWERS[attempt.data.kind].includes(result)) {
        throw new ApiError(
          'parameter_invalid_value',
          `Invalid result: a ${attempt.data.kind} page answers one of ${PAGE_ANSWERS[attempt.data.kind].join(', ')}.`,
          { param: 'result' },
        );
      }
      return this.#answer(tx, viewer.account, attempt, result);
    });
  }

  /** What the QR code of a QR page encodes (its page URL); undefined for another id. */
  qrData(id: string): Promise<string | undefined> {
    return findQrData(this.#store, id);
  }

  /** A boleto voucher's printed details (its PDF), by the page's id; undefined for others. */
  async boletoVoucher(id: string): Promise<BoletoVoucher | undefined> {
    const page = await findVoucherPage(this.#store, id);
    const details = page?.next_action?.boleto_display_details as
      | { number?: unknown; expires_at?: unknown }
      | undefined;
    if (!page || page.amount === null || page.currency === null || !details) return undefined;
    if (typeof details.number !== 'string' || typeof details.expires_at !== 'number') {
      return undefined;
    }
    return {
      number: details.number,
      amount: page.amount,
      currency: page.currency,
      expiresAt: details.expires_at,
      merchantName: page.merchant_name,
    };
  }

  /**
   * Answers one pending page whose scheduled test outcome or expiry is due (the page-outcome
   * worker's round); false when none is due.
   */
  settleDue(now: number): Promise<boolean> {
    return this.#store.transaction(async (tx) => {
      const due = await claimDuePage(tx, now);
      if (!due) return false;
      const account = { id: due.accountId } as Account;
      const attempt = { ...due.row, redirect: due.row.return_url !== null };
      await this.#answer(tx, account, attempt, due.to);
      return true;
    });
  }

  /**
   * A transfer page's payment arrived in full (a funded cash balance paid it): the page
   * succeeds and the intent is paid, as "Simulate the transfer" does, in the caller's transaction.
   */
  settleTransfer(tx: Queryable, account: Account, row: BankRedirectRow): Promise<object> {
    return this.#answer(tx, account, { ...row, redirect: row.return_url !== null }, 'succeeded');
  }

  async #answer(
    tx: Queryable,
    account: Account,
    attempt: BankRedirectRow & { redirect: boolean },
    result: Answer,
  ): Promise<BankRedirectCompletion> {
    const object = await settleBankRedirect(tx, attempt, result);
    if (isSourcePage(attempt)) {
      return { ...object, return_url: await settleSourcePage(tx, account, attempt, result) };
    }
    const passed = result === 'succeeded';
    const after = attempt.intent_id.startsWith('seti_')
      ? await settleSetup(tx, this.#deps, account, attempt, passed, KIND.label)
      : await this.#settlePayment(tx, account, attempt, result);
    return { ...object, return_url: returnTarget(attempt, after) };
  }

  async #settlePayment(
    tx: Queryable,
    account: Account,
    attempt: { id: string; intent_id: string },
    result: Answer,
  ): Promise<PaymentIntentObject> {
    const before = await lockPaymentIntent(tx, account, attempt.intent_id);
    assertCurrent(before, attempt, 'PaymentIntent', KIND.label);
    if (result === 'expired') return failAuthentication(tx, account, before, ATTEMPT_EXPIRED);
    if (result !== 'succeeded') return failAuthentication(tx, account, before);
    const ready: PaymentIntentObject = { ...before, next_action: null };
    const outcome = await confirmLocked(tx, this.#methods, account, ready, {}, this.#clock());
    return writeAfterPage(tx, this.#deps, account, before, outcome);
  }
}
