import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { NextAction } from './next-action-object.js';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export type CaptureMethod = 'automatic' | 'automatic_async' | 'manual';

export interface LastPaymentError {
  type: 'card_error' | 'invalid_request_error' | 'api_error';
  code: string;
  decline_code?: string;
  doc_url?: string;
  message: string;
  param?: string;
  charge?: string;
  payment_method: PaymentMethodObject;
}

export interface PaymentIntentObject {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_details: { tip: Record<string, never> };
  amount_received: number;
  application: null;
  application_fee_amount: number | null;
  automatic_payment_methods: { allow_redirects: 'always' | 'never'; enabled: boolean } | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
  capture_method: CaptureMethod;
  client_secret: string;
  confirmation_method: 'automatic' | 'manual';
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  excluded_payment_method_types: null;
  last_payment_error: LastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  on_behalf_of: null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: Record<string, unknown>;
  payment_method_types: string[];
  processing: null;
  receipt_email: string | null;
  review: null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  shipping: unknown;
  source: null;
  statement_descriptor: string | null;
  statement_descriptor_suffix: string | null;
  status: PaymentIntentStatus;
  transfer_data: null;
  transfer_group: string | null;
}

// What Stripe.js sees when it retrieves an intent with the publishable key and client secret.
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'amount',
  'amount_details',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'source',
  'status',
] as const satisfies readonly (keyof PaymentIntentObject)[];

export type PublishablePaymentIntent = Pick<
  PaymentIntentObject,
  (typeof PUBLISHABLE_FIELDS)[number]
>;

export function publishableView(intent: PaymentIntentObject): PublishablePaymentIntent {
  const view: Partial<Record<keyof PaymentIntentObject, unknown>> = {};
  for (const field of PUBLISHABLE_FIELDS) view[field] = intent[field];
  return view as PublishablePaymentIntent;
}

export function intentIdFromSecret(secret: string): string | undefined {
  const match = /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret);
  return match?.[1];
}

/** The intent waiting for the buyer (a challenge, a bank page) with this method. */
export function awaitingAction(
  intent: PaymentIntentObject,
  nextAction: NextAction,
  paymentMethod: string,
): PaymentIntentObject {
  return {
    ...intent,
    status: 'requires_action',
    next_action: nextAction,
    payment_method: paymentMethod,
    last_payment_error: null,
  };
}
