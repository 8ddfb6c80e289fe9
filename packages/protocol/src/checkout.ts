/**
 * Checkout Sessions in the browser: the hosted and embedded page addresses, and the messages
 * between an embedded Checkout page (a frame on the provider origin, `/c/embedded/<cs_id>`) and
 * the merchant page's loader. The frame posts to the exact merchant origin its fragment names;
 * the loader accepts only the exact provider origin and the frame's own window.
 */
import type { Json } from './messages.js';

/** What an address fragment carries; readers ignore keys they do not know. */
export interface CheckoutFragment {
  apiKey: string;
  /** Embedded pages only. */
  clientSecret?: string;
  /** Embedded pages only: the merchant page's origin, the one target of the frame's messages. */
  origin?: string;
  /** Embedded pages only: the id the frame names in every message. */
  frameId?: string;
}

const toBase64Url = (base64: string) =>
  base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** base64url (no padding) of the fragment's UTF-8 JSON. */
export function encodeCheckoutFragment(fragment: CheckoutFragment): string {
  const bytes = new TextEncoder().encode(JSON.stringify(fragment));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return toBase64Url(btoa(binary));
}

/** The fragment of a page address (with or without its `#`); null when it is not one. */
export function decodeCheckoutFragment(hash: string): CheckoutFragment | null {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  if (body === '' || !/^[A-Za-z0-9_-]+$/.test(body)) return null;
  try {
    const binary = atob(body.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const fields = value as Record<string, unknown>;
    if (typeof fields.apiKey !== 'string' || fields.apiKey === '') return null;
    const fragment: CheckoutFragment = { apiKey: fields.apiKey };
    for (const key of ['clientSecret', 'origin', 'frameId'] as const) {
      const field = fields[key];
      if (typeof field === 'string' && field !== '') fragment[key] = field;
    }
    return fragment;
  } catch {
    return null;
  }
}

/** A Checkout Session's client secret: `<cs_id>_secret_<random>`. */
export const CHECKOUT_SECRET_PATTERN = /^(cs_(?:test|live)_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/;
/** A Checkout Session id. */
export const CHECKOUT_SESSION_PATTERN = /^cs_(?:test|live)_[A-Za-z0-9]+$/;

/** The session id a client secret belongs to, or null when it is not one. */
export function checkoutSessionOf(clientSecret: string): string | null {
  return CHECKOUT_SECRET_PATTERN.exec(clientSecret)?.[1] ?? null;
}

/** The hosted page of a session: `session.url`. */
export function hostedCheckoutUrl(providerOrigin: string, sessionId: string, apiKey: string) {
  return `${providerOrigin}/c/pay/${encodeURIComponent(sessionId)}#${encodeCheckoutFragment({ apiKey })}`;
}

/** The embedded page of a session, the address of the frame the loader mounts. */
export function embeddedCheckoutUrl(
  providerOrigin: string,
  sessionId: string,
  fragment: Required<CheckoutFragment>,
): string {
  return `${providerOrigin}/c/embedded/${encodeURIComponent(sessionId)}#${encodeCheckoutFragment(fragment)}`;
}

interface CheckoutEnvelope<T extends string> {
  kassa: 1;
  type: T;
  frameId: string;
}

/** The merchant's answer to a shipping-details or line-items change (Stripe's ResultAction). */
export type CheckoutCallbackResult = { type: 'accept' } | { type: 'reject'; errorMessage?: string };

/** Frame -> loader: the page has rendered; the frame's content height in CSS pixels. */
export interface CheckoutReady extends CheckoutEnvelope<'checkout:ready'> {
  height: number;
}
/** Frame -> loader: the page's content height changed. */
export interface CheckoutResize extends CheckoutEnvelope<'checkout:resize'> {
  height: number;
}
/** Frame -> loader: the session completed (the merchant's onComplete runs). */
export type CheckoutComplete = CheckoutEnvelope<'checkout:complete'>;
/** Frame -> loader: the top window goes to this address (return_url, a redirect method). */
export interface CheckoutRedirect extends CheckoutEnvelope<'checkout:redirect'> {
  url: string;
}
/**
 * Frame -> loader: the shopper changed the shipping details or the line items; the event is
 * Stripe's (`StripeEmbeddedCheckout…ChangeEvent`). Answered by `checkout:callback-result`.
 */
export interface CheckoutShippingDetailsChange
  extends CheckoutEnvelope<'checkout:shipping-details-change'> {
  nonce: string;
  event: Json;
}
export interface CheckoutLineItemsChange extends CheckoutEnvelope<'checkout:line-items-change'> {
  nonce: string;
  event: Json;
}
/** Loader -> frame: the merchant callback's answer to the change with this nonce. */
export interface CheckoutCallbackAnswer extends CheckoutEnvelope<'checkout:callback-result'> {
  nonce: string;
  result: CheckoutCallbackResult;
}

export type CheckoutToLoader =
  | CheckoutReady
  | CheckoutResize
  | CheckoutComplete
  | CheckoutRedirect
  | CheckoutShippingDetailsChange
  | CheckoutLineItemsChange;
export type LoaderToCheckout = CheckoutCallbackAnswer;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isHeight = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isNonce = (value: unknown) => typeof value === 'string' && value !== '';

/** True when `data` is a well-formed message of the embedded page to the loader. */
export function isCheckoutToLoader(data: unknown): data is CheckoutToLoader {
  if (!isRecord(data) || data.kassa !== 1 || !isNonce(data.frameId)) return false;
  switch (data.type) {
    case 'checkout:ready':
    case 'checkout:resize':
      return isHeight(data.height);
    case 'checkout:complete':
      return true;
    case 'checkout:redirect':
      return typeof data.url === 'string' && /^https?:\/\//i.test(data.url);
    case 'checkout:shipping-details-change':
    case 'checkout:line-items-change':
      return isNonce(data.nonce) && isRecord(data.event);
    default:
      return false;
  }
}

/** True when `data` is a well-formed message of the loader to the embedded page. */
export function isLoaderToCheckout(data: unknown): data is LoaderToCheckout {
  if (!isRecord(data) || data.kassa !== 1 || data.type !== 'checkout:callback-result') return false;
  if (!isNonce(data.frameId) || !isNonce(data.nonce) || !isRecord(data.result)) return false;
  const { result } = data;
  if (result.type === 'accept') return true;
  return (
    result.type === 'reject' &&
    (result.errorMessage === undefined || typeof result.errorMessage === 'string')
  );
}
