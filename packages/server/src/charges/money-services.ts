import type { Store } from '../store/store.js';
import { ChargeService } from './charge-reads.js';
import { ConfirmationTokenService } from '../confirmation-tokens/confirmation-tokens.js';
import type { Clock, PaymentMethodService } from '../payment-methods/payment-method-service.js';
import { RefundService } from './refunds.js';
import { TokenService } from '../payment-methods/tokens.js';

/** Charges (read), refunds, confirmation tokens and tokens. */
export interface MoneyServices {
  readonly charges: ChargeService;
  readonly refunds: RefundService;
  readonly confirmationTokens: ConfirmationTokenService;
  readonly tokens: TokenService;
}

export function createMoneyServices(
  store: Store,
  paymentMethods: PaymentMethodService,
  clock: Clock,
): MoneyServices {
  return {
    charges: new ChargeService(store),
    refunds: new RefundService(store, clock),
    confirmationTokens: new ConfirmationTokenService(store, paymentMethods, clock),
    tokens: new TokenService(store, clock),
  };
}
