import type { Stripe } from '@stripe/stripe-js';

declare global {
  interface Window {
    /** Defined by the provider's loader script (`<script src="{provider}/endive/stripe.js">`, the path @stripe/stripe-js 10 loads). */
    Kassa?: (publishableKey: string, options?: Record<string, unknown>) => Stripe;
  }
}

export const LEGACY_STRIPE_MODES = [
  'stripe-v2',
  'stripe-v3',
  'stripe-v4',
  'stripe-v5',
  'stripe-v6',
] as const;
/** An older major of @stripe/react-stripe-js, installed side by side (`react-stripe-js-vN`). */
export type LegacyStripeMode = (typeof LEGACY_STRIPE_MODES)[number];
export type BindingsMode = 'kassa' | 'stripe' | LegacyStripeMode;

function bindingsMode(value: string | null): BindingsMode {
  if (value === 'stripe') return 'stripe';
  return LEGACY_STRIPE_MODES.find((mode) => mode === value) ?? 'kassa';
}
/**
 * `link`: the Payment Element with a Link Authentication Element above it, as Stripe's sample.
 * `shipping`: the Payment Element with a shipping Address Element above it.
 * `link-shipping`: the Link checkout with a shipping Address Element between its two elements,
 * which offers a verified shopper the wallet's saved addresses.
 * `link-bank`: the Link checkout for an intent that also takes `us_bank_account`, so a verified
 * shopper may pay with (and add) a bank account in the wallet.
 * `link-pe`: the Link checkout's intent (`card` and `link`) with the Payment Element only, which
 * then asks for the e-mail and the code itself (Stripe's most common integration).
 * `link-only`: the Payment Element only, for an intent whose only method is `link`.
 * `express`: an Express Checkout Element's row of buttons above the Payment Element, for an
 * intent that also takes the express methods.
 * `express-shipping`: the same row collecting a shipping address and rate in the wallet sheet,
 * the shop's handlers answering (US addresses only; its server prices the rate).
 * `wallet`: the Card Element with a Payment Request Button above it (stripe.paymentRequest()),
 * as Stripe's Payment Request Button sample.
 */
export type CheckoutVariant =
  | 'payment'
  | 'link'
  | 'link-shipping'
  | 'link-bank'
  | 'link-pe'
  | 'link-only'
  | 'card'
  | 'split'
  | 'shipping'
  | 'express'
  | 'express-shipping'
  | 'wallet';

const VARIANTS: readonly CheckoutVariant[] = [
  'link',
  'link-shipping',
  'link-bank',
  'link-pe',
  'link-only',
  'card',
  'split',
  'shipping',
  'express',
  'express-shipping',
  'wallet',
];

export interface DemoConfig {
  publishableKey: string;
  providerUrl: string;
  bindings: BindingsMode;
  variant: CheckoutVariant;
  /** `?redirect=always` confirms by leaving for the return_url, as wallets and banks do. */
  redirectAlways: boolean;
}

/** The server writes the key into data attributes; the query picks bindings and element. */
export function readDemoConfig(root: HTMLElement, search: string): DemoConfig {
  const query = new URLSearchParams(search);
  const element = query.get('element');
  return {
    publishableKey: root.dataset.publishableKey ?? '',
    providerUrl: root.dataset.providerUrl ?? '',
    bindings: bindingsMode(query.get('bindings')),
    variant: VARIANTS.find((variant) => variant === element) ?? 'payment',
    redirectAlways: query.get('redirect') === 'always',
  };
}

/** Keeps the shop's mode switches when moving between pages. */
export function linkTo(
  path: string,
  config: DemoConfig,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams(extra);
  if (config.bindings !== 'kassa') query.set('bindings', config.bindings);
  if (config.variant !== 'payment') query.set('element', config.variant);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Minor units as a price: cents for most currencies, whole yen and won (no minor unit). */
export function formatAmount(amount: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
