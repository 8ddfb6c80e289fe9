import { ApiError } from '../errors/api-error.js';
import { applyCurrency, type FxConverter } from './adaptive-pricing.js';
import { lineItemFromPrice } from './checkout-items.js';
import type { CheckoutSessionObject, Json, SessionInternals } from './checkout-session-object.js';
import { nullAddress, priced } from './checkout-session-service.js';
import type { PageDetailsParams } from './payment-page-params.js';

// What the shopper typed on the page, written into the session (customer_details,
// collected_information, custom field values, the chosen rate, quantities).

function invalid(param: string, message: string): ApiError {
  return new ApiError('parameter_invalid_value', message, { param });
}

const address = (given: Json | undefined) => (given ? { ...nullAddress(), ...given } : null);

function setQuantity(
  internals: SessionInternals,
  change: NonNullable<PageDetailsParams['updated_line_item_quantity']>,
): void {
  const index = internals.items.findIndex((line) => line.item.id === change.line_item_id);
  const line = internals.items[index];
  const param = 'updated_line_item_quantity[line_item_id]';
  if (!line) throw invalid(param, `No such line item: '${change.line_item_id}'`);
  const rule = line.adjustable_quantity;
  if (!rule?.enabled) throw invalid(param, 'This line item has no adjustable quantity.');
  const quantity = change.quantity ?? 0;
  if (quantity < rule.minimum || quantity > rule.maximum) {
    throw invalid(
      'updated_line_item_quantity[quantity]',
      `Quantity must be between ${rule.minimum} and ${rule.maximum}.`,
    );
  }
  const next = lineItemFromPrice(
    { price: line.item.price, name: line.name, images: line.images },
    quantity,
    rule,
    line.item.description,
  );
  internals.items[index] = { ...next, item: { ...next.item, id: line.item.id } };
}

function readCustomValues(raw: unknown, session: CheckoutSessionObject): Record<string, string> {
  const out: Record<string, string> = {};
  if (raw === undefined) return out;
  const entries = Array.isArray(raw) ? raw : Object.values(raw as Record<string, unknown>);
  const fields = (session.custom_fields as Json[]) ?? [];
  entries.forEach((entry, index) => {
    const item = entry as { key?: unknown; value?: unknown };
    const field = fields.find((f) => f.key === item.key);
    if (!field || typeof item.value !== 'string') {
      throw invalid(`custom_fields[${index}][key]`, `No such custom field: '${String(item.key)}'`);
    }
    if (field.type === 'dropdown') {
      const options = ((field.dropdown as Json).options as { value: string }[]) ?? [];
      if (!options.some((option) => option.value === item.value)) {
        throw invalid(`custom_fields[${index}][value]`, 'Not one of the dropdown options.');
      }
    }
    if (field.type === 'numeric' && item.value !== '' && !/^\d+$/.test(item.value)) {
      throw invalid(`custom_fields[${index}][value]`, 'A numeric field takes digits only.');
    }
    out[String(item.key)] = item.value;
  });
  return out;
}

/** The session and internals with the page's details applied (not yet written). */
export function applyDetails(
  row: { data: CheckoutSessionObject; internals: SessionInternals },
  params: PageDetailsParams,
  fx: FxConverter,
): { session: CheckoutSessionObject; internals: SessionInternals } {
  const session: CheckoutSessionObject = { ...row.data };
  const internals: SessionInternals = { ...row.internals, items: [...row.internals.items] };
  if (params.promotion_code !== undefined) {
    throw invalid('promotion_code', 'Promotion codes need coupons, which Kassa does not have yet.');
  }
  const details: Json = {
    address: null,
    email: session.customer_email,
    name: null,
    phone: null,
    tax_exempt: 'none',
    tax_ids: [],
    ...(session.customer_details ?? {}),
  };
  if (params.email !== undefined) details.email = params.email;
  if (params.phone !== undefined) details.phone = params.phone;
  if (params.name !== undefined) details.name = params.name;
  const billing = params.billing_address ?? params.tax_region;
  if (billing) details.address = address(billing as Json);
  session.customer_details = details;
  const shipping = params.shipping ?? params.shipping_address;
  if (shipping) {
    const country = shipping.address?.country;
    const allowed = (session.shipping_address_collection as { allowed_countries?: string[] } | null)
      ?.allowed_countries;
    if (allowed && country && !allowed.includes(country)) {
      throw invalid('shipping[address][country]', `Shipping to ${country} is not available.`);
    }
    session.collected_information = {
      business_name: null,
      individual_name: null,
      tax_ids: null,
      ...(session.collected_information ?? {}),
      shipping_details: {
        name: shipping.name ?? details.name ?? null,
        address: address(shipping.address as Json),
      },
    };
  }
  if (params.custom_fields !== undefined) {
    internals.customFieldValues = {
      ...(internals.customFieldValues ?? {}),
      ...readCustomValues(params.custom_fields, session),
    };
    session.custom_fields = ((session.custom_fields as Json[]) ?? []).map((field) => {
      const type = String(field.type);
      const value = internals.customFieldValues?.[String(field.key)] ?? null;
      return { ...field, [type]: { ...(field[type] as Json), value } };
    });
  }
  if (params.consent?.terms_of_service === 'accepted') {
    session.consent = { promotions: null, terms_of_service: 'accepted' };
  }
  if (
    params.shipping_rate !== undefined &&
    !internals.rates.some((r) => r.id === params.shipping_rate)
  ) {
    throw invalid(
      'shipping_rate',
      `No such shipping rate on this session: '${params.shipping_rate}'`,
    );
  }
  if (params.updated_line_item_quantity) setQuantity(internals, params.updated_line_item_quantity);
  const repriced = priced(session, internals.items, internals.rates, params.shipping_rate);
  return {
    session: applyCurrency(repriced, internals, params.updated_currency, fx),
    internals,
  };
}

/** What Stripe requires before it pays: accepted terms, required fields, a shipping address. */
export function checkReadyToPay(session: CheckoutSessionObject): void {
  const consent = session.consent_collection as { terms_of_service?: string | null } | null;
  if (
    consent?.terms_of_service === 'required' &&
    (session.consent as Json | null)?.terms_of_service !== 'accepted'
  ) {
    throw new ApiError('parameter_missing', 'The terms of service must be accepted.', {
      param: 'consent[terms_of_service]',
    });
  }
  for (const field of (session.custom_fields as Json[]) ?? []) {
    const value = (field[String(field.type)] as Json | undefined)?.value;
    if (!field.optional && (value === null || value === undefined || value === '')) {
      throw new ApiError(
        'parameter_missing',
        `The custom field '${String(field.key)}' is required.`,
        {
          param: 'custom_fields',
        },
      );
    }
  }
  if (
    session.billing_address_collection === 'required' &&
    !(session.customer_details as Json | null)?.address
  ) {
    throw new ApiError('parameter_missing', 'A billing address is required.', {
      param: 'billing_address',
    });
  }
  const collected = session.collected_information as Json | null;
  if (session.shipping_address_collection && !collected?.shipping_details) {
    throw new ApiError('parameter_missing', 'A shipping address is required.', {
      param: 'shipping',
    });
  }
  if (
    (session.phone_number_collection as { enabled?: boolean } | null)?.enabled &&
    !(session.customer_details as Json | null)?.phone
  ) {
    throw new ApiError('parameter_missing', 'A phone number is required.', { param: 'phone' });
  }
}
