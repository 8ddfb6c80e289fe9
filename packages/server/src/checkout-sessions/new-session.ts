import { ApiError } from '../errors/api-error.js';
import { automaticMethodTypes, checkMethodTypes } from '../intents/intent-method-types.js';
import { checkAmount, parseCurrency } from '../platform/currencies.js';
import { randomBase62, unixNow } from '../platform/ids.js';
import { readLineItems, readShippingOptions } from './checkout-items.js';
import type { CheckoutSessionObject, SessionInternals } from './checkout-session-object.js';
import type { CreateCheckoutSessionParams } from './checkout-session-params.js';
import type { CatalogLookups } from './line-item-prices.js';
import { pageFragment, readCustomFields, shippingCost, totalsOf } from './session-fields.js';
import { readUiMode } from './ui-modes.js';

// A new Checkout Session from its create parameters, checked as Stripe checks them.

export interface NewSessionContext {
  readonly apiVersion: string;
  readonly origin: string;
  readonly publishableKey: string;
  readonly now: Date;
  readonly catalog: CatalogLookups;
}

const MIN_EXPIRY_S = 30 * 60;
const MAX_EXPIRY_S = 24 * 60 * 60;

function invalid(param: string, message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param });
}

function refuseUnsupported(params: CreateCheckoutSessionParams): void {
  if (params.mode === 'subscription') {
    throw invalid(
      'mode',
      'mode=subscription needs Billing (subscriptions), which Kassa does not have yet. Use mode=payment or mode=setup.',
    );
  }
  if (params.discounts !== undefined) {
    throw invalid(
      'discounts',
      'Discounts need coupons and promotion codes, which Kassa does not have yet.',
    );
  }
  if (params.allow_promotion_codes === true) {
    throw invalid(
      'allow_promotion_codes',
      'Promotion codes need coupons, which Kassa does not have yet.',
    );
  }
  const tax = params.automatic_tax as { enabled?: unknown } | undefined;
  if (tax && (tax.enabled === true || tax.enabled === 'true')) {
    throw invalid(
      'automatic_tax[enabled]',
      'Kassa has no tax engine: automatic_tax cannot be enabled.',
    );
  }
}

function checkUrls(params: CreateCheckoutSessionParams, uiMode: string): void {
  const hosted = uiMode === 'hosted_page';
  if (!hosted) {
    for (const name of ['success_url', 'cancel_url'] as const) {
      if (params[name] !== undefined) {
        throw invalid(
          name,
          `${name} is not allowed when ui_mode is not hosted. Use return_url instead.`,
        );
      }
    }
    const redirect = params.redirect_on_completion ?? 'always';
    if (redirect !== 'never' && params.return_url === undefined) {
      throw new ApiError('parameter_missing', `Missing required param: return_url.`, {
        param: 'return_url',
      });
    }
    if (redirect === 'never' && params.return_url !== undefined) {
      throw invalid(
        'return_url',
        'return_url is not allowed when redirect_on_completion is never.',
      );
    }
  } else {
    if (params.return_url !== undefined) {
      throw invalid(
        'return_url',
        'return_url is only allowed when ui_mode is embedded or elements.',
      );
    }
    if (params.redirect_on_completion !== undefined) {
      throw invalid(
        'redirect_on_completion',
        'redirect_on_completion is only allowed when ui_mode is embedded or elements.',
      );
    }
  }
  for (const name of ['success_url', 'cancel_url', 'return_url'] as const) {
    const url = params[name];
    if (url !== undefined && !/^https?:\/\/[^\s]+$/i.test(url)) {
      throw invalid(name, `Not a valid URL`);
    }
  }
}

function expiresAt(params: CreateCheckoutSessionParams, now: number): number {
  if (params.expires_at === undefined) return now + MAX_EXPIRY_S;
  const delta = params.expires_at - now;
  if (delta < MIN_EXPIRY_S || delta > MAX_EXPIRY_S) {
    throw invalid(
      'expires_at',
      'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
    );
  }
  return params.expires_at;
}

function checkModeData(params: CreateCheckoutSessionParams, mode: 'payment' | 'setup'): void {
  if (mode === 'setup' && params.payment_intent_data) {
    throw invalid('payment_intent_data', 'payment_intent_data can only be used in payment mode.');
  }
  if (mode === 'payment' && params.setup_intent_data) {
    throw invalid('setup_intent_data', 'setup_intent_data can only be used in setup mode.');
  }
  if (params.customer && params.customer_email) {
    throw invalid(
      'customer_email',
      'You may only specify one of these parameters: customer, customer_email.',
    );
  }
  if (params.customer && params.customer_creation) {
    throw invalid(
      'customer_creation',
      'customer_creation can only be used when no customer is given.',
    );
  }
}

