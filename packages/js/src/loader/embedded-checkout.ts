import {
  type CheckoutCallbackResult,
  type CheckoutToLoader,
  checkoutSessionOf,
  embeddedCheckoutUrl,
  isCheckoutToLoader,
  type LoaderToCheckout,
} from '@kassa/protocol';
import type { CheckoutHost } from './checkout-host.js';
import { IntegrationError } from './integration-error.js';
import { randomId } from './random-id.js';

// Embedded Checkout (stripe.createEmbeddedCheckoutPage, and initEmbeddedCheckout of older
// Stripe.js): the session's page in one provider frame on the merchant page, and its messages
// (the checkout contract: protocol's checkout.ts). Only a page that embeds Checkout needs it,
// so the provider's loader fetches it as a chunk of its own (lazy-chunks.ts).

type Json = Record<string, unknown>;

/** The shape of Stripe's `StripeEmbeddedCheckout`. */
export interface EmbeddedCheckoutObject {
  mount(location: string | HTMLElement): void;
  unmount(): void;
  destroy(): void;
}

type Callback = (event: Json) => Promise<unknown> | unknown;

interface CheckedOptions {
  clientSecret: string | undefined;
  fetchClientSecret: (() => unknown) | undefined;
  onComplete: (() => void) | undefined;
  onShippingDetailsChange: Callback | undefined;
  onLineItemsChange: Callback | undefined;
}

const invalid = (method: string, detail: string) =>
  new IntegrationError(`Invalid value for ${method}(): ${detail}`);

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return `"${value}"`;
  return String(value);
}

function optionalFunction<T>(method: string, options: Json, name: string): T | undefined {
  const value = options[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'function')
    throw invalid(
      method,
      `expected \`${name}\` to be a function, but received ${describe(value)}.`,
    );
  return value as T;
}

/** Stripe.js's checks of the options, in its words where they are known. */
export function checkEmbeddedOptions(method: string, raw: unknown): CheckedOptions {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw invalid(method, `expected \`options\` to be an object, but received ${describe(raw)}.`);
  const options = raw as Json;
  const { clientSecret } = options;
  if (clientSecret !== undefined && typeof clientSecret !== 'string')
    throw invalid(
      method,
      `expected \`clientSecret\` to be a string, but received ${describe(clientSecret)}.`,
    );
  const fetchClientSecret = optionalFunction<() => unknown>(method, options, 'fetchClientSecret');
  if ((clientSecret === undefined) === (fetchClientSecret === undefined))
    throw new IntegrationError(
      `${method}() requires exactly one of \`fetchClientSecret\` or \`clientSecret\`.`,
    );
  return {
    clientSecret,
    fetchClientSecret,
    onComplete: optionalFunction(method, options, 'onComplete'),
    onShippingDetailsChange: optionalFunction(method, options, 'onShippingDetailsChange'),
    onLineItemsChange: optionalFunction(method, options, 'onLineItemsChange'),
  };
}

function checkSecret(method: string, secret: unknown): { secret: string; sessionId: string } {
  const sessionId = typeof secret === 'string' ? checkoutSessionOf(secret) : null;
  if (sessionId === null)
    throw invalid(
      method,
      `expected \`clientSecret\` to be a Checkout Session client secret of the form {CHECKOUT_SESSION_ID}_secret_{SECRET}, but received ${describe(secret)}.`,
    );
  return { secret: secret as string, sessionId };
}

/** The merchant callback's answer, checked: anything but Stripe's ResultAction is a rejection. */
function toResult(answer: unknown): CheckoutCallbackResult {
  const value = typeof answer === 'object' && answer !== null ? (answer as Json) : {};
  if (value.type === 'accept') return { type: 'accept' };
  if (value.type === 'reject' && typeof value.errorMessage === 'string')
    return { type: 'reject', errorMessage: value.errorMessage };
  return { type: 'reject' };
}

export function createEmbeddedCheckoutPage(host: CheckoutHost, options: unknown) {
  return createEmbeddedCheckout(host, 'createEmbeddedCheckoutPage', options);
}

export function initEmbeddedCheckout(host: CheckoutHost, options: unknown) {
  return createEmbeddedCheckout(host, 'initEmbeddedCheckout', options);
}

/**
 * Makes the Embedded Checkout object once the client secret is known (fetchClientSecret is
 * awaited here: a rejection rejects the creation, as in Stripe.js). One per instance at a time:
 * the place is taken before anything is awaited, so a second call in the same tick is refused.
 */
async function createEmbeddedCheckout(
  host: CheckoutHost,
  method: string,
  raw: unknown,
): Promise<EmbeddedCheckoutObject> {
  if (host.embedded)
    throw new IntegrationError('You cannot have multiple Embedded Checkout objects.');
  host.embedded = true;
  try {
    const options = checkEmbeddedOptions(method, raw);
    const secret = options.fetchClientSecret
      ? await options.fetchClientSecret()
      : options.clientSecret;
    return new EmbeddedCheckout(host, options, checkSecret(method, secret));
  } catch (error) {
    host.embedded = false;
    throw error;
  }
}

