// The PaymentPage object (/v1/payment_pages/:id, CHECKOUT-CONTRACT.md) as the page reads it,
// and the three calls the page makes with the session's publishable key.

export interface LineItem {
  id: string;
  price: string | null;
  product: string | null;
  name: string;
  description: string | null;
  images: string[];
  quantity: number;
  unit_amount: number | null;
  subtotal: number;
  total: number;
  adjustable_quantity: {
    enabled: boolean;
    minimum?: number | null;
    maximum?: number | null;
  } | null;
}

export interface ShippingOption {
  shipping_rate: {
    id: string;
    display_name: string;
    fixed_amount?: { amount: number; currency: string } | null;
    delivery_estimate?: unknown;
  };
  shipping_amount: number;
}

export interface CustomField {
  key: string;
  type: 'text' | 'numeric' | 'dropdown';
  label: { type: 'custom'; custom: string };
  optional: boolean;
  dropdown?: { options: { label: string; value: string }[]; default_value?: string | null } | null;
  text?: {
    minimum_length?: number | null;
    maximum_length?: number | null;
    default_value?: string | null;
    value?: string | null;
  } | null;
  numeric?: {
    minimum_length?: number | null;
    maximum_length?: number | null;
    default_value?: string | null;
    value?: string | null;
  } | null;
}

export interface CustomText {
  after_submit?: { message: string } | null;
  shipping_address?: { message: string } | null;
  submit?: { message: string } | null;
  terms_of_service_acceptance?: { message: string } | null;
}

export interface Intent {
  id: string;
  object: 'payment_intent' | 'setup_intent';
  status: string;
  client_secret: string | null;
  next_action?: unknown;
  last_payment_error?: ApiErrorBody | null;
  last_setup_error?: ApiErrorBody | null;
}

export interface SavedMethod {
  id: string;
  type: string;
  card?: { brand: string; last4: string; exp_month?: number; exp_year?: number } | null;
}

export interface Address {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  country?: string | null;
}

export interface PaymentPage {
  id: string;
  object: 'payment_page';
  session_id: string;
  livemode: boolean;
  mode: 'payment' | 'setup' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  ui_mode: string;
  locale: string | null;
  currency: string | null;
  expires_at: number;
  submit_type: 'auto' | 'pay' | 'book' | 'donate' | 'subscribe' | null;
  customer: string | null;
  customer_email: string | null;
  email: string | null;
  phone: string | null;
  name: string | null;
  account_settings: {
    display_name: string;
    icon_url: string | null;
    primary_color: string | null;
    accent_color: string | null;
  };
  line_item_group: {
    currency: string;
    subtotal: number;
    shipping_amount: number;
    discount_amount: number;
    tax_amount: number;
    total: number;
    shipping_rate: string | null;
    line_items: LineItem[];
  } | null;
  payment_method_types: string[];
  shipping_address_collection: { allowed_countries: string[] } | null;
  shipping_options: ShippingOption[];
  shipping_details: { name: string | null; address: Address | null } | null;
  billing_address_collection: 'auto' | 'required' | null;
  phone_number_collection: { enabled: boolean } | null;
  tax_id_collection: { enabled: boolean; required?: string } | null;
  custom_fields: CustomField[];
  custom_text: CustomText | null;
  consent_collection: {
    terms_of_service?: 'none' | 'required' | null;
    promotions?: string | null;
  } | null;
  success_url: string | null;
  cancel_url: string | null;
  return_url: string | null;
  redirect_on_completion: 'always' | 'if_required' | 'never' | null;
  payment_intent: Intent | null;
  setup_intent: Intent | null;
  saved_payment_methods: SavedMethod[];
  after_expiration?: { recovery?: { enabled: boolean; url?: string | null } | null } | null;
  adaptive_pricing: { enabled: boolean; active_currency: string | null } | null;
}

export interface ApiErrorBody {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
}

export type ApiReply<T> =
  | { ok: true; body: T }
  | { ok: false; error: ApiErrorBody; network?: true };

/** Form params as the API takes them (a[b][c]=…), from a nested plain object. */
export function formEncode(params: Readonly<Record<string, unknown>>): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) add(`${key}[${k}]`, v);
    } else {
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

export interface PageApi {
  load(): Promise<ApiReply<PaymentPage>>;
  update(params: Record<string, unknown>): Promise<ApiReply<PaymentPage>>;
  confirm(params: Record<string, unknown>): Promise<ApiReply<PaymentPage>>;
}

/** The session's page calls, with the publishable key, no cookies; never throws. */
export function pageApi(
  sessionId: string,
  publishableKey: string,
  fetcher: typeof fetch = fetch,
): PageApi {
  const base = `/v1/payment_pages/${encodeURIComponent(sessionId)}`;
  const call = async (path: string, method: 'GET' | 'POST', params?: Record<string, unknown>) => {
    try {
      const response = await fetcher(path, {
        method,
        credentials: 'omit',
        headers: {
          Authorization: `Bearer ${publishableKey}`,
          ...(method === 'POST' ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
        },
        ...(params === undefined ? {} : { body: formEncode(params) }),
      });
      const body = (await response.json()) as PaymentPage & { error?: ApiErrorBody };
      if (response.ok) return { ok: true, body } as const;
      return { ok: false, error: body.error ?? { message: `HTTP ${response.status}` } } as const;
    } catch {
      return { ok: false, error: {}, network: true } as const;
    }
  };
  return {
    load: () => call(base, 'GET'),
    update: (params) => call(base, 'POST', params),
    confirm: (params) => call(`${base}/confirm`, 'POST', params),
  };
}
