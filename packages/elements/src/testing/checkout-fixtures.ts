import type { PaymentPage } from '../checkout/payment-page.js';
import type { ElementLike, ElementsLike, StripeLike } from '../checkout/stripe-loader.js';

/** A PaymentPage as /v1/payment_pages/:id answers it (CHECKOUT-CONTRACT.md), open, in test mode. */
export function paymentPageFixture(overrides: Partial<PaymentPage> = {}): PaymentPage {
  return {
    id: 'cs_test_a1B2c3D4e5F6g7H8',
    object: 'payment_page',
    session_id: 'cs_test_a1B2c3D4e5F6g7H8',
    livemode: false,
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    ui_mode: 'hosted',
    locale: null,
    currency: 'usd',
    expires_at: 2_000_000_000,
    submit_type: null,
    customer: null,
    customer_email: null,
    email: null,
    phone: null,
    name: null,
    account_settings: {
      display_name: 'Kassa Demo Shop',
      icon_url: null,
      primary_color: '#0a2540',
      accent_color: '#635bff',
    },
    line_item_group: {
      currency: 'usd',
      subtotal: 4000,
      shipping_amount: 0,
      discount_amount: 0,
      tax_amount: 0,
      total: 4000,
      shipping_rate: null,
      line_items: [
        {
          id: 'li_1',
          price: 'price_1',
          product: 'prod_1',
          name: 'Tote bag',
          description: 'Organic cotton',
          images: ['data:image/png;base64,iVBORw0KGgo='],
          quantity: 2,
          unit_amount: 2000,
          subtotal: 4000,
          total: 4000,
          adjustable_quantity: { enabled: true, minimum: 1, maximum: 3 },
        },
      ],
    },
    payment_method_types: ['card'],
    shipping_address_collection: null,
    shipping_options: [],
    shipping_details: null,
    billing_address_collection: 'auto',
    phone_number_collection: { enabled: false },
    tax_id_collection: { enabled: false },
    custom_fields: [],
    custom_text: null,
    consent_collection: null,
    success_url: 'https://shop.example/success?session_id=cs_test_a1B2c3D4e5F6g7H8',
    cancel_url: 'https://shop.example/cart',
    return_url: null,
    redirect_on_completion: null,
    payment_intent: null,
    setup_intent: null,
    saved_payment_methods: [],
    adaptive_pricing: null,
    ...overrides,
  };
}

export interface FakeStripe extends StripeLike {
  created: { type: string; options: Record<string, unknown> | undefined; element: FakeElement }[];
  groupOptions: Record<string, unknown>[];
  updates: Record<string, unknown>[];
  calls: string[];
}

export interface FakeElement extends ElementLike {
  handlers: Record<string, ((event: never) => void)[]>;
  emit(event: string, payload: unknown): void;
}

/** The loader's Stripe instance, scripted: what each call answers is set by the test. */
export function fakeStripe(
  script: {
    submit?: () => Promise<{ error?: { message?: string } }>;
    createPaymentMethod?: StripeLike['createPaymentMethod'];
    handleNextAction?: StripeLike['handleNextAction'];
  } = {},
): FakeStripe {
  const stripe: FakeStripe = {
    created: [],
    groupOptions: [],
    updates: [],
    calls: [],
    elements(options) {
      stripe.groupOptions.push(options);
      const elements: ElementsLike = {
        create(type, opts) {
          const element: FakeElement = {
            handlers: {},
            mount: () => undefined,
            destroy: () => undefined,
            on(event, handler) {
              element.handlers[event] = [...(element.handlers[event] ?? []), handler];
            },
            emit(event, payload) {
              for (const handler of element.handlers[event] ?? []) handler(payload as never);
            },
            getValue: async () => ({
              complete: true,
              value: {
                name: 'Jenny Rosen',
                address: {
                  line1: '1 Main St',
                  line2: null,
                  city: 'Paris',
                  state: '',
                  postal_code: '75001',
                  country: 'FR',
                },
              },
            }),
          };
          stripe.created.push({ type, options: opts, element });
          return element;
        },
        submit: async () => {
          stripe.calls.push('submit');
          return script.submit ? script.submit() : {};
        },
        update: (opts) => void stripe.updates.push(opts),
      };
      return elements;
    },
    async createPaymentMethod(options) {
      stripe.calls.push('createPaymentMethod');
      return script.createPaymentMethod
        ? script.createPaymentMethod(options)
        : { paymentMethod: { id: 'pm_card_1', type: 'card' } };
    },
    async handleNextAction(options) {
      stripe.calls.push(`handleNextAction:${options.clientSecret}`);
      return script.handleNextAction ? script.handleNextAction(options) : {};
    },
  };
  return stripe;
}
