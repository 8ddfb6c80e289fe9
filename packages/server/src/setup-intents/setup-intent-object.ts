import type { NextAction } from '../intents/next-action-object.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { randomBase62 } from '../platform/ids.js';

export type SetupIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface LastSetupError {
  type: 'card_error' | 'invalid_request_error';
  code: string;
  decline_code?: string;
  doc_url?: string;
  message: string;
  param?: string;
  payment_method: PaymentMethodObject;
}

// The SetupIntent object as Stripe's API renders it (null where nothing applies).
export interface SetupIntentObject {
  id: string;
  object: 'setup_intent';
  application: null;
  automatic_payment_methods: { allow_redirects: 'always' | 'never'; enabled: boolean } | null;
  cancellation_reason: 'abandoned' | 'duplicate' | 'requested_by_customer' | null;
  client_secret: string;
  created: number;
  customer: string | null;
  description: string | null;
  excluded_payment_method_types: null;
  flow_directions: string[] | null;
  last_setup_error: LastSetupError | null;
  latest_attempt: string | null;
  livemode: false;
  mandate: string | null;
  metadata: Record<string, string>;
  next_action: NextAction | null;
  on_behalf_of: string | null;
  payment_method: string | null;
  payment_method_configuration_details: null;
  payment_method_options: Record<string, unknown>;
  payment_method_types: string[];
  single_use_mandate: null;
  status: SetupIntentStatus;
  usage: 'off_session' | 'on_session';
}

// What Stripe.js sees when it retrieves a SetupIntent with the publishable key and secret.
const PUBLISHABLE_FIELDS = [
  'id',
  'object',
  'automatic_payment_methods',
  'cancellation_reason',
  'client_secret',
  'created',
  'description',
  'last_setup_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'status',
  'usage',
] as const satisfies readonly (keyof SetupIntentObject)[];

export type PublishableSetupIntent = Pick<SetupIntentObject, (typeof PUBLISHABLE_FIELDS)[number]>;

export function publishableSetupIntent(intent: SetupIntentObject): PublishableSetupIntent {
  const view: Partial<Record<keyof SetupIntentObject, unknown>> = {};
  for (const field of PUBLISHABLE_FIELDS) view[field] = intent[field];
  return view as PublishableSetupIntent;
}

export function newSetupIntentId(): string {
  return `seti_${randomBase62(24)}`;
}

export function newSetupSecret(id: string): string {
  return `${id}_secret_${randomBase62(25)}`;
}

export function setupIntentIdFromSecret(secret: string): string | undefined {
  return /^(seti_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(secret)?.[1];
}

export interface SetupAttemptObject {
  id: string;
  object: 'setup_attempt';
  application: null;
  attach_to_self: boolean;
  created: number;
  customer: string | null;
  flow_directions: string[] | null;
  livemode: false;
  on_behalf_of: string | null;
  payment_method: string;
  payment_method_details: Record<string, unknown>;
  setup_error: LastSetupError | null;
  setup_intent: string;
  status: 'succeeded' | 'failed';
  usage: 'off_session' | 'on_session';
}

/** One confirmation of a SetupIntent, successful or not (Stripe's SetupAttempt). */
export function setupAttempt(
  intent: SetupIntentObject,
  method: PaymentMethodObject,
  error: LastSetupError | null,
  created: number,
): SetupAttemptObject {
  const card = method.card;
  return {
    id: `setatt_${randomBase62(24)}`,
    object: 'setup_attempt',
    application: null,
    attach_to_self: false,
    created,
    customer: intent.customer,
    flow_directions: intent.flow_directions,
    livemode: false,
    on_behalf_of: intent.on_behalf_of,
    payment_method: method.id,
    payment_method_details: {
      type: method.type,
      // Stripe shows nothing more for the non-card types it sets up (an empty object).
      [method.type]: card
        ? {
            brand: card.brand,
            checks: card.checks,
            country: card.country,
            exp_month: card.exp_month,
            exp_year: card.exp_year,
            fingerprint: card.fingerprint,
            funding: card.funding,
            last4: card.last4,
            network: card.brand,
            three_d_secure: null,
            wallet: null,
          }
        : {},
    },
    setup_error: error,
    setup_intent: intent.id,
    status: error ? 'failed' : 'succeeded',
    usage: intent.usage,
  };
}
