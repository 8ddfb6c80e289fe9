import { declineMessageEn } from '@kassa/core';
import type { TestOutcome } from './test-cards.js';
import {
  type AuthenticationOutcome,
  authenticationRule,
  isAuthenticationOutcome,
} from './three-d-secure-cards.js';

export type DeclineErrorCode =
  | 'authentication_required'
  | 'card_declined'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error';

export interface Approval {
  readonly approved: true;
}

export interface Decline {
  readonly approved: false;
  readonly code: DeclineErrorCode;
  readonly declineCode: string;
  readonly message: string;
  readonly param?: string;
  /** Charge.outcome.seller_message of the failed charge. */
  readonly sellerMessage: string;
}

export type Authorization = Approval | Decline;

const CODE_FOR: Readonly<
  Record<Exclude<TestOutcome, 'succeed' | AuthenticationOutcome>, DeclineErrorCode>
> = {
  generic_decline: 'card_declined',
  insufficient_funds: 'card_declined',
  lost_card: 'card_declined',
  stolen_card: 'card_declined',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
};

/**
 * The offline processor: the outcome was fixed when the card number was tokenised (the PAN
 * itself is never kept), so authorising is a lookup.
 */
export function authorize(outcome: TestOutcome): Authorization {
  // A 3-D Secure card reaches the processor once authenticated (or when no one asks for it).
  if (isAuthenticationOutcome(outcome))
    return authorize(authenticationRule(outcome)?.after ?? 'succeed');
  if (outcome === 'succeed') return { approved: true };
  const code = CODE_FOR[outcome];
  const message = declineMessageEn(code, outcome);
  return {
    approved: false,
    code,
    declineCode: outcome,
    message,
    ...(outcome === 'incorrect_cvc' ? { param: 'cvc' } : {}),
    sellerMessage:
      outcome === 'processing_error'
        ? 'The bank could not process this payment.'
        : 'The bank did not return any further details with this decline.',
  };
}
