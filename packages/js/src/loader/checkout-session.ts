// The Elements SDK's view of a Checkout Session (Stripe.js's `StripeCheckoutSession`), read from
// the PaymentPage object the browser-facing endpoints answer (the checkout contract). Pure: the
// SDK (checkout-sdk.ts) adds what only the page knows (a billing address, the elements' state).

type Json = Record<string, unknown>;

/** What the page knows that the PaymentPage does not. */
export interface LocalState {
  billingAddress: Contact | null;
  businessName: string | null;
  taxIdInfo: { taxId: { type: string; value: string }; businessName: string } | null;
  /** The Payment Element is complete (or none is needed). */
  paymentComplete: boolean;
  /** An update or a confirm is in flight. */
  busy: boolean;
  lastPaymentError: { message: string } | null;
}

export interface Contact {
  name?: string | null;
  address: {
    country: string;
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    postal_code?: string | null;
    state?: string | null;
  };
}

const obj = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.map(obj) : []);
const num = (value: unknown): number => (typeof value === 'number' ? value : 0);
const str = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** The number of minor units in one major unit of a currency (JPY 1, EUR 100, KWD 1000). */
export function minorUnitsDivisor(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).resolvedOptions().maximumFractionDigits;
    return 10 ** (digits ?? 2);
  } catch {
    return 100;
  }
}

/** Stripe.js's amount: the minor units and the amount as the shopper reads it. */
export function amountOf(minor: number, currency: string, locale?: string) {
  const divisor = minorUnitsDivisor(currency);
  let text: string;
  try {
    text = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(minor / divisor);
  } catch {
    text = `${(minor / divisor).toFixed(Math.log10(divisor))} ${currency.toUpperCase()}`;
  }
  return { minorUnitsAmount: minor, amount: text };
}

function contactOf(value: unknown): Contact | null {
  const details = obj(value);
  const address = obj(details.address);
  if (typeof address.country !== 'string') return null;
  return {
    name: str(details.name),
    address: {
      country: address.country,
      line1: str(address.line1),
      line2: str(address.line2),
      city: str(address.city),
      postal_code: str(address.postal_code),
      state: str(address.state),
    },
  };
}

function statusOf(page: Json) {
  if (page.status === 'complete') {
    const paymentStatus = page.payment_status;
    return {
      type: 'complete' as const,
      paymentStatus:
        paymentStatus === 'paid' || paymentStatus === 'no_payment_required'
          ? paymentStatus
          : ('unpaid' as const),
    };
  }
  return { type: page.status === 'expired' ? ('expired' as const) : ('open' as const) };
}

/** What the session still needs before it can be confirmed (empty: nothing). */
export function missingForConfirm(page: Json, local: LocalState): string[] {
  const missing: string[] = [];
  if (page.status !== 'open') missing.push('status');
  if (str(page.email) === null && str(page.customer_email) === null && page.customer === null)
    missing.push('email');
  if (page.shipping_address_collection && contactOf(page.shipping_details) === null)
    missing.push('shippingAddress');
  const group = obj(page.line_item_group);
  if (list(page.shipping_options).length > 0 && str(group.shipping_rate) === null)
    missing.push('shippingOption');
  if (obj(page.phone_number_collection).enabled === true && str(page.phone) === null)
    missing.push('phoneNumber');
  if (!local.paymentComplete) missing.push('paymentMethod');
  return missing;
}

/** The PaymentPage as Stripe.js's StripeCheckoutSession. */
export function sessionOf(page: Json, local: LocalState) {
  const group = obj(page.line_item_group);
  const currency = String(group.currency ?? page.currency ?? 'usd');
  const locale =
    typeof page.locale === 'string' && page.locale !== 'auto' ? page.locale : undefined;
  const money = (minor: unknown) => amountOf(num(minor), currency, locale);
  const zero = money(0);
  const shippingOptions = list(page.shipping_options).map((option) => {
    const rate = obj(option.shipping_rate);
    return {
      ...money(option.shipping_amount ?? obj(rate.fixed_amount).amount),
      id: String(rate.id),
      currency,
      displayName: str(rate.display_name),
      deliveryEstimate: rate.delivery_estimate ? (rate.delivery_estimate as Json) : null,
    };
  });
  const chosen = shippingOptions.find((option) => option.id === group.shipping_rate);
  const adaptive = obj(page.adaptive_pricing);
  return {
    id: String(page.id),
    livemode: page.livemode === true,
    status: statusOf(page),
    canConfirm: !local.busy && missingForConfirm(page, local).length === 0,
    currency,
    currencyOptions:
      adaptive.enabled === true
        ? list(adaptive.currency_options).map((option) => ({
            ...amountOf(num(option.total), String(option.currency), locale),
            currency: String(option.currency),
          }))
        : null,
    minorUnitsAmountDivisor: minorUnitsDivisor(currency),
    email: str(page.email) ?? str(page.customer_email),
    phoneNumber: str(page.phone),
    billingAddress: local.billingAddress,
    shippingAddress: contactOf(page.shipping_details),
    businessName: local.businessName,
    nameCollection: null,
    lineItems: list(group.line_items).map((item) => {
      const adjustable = obj(item.adjustable_quantity);
      return {
        id: String(item.id),
        name: String(item.name ?? ''),
        description: str(item.description),
        quantity: num(item.quantity),
        unitAmount: money(item.unit_amount),
        unitAmountDecimal: null,
        subtotal: money(item.subtotal),
        total: money(item.total),
        discount: zero,
        taxExclusive: zero,
        taxInclusive: zero,
        discountAmounts: null,
        taxAmounts: null,
        unitLabel: null,
        recurring: null,
        adjustableQuantity:
          adjustable.enabled === true
            ? { minimum: num(adjustable.minimum ?? 0), maximum: num(adjustable.maximum ?? 99) }
            : null,
        images: Array.isArray(item.images) ? (item.images as string[]) : [],
        priceId: typeof item.price === 'string' ? item.price : String(obj(item.price).id ?? ''),
        isRemovable: false,
        pricing: null,
        transformQuantity: null,
      };
    }),
    shippingOptions,
    shipping: chosen ? { shippingOption: chosen, taxAmounts: null } : null,
    discountAmounts: null,
    taxAmounts: null,
    taxIdInfo: local.taxIdInfo,
    lastPaymentError: local.lastPaymentError,
    recurring: null,
    savedPaymentMethods: list(page.saved_payment_methods)
      .filter((method) => method.type === 'card')
      .map((method) => {
        const card = obj(method.card);
        return {
          id: String(method.id),
          type: 'card' as const,
          card: {
            brand: String(card.brand),
            expMonth: num(card.exp_month),
            expYear: num(card.exp_year),
            last4: String(card.last4),
          },
          billingDetails: obj(method.billing_details),
        };
      }),
    surcharge: null,
    tax: { status: 'ready' as const },
    total: {
      subtotal: money(group.subtotal),
      shippingRate: money(group.shipping_amount),
      discount: money(group.discount_amount),
      taxExclusive: money(group.tax_amount),
      taxInclusive: zero,
      appliedBalance: zero,
      balanceAppliedToNextInvoice: false,
      surcharge: zero,
      total: money(group.total),
    },
    optionalItems: null,
  };
}

export type CheckoutSessionView = ReturnType<typeof sessionOf>;
