import type { CardBrand } from './card-brand.js';

/**
 * What Kassa's offline test processor does with a card number: succeeded; declined (a
 * card_error with a decline code); error (processing_error); or requires_action (3-D Secure:
 * the buyer authenticates first, then `code` / `declineCode`, when given, say how it fails).
 */
export type TestCardResult = 'succeeded' | 'declined' | 'error' | 'requires_action';

/** 'on_session' cards need no authentication once set up for off-session use. */
export type TestCardThreeDSecure = 'required' | 'on_session' | 'optional' | 'not_required';

export interface TestCardRow {
  /** Digits only. */
  readonly number: string;
  readonly brand: CardBrand;
  readonly result: TestCardResult;
  /** The API error's `code` when the card fails (after authentication, for 3-D Secure cards). */
  readonly code?: 'card_declined' | 'expired_card' | 'incorrect_cvc' | 'processing_error';
  readonly declineCode?: string;
  readonly threeDSecure: TestCardThreeDSecure;
  readonly funding: 'credit' | 'debit' | 'prepaid';
  readonly country: string;
  /** The row's wording in docs/test-cards.md's table. */
  readonly description: string;
  /** Stripe's test PaymentMethod (`pm_card_…`) and Token (`tok_…`) ids for this card. */
  readonly ids?: readonly string[];
  /** Only charges are declined: attaching the card or setting it up succeeds. */
  readonly declinesOnlyCharges?: true;
  /** Radar's risk level for the card's payments, when not 'normal'. */
  readonly riskLevel?: 'elevated' | 'highest';
  /**
   * The checks of the card's CVC and address that do not pass, when given: Stripe's card then
   * still pays (an account that blocks failed checks is not simulated).
   */
  readonly checks?: TestCardChecks;
  /** The dispute the card's issuer opens once a payment with it has succeeded. */
  readonly dispute?: TestCardDispute;
  /**
   * What becomes of a refund of the card's payments: `pending` starts pending and succeeds
   * later; `fails` starts succeeded and fails later (Stripe's asynchronous refund cards).
   */
  readonly refund?: 'pending' | 'fails';
  /** A payment's funds go straight to the available balance, bypassing the pending balance. */
  readonly balance?: 'available';
  /** The issuer sends an early fraud warning once a payment with the card has succeeded. */
  readonly earlyFraudWarning?: true;
}

export interface TestCardChecks {
  readonly cvc?: 'fail';
  readonly line1?: 'fail' | 'unavailable';
  readonly postalCode?: 'fail' | 'unavailable';
}

export interface TestCardDispute {
  /** Stripe's dispute reason. */
  readonly reason: 'fraudulent' | 'product_not_received' | 'noncompliant';
  /** An inquiry (retrieval) rather than a chargeback: no funds are withdrawn yet. */
  readonly inquiry?: true;
  /** The card network's reason code for it, where the network's rules name one. */
  readonly networkReasonCode?: string;
  /** Eligible for Visa Compelling Evidence 3.0. */
  readonly visaCompellingEvidence3?: true;
  /** How many such disputes the issuer opens at once (Stripe's multiple-dispute card: 2). */
  readonly count?: number;
}

export type Options = Partial<
  Pick<
    TestCardRow,
    | 'brand'
    | 'threeDSecure'
    | 'funding'
    | 'country'
    | 'ids'
    | 'riskLevel'
    | 'checks'
    | 'dispute'
    | 'refund'
    | 'balance'
    | 'earlyFraudWarning'
  >
>;

export const row = (
  number: string,
  result: TestCardResult,
  description: string,
  options: Options & Pick<TestCardRow, 'code' | 'declineCode' | 'declinesOnlyCharges'> = {},
): TestCardRow => ({
  number,
  brand: 'visa',
  result,
  threeDSecure: 'not_required',
  funding: 'credit',
  country: 'US',
  description,
  ...options,
});

export const succeeds = (number: string, description: string, options: Options = {}) =>
  row(number, 'succeeded', `succeeds (${description})`, options);

export const declines = (
  number: string,
  declineCode: string,
  code: TestCardRow['code'],
  ids: readonly string[],
) =>
  row(
    number,
    'declined',
    `declined (${code === declineCode ? '' : `\`${code}\` / `}\`${declineCode}\`)`,
    { code, declineCode, ids },
  );

/** Stripe's pm_card_ and tok_ ids made of one name: pm_card_<name>, tok_<name>. */
export const named = (...names: string[]) =>
  names.flatMap((name) => [`pm_card_${name}`, `tok_${name}`]);

export const authenticates = (number: string, description: string, options: Options = {}) =>
  row(number, 'requires_action', description, { threeDSecure: 'required', ...options });