class EmbeddedCheckout implements EmbeddedCheckoutObject {
  readonly #host: CheckoutHost;
  readonly #options: CheckedOptions;
  readonly #url: string;
  readonly #id = randomId('kc_');
  readonly #listener = (event: MessageEvent) => this.#receive(event);
  #frame: HTMLIFrameElement | null = null;
  #destroyed = false;

  constructor(
    host: CheckoutHost,
    options: CheckedOptions,
    { secret, sessionId }: { secret: string; sessionId: string },
  ) {
    this.#host = host;
    this.#options = options;
    this.#url = embeddedCheckoutUrl(host.providerOrigin, sessionId, {
      apiKey: host.key,
      clientSecret: secret,
      origin: host.window.location.origin,
      frameId: this.#id,
    });
    host.window.addEventListener('message', this.#listener);
  }

  mount(location: string | HTMLElement): void {
    if (this.#destroyed)
      throw new IntegrationError(
        'This Embedded Checkout object has been destroyed. Create a new one to mount it again.',
      );
    if (this.#frame !== null)
      throw new IntegrationError('Embedded Checkout is already mounted. Call unmount() first.');
    const doc = this.#host.window.document;
    let container: Element | null;
    if (typeof location === 'string') {
      container = doc.querySelector(location);
      if (container === null)
        throw new IntegrationError(
          `The selector you specified (${location}) applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().`,
        );
    } else if (
      typeof location === 'object' &&
      location !== null &&
      (location as Node).nodeType === 1
    ) {
      container = location;
    } else {
      throw invalid(
        'mount',
        `expected a CSS selector or a DOM element, but received ${describe(location)}.`,
      );
    }
    const frame = doc.createElement('iframe');
    frame.name = `__kassaCheckout-${this.#id}`;
    frame.title = 'Embedded Checkout';
    frame.src = this.#url;
    frame.allow = `payment *; publickey-credentials-get *; clipboard-write ${this.#host.providerOrigin}`;
    frame.setAttribute(
      'style',
      'border:none;width:100%;min-width:100%;height:600px;display:block;overflow:hidden;color-scheme:normal',
    );
    this.#frame = frame;
    container.appendChild(frame);
  }

  unmount(): void {
    this.#frame?.remove();
    this.#frame = null;
  }

  destroy(): void {
    if (this.#destroyed) return;
    this.unmount();
    this.#destroyed = true;
    this.#host.window.removeEventListener('message', this.#listener);
    this.#host.embedded = false;
  }

  #debug(reason: string): void {
    if (this.#host.testMode)
      console.debug(`[kassa] embedded checkout ignored a message: ${reason}`);
  }

  /** Exact provider origin, this frame's own window, a known shape and this frame's id. */
  #receive(event: MessageEvent): void {
    const frameWindow = this.#frame?.contentWindow ?? null;
    const data: unknown = event.data;
    const ours = typeof data === 'object' && data !== null && (data as Json).kassa === 1;
    if (event.origin !== this.#host.providerOrigin) {
      if (ours && String((data as Json).type).startsWith('checkout:'))
        this.#debug(`message from unexpected origin ${event.origin}`);
      return;
    }
    if (frameWindow === null || event.source !== frameWindow) return;
    if (!isCheckoutToLoader(data) || data.frameId !== this.#id) {
      this.#debug('malformed message from the embedded checkout frame');
      return;
    }
    this.#handle(data, frameWindow);
  }

  #handle(message: CheckoutToLoader, frameWindow: Window): void {
    switch (message.type) {
      case 'checkout:ready':
      case 'checkout:resize':
        if (this.#frame) this.#frame.style.height = `${Math.ceil(message.height)}px`;
        return;
      case 'checkout:complete':
        this.#options.onComplete?.();
        return;
      case 'checkout:redirect':
        this.#host.navigate(message.url);
        return;
      case 'checkout:shipping-details-change':
        this.#answer(frameWindow, message.nonce, this.#options.onShippingDetailsChange, {
          ...(message.event as Json),
        });
        return;
      case 'checkout:line-items-change':
        this.#answer(frameWindow, message.nonce, this.#options.onLineItemsChange, {
          ...(message.event as Json),
        });
        return;
    }
  }

  /** Runs the merchant's callback (none: accepted) and posts its answer to the frame. */
  #answer(frameWindow: Window, nonce: string, callback: Callback | undefined, event: Json): void {
    const run = async (): Promise<CheckoutCallbackResult> => {
      if (callback === undefined) return { type: 'accept' };
      try {
        return toResult(await callback(event));
      } catch (error) {
        console.error('[kassa] the Embedded Checkout callback failed', error);
        return { type: 'reject' };
      }
    };
    void run().then((result) => {
      const answer: LoaderToCheckout = {
        kassa: 1,
        type: 'checkout:callback-result',
        frameId: this.#id,
        nonce,
        result,
      };
      if (!this.#destroyed) frameWindow.postMessage(answer, this.#host.providerOrigin);
    });
  }
}
