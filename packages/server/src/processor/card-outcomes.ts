// What the test processor does with a card: its plain outcomes, and the 3-D Secure ones that
// ask the buyer to authenticate first (three-d-secure-cards.ts says what follows them).
export type AuthenticationOutcome =
  | 'authentication_required'
  | 'authentication_required_on_session'
  | 'authentication_required_insufficient_funds'
  | 'authentication_required_card_declined';

export type TestOutcome =
  | 'succeed'
  | 'generic_decline'
  | 'insufficient_funds'
  | 'lost_card'
  | 'stolen_card'
  | 'expired_card'
  | 'incorrect_cvc'
  | 'processing_error'
  | 'card_velocity_exceeded'
  // Blocked by Radar (risk level highest) before reaching the network.
  | 'fraudulent'
  // Succeeds with Radar's risk level elevated.
  | 'elevated_risk'
  // Saving the card succeeds; every charge is declined (generic_decline).
  | 'customer_fail'
  | ScenarioOutcome
  | AuthenticationOutcome;

/**
 * A card that pays, then acts as one of Stripe's scenario cards: its CVC or address checks do
 * not pass, or its issuer disputes the payment (card-scenarios.ts). Named by Stripe's id for
 * the card without `pm_card_` (`scenario:cvcCheckFail`), so no number is ever stored.
 */
export type ScenarioOutcome = `scenario:${string}`;
