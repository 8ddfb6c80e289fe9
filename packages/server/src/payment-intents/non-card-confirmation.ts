import { buildNonCardCharge } from '../charges/charges.js';
import { scheduleSettlement } from '../debits/debit-settlement-rows.js';
import { ApiError } from '../errors/api-error.js';
import { methodKind, returnUrlRequired } from '../intents/intent-method-types.js';
import {
  bankTransferNextAction,
  type DisplayAction,
  qrNextAction,
  transferTypeOf,
  voucherExpiry,
  voucherNextAction,
} from '../intents/method-next-actions.js';
import { awaitingAction, type PaymentIntentObject } from '../intents/payment-intent-object.js';
import { mandateFor } from '../mandates/mandates.js';
import {
  consumeBankAuthorization,
  insertBankRedirect,
  insertProviderPage,
} from '../page-attempts/bank-redirect-attempts.js';
import type { ResolvedMethod } from '../payment-methods/stored-method.js';
import type { Account } from '../platform/accounts.js';
import { parseDebitOutcome } from '../processor/bank-debit-outcomes.js';
import { voucherOutcome } from '../processor/voucher-outcomes.js';
import type { Queryable } from '../store/store.js';
import type { ConfirmResult } from './confirm-result.js';
import { needsMicrodeposits, startMicrodeposits } from './microdeposits.js';
import type { ConfirmPaymentIntentParams } from './payment-intent-params.js';

/** One confirmation of a non-card method, in the confirming transaction. */
interface Step {
  readonly tx: Queryable;
  readonly account: Account;
  readonly intent: PaymentIntentObject;
  readonly resolved: ResolvedMethod;
  readonly params: ConfirmPaymentIntentParams;
  readonly now: Date;
}

/**
 * A bank debit: under a mandate the intent goes to processing with a pending Charge, and a
 * settlement job (stored with them, in the same transaction) later tells how the bank answered.
 * A US bank account entered by hand with `verification_method: microdeposits` is verified
 * first: the intent waits in requires_action (verify_with_microdeposits) under its mandate.
 */
async function startDebit(step: Step) {
  const { tx, account, intent, resolved, params, now } = step;
  const method = resolved.object;
  const singleUse = intent.setup_future_usage
    ? undefined
    : { amount: intent.amount, currency: intent.currency };
  const mandate = await mandateFor(tx, account, method, params.mandate_data, { singleUse }, now);
  if (
    await needsMicrodeposits(
      tx,
      account,
      method,
      params.payment_method_options,
      intent.payment_method_options,
    )
  ) {
    const nextAction = await startMicrodeposits(tx, account, intent, method, mandate.id, now);
    return { intent: awaitingAction(intent, nextAction, method.id), method: resolved };
  }
  return beginDebit(tx, account, intent, resolved, mandate.id, now);
}

/** The debit itself: a pending Charge, its settlement job, and the intent processing. */
export async function beginDebit(
  tx: Queryable,
  account: Account,
  intent: PaymentIntentObject,
  resolved: ResolvedMethod,
  mandateId: string | null,
  now: Date,
): Promise<ConfirmResult> {
  const method = resolved.object;
  const charge = buildNonCardCharge(intent, method, 'pending', mandateId, now);
  // Stripe's "stays in processing indefinitely" account gets no job: only a cancel ends it.
  const { slow, settles } = parseDebitOutcome(resolved.outcome);
  if (settles) {
    const job = { intentId: intent.id, chargeId: charge.id, slow, readyAt: now.getTime() };
    await scheduleSettlement(tx, account, job);
  }
  const processing: PaymentIntentObject = {
    ...intent,
    status: 'processing',
    amount_capturable: 0,
    latest_charge: charge.id,
    next_action: null,
    payment_method: method.id,
    last_payment_error: null,
  };
  return { intent: processing, charge, method: resolved };
}

/** The intent paid at once: the provider's page authorised this method for this intent. */
function paidStep({ intent, resolved, now }: Step): ConfirmResult {
  const method = resolved.object;
  const charge = buildNonCardCharge(intent, method, 'succeeded', null, now);
  const paid: PaymentIntentObject = {
    ...intent,
    status: 'succeeded',
    amount_capturable: 0,
    amount_received: intent.amount,
    latest_charge: charge.id,
    next_action: null,
    payment_method: method.id,
    last_payment_error: null,
  };
  return { intent: paid, charge, method: resolved };
}

/**
 * Whether the buyer already answered the method's page with "authorised" (used up now): the
 * intent's own page, or for a redirect Source (src_…) the page it was authorised at when it
 * was created, which pays one charge.
 */
