import type { DebitOutcomeCode } from '../processor/bank-debit-outcomes.js';
import type { TestOutcome } from '../processor/test-cards.js';
import type { LinkFunding, PaymentMethodObject } from './payment-method-object.js';

// A payment method as the confirm and save paths handle it: the object, and what the test
// processor (or the simulated bank) does with it.
export interface StoredPaymentMethod {
  readonly object: PaymentMethodObject;
  /** A card's test outcome, or (non-card types) what a debit from it does. */
  readonly outcome: TestOutcome | DebitOutcomeCode;
  /** A `link` method's wallet card; absent for every other type. */
  readonly funding?: LinkFunding | null;
}

/** A card: its outcome is the test processor's. */
export interface CardMethod extends StoredPaymentMethod {
  readonly outcome: TestOutcome;
}

export interface ResolvedMethod extends StoredPaymentMethod {
  /** Not stored yet: the payment's write stores it. */
  readonly isNew: boolean;
  /** Stored, and detached from the customer it was saved to: it may not be used again. */
  readonly detached?: boolean;
}
