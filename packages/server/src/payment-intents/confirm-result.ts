import type { ChargeObject } from '../charges/charge-object.js';
import type { PaymentIntentObject } from '../intents/payment-intent-object.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { ResolvedMethod } from '../payment-methods/stored-method.js';
import type { Decline } from '../processor/test-processor.js';

/** What one confirm decided, before anything is written. */
export interface ConfirmResult {
  readonly intent: PaymentIntentObject;
  /** What the caller writes in one statement with the intent: the Charge, a new method. */
  readonly charge?: ChargeObject;
  readonly method?: ResolvedMethod;
  readonly decline?: {
    readonly decline: Decline;
    readonly charge: ChargeObject;
    readonly method: PaymentMethodObject;
  };
}
