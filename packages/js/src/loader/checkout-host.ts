import type { ControllerAction, ControllerRequests } from '@kassa/protocol';
import type { KassaElements } from '../types.js';

/** What the instance gives Checkout's lazy chunk (embedded, redirect, the Elements SDK). */
export interface CheckoutHost {
  window: Window;
  providerOrigin: string;
  key: string;
  testMode: boolean;
  navigate(url: string): void;
  /** A controller action, as the instance runs it (integration errors thrown). */
  call<A extends ControllerAction>(
    action: A,
    payload: ControllerRequests[A]['payload'],
  ): Promise<Record<string, unknown>>;
  /** The instance itself, for the Stripe.js methods the chunk calls as a merchant page would. */
  stripe: {
    elements(options: unknown): KassaElements;
    createPaymentMethod(options: unknown): Promise<Record<string, unknown>>;
    handleNextAction(options: unknown): Promise<Record<string, unknown>>;
  };
  /** Taken while the instance's one Embedded Checkout lives (Stripe.js allows one). */
  embedded?: boolean;
}
