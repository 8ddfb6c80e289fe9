import { intentMethodTypes } from '../intents/intent-method-types.js';
import { unixNow } from '../platform/ids.js';
import { newSetupIntentId, newSetupSecret, type SetupIntentObject } from './setup-intent-object.js';
import type { CreateSetupIntentParams } from './setup-intent-params.js';

export function setupMethodTypes(
  types: readonly string[] | undefined,
  automatic: boolean | undefined,
): string[] {
  return intentMethodTypes(types, automatic, { intent: 'setup' });
}

/** A new SetupIntent from create parameters, before any confirmation. */
export function buildSetupIntent(params: CreateSetupIntentParams, now: Date): SetupIntentObject {
  const id = newSetupIntentId();
  const automatic = params.payment_method_types === undefined;
  const types = setupMethodTypes(
    params.payment_method_types,
    params.automatic_payment_methods?.enabled,
  );
  return {
    id,
    object: 'setup_intent',
    application: null,
    automatic_payment_methods: automatic
      ? {
          allow_redirects:
            (params.automatic_payment_methods?.allow_redirects as 'always' | 'never') ?? 'always',
          enabled: true,
        }
      : null,
    cancellation_reason: null,
    client_secret: newSetupSecret(id),
    created: unixNow(now),
    customer: params.customer ?? null,
    description: params.description ?? null,
    excluded_payment_method_types: null,
    flow_directions: params.flow_directions ?? null,
    last_setup_error: null,
    latest_attempt: null,
    livemode: false,
    mandate: null,
    metadata: params.metadata ?? {},
    next_action: null,
    on_behalf_of: params.on_behalf_of ?? null,
    payment_method: null,
    payment_method_configuration_details: null,
    payment_method_options: {
      card: { mandate_options: null, network: null, request_three_d_secure: 'automatic' },
      // Stripe's link options of a SetupIntent: only the legacy token, always null.
      ...(types.includes('link') ? { link: { persistent_token: null } } : {}),
    },
    payment_method_types: types,
    single_use_mandate: null,
    status: 'requires_payment_method',
    usage: (params.usage as SetupIntentObject['usage']) ?? 'off_session',
  };
}
