import { ApiError } from '../errors/api-error.js';
import {
  answerMicrodeposits,
  insertMicrodeposits,
  type MicrodepositRow,
  microdepositsVerified,
  pendingMicrodeposits,
  TEST_DESCRIPTOR_CODE,
  TEST_MICRODEPOSIT_AMOUNTS,
} from '../intents/microdeposit-rows.js';
import type { VerifyWithMicrodepositsAction } from '../intents/next-action-object.js';
import {
  insertProviderPage,
  settleMicrodepositPage,
} from '../page-attempts/bank-redirect-attempts.js';
import type { AuthenticatedIntent } from '../page-attempts/three-d-secure-attempts.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { Account } from '../platform/accounts.js';
import type { Queryable } from '../store/store.js';
import type { VerifyMicrodepositsParams } from './payment-intent-params.js';

// Microdeposit verification of a hand-entered US bank account, as Stripe runs it in test
// mode: the deposits "arrive" the next day; the shopper (or the merchant's server) answers
// with the amounts 32 and 45 or the descriptor code SM11AA; three wrong answers end it.

const DAY_SECONDS = 86_400;

function usBankAccountOptions(options: unknown): Record<string, unknown> {
  if (typeof options !== 'object' || options === null) return {};
  const own = (options as Record<string, unknown>).us_bank_account;
  return typeof own === 'object' && own !== null ? (own as Record<string, unknown>) : {};
}

/**
 * Whether the confirm must wait for microdeposits: a US bank account entered with this
 * confirm (a saved one was verified when it was set up) whose numbers were typed rather than
 * linked through Financial Connections (in the bank-linking dialog's "enter bank details
 * manually" or given to the API as routing and account numbers), unless
 * payment_method_options[us_bank_account][verification_method] is `instant`. Stripe's
 * `automatic` (the default) tries instant verification and falls back to microdeposits, which
 * is all a typed account can have; `microdeposits` asks for them outright. The option is given
 * to the confirm or, as Stripe's microdeposit guide does, when the intent was created
 * (`stored`; the confirm's wins).
 */
