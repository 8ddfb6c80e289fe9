import { TEST_CARD_TABLE, type TestCardDispute, type TestCardRow } from '@kassa/core';
import type { ScenarioOutcome, TestOutcome } from './card-outcomes.js';

// Stripe's scenario cards (@kassa/core's table rows with `checks`, `dispute`, `refund`,
// `balance` or `earlyFraudWarning`): they pay, and then their checks fail, their payment is
// disputed or warned about, their refunds settle later, or their funds skip the pending
// balance. The stored outcome names the row.

const PREFIX = 'scenario:';

const scenarioName = (card: TestCardRow) =>
  card.ids?.find((id) => id.startsWith('pm_card_'))?.slice('pm_card_'.length);

/** The outcome a row of the table stores when it is a scenario card; undefined otherwise. */
export function scenarioOutcome(card: TestCardRow): ScenarioOutcome | undefined {
  if (
    card.checks === undefined &&
    card.dispute === undefined &&
    card.refund === undefined &&
    card.balance === undefined &&
    card.earlyFraudWarning === undefined
  )
    return undefined;
  const name = scenarioName(card);
  // Every scenario row carries Stripe's ids; one without would pay as a plain card.
  return name === undefined ? undefined : `${PREFIX}${name}`;
}

const SCENARIOS: ReadonlyMap<string, TestCardRow> = new Map(
  TEST_CARD_TABLE.flatMap((card) => {
    const outcome = scenarioOutcome(card);
    return outcome === undefined ? [] : [[outcome, card] as const];
  }),
);

export function isScenarioOutcome(outcome: TestOutcome): outcome is ScenarioOutcome {
  return outcome.startsWith(PREFIX);
}

function scenario(outcome: TestOutcome): TestCardRow | undefined {
  return isScenarioOutcome(outcome) ? SCENARIOS.get(outcome) : undefined;
}

/** Radar's risk level for a scenario card's payments. */
export function scenarioRisk(outcome: TestOutcome): 'normal' | 'elevated' {
  return scenario(outcome)?.riskLevel === 'elevated' ? 'elevated' : 'normal';
}

/** The dispute a scenario card's issuer opens once a payment with it succeeds. */
export function scenarioDispute(outcome: TestOutcome): TestCardDispute | undefined {
  return scenario(outcome)?.dispute;
}

/** What becomes of a refund of a scenario card's payment, when it settles later. */
export function scenarioRefund(outcome: TestOutcome): 'pending' | 'fails' | undefined {
  return scenario(outcome)?.refund;
}

/** Whether a payment with the card goes straight to the available balance (bypassPending). */
export function scenarioBypassesPending(outcome: TestOutcome): boolean {
  return scenario(outcome)?.balance === 'available';
}

/** Whether the issuer sends an early fraud warning once a payment with the card succeeds. */
export function scenarioEarlyFraudWarning(outcome: TestOutcome): boolean {
  return scenario(outcome)?.earlyFraudWarning === true;
}

export type CheckResult = 'pass' | 'fail' | 'unavailable' | 'unchecked' | null;

export interface CardCheckResults {
  readonly address_line1_check: CheckResult;
  readonly address_postal_code_check: CheckResult;
  readonly cvc_check: CheckResult;
}

/**
 * The checks of a card the issuer has looked at (a payment it approved, a card it verified for
 * saving): what was given and not yet checked passes, unless the card is one of Stripe's cards
 * whose check fails or is unavailable. What was not given (null) stays null, as on Stripe.
 */
export function checkedCard(outcome: TestOutcome, checks: CardCheckResults): CardCheckResults {
  const fails = scenario(outcome)?.checks ?? {};
  const result = (given: CheckResult, failure: 'fail' | 'unavailable' | undefined) =>
    given === 'unchecked' ? (failure ?? 'pass') : given;
  return {
    address_line1_check: result(checks.address_line1_check, fails.line1),
    address_postal_code_check: result(checks.address_postal_code_check, fails.postalCode),
    cvc_check: result(checks.cvc_check, fails.cvc),
  };
}
