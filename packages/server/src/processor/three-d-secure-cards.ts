import type { AuthenticationOutcome, TestOutcome } from './card-outcomes.js';

// Stripe's 3-D Secure test cards. The outcome stored for such a card (the PAN is never kept)
// says when the issuer asks for authentication and what the charge does once it is done.
export type { AuthenticationOutcome };

/** What the processor does once the buyer has authenticated. */
export type OutcomeAfterAuthentication = Exclude<TestOutcome, AuthenticationOutcome>;

interface AuthenticationRule {
  /** 'always' also refuses off-session payments; 'on_session' lets set-up cards pay off-session. */
  readonly when: 'always' | 'on_session';
  readonly after: OutcomeAfterAuthentication;
}

const RULES: Readonly<Record<AuthenticationOutcome, AuthenticationRule>> = {
  authentication_required: { when: 'always', after: 'succeed' },
  authentication_required_on_session: { when: 'on_session', after: 'succeed' },
  authentication_required_insufficient_funds: { when: 'always', after: 'insufficient_funds' },
  authentication_required_card_declined: { when: 'always', after: 'generic_decline' },
};

export function authenticationRule(outcome: string): AuthenticationRule | undefined {
  return Object.hasOwn(RULES, outcome) ? RULES[outcome as AuthenticationOutcome] : undefined;
}

export function isAuthenticationOutcome(outcome: TestOutcome): outcome is AuthenticationOutcome {
  return Object.hasOwn(RULES, outcome);
}

/** Whether this payment must be authenticated before the processor is asked. */
export function needsAuthentication(outcome: TestOutcome, offSession: boolean): boolean {
  const rule = authenticationRule(outcome);
  if (rule === undefined) return false;
  return rule.when === 'always' || !offSession;
}
