/**
 * The part of Kassa's Stripe.js-compatible loader (`/v3` on this same origin) the Checkout page
 * uses, typed as narrowly as the page needs. The page loads the loader like any merchant page
 * does, so the card data is typed into the element frames, never into this page.
 */
export interface ElementLike {
  mount(target: HTMLElement): void;
  on(event: string, handler: (event: never) => void): void;
  destroy(): void;
  getValue?(): Promise<{ complete: boolean; value: AddressValue }>;
}

/** What an Address Element's getValue() gives. */
export interface AddressValue {
  name?: string;
  phone?: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string;
    postal_code: string;
    country: string;
  };
}

export interface ElementsLike {
  create(type: string, options?: Record<string, unknown>): ElementLike;
  submit(): Promise<{ error?: { message?: string } }>;
  update(options: Record<string, unknown>): void;
}

export interface StripeError {
  type?: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

export interface StripeLike {
  elements(options: Record<string, unknown>): ElementsLike;
  createPaymentMethod(options: Record<string, unknown>): Promise<{
    paymentMethod?: { id: string; type: string };
    error?: StripeError;
  }>;
  handleNextAction(options: { clientSecret: string }): Promise<{
    paymentIntent?: { status: string; last_payment_error?: StripeError | null };
    setupIntent?: { status: string; last_setup_error?: StripeError | null };
    error?: StripeError;
  }>;
}

type StripeFactory = (key: string, options?: Record<string, unknown>) => StripeLike;

/** Adds `<script src="/v3">` once and resolves with `Stripe(key, { locale })`. */
export function loadStripe(doc: Document, key: string, locale: string): Promise<StripeLike> {
  const win = doc.defaultView as (Window & { Stripe?: StripeFactory }) | null;
  const make = () => {
    if (win?.Stripe === undefined) throw new Error('The payment loader did not start.');
    return win.Stripe(key, { locale });
  };
  if (win?.Stripe !== undefined) return Promise.resolve(make());
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = '/v3';
    script.addEventListener('load', () => {
      try {
        resolve(make());
      } catch (error) {
        reject(error);
      }
    });
    script.addEventListener('error', () => reject(new Error('The payment loader did not load.')));
    doc.head.append(script);
  });
}
