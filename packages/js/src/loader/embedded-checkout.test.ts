// @vitest-environment jsdom
import { decodeCheckoutFragment } from '@kassa/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFactory } from './factory.js';
import { IntegrationError } from './integration-error.js';

const PROVIDER = 'http://127.0.0.1:4242';
const CHECKOUT_FRAME = 'iframe[name^="__kassaCheckout-"]';
const SECRET = 'cs_test_a1B2c3_secret_Zz9';
type Checkout = { mount(at: unknown): void; unmount(): void; destroy(): void };
type Instance = Record<string, (options?: unknown) => Promise<Checkout>>;

function stripe(navigate = vi.fn<(url: string) => void>()) {
  const instance = createFactory({ window, providerOrigin: PROVIDER, navigate })(
    'pk_test_embed',
  ) as unknown as Instance;
  return { instance, navigate };
}

function frame(): HTMLIFrameElement {
  const found = document.querySelector<HTMLIFrameElement>(CHECKOUT_FRAME);
  if (found === null) throw new Error('no embedded checkout frame');
  return found;
}

function fragmentOf(iframe: HTMLIFrameElement) {
  const fragment = decodeCheckoutFragment(new URL(iframe.src).hash);
  if (fragment === null) throw new Error('no fragment');
  return fragment;
}

/** A message as the browser delivers it from the frame (origin and source chosen). */
function fromFrame(data: unknown, options: { origin?: string; source?: unknown } = {}) {
  const iframe = frame();
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      origin: options.origin ?? PROVIDER,
      source: (options.source === undefined ? iframe.contentWindow : options.source) as Window,
    }),
  );
}

const destroyers: Checkout[] = [];
async function mounted(options: Record<string, unknown> = {}) {
  document.body.innerHTML = '<div id="checkout"></div>';
  const { instance, navigate } = stripe();
  const checkout = await instance.createEmbeddedCheckoutPage?.({
    clientSecret: SECRET,
    ...options,
  });
  if (checkout === undefined) throw new Error('no checkout');
  destroyers.push(checkout);
  checkout.mount('#checkout');
  const iframe = frame();
  return { instance, checkout, iframe, navigate, frameId: fragmentOf(iframe).frameId as string };
}

