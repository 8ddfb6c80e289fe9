import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { PaymentMethodService } from '../payment-methods/payment-method-service.js';
import type { Clock } from '../platform/clock.js';
import type { Decline } from '../processor/test-processor.js';
import type { SetupIntentObject } from './setup-intent-object.js';

/** What one SetupIntent confirm decided (the intent as written, a decline to throw after). */
export interface SetupConfirmResult {
  readonly intent: SetupIntentObject;
  readonly decline?: { readonly decline: Decline; readonly method: PaymentMethodObject };
}

export interface SetupDeps {
  readonly methods: PaymentMethodService;
  readonly clock: Clock;
}
