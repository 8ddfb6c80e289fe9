import * as kassaReact from '@kassa/react';
import * as stripeReact from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { BindingsMode, LegacyStripeMode } from './demo-config.js';

/**
 * The shop runs the same checkout on any React binding: @kassa/react with `window.Kassa`, or an
 * unmodified @stripe/react-stripe-js (7, the installed one, or an older major 2-6 installed side
 * by side as `react-stripe-js-vN`) with @stripe/stripe-js's `loadStripe`, which finds the
 * `window.Stripe` our loader script defined.
 */
export interface Bindings {
  mode: BindingsMode;
  /** What the page says it runs on, e.g. '@stripe/react-stripe-js 4.0.2 + loadStripe'. */
  label: string;
  Elements: typeof kassaReact.Elements;
  PaymentElement: typeof kassaReact.PaymentElement;
  LinkAuthenticationElement: typeof kassaReact.LinkAuthenticationElement;
  AddressElement: typeof kassaReact.AddressElement;
  /** Missing from @stripe/react-stripe-js majors older than the element. */
  ExpressCheckoutElement: typeof kassaReact.ExpressCheckoutElement | undefined;
  /** Gone from @stripe/react-stripe-js 7 (Stripe's types dropped the element). */
  PaymentRequestButtonElement: typeof kassaReact.PaymentRequestButtonElement | undefined;
  CardElement: typeof kassaReact.CardElement;
  CardNumberElement: typeof kassaReact.CardNumberElement;
  CardExpiryElement: typeof kassaReact.CardExpiryElement;
  CardCvcElement: typeof kassaReact.CardCvcElement;
  useStripe: typeof kassaReact.useStripe;
  useElements: typeof kassaReact.useElements;
  /** @kassa/react gets the instance itself (the script tag already ran); Stripe's a Promise. */
  loadInstance(publishableKey: string): Stripe | Promise<Stripe | null>;
}

function loadKassa(publishableKey: string): Stripe {
  if (typeof window.Kassa !== 'function') {
    throw new Error(
      'window.Kassa is missing: the provider script did not load. Is the Kassa server running?',
    );
  }
  return window.Kassa(publishableKey);
}

export const KASSA_BINDINGS: Bindings = {
  mode: 'kassa',
  label: '@kassa/react',
  ...kassaReact,
  loadInstance: loadKassa,
};

/** The parts of any @stripe/react-stripe-js major the shop uses (their shapes agree since 2.x). */
type OfficialModule = Pick<
  typeof stripeReact,
  | 'Elements'
  | 'PaymentElement'
  | 'LinkAuthenticationElement'
  | 'AddressElement'
  | 'ExpressCheckoutElement'
  | 'CardElement'
  | 'CardNumberElement'
  | 'CardExpiryElement'
  | 'CardCvcElement'
  | 'useStripe'
  | 'useElements'
>;

function officialBindings(mode: BindingsMode, label: string, module: OfficialModule): Bindings {
  // The official components have wider prop types; the shop uses the shared subset.
  return {
    mode,
    label: `${label} + loadStripe`,
    Elements: module.Elements as unknown as Bindings['Elements'],
    PaymentElement: module.PaymentElement as unknown as Bindings['PaymentElement'],
    LinkAuthenticationElement:
      module.LinkAuthenticationElement as unknown as Bindings['LinkAuthenticationElement'],
    AddressElement: module.AddressElement as unknown as Bindings['AddressElement'],
    ExpressCheckoutElement:
      module.ExpressCheckoutElement as unknown as Bindings['ExpressCheckoutElement'],
    PaymentRequestButtonElement: (module as { PaymentRequestButtonElement?: unknown })
      .PaymentRequestButtonElement as Bindings['PaymentRequestButtonElement'],
    CardElement: module.CardElement as unknown as Bindings['CardElement'],
    CardNumberElement: module.CardNumberElement as unknown as Bindings['CardNumberElement'],
    CardExpiryElement: module.CardExpiryElement as unknown as Bindings['CardExpiryElement'],
    CardCvcElement: module.CardCvcElement as unknown as Bindings['CardCvcElement'],
    useStripe: module.useStripe as unknown as Bindings['useStripe'],
    useElements: module.useElements as unknown as Bindings['useElements'],
    loadInstance: (publishableKey) => loadStripe(publishableKey),
  };
}

export const STRIPE_BINDINGS = officialBindings('stripe', '@stripe/react-stripe-js 7', stripeReact);

/**
 * Older majors, each imported only when chosen: esbuild puts each in its own chunk, so the
 * default checkout never downloads or runs them.
 */
const LEGACY: Record<LegacyStripeMode, () => Promise<unknown>> = {
  'stripe-v2': () => import('react-stripe-js-v2'),
  'stripe-v3': () => import('react-stripe-js-v3'),
  'stripe-v4': () => import('react-stripe-js-v4'),
  'stripe-v5': () => import('react-stripe-js-v5'),
  'stripe-v6': () => import('react-stripe-js-v6'),
};

export async function loadBindings(mode: BindingsMode): Promise<Bindings> {
  if (mode === 'kassa') return KASSA_BINDINGS;
  if (mode === 'stripe') return STRIPE_BINDINGS;
  const loaded = (await LEGACY[mode]()) as Partial<OfficialModule> & { default?: OfficialModule };
  // 2.x and 3.x ship no ESM entry for browsers, only a UMD file: its exports arrive as `default`.
  const module = loaded.Elements ? (loaded as OfficialModule) : loaded.default;
  if (!module?.Elements)
    throw new Error(`@stripe/react-stripe-js for ${mode} has no Elements export`);
  return officialBindings(
    mode,
    `@stripe/react-stripe-js ${mode.slice('stripe-v'.length)}.x`,
    module,
  );
}
