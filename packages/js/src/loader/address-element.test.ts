// @vitest-environment jsdom

import { type ControllerRequest, parseFrameHash } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaElement, KassaElements } from '../types.js';
import { createFactory } from './factory.js';

const PROVIDER = 'http://127.0.0.1:4242';

let elements: KassaElements;
let requests: ControllerRequest[];

function deliver(source: Window | null, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: PROVIDER, source }));
}

function mounted(element: KassaElement<'address'>, selector: string) {
  element.mount(selector);
  const frame = document.querySelector<HTMLIFrameElement>(`${selector} iframe`);
  if (frame === null) throw new Error('no frame');
  return { frame, frameId: parseFrameHash(new URL(frame.src).hash).id };
}

const VALUE = {
  complete: true,
  isNewAddress: true,
  value: {
    name: 'Jenny Rosen',
    address: {
      line1: '27 Fredrick Ave',
      line2: null,
      city: 'Brothers',
      state: 'OR',
      postal_code: '97712',
      country: 'US',
    },
  },
};

beforeEach(() => {
  document.body.innerHTML = '<div id="shipping"></div><div id="billing"></div>';
  const stripe = createFactory({ window, providerOrigin: PROVIDER })('pk_test_1');
  const controller = document.querySelector<HTMLIFrameElement>(
    'iframe[name^="__kassaController-"]',
  );
  const controllerWindow = controller?.contentWindow as Window;
  const controllerId = parseFrameHash(new URL(controller?.src ?? '').hash).id;
  requests = [];
  vi.spyOn(controllerWindow, 'postMessage').mockImplementation((message: unknown) => {
    requests.push(message as ControllerRequest);
  });
  deliver(controllerWindow, { kassa: 1, type: 'controller-load', controllerId });
  elements = stripe.elements({ clientSecret: 'pi_1_secret_2' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Address Element on the merchant page', () => {
  it('needs a mode, as Stripe.js does', () => {
    expect(() => elements.create('address')).toThrow(
      'Invalid value for create(): mode should be one of the following strings: shipping, billing. You specified: undefined.',
    );
    expect(() => elements.create('address', { mode: 'both' as never })).toThrow(
      'You specified: "both".',
    );
  });

  it('takes one shipping and one billing element in a group, found by mode', () => {
    const shipping = elements.create('address', { mode: 'shipping' });
    const billing = elements.create('address', { mode: 'billing' });
    expect(elements.getElement('address', { mode: 'billing' })).toBe(billing);
    expect(elements.getElement('address', { mode: 'shipping' })).toBe(shipping);
    expect(elements.getElement('address')).toBe(shipping);
    expect(() => elements.create('address', { mode: 'billing' })).toThrow(
      'Can only create one Element of type address with mode billing.',
    );
    billing.destroy();
    expect(elements.getElement('address', { mode: 'billing' })).toBeNull();
  });

  it('mounts its own frame page and tells the controller its mode', () => {
    const shipping = elements.create('address', { mode: 'shipping' });
    const { frame } = mounted(shipping, '#shipping');
    expect(new URL(frame.src).pathname).toBe('/frames/address.html');
    const mount = requests.find((request) => request.action === 'element-mount');
    expect(mount?.payload).toMatchObject({ elementType: 'address', mode: 'shipping' });
  });

  it('answers getValue() with the value the frame reports, waiting for the first one', async () => {
    const shipping = elements.create('address', { mode: 'shipping' });
    const { frame, frameId } = mounted(shipping, '#shipping');
    const change = vi.fn();
    shipping.on('change', change);
    const pending = shipping.getValue();
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: 'value',
      payload: VALUE,
    });
    await expect(pending).resolves.toEqual(VALUE);
    await expect(shipping.getValue()).resolves.toEqual(VALUE);
    // The value report is the loader's own, never an event for the merchant's handlers.
    expect(change).not.toHaveBeenCalled();
    expect(() => shipping.on('value' as 'change', () => {})).toThrow(/expected the event type/);
  });

  it('passes collapse() on to its frame', () => {
    const shipping = elements.create('address', { mode: 'shipping' });
    const { frame, frameId } = mounted(shipping, '#shipping');
    deliver(frame.contentWindow, { kassa: 1, type: 'frame-load', frameId });
    const posts = vi.spyOn(frame.contentWindow as Window, 'postMessage');
    shipping.collapse();
    expect(posts).toHaveBeenCalledWith(
      { kassa: 1, type: 'element-command', frameId, command: 'collapse', payload: null },
      PROVIDER,
    );
  });

  it('refuses getValue() on other elements', async () => {
    const card = elements.create('card');
    await expect(card.getValue()).rejects.toThrow(
      'getValue() is for the Address and Tax ID Elements only.',
    );
  });
});