export async function needsMicrodeposits(
  tx: Queryable,
  account: Account,
  method: PaymentMethodObject,
  options: unknown,
  stored?: unknown,
): Promise<boolean> {
  if ((method.type as string) !== 'us_bank_account') return false;
  const verification =
    usBankAccountOptions(options).verification_method ??
    usBankAccountOptions(stored).verification_method;
  const known = ['automatic', 'instant', 'microdeposits'];
  if (verification !== undefined && !known.includes(String(verification))) {
    const param = 'payment_method_options[us_bank_account][verification_method]';
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid ${param}: must be one of automatic, instant or microdeposits`,
      { param },
    );
  }
  if (method.customer !== null || verification === 'instant') return false;
  if (linkedAccount(method)) return false;
  // A setup re-confirmed after its answer: the account is verified now.
  return !(await microdepositsVerified(tx, account, method.id));
}

/** Linked through Financial Connections: the bank confirmed the account, nothing to verify. */
function linkedAccount(method: PaymentMethodObject): boolean {
  const details = (method as unknown as Record<string, unknown>).us_bank_account;
  if (typeof details !== 'object' || details === null) return false;
  const linked = (details as Record<string, unknown>).financial_connections_account;
  return typeof linked === 'string' && linked !== '';
}

/**
 * Stores the pending verification and answers the next action Stripe shows for it; its
 * hosted_verification_url is a provider page where the shopper types the code.
 */
export async function startMicrodeposits(
  tx: Queryable,
  account: Account,
  intent: AuthenticatedIntent,
  method: PaymentMethodObject,
  mandateId: string | null,
  now: Date,
): Promise<VerifyWithMicrodepositsAction> {
  const type = 'descriptor_code';
  await insertMicrodeposits(tx, account, {
    intentId: intent.id,
    methodId: method.id,
    mandateId,
    type,
  });
  const page = await insertProviderPage<VerifyWithMicrodepositsAction>(tx, account, {
    intent,
    method,
    kind: 'microdeposits',
    returnUrl: null,
    now,
    nextAction: ({ url }) => ({
      type: 'verify_with_microdeposits',
      verify_with_microdeposits: {
        arrival_date: Math.floor(now.getTime() / 1000) + DAY_SECONDS,
        hosted_verification_url: url,
        microdeposit_type: type,
      },
    }),
  });
  return page.nextAction;
}

/** amounts[] as sent (form strings): whole numbers of cents. */
export function microdepositAmounts(given: readonly string[]): number[] {
  return given.map((value, index) => {
    if (!/^\d{1,6}$/.test(value)) {
      throw new ApiError('parameter_invalid_integer', `Invalid integer: ${value}`, {
        param: `amounts[${index}]`,
      });
    }
    return Number(value);
  });
}

/** What the verify call sends: the two amounts, or the descriptor code. */
export interface MicrodepositAnswer {
  readonly amounts?: readonly number[] | undefined;
  readonly descriptor_code?: string | undefined;
}

/**
 * Checks an answer against Stripe's test deposits. Either form is accepted (the amounts a
 * shopper reads on an older statement, or the descriptor code); exactly one must be given.
 */
export function checkMicrodepositAnswer(answer: MicrodepositAnswer): boolean {
  const { amounts, descriptor_code: code } = answer;
  if ((amounts === undefined) === (code === undefined)) {
    throw new ApiError(
      'parameter_missing',
      'You must provide exactly one of amounts or descriptor_code.',
      { param: amounts === undefined ? 'amounts' : 'descriptor_code' },
    );
  }
  if (amounts !== undefined) {
    if (amounts.length !== 2) {
      throw new ApiError('parameter_invalid_value', 'amounts must contain exactly 2 values.', {
        param: 'amounts',
      });
    }
    const [first, second] = [...amounts].sort((a, b) => a - b);
    return first === TEST_MICRODEPOSIT_AMOUNTS[0] && second === TEST_MICRODEPOSIT_AMOUNTS[1];
  }
  return code?.toUpperCase() === TEST_DESCRIPTOR_CODE;
}

type MicrodepositErrorCode =
  | 'payment_method_microdeposit_verification_attempts_exceeded'
  | 'payment_method_microdeposit_verification_amounts_mismatch'
  | 'payment_method_microdeposit_verification_descriptor_code_mismatch';

/** A wrong answer's error (and the last one's). */
export type MicrodepositError = ReturnType<typeof microdepositError>;

/** The verify call's answer, read and checked before any row is touched. */
export function readMicrodepositAnswer(params: VerifyMicrodepositsParams): {
  answer: MicrodepositAnswer;
  right: boolean;
} {
  const answer = {
    amounts: params.amounts && microdepositAmounts(params.amounts),
    descriptor_code: params.descriptor_code,
  };
  return { answer, right: checkMicrodepositAnswer(answer) };
}

/** What one kind of intent does with a verification: the rest is the same for both kinds. */
export interface MicrodepositSteps<T> {
  /** Nothing to verify: the kind's unexpected-state error. */
  unexpected(current: T): ApiError;
  /** The right answer: the intent goes on (its debit starts, or its setup finishes). */
  verified(ready: T, row: MicrodepositRow): Promise<T>;
  /** The last wrong answer: the intent needs another payment method. */
  failed(current: T, error: MicrodepositError): Promise<T>;
}

/**
 * One answer to an intent's pending microdeposits, in the caller's transaction with the intent
 * locked: counted on the deposits' row (and their hosted page settled once they end), then the
 * intent goes on, stays waiting with the error, or fails with the last wrong answer.
 */
export async function verifyPendingMicrodeposits<
  T extends { id: string; next_action: { type: string } | null },
>(
  tx: Queryable,
  account: Account,
  current: T,
  { answer, right }: ReturnType<typeof readMicrodepositAnswer>,
  steps: MicrodepositSteps<T>,
): Promise<{ intent: T; error?: MicrodepositError }> {
  const row = await pendingMicrodeposits(tx, account, current.id);
  if (current.next_action?.type !== 'verify_with_microdeposits' || !row) {
    throw steps.unexpected(current);
  }
  const after = await answerMicrodeposits(tx, row, right);
  if (after.status !== 'pending') {
    await settleMicrodepositPage(tx, account, current.id, after.status);
  }
  if (right) return { intent: await steps.verified({ ...current, next_action: null }, row) };
  const error = microdepositError(answer, after);
  if (after.status !== 'failed') return { intent: current, error };
  return { intent: await steps.failed(current, error), error };
}

/** Stripe's error for a wrong answer, or for the last one. */
export function microdepositError(
  answer: MicrodepositAnswer,
  after: { status: MicrodepositRow['status']; attemptsLeft: number },
): { code: MicrodepositErrorCode; message: string; param?: string } {
  if (after.status === 'failed') {
    return {
      code: 'payment_method_microdeposit_verification_attempts_exceeded',
      message: 'You have exceeded the number of allowed verification attempts.',
    };
  }
  if (answer.amounts !== undefined) {
    return {
      code: 'payment_method_microdeposit_verification_amounts_mismatch',
      message: `The amounts provided do not match the amounts that were sent to the bank account. You have ${after.attemptsLeft} verification attempts remaining.`,
      param: 'amounts',
    };
  }
  return {
    code: 'payment_method_microdeposit_verification_descriptor_code_mismatch',
    message: `The verification code provided does not match the code that was sent to the bank account. You have ${after.attemptsLeft} verification attempts remaining.`,
    param: 'descriptor_code',
  };
}
