import type { FieldValues } from './field-rules.js';
import type { ApiErrorBody, Intent, PageApi, PaymentPage } from './payment-page.js';
import type { AddressValue, ElementsLike, StripeError, StripeLike } from './stripe-loader.js';

/** How a pay attempt ended: the page to show next, and an error to show (or none). */
export interface PayOutcome {
  page: PaymentPage | null;
  error: ApiErrorBody | StripeError | null;
}

export interface PayInput {
  api: PageApi;
  stripe: StripeLike;
  elements: ElementsLike;
  page: PaymentPage;
  values: FieldValues;
  /** A saved method's id, or null to create one from the Payment Element. */
  savedMethod: string | null;
  shipping: AddressValue | null;
  billing: AddressValue | null;
  /** Where 3-D Secure and redirect methods come back: this page. */
  returnUrl: string;
  /** The Express Checkout Element paid: its sheet validated what it collected. */
  express?: boolean;
}

const addressParams = (value: AddressValue) => ({
  line1: value.address.line1,
  line2: value.address.line2 ?? undefined,
  city: value.address.city,
  state: value.address.state,
  postal_code: value.address.postal_code,
  country: value.address.country,
});

/** The confirm call's params (CHECKOUT-CONTRACT.md, "/confirm"). */
export function confirmParams(input: PayInput, paymentMethod: string, type?: string) {
  const { page, values } = input;
  const params: Record<string, unknown> = {
    payment_method: paymentMethod,
    return_url: input.returnUrl,
    email: values.email.trim(),
  };
  if (page.mode === 'payment' && page.line_item_group !== null) {
    params.expected_amount = page.line_item_group.total;
  }
  if (type !== undefined) params.expected_payment_method_type = type;
  if (page.phone_number_collection?.enabled) params.phone = values.phone.trim();
  if (input.shipping !== null) {
    params.shipping = { name: input.shipping.name, address: addressParams(input.shipping) };
  }
  if (input.billing !== null) {
    params.billing_address = addressParams(input.billing);
    if (input.billing.name) params.name = input.billing.name;
  }
  if (page.line_item_group?.shipping_rate)
    params.shipping_rate = page.line_item_group.shipping_rate;
  if (page.consent_collection?.terms_of_service === 'required' && values.terms) {
    params.consent = { terms_of_service: 'accepted' };
  }
  page.custom_fields.forEach((field, index) => {
    const value = values.custom[field.key]?.trim();
    if (value)
      params.custom_fields = {
        ...(params.custom_fields as object),
        [index]: { key: field.key, value },
      };
  });
  return params;
}

const intentOf = (page: PaymentPage): Intent | null => page.payment_intent ?? page.setup_intent;

/** The error an intent was left with (a decline), when it needs another method. */
export function intentError(page: PaymentPage): ApiErrorBody | null {
  const intent = intentOf(page);
  if (intent === null || intent.status !== 'requires_payment_method') return null;
  return intent.last_payment_error ?? intent.last_setup_error ?? null;
}

/**
 * CHECKOUT-CONTRACT.md's confirm flow: elements.submit(), createPaymentMethod (unless a saved
 * method is chosen), /confirm with expected_amount, handleNextAction for 3-D Secure and
 * redirect methods, then the page read again.
 */
export async function pay(input: PayInput): Promise<PayOutcome> {
  const { api, stripe, elements, page, values } = input;
  let method = input.savedMethod;
  let type: string | undefined = method === null ? undefined : 'card';
  if (method === null) {
    const submitted = await elements.submit();
    if (submitted.error) return { page: null, error: null };
    const billing_details: Record<string, unknown> = { email: values.email.trim() };
    if (input.billing?.name) billing_details.name = input.billing.name;
    if (input.billing) billing_details.address = addressParams(input.billing);
    if (page.phone_number_collection?.enabled) billing_details.phone = values.phone.trim();
    const created = await stripe.createPaymentMethod({ elements, params: { billing_details } });
    if (created.error || !created.paymentMethod) {
      // A validation error is shown by the element that has it; others by the page.
      const error = created.error ?? {};
      return { page: null, error: error.type === 'validation_error' ? null : error };
    }
    method = created.paymentMethod.id;
    type = created.paymentMethod.type;
  }
  const confirmed = await api.confirm(confirmParams(input, method, type));
  if (!confirmed.ok) {
    const again = await api.load();
    return {
      page: again.ok ? again.body : null,
      error: confirmed.network ? { code: 'network' } : confirmed.error,
    };
  }
  const intent = intentOf(confirmed.body);
  if (intent?.status === 'requires_action' && intent.client_secret) {
    const acted = await stripe.handleNextAction({ clientSecret: intent.client_secret });
    const again = await api.load();
    const after = again.ok ? again.body : confirmed.body;
    const failed = acted.paymentIntent?.last_payment_error ?? acted.setupIntent?.last_setup_error;
    return { page: after, error: acted.error ?? failed ?? intentError(after) };
  }
  const again = await api.load();
  const after = again.ok ? again.body : confirmed.body;
  return { page: after, error: intentError(confirmed.body) };
}
