import type { Account } from '../platform/accounts.js';
import {
  adaptivePricingOf,
  chargeOf,
  type FxConverter,
  presented,
  typesFor,
} from './adaptive-pricing.js';
import type { CheckoutSessionObject, Json, SessionInternals } from './checkout-session-object.js';
import { customFieldsWithValues, withSessionId } from './session-fields.js';

// The PaymentPage object the browser reads (see CHECKOUT-CONTRACT.md): the session as the
// hosted page, the embedded frame and Elements-mode Checkout need it.

export interface PagePieces {
  readonly paymentIntent: unknown;
  readonly setupIntent: unknown;
  readonly savedPaymentMethods: readonly unknown[];
}

/** The recovery the expired page offers: its url once the session expired with it enabled. */
function afterExpiration(session: CheckoutSessionObject): Json | null {
  const recovery = (session.after_expiration as { recovery?: Json | null } | null)?.recovery;
  if (!recovery) return null;
  return {
    recovery: {
      enabled: recovery.enabled === true,
      url: typeof recovery.url === 'string' ? recovery.url : null,
    },
  };
}

export function paymentPageObject(
  account: Account,
  session: CheckoutSessionObject,
  internals: SessionInternals,
  fx: FxConverter,
  pieces: PagePieces,
): Json {
  // Amounts in the currency the shopper sees: their local one once chosen (adaptive pricing).
  const shown = (amount: number | null | undefined) =>
    presented(amount ?? 0, session, internals, fx);
  const charge = chargeOf(session);
  const chosen =
    (session.shipping_cost as { shipping_rate?: string } | null)?.shipping_rate ?? null;
  const details = session.customer_details as Json | null;
  const collected = session.collected_information as Json | null;
  return {
    id: session.id,
    object: 'payment_page',
    session_id: session.id,
    livemode: false,
    mode: session.mode,
    status: session.status,
    payment_status: session.payment_status,
    ui_mode: session.ui_mode,
    locale: session.locale,
    currency: session.currency,
    expires_at: session.expires_at,
    submit_type: session.submit_type,
    customer: session.customer,
    customer_email: session.customer_email,
    email: details?.email ?? null,
    phone: details?.phone ?? null,
    name: details?.name ?? null,
    account_settings: {
      display_name: account.businessName,
      icon_url: account.branding.iconUrl,
      primary_color: account.branding.primaryColor,
      accent_color: account.branding.secondaryColor,
    },
    line_item_group: {
      currency: charge.currency,
      subtotal: shown(session.amount_subtotal),
      shipping_amount: shown(session.total_details?.amount_shipping),
      discount_amount: 0,
      tax_amount: 0,
      total: charge.amount,
      shipping_rate: chosen,
      line_items: internals.items.map((line) => ({
        id: line.item.id,
        price: line.item.price.id,
        product: line.item.price.product,
        name: line.name,
        description: line.item.description === line.name ? null : line.item.description,
        images: line.images,
        quantity: line.item.quantity,
        unit_amount:
          line.item.price.unit_amount === null ? null : shown(line.item.price.unit_amount),
        subtotal: shown(line.item.amount_subtotal),
        total: shown(line.item.amount_total),
        adjustable_quantity: line.adjustable_quantity,
      })),
    },
    payment_method_types: typesFor(session, session.payment_method_types),
    shipping_address_collection: session.shipping_address_collection ?? null,
    shipping_options: internals.rates.map((rate) => ({
      shipping_rate: {
        id: rate.id,
        display_name: rate.display_name,
        fixed_amount: rate.fixed_amount,
        delivery_estimate: rate.delivery_estimate ?? null,
      },
      shipping_amount: shown(rate.fixed_amount.amount),
    })),
    shipping_details: (collected?.shipping_details as Json | undefined) ?? null,
    billing_address_collection: session.billing_address_collection ?? 'auto',
    phone_number_collection: session.phone_number_collection,
    tax_id_collection: session.tax_id_collection,
    custom_fields: customFieldsWithValues(
      (session.custom_fields as Json[]) ?? [],
      internals.customFieldValues ?? {},
    ),
    custom_text: session.custom_text,
    consent_collection: session.consent_collection ?? null,
    success_url: withSessionId(session.success_url, session.id),
    cancel_url: withSessionId(session.cancel_url, session.id),
    return_url: withSessionId(session.return_url, session.id),
    redirect_on_completion: session.redirect_on_completion,
    after_expiration: afterExpiration(session),
    payment_intent: pieces.paymentIntent,
    setup_intent: pieces.setupIntent,
    saved_payment_methods: pieces.savedPaymentMethods,
    adaptive_pricing: adaptivePricingOf(session, internals, fx),
  };
}