afterEach(() => {
  for (const checkout of destroyers.splice(0)) checkout.destroy();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('stripe.createEmbeddedCheckoutPage', () => {
  it('mounts the session page in one provider frame whose fragment follows the contract', async () => {
    const { iframe, frameId } = await mounted();
    const url = new URL(iframe.src);
    expect(url.origin).toBe(PROVIDER);
    expect(url.pathname).toBe('/c/embedded/cs_test_a1B2c3');
    expect(fragmentOf(iframe)).toEqual({
      apiKey: 'pk_test_embed',
      clientSecret: SECRET,
      origin: window.location.origin,
      frameId,
    });
    expect(iframe.title).toBe('Embedded Checkout');
    expect(document.querySelector('#checkout')?.contains(iframe)).toBe(true);
  });

  it('awaits fetchClientSecret, and initEmbeddedCheckout is the same method', async () => {
    document.body.innerHTML = '<div id="checkout"></div>';
    const { instance } = stripe();
    const fetchClientSecret = vi.fn(() => Promise.resolve(SECRET));
    const checkout = await instance.initEmbeddedCheckout?.({ fetchClientSecret });
    destroyers.push(checkout as Checkout);
    expect(fetchClientSecret).toHaveBeenCalledOnce();
    const container = document.querySelector('#checkout') as HTMLElement;
    checkout?.mount(container);
    expect(fragmentOf(frame()).clientSecret).toBe(SECRET);
  });

  it.each([
    [
      undefined,
      'Invalid value for createEmbeddedCheckoutPage(): expected `options` to be an object',
    ],
    [{}, 'requires exactly one of `fetchClientSecret` or `clientSecret`'],
    [
      { clientSecret: SECRET, fetchClientSecret: () => Promise.resolve(SECRET) },
      'requires exactly one of',
    ],
    [{ clientSecret: 5 }, 'expected `clientSecret` to be a string, but received 5.'],
    [{ fetchClientSecret: 'x' }, 'expected `fetchClientSecret` to be a function'],
    [{ clientSecret: SECRET, onComplete: true }, 'expected `onComplete` to be a function'],
    [{ clientSecret: 'pi_1_secret_2' }, 'a Checkout Session client secret'],
    [{ fetchClientSecret: () => Promise.resolve(42) }, 'but received 42.'],
  ])('rejects the options %o', async (options, message) => {
    const { instance } = stripe();
    const failure = instance.createEmbeddedCheckoutPage?.(options);
    await expect(failure).rejects.toBeInstanceOf(IntegrationError);
    await expect(failure).rejects.toThrow(message);
    // A failed creation leaves the instance's place free.
    const ok = await instance.createEmbeddedCheckoutPage?.({ clientSecret: SECRET });
    destroyers.push(ok as Checkout);
  });

  it('rejects when fetchClientSecret rejects', async () => {
    const { instance } = stripe();
    const failure = new Error('server down');
    await expect(
      instance.createEmbeddedCheckoutPage?.({ fetchClientSecret: () => Promise.reject(failure) }),
    ).rejects.toBe(failure);
  });

  it('allows one Embedded Checkout per instance until it is destroyed', async () => {
    const { instance } = stripe();
    const first = instance.createEmbeddedCheckoutPage?.({ clientSecret: SECRET });
    await expect(instance.createEmbeddedCheckoutPage?.({ clientSecret: SECRET })).rejects.toThrow(
      new IntegrationError('You cannot have multiple Embedded Checkout objects.'),
    );
    await expect(instance.initEmbeddedCheckout?.({ clientSecret: SECRET })).rejects.toThrow(
      'You cannot have multiple Embedded Checkout objects.',
    );
    (await first)?.destroy();
    const again = await instance.createEmbeddedCheckoutPage?.({ clientSecret: SECRET });
    destroyers.push(again as Checkout);
    // Another instance has its own place.
    const other = await stripe().instance.createEmbeddedCheckoutPage?.({ clientSecret: SECRET });
    destroyers.push(other as Checkout);
  });

  it('unmounts and mounts again; a destroyed one cannot mount', async () => {
    const { checkout } = await mounted();
    expect(() => checkout.mount('#checkout')).toThrow('already mounted');
    checkout.unmount();
    expect(document.querySelector(CHECKOUT_FRAME)).toBeNull();
    checkout.mount(document.querySelector('#checkout'));
    expect(document.querySelectorAll(CHECKOUT_FRAME)).toHaveLength(1);
    checkout.destroy();
    expect(document.querySelector(CHECKOUT_FRAME)).toBeNull();
    expect(() => checkout.mount('#checkout')).toThrow('has been destroyed');
    expect(() => checkout.destroy()).not.toThrow();
  });

  it('names a selector that matches nothing, and refuses what is not an element', async () => {
    const { checkout } = await mounted();
    checkout.unmount();
    expect(() => checkout.mount('#nowhere')).toThrow(
      'The selector you specified (#nowhere) applies to no DOM elements that are currently on the page.',
    );
    expect(() => checkout.mount(12)).toThrow('expected a CSS selector or a DOM element');
  });

  it('resizes the frame to the height the page reports', async () => {
    const { iframe, frameId } = await mounted();
    fromFrame({ kassa: 1, type: 'checkout:ready', frameId, height: 812.4 });
    expect(iframe.style.height).toBe('813px');
    fromFrame({ kassa: 1, type: 'checkout:resize', frameId, height: 500 });
    expect(iframe.style.height).toBe('500px');
  });

  it('calls onComplete and navigates the top window on checkout:redirect', async () => {
    const onComplete = vi.fn();
    const { navigate, frameId } = await mounted({ onComplete });
    fromFrame({ kassa: 1, type: 'checkout:complete', frameId });
    expect(onComplete).toHaveBeenCalledOnce();
    fromFrame({ kassa: 1, type: 'checkout:redirect', frameId, url: 'https://shop.example/done' });
    expect(navigate).toHaveBeenCalledWith('https://shop.example/done');
  });

  it.each([
    ['a look-alike origin', { origin: 'http://127.0.0.1:42420' }],
    ['the merchant origin', { origin: window.location.origin }],
    ['another window', { source: window }],
    ['no window', { source: null }],
  ])('ignores messages from %s', async (_name, options) => {
    const onComplete = vi.fn();
    const { frameId, iframe } = await mounted({ onComplete });
    fromFrame({ kassa: 1, type: 'checkout:complete', frameId }, options);
    fromFrame({ kassa: 1, type: 'checkout:resize', frameId, height: 10 }, options);
    expect(onComplete).not.toHaveBeenCalled();
    expect(iframe.style.height).toBe('600px');
  });

  it('ignores another frame id and malformed messages, and nothing after destroy', async () => {
    const onComplete = vi.fn();
    const { frameId, navigate, checkout, iframe } = await mounted({ onComplete });
    fromFrame({ kassa: 1, type: 'checkout:complete', frameId: 'kc_other' });
    fromFrame({ kassa: 1, type: 'checkout:redirect', frameId, url: 'javascript:alert(1)' });
    expect(onComplete).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    const contentWindow = iframe.contentWindow;
    checkout.destroy();
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { kassa: 1, type: 'checkout:complete', frameId },
        origin: PROVIDER,
        source: contentWindow,
      }),
    );
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("answers shipping and line-item changes with the merchant's result, to the provider origin only", async () => {
    const onShippingDetailsChange = vi.fn(() =>
      Promise.resolve({ type: 'reject', errorMessage: 'We do not ship there' }),
    );
    const onLineItemsChange = vi.fn(() => Promise.resolve({ type: 'accept' }));
    const { frameId, iframe } = await mounted({ onShippingDetailsChange, onLineItemsChange });
    const post = vi.spyOn(iframe.contentWindow as Window, 'postMessage');
    const event = {
      checkoutSessionId: 'cs_test_a1B2c3',
      shippingDetails: { name: 'Jo', address: { country: 'FR' } },
    };
    fromFrame({ kassa: 1, type: 'checkout:shipping-details-change', frameId, nonce: 'n1', event });
    fromFrame({
      kassa: 1,
      type: 'checkout:line-items-change',
      frameId,
      nonce: 'n2',
      event: { checkoutSessionId: 'cs_test_a1B2c3', lineItems: [] },
    });
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(2));
    expect(onShippingDetailsChange).toHaveBeenCalledWith(event);
    expect(post).toHaveBeenCalledWith(
      {
        kassa: 1,
        type: 'checkout:callback-result',
        frameId,
        nonce: 'n1',
        result: { type: 'reject', errorMessage: 'We do not ship there' },
      },
      PROVIDER,
    );
    expect(post).toHaveBeenCalledWith(
      {
        kassa: 1,
        type: 'checkout:callback-result',
        frameId,
        nonce: 'n2',
        result: { type: 'accept' },
      },
      PROVIDER,
    );
  });

  it('accepts without a callback, and rejects when the callback fails or answers nonsense', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLineItemsChange = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue(7);
    const { frameId, iframe } = await mounted({ onLineItemsChange });
    const post = vi.spyOn(iframe.contentWindow as Window, 'postMessage');
    const message = (nonce: string, type: string) => ({
      kassa: 1,
      type,
      frameId,
      nonce,
      event: {},
    });
    fromFrame(message('a', 'checkout:shipping-details-change'));
    fromFrame(message('b', 'checkout:line-items-change'));
    fromFrame(message('c', 'checkout:line-items-change'));
    await vi.waitFor(() => expect(post).toHaveBeenCalledTimes(3));
    const results = Object.fromEntries(
      post.mock.calls.map(([data]) => [
        (data as { nonce: string }).nonce,
        (data as { result: unknown }).result,
      ]),
    );
    expect(results).toEqual({
      a: { type: 'accept' },
      b: { type: 'reject' },
      c: { type: 'reject' },
    });
  });
});