export async function newSession(
  params: CreateCheckoutSessionParams,
  context: NewSessionContext,
): Promise<{ session: CheckoutSessionObject; internals: SessionInternals }> {
  refuseUnsupported(params);
  const uiMode = readUiMode(params.ui_mode, context.apiVersion);
  checkUrls(params, uiMode);
  // Old API versions and the Stripe CLI's fixture leave mode out: payment then.
  const mode: 'payment' | 'setup' = params.mode === 'setup' ? 'setup' : 'payment';
  checkModeData(params, mode);
  const now = unixNow(context.now);
  const items = await readLineItems(params.line_items, context.catalog);
  if (mode === 'payment' && items.length === 0) {
    throw new ApiError('parameter_missing', 'line_items is required in payment mode.', {
      param: 'line_items',
    });
  }
  if (mode === 'setup' && items.length > 0) {
    throw invalid('line_items', 'line_items cannot be used in setup mode.');
  }
  const itemCurrency = items[0]?.item.currency;
  if (params.currency && itemCurrency && parseCurrency(params.currency) !== itemCurrency) {
    throw invalid('currency', `currency must match the line items' currency (${itemCurrency}).`);
  }
  const currency = itemCurrency ?? (params.currency ? parseCurrency(params.currency) : null);
  const rates = await readShippingOptions(params.shipping_options, context.catalog, currency);
  const totals = totalsOf(items, rates[0]);
  if (mode === 'payment' && currency) checkAmount(totals.total, currency, 'line_items');
  const rules = {
    intent: mode,
    currency: currency ?? undefined,
    amount: mode === 'payment' ? totals.total : undefined,
    customer: Boolean(params.customer),
  } as const;
  if (params.payment_method_types) checkMethodTypes(params.payment_method_types, rules);
  const types = params.payment_method_types
    ? [...new Set(params.payment_method_types)]
    : automaticMethodTypes(rules);
  const id = `cs_test_${randomBase62(58)}`;
  const hosted = uiMode === 'hosted_page';
  const recovery = params.after_expiration?.recovery;
  const session: CheckoutSessionObject = {
    id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: params.adaptive_pricing?.enabled ?? false },
    after_expiration: recovery
      ? {
          recovery: {
            allow_promotion_codes: recovery.allow_promotion_codes ?? false,
            enabled: recovery.enabled,
            expires_at: null,
            url: null,
          },
        }
      : null,
    allow_promotion_codes: null,
    amount_subtotal: mode === 'payment' ? totals.subtotal : null,
    amount_total: mode === 'payment' ? totals.total : null,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: params.billing_address_collection ?? null,
    cancel_url: params.cancel_url ?? null,
    client_reference_id: params.client_reference_id ?? null,
    client_secret: hosted ? null : `${id}_secret_${randomBase62(24)}`,
    collected_information: null,
    consent: null,
    consent_collection: params.consent_collection
      ? {
          payment_method_reuse_agreement:
            params.consent_collection.payment_method_reuse_agreement ?? null,
          promotions: params.consent_collection.promotions ?? null,
          terms_of_service: params.consent_collection.terms_of_service ?? null,
        }
      : null,
    created: now,
    currency,
    currency_conversion: null,
    custom_fields: readCustomFields(params.custom_fields),
    custom_text: {
      after_submit: params.custom_text?.after_submit ?? null,
      shipping_address: params.custom_text?.shipping_address ?? null,
      submit: params.custom_text?.submit ?? null,
      terms_of_service_acceptance: params.custom_text?.terms_of_service_acceptance ?? null,
    },
    customer: params.customer ?? null,
    customer_creation: params.customer
      ? null
      : ((params.customer_creation ?? 'if_required') as 'always' | 'if_required'),
    customer_details: null,
    customer_email: params.customer_email ?? null,
    discounts: [],
    expires_at: expiresAt(params, now),
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: params.locale ?? null,
    metadata: params.metadata ?? {},
    mode,
    origin_context: params.origin_context ?? null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: params.payment_method_collection ?? 'if_required',
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: types,
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: params.phone_number_collection?.enabled ?? false },
    presentment_details: null,
    recovered_from: null,
    redirect_on_completion: hosted ? null : (params.redirect_on_completion ?? 'always'),
    return_url: params.return_url ?? null,
    saved_payment_method_options: params.saved_payment_method_options
      ? {
          allow_redisplay_filters: params.saved_payment_method_options.allow_redisplay_filters ?? [
            'always',
          ],
          payment_method_remove: params.saved_payment_method_options.payment_method_remove ?? null,
          payment_method_save: params.saved_payment_method_options.payment_method_save ?? null,
        }
      : params.customer
        ? {
            allow_redisplay_filters: ['always'],
            payment_method_remove: null,
            payment_method_save: null,
          }
        : null,
    setup_intent: null,
    shipping_address_collection: params.shipping_address_collection ?? null,
    shipping_cost: shippingCost(rates[0]),
    shipping_options: rates.map((rate) => ({
      shipping_amount: rate.fixed_amount.amount,
      shipping_rate: rate.id,
    })),
    status: 'open',
    submit_type: params.submit_type ?? null,
    subscription: null,
    success_url: params.success_url ?? null,
    tax_id_collection: params.tax_id_collection
      ? {
          enabled: params.tax_id_collection.enabled,
          required: params.tax_id_collection.required ?? 'never',
        }
      : { enabled: false, required: 'never' },
    total_details:
      mode === 'payment'
        ? { amount_discount: 0, amount_shipping: totals.shipping, amount_tax: 0 }
        : null,
    ui_mode: uiMode,
    url: hosted
      ? `${context.origin}/c/pay/${id}#${pageFragment({ apiKey: context.publishableKey })}`
      : null,
    wallet_options: null,
  };
  // Kept for the intent the confirm creates (Stripe shows neither on the session).
  const intentData = mode === 'payment' ? params.payment_intent_data : params.setup_intent_data;
  return {
    session,
    internals: { items, rates, origin: context.origin, intentData: intentData ?? {} },
  };
}
