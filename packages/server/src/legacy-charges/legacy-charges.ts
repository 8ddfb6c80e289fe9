import type { ChargeObject } from '../charges/charge-object.js';
import { ApiError, resourceMissing } from '../errors/api-error.js';
import type { AppServices } from '../http/env.js';
import type { SourceState } from '../page-attempts/source-state.js';
import type { CreatePaymentIntentParams } from '../payment-intents/payment-intent-params.js';
import type { Account } from '../platform/accounts.js';
import type { CaptureChargeParams, CreateChargeParams } from './legacy-charge-params.js';

// Stripe's older Charges API (`POST /v1/charges` with a `source`), served on top of Kassa's
// PaymentIntents: each legacy charge is the Charge of a PaymentIntent Kassa creates and confirms
// at once, so refunds, events, captures and 3-D Secure rules are the ones PaymentIntents have.
// The Charge therefore names that PaymentIntent where Stripe's would say null.

type MethodChoice = Pick<CreatePaymentIntentParams, 'payment_method' | 'payment_method_data'>;

/** How a `source` pays: a card token (stored, or a test token such as tok_visa) or a card id. */
async function paymentSource(
  services: AppServices,
  account: Account,
  source: string,
): Promise<MethodChoice> {
  if (!source.startsWith('tok_')) return { payment_method: source };
  const stored = await services.tokens.retrieve(account, source).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'resource_missing') return null;
    throw error;
  });
  if (stored) return { payment_method_data: { type: 'card', card: { token: source } } };
  // Stripe's test tokens (tok_visa, tok_chargeDeclined, ...) name the same cards as pm_card_*.
  const testMethod = `pm_card_${source.slice('tok_'.length)}`;
  if (services.paymentMethods.buildTest(account, testMethod)) {
    return { payment_method: testMethod };
  }
  throw resourceMissing('token', source, 'source');
}

/** A decline answers as Stripe's Charges API does: the failed charge's id, no PaymentIntent. */
function asChargeError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.type !== 'card_error') return error;
  const charge = error.extra.charge;
  return new ApiError(error.code, error.message, {
    ...(error.declineCode ? { declineCode: error.declineCode } : {}),
    ...(error.param ? { param: error.param } : {}),
    extra: typeof charge === 'string' ? { charge } : {},
  });
}

export async function createLegacyCharge(
  services: AppServices,
  account: Account,
  params: CreateChargeParams,
): Promise<ChargeObject> {
  // Without a source, a customer pays with its default_source (the first card it was given).
  const source = params.source ?? (await defaultSource(services, account, params.customer));
  if (!source) {
    throw new ApiError('parameter_missing', 'Cannot charge a customer that has no active card', {
      param: params.customer ? 'card' : 'source',
    });
  }
  const { source: _source, capture, expand, ...rest } = params;
  const state = source.startsWith('src_')
    ? await services.sources.state(account, source)
    : undefined;
  if (state) return chargeNonCardSource(services, account, params, state);
  const intent = await services.paymentIntents
    .create(account, {
      ...rest,
      ...(await paymentSource(services, account, source)),
      payment_method_types: ['card'],
      capture_method: capture === false ? 'manual' : 'automatic',
      confirm: true,
    })
    .catch((error: unknown) => {
      throw asChargeError(error);
    });
  if (!intent.latest_charge) throw new ApiError('api_error', 'The payment made no charge.');
  return services.charges.retrieve(account, intent.latest_charge, expand);
}

/**
 * A charge of a non-card source (iDEAL, SEPA debit…): only a chargeable one, for its amount
 * and currency when it has them; a single-use source is consumed by it. Paid through a
 * PaymentIntent of the source's type (the redirect types' authorisation at the provider page
 * pays it at once; a SEPA debit is pending until the bank answers).
 */
async function chargeNonCardSource(
  services: AppServices,
  account: Account,
  params: CreateChargeParams,
  state: SourceState,
): Promise<ChargeObject> {
  const { source, capture, expand, ...rest } = params;
  if (state.status !== 'chargeable') throw notChargeable();
  if (state.currency !== null && (params.currency ?? '').toLowerCase() !== state.currency) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid currency: ${params.currency}. This source can only be charged in ${state.currency}.`,
      { param: 'currency' },
    );
  }
  if (state.usage === 'single_use' && state.amount !== null && params.amount !== state.amount) {
    throw new ApiError(
      'parameter_invalid_value',
      `Invalid amount: this single_use source can only be charged its amount (${state.amount}).`,
      { param: 'amount' },
    );
  }
  const claimed = await services.sources.claim(account, state);
  if (!claimed) throw notChargeable();
  try {
    const intent = await services.paymentIntents.create(account, {
      ...rest,
      payment_method: state.id,
      // A 3-D Secure source pays with the card it authenticated.
      payment_method_types: [state.type === 'three_d_secure' ? 'card' : state.type],
      capture_method: capture === false ? 'manual' : 'automatic',
      confirm: true,
    });
    if (!intent.latest_charge) throw new ApiError('api_error', 'The payment made no charge.');
    return await services.charges.retrieve(account, intent.latest_charge, expand);
  } catch (error) {
    await services.sources.release(account, state);
    throw asChargeError(error);
  }
}

function notChargeable(): ApiError {
  return new ApiError(
    'payment_method_unexpected_state',
    'The source you provided is not in a chargeable state.',
    { param: 'source' },
  );
}

export async function captureLegacyCharge(
  services: AppServices,
  account: Account,
  id: string,
  params: CaptureChargeParams,
): Promise<ChargeObject> {
  const charge = await services.charges.retrieve(account, id);
  if (!charge.payment_intent) throw resourceMissing('charge', id, 'id');
  await services.paymentIntentChanges.capture(account, charge.payment_intent, {
    ...(params.amount !== undefined ? { amount_to_capture: params.amount } : {}),
    ...(params.statement_descriptor ? { statement_descriptor: params.statement_descriptor } : {}),
    ...(params.statement_descriptor_suffix
      ? { statement_descriptor_suffix: params.statement_descriptor_suffix }
      : {}),
  });
  return services.charges.retrieve(account, id, params.expand);
}

async function defaultSource(
  services: AppServices,
  account: Account,
  customerId: string | undefined,
): Promise<string | null> {
  if (!customerId) return null;
  const customer = await services.customers.retrieve(account, customerId);
  return 'deleted' in customer ? null : customer.default_source;
}