describe('stripe.redirectToCheckout', () => {
  it('goes to the hosted page of the session, with the key in its fragment', async () => {
    const { instance, navigate } = stripe();
    const pending = instance.redirectToCheckout?.({ sessionId: 'cs_test_a1B2c3' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    const url = new URL(navigate.mock.calls[0]?.[0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${PROVIDER}/c/pay/cs_test_a1B2c3`);
    expect(decodeCheckoutFragment(url.hash)).toEqual({ apiKey: 'pk_test_embed' });
    // The page is leaving: the promise does not settle.
    const settled = vi.fn();
    pending?.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it.each([
    [
      { lineItems: [{ price: 'price_1', quantity: 1 }], mode: 'payment' },
      'The Checkout client-only integration is not enabled.',
    ],
    [
      { items: [{ sku: 'sku_1', quantity: 1 }] },
      'The Checkout client-only integration is not enabled.',
    ],
    [{}, 'stripe.redirectToCheckout: You must provide one of lineItems, items, or sessionId.'],
    [undefined, 'You must provide one of lineItems, items, or sessionId.'],
    [
      { sessionId: 'cs_test_1', successUrl: 'https://x.example' },
      'Do not provide other parameters',
    ],
    [{ sessionId: 'pi_123' }, 'expected `sessionId` to be a Checkout Session id'],
    [{ sessionId: 7 }, 'expected `sessionId` to be a Checkout Session id'],
    [
      { sessionId: 'cs_live_1' },
      'is a live mode session but the publishable key is a test mode key',
    ],
  ])('rejects %o with an IntegrationError', async (options, message) => {
    const { instance, navigate } = stripe();
    const failure = instance.redirectToCheckout?.(options);
    await expect(failure).rejects.toBeInstanceOf(IntegrationError);
    await expect(failure).rejects.toThrow(message);
    expect(navigate).not.toHaveBeenCalled();
  });
});