async function authorized({ tx, account, intent, resolved }: Step): Promise<boolean> {
  const method = resolved.object;
  if (resolved.isNew) return false;
  if (await consumeBankAuthorization(tx, account, intent.id, method.id)) return true;
  return (
    method.id.startsWith('src_') &&
    (await consumeBankAuthorization(tx, account, method.id, method.id))
  );
}

/**
 * A redirect method (bank, wallet, pay-later): the buyer authorises at the provider's page
 * first (requires_action with a redirect_to_url), and the confirm the page makes once they
 * did pays at once.
 */
async function redirectStep(step: Step) {
  if (await authorized(step)) return paidStep(step);
  const { tx, account, intent, resolved, params, now } = step;
  const method = resolved.object;
  if (!params.return_url) throw returnUrlRequired('PaymentIntent', method.type);
  const returnUrl = params.return_url;
  const nextAction = await insertBankRedirect(tx, account, { intent, method, returnUrl, now });
  return { intent: awaitingAction(intent, nextAction, method.id), method: resolved };
}

/**
 * BLIK's six-digit code from the banking app, which Stripe requires on the confirm
 * (payment_method_options[blik][code]).
 */
function checkBlikCode(options: unknown): void {
  const param = 'payment_method_options[blik][code]';
  const blik = (options as { blik?: { code?: unknown } } | undefined)?.blik;
  const code = blik?.code;
  if (code === undefined) {
    throw new ApiError('parameter_missing', `Missing required param: ${param}.`, { param });
  }
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) {
    throw new ApiError('parameter_invalid_value', `Invalid ${param}: must be 6 digits.`, {
      param,
    });
  }
}

/**
 * A method the buyer answers without leaving the shop: a QR code scanned (or an app
 * approved) while Stripe.js polls, a voucher paid in a shop, a bank transfer. The intent waits
 * in requires_action with the type's own next action; the simulated provider page (or the
 * voucher's scheduled test outcome) answers it, and then it pays at once.
 */
async function displayStep(step: Step, kind: 'qr' | 'voucher' | 'bank_transfer') {
  if (await authorized(step)) return paidStep(step);
  const { tx, account, intent, resolved, params, now } = step;
  const method = resolved.object;
  const common = { intent, method, now, returnUrl: params.return_url ?? null };
  let nextAction: DisplayAction;
  if (kind === 'qr') {
    if ((method.type as string) === 'blik') checkBlikCode(params.payment_method_options);
    const page = await insertProviderPage(tx, account, {
      ...common,
      kind,
      nextAction: (ref) => qrNextAction(method.type, ref, now),
    });
    nextAction = page.nextAction;
  } else if (kind === 'voucher') {
    const expiresAt = voucherExpiry(method.type, params.payment_method_options, now);
    const page = await insertProviderPage(tx, account, {
      ...common,
      kind,
      expiresAt,
      scheduled: voucherOutcome(method.billing_details.email, now.getTime()),
      nextAction: (ref) => voucherNextAction(method.type, ref, expiresAt),
    });
    nextAction = page.nextAction;
  } else {
    if (intent.customer === null) {
      throw new ApiError(
        'payment_intent_invalid_parameter',
        'The customer_balance payment method requires a customer. Provide a `customer` on the PaymentIntent.',
        { param: 'customer' },
      );
    }
    const transfer = transferTypeOf(params.payment_method_options, intent.currency);
    const page = await insertProviderPage(tx, account, {
      ...common,
      kind,
      nextAction: (ref) => bankTransferNextAction(ref, intent, transfer, account.businessName),
    });
    nextAction = page.nextAction;
  }
  return {
    intent: awaitingAction(intent, nextAction, method.id),
    method: resolved,
  };
}

/** Whether the method is not a card: its step writes a mandate or a provider page. */
export function hasNonCardStep(resolved: ResolvedMethod): boolean {
  const kind = methodKind(resolved.object.type);
  return kind !== undefined && kind !== 'card';
}

/** The confirm of a non-card method; undefined for a card (the test processor's part). */
export function nonCardStep(step: Step): Promise<ConfirmResult> | undefined {
  const kind = methodKind(step.resolved.object.type);
  if (kind === 'debit') return startDebit(step);
  if (kind === 'redirect') return redirectStep(step);
  if (kind === 'qr' || kind === 'voucher' || kind === 'bank_transfer') {
    return displayStep(step, kind);
  }
  return undefined;
}
