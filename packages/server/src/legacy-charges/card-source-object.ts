import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import { legacyBrand, type TokenCard } from '../payment-methods/token-object.js';

/** A customer's card source: the legacy Card object, with the customer it belongs to. */
export type CardSource = TokenCard & { customer: string | null };

/** The Card object Stripe's Sources API shows for a card stored as a payment method row. */
export function cardSourceOf(method: PaymentMethodObject): CardSource {
  const { card, billing_details: billing } = method;
  const wallet = card.wallet?.type;
  return {
    id: method.id,
    object: 'card',
    address_city: billing.address.city,
    address_country: billing.address.country,
    address_line1: billing.address.line1,
    address_line1_check: card.checks.address_line1_check,
    address_line2: billing.address.line2,
    address_state: billing.address.state,
    address_zip: billing.address.postal_code,
    address_zip_check: card.checks.address_postal_code_check,
    brand: legacyBrand(card.brand),
    country: card.country,
    currency: null,
    customer: method.customer,
    cvc_check: card.checks.cvc_check,
    // A wallet's card (an Apple Pay or Google Pay token's) says so, as Stripe's Card does.
    dynamic_last4: card.wallet?.dynamic_last4 ?? null,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
    fingerprint: card.fingerprint,
    funding: card.funding,
    last4: card.last4,
    metadata: method.metadata,
    name: billing.name,
    networks: { preferred: card.networks.preferred },
    tokenization_method: wallet === 'apple_pay' || wallet === 'google_pay' ? wallet : null,
    wallet: null,
  };
}
