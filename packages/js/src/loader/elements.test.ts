// @vitest-environment jsdom

import { CLIENT_SECRET_FORM } from '@kassa/core';
import { type ControllerRequest, parseFrameHash } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaElement, KassaElements, KassaInstance } from '../types.js';
import { createFactory } from './factory.js';

const PROVIDER = 'http://127.0.0.1:4242';
const DESTROYED = 'This Element has already been destroyed. Please create a new one.';

let stripe: KassaInstance;
let controllerWindow: Window;
let controllerId: string;
let requests: ControllerRequest[];

/** A message arriving on the merchant page from `source`. */
function deliver(source: Window | null, data: unknown, origin = PROVIDER) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

/** The controller frame announcing itself; requests queued so far are then posted. */
function loadController() {
  deliver(controllerWindow, { kassa: 1, type: 'controller-load', controllerId });
}

/** The element's iframe: the last element frame mounted (each test mounts one at a time). */
function frameOf(element: KassaElement): HTMLIFrameElement {
  const frames = [...document.querySelectorAll('iframe')].filter(
    (f) => !f.name.startsWith('__kassaController'),
  );
  const frame = frames.at(-1);
  if (frame === undefined) throw new Error(`no frame for the ${element.elementType} element`);
  return frame;
}

function postsTo(frame: HTMLIFrameElement) {
  const target = frame.contentWindow as Window;
  return vi.spyOn(target, 'postMessage');
}

beforeEach(() => {
  document.body.innerHTML = '<div id="card"></div><div id="other"></div>';
  stripe = createFactory({ window, providerOrigin: PROVIDER })('pk_test_1');
  const controllerFrame = document.querySelector<HTMLIFrameElement>(
    'iframe[name^="__kassaController-"]',
  );
  controllerWindow = controllerFrame?.contentWindow as Window;
  controllerId = parseFrameHash(new URL(controllerFrame?.src ?? '').hash).id;
  requests = [];
  vi.spyOn(controllerWindow, 'postMessage').mockImplementation((message: unknown) => {
    requests.push(message as ControllerRequest);
  });
  vi.spyOn(console, 'debug').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stripe.elements()', () => {
  it.each([
    [5, 'Invalid value for stripe.elements(): expected `options` to be an object, but received 5.'],
    [
      { clientSecret: 'abc' },
      `Invalid value for stripe.elements(): expected \`clientSecret\` to be a client secret of the form ${CLIENT_SECRET_FORM}, but received "abc".`,
    ],
    [
      { clientSecret: 'pi_1_secret_2', mode: 'payment' },
      'Invalid value for stripe.elements(): expected either `clientSecret` or `mode`, but received both.',
    ],
    [
      { mode: 'buy', currency: 'usd' },
      "expected `mode` to be one of 'payment', 'setup' or 'subscription', but received \"buy\".",
    ],
    [
      { mode: 'payment', amount: 100 },
      'expected `currency` to be a three-letter currency code, but received undefined.',
    ],
    [
      { mode: 'payment', currency: 'usd' },
      'expected `amount` to be a non-negative integer in the smallest currency unit, but received undefined.',
    ],
    [{ mode: 'payment', currency: 'usd', amount: 10.5 }, 'but received 10.5.'],
    [{ appearance: 'night' }, 'expected `appearance` to be an object, but received "night".'],
    [
      { loader: 'sometimes' },
      "expected `loader` to be one of 'auto', 'always' or 'never', but received \"sometimes\".",
    ],
    [{ fonts: 'Inter' }, 'expected `fonts` to be an array, but received "Inter".'],
    [
      { paymentMethodCreation: 'auto' },
      'expected `paymentMethodCreation` to be \'manual\', but received "auto".',
    ],
    [
      { allowedCardBrands: 'visa' },
      'expected `allowedCardBrands` to be an array of card brand names, but received "visa".',
    ],
    [
      { allowedCardBrands: ['visa'], disallowedCardBrands: ['jcb'] },
      'Invalid value for stripe.elements(): allowedCardBrands and disallowedCardBrands cannot both be specified.',
    ],
  ])('refuses the options %j', (options, message) => {
    expect(() => stripe.elements(options as never)).toThrow(message);
  });

  it('keeps a valid card brand filter with the group options, and checks one update() would add', () => {
    const elements = stripe.elements({ disallowedCardBrands: ['american_express'] });
    expect(() => elements.update({ allowedCardBrands: ['visa'] } as never)).toThrow(
      'allowedCardBrands and disallowedCardBrands cannot both be specified.',
    );
    loadController();
    expect(requests[0]).toMatchObject({
      action: 'elements-create',
      payload: { options: { disallowedCardBrands: ['american_express'] } },
    });
  });

  it('accepts deferred subscription mode without an amount', () => {
    expect(() => stripe.elements({ mode: 'subscription', currency: 'usd' } as never)).not.toThrow();
  });

  it('queues its request until the controller frame has loaded', () => {
    stripe.elements({ clientSecret: 'pi_1_secret_2', appearance: { theme: 'night' } });
    expect(requests).toEqual([]);
    loadController();
    expect(requests).toEqual([
      expect.objectContaining({
        kassa: 1,
        type: 'controller-request',
        action: 'elements-create',
        payload: {
          groupId: expect.any(String),
          options: { clientSecret: 'pi_1_secret_2', appearance: { theme: 'night' } },
        },
      }),
    ]);
  });

  it.each([
    ['another origin', 'http://127.0.0.1:4243', () => controllerWindow],
    ['a look-alike origin', 'http://127.0.0.1:4242.evil.example', () => controllerWindow],
    ['another window', PROVIDER, () => window],
  ])('ignores a controller-load from %s', (_case, origin, source) => {
    stripe.elements();
    deliver(source(), { kassa: 1, type: 'controller-load', controllerId }, origin);
    expect(requests).toEqual([]);
    expect(console.debug).toHaveBeenCalled();
  });
});

describe('elements.create() and getElement()', () => {
  let elements: KassaElements;
  beforeEach(() => {
    elements = stripe.elements();
  });

  it('refuses an element type that is not a string', () => {
    expect(() => elements.create(5 as never)).toThrow(
      'Invalid value for elements.create(): expected `elementType` to be an element type string, but received 5.',
    );
  });

  it('creates one element per type and finds it again', () => {
    const card = elements.create('card');
    expect(card.elementType).toBe('card');
    expect(elements.getElement('card')).toBe(card);
    expect(elements.getElement('payment')).toBeNull();
    expect(() => elements.create('card')).toThrow('Can only create one Element of type card.');
  });

  it('refuses options that cannot cross a frame boundary', () => {
    expect(() =>
      elements.create('card', { style: { base: { color: () => 'red' } } } as never),
    ).toThrow('options must be plain data');
  });
});

describe("Stripe's state classes on the mount node", () => {
  let frameId: string;
  let frame: HTMLIFrameElement;
  const node = () => document.getElementById('card') as HTMLElement;
  const event = (name: string, payload: object = {}) =>
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: name,
      payload,
    });
  const mount = (type: 'card' | 'cardNumber', options: object = {}) => {
    const element = stripe.elements().create(type as 'card', options);
    element.mount('#card');
    frame = frameOf(element);
    frameId = parseFrameHash(new URL(frame.src).hash).id;
    return element;
  };

  it('follows focus, change and autofill as Stripe.js names them, and leaves with unmount', () => {
    const card = mount('card');
    expect([...node().classList]).toEqual(['StripeElement', 'StripeElement--empty']);
    event('focus');
    expect(node().classList).toContain('StripeElement--focus');
    event('change', { empty: false, complete: false, error: { code: 'invalid_number' } });
    expect([...node().classList]).toEqual([
      'StripeElement',
      'StripeElement--focus',
      'StripeElement--invalid',
    ]);
    event('autofill', { autofilled: true });
    event('change', { empty: false, complete: true });
    event('blur');
    expect([...node().classList]).toEqual([
      'StripeElement',
      'StripeElement--complete',
      'StripeElement--webkit-autofill',
    ]);
    card.unmount();
    expect(node().className).toBe('');
  });

  it("keeps the merchant's own classes and honours the classes option, also from update()", () => {
    node().className = 'merchant-box';
    const card = mount('card', { classes: { base: 'Field', focus: 'Field--on is-focused' } });
    event('focus');
    expect([...node().classList]).toEqual([
      'merchant-box',
      'Field',
      'StripeElement--empty',
      'Field--on',
      'is-focused',
    ]);
    card.update({ classes: { base: 'Other', empty: 'blank' } });
    expect([...node().classList]).toEqual([
      'merchant-box',
      'Other',
      'blank',
      'StripeElement--focus',
    ]);
    card.destroy();
    expect(node().className).toBe('merchant-box');
  });

  it('does not send the private autofill signal to the merchant', () => {
    const card = mount('card');
    const all = vi.fn();
    card.on('change', all);
    event('autofill', { autofilled: true });
    expect(all).not.toHaveBeenCalled();
  });
});

describe('frame titles', () => {
  it.each([
    ['card', 'Secure card payment input frame'],
    ['cardNumber', 'Secure card number input frame'],
    ['cardExpiry', 'Secure expiration date input frame'],
    ['cardCvc', 'Secure CVC input frame'],
    ['payment', 'Secure payment input frame'],
  ] as const)('names the %s frame "%s", and the title option replaces it', (type, title) => {
    const element = stripe.elements({ clientSecret: 'pi_1_secret_2' }).create(type as 'card');
    element.mount('#card');
    expect(frameOf(element).title).toBe(title);
    element.update({ title: 'Card for the gift order' } as never);
    expect(frameOf(element).title).toBe('Card for the gift order');
  });
});

describe('element.mount()', () => {
  it('creates a provider-origin iframe for the element and registers it with the controller', () => {
    loadController();
    const elements = stripe.elements();
    const card = elements.create('card');
    card.mount('#card');
    const frame = frameOf(card);
    expect(frame.parentElement?.parentElement?.id).toBe('card');
    const url = new URL(frame.src);
    expect(`${url.origin}${url.pathname}`).toBe(`${PROVIDER}/frames/card.html`);
    const { id, params } = parseFrameHash(url.hash);
    expect(params).toMatchObject({ controllerId, origin: window.location.origin, type: 'card' });
    expect(frame.title).toBe('Secure card payment input frame');
    expect(frame.getAttribute('allow')).toBe('payment *');
    expect(frame.getAttribute('frameborder')).toBe('0');
    expect(frame.name).toContain(id);
    const mount = requests.find((r) => r.action === 'element-mount');
    expect(mount?.payload).toEqual({ groupId: params.groupId, frameId: id, elementType: 'card' });
  });

  it("allows passkeys in the Link Authentication Element's frame only", () => {
    loadController();
    const elements = stripe.elements();
    const link = elements.create('linkAuthentication');
    link.mount('#card');
    expect(frameOf(link).getAttribute('allow')).toBe(
      'payment *; publickey-credentials-get; publickey-credentials-create',
    );
  });

  it('mounts the Link signup element in the Link Authentication page, with its own type', () => {
    loadController();
    const elements = stripe.elements();
    const signup = elements.create('linkSignup', { defaultValues: { email: 'a@b.co' } });
    signup.mount('#card');
    const url = new URL(frameOf(signup).src);
    expect(url.pathname).toBe('/frames/link-authentication.html');
    expect(parseFrameHash(url.hash).params.type).toBe('linkSignup');
    // Stripe's element has ready, focus, blur, escape, loaderstart and loaderror; no change.
    expect(() => signup.on('loaderstart', () => {})).not.toThrow();
    expect(() => (signup as unknown as KassaElement<'card'>).on('change', () => {})).toThrow();
    // Passkeys stay with the Link Authentication Element.
    expect(frameOf(signup).getAttribute('allow')).toBe('payment *');
    expect(elements.getElement('linkSignup')).toBe(signup);
  });

  it.each([
    ['pk_test_1', '1'],
    ['pk_live_1', undefined],
  ])('tells the frame of a %s instance whether to log the messages it ignores', (key, flag) => {
    const instance = createFactory({ window, providerOrigin: PROVIDER })(key);
    const card = instance.elements().create('card');
    card.mount('#other');
    expect(parseFrameHash(new URL(frameOf(card).src).hash).params.testMode).toBe(flag);
  });

  it('uses the split-field page for cardNumber, cardExpiry and cardCvc', () => {
    const elements = stripe.elements();
    for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
      const element = elements.create(type);
      element.mount('#card');
      expect(new URL(frameOf(element).src).pathname).toBe('/frames/card-field.html');
    }
  });

  it('takes a DOM element as well as a selector', () => {
    const card = stripe.elements().create('card');
    card.mount(document.getElementById('other') as HTMLElement);
    expect(document.querySelector('#other iframe')).not.toBeNull();
  });

  it('refuses to mount twice', () => {
    const card = stripe.elements().create('card');
    card.mount('#card');
    expect(() => card.mount('#other')).toThrow(
      'This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.',
    );
  });

  it.each([
    [
      '#missing',
      'The selector you specified (#missing) applies to no DOM elements that are currently on the page.',
    ],
    [
      5,
      'Invalid value for element.mount(): expected `domElement` to be a CSS selector or a DOM element, but received 5.',
    ],
  ])('refuses to mount into %p', (target, message) => {
    const card = stripe.elements().create('card');
    expect(() => card.mount(target as never)).toThrow(message);
  });

  it('mounts again after unmount, in a new frame', () => {
    loadController();
    const card = stripe.elements().create('card');
    card.mount('#card');
    const first = frameOf(card).src;
    card.unmount();
    expect(document.querySelector('#card iframe')).toBeNull();
    expect(requests.some((r) => r.action === 'element-unmount')).toBe(true);
    card.mount('#other');
    expect(frameOf(card).src).not.toBe(first);
  });
});

describe('the locale of element frames', () => {
  const groupOptionsOf = (frame: HTMLIFrameElement) =>
    JSON.parse(parseFrameHash(new URL(frame.src).hash).params.init ?? 'null').groupOptions;

  it("is Stripe(pk, {locale})'s when the group names none", () => {
    const german = createFactory({ window, providerOrigin: PROVIDER })('pk_test_1', {
      locale: 'de',
    });
    const card = german.elements().create('card');
    card.mount('#card');
    expect(groupOptionsOf(frameOf(card))).toEqual({ locale: 'de' });
  });

  it("is the group's when both name one (elements' wins, as in Stripe.js)", () => {
    const german = createFactory({ window, providerOrigin: PROVIDER })('pk_test_1', {
      locale: 'de',
    });
    const card = german.elements({ locale: 'ar' }).create('card');
    card.mount('#card');
    expect(groupOptionsOf(frameOf(card))).toEqual({ locale: 'ar' });
  });
});

describe('element frames', () => {
  let card: KassaElement<'card'>;
  let frame: HTMLIFrameElement;
  let frameId: string;
  let elements: KassaElements;

  beforeEach(() => {
    elements = stripe.elements({
      appearance: { theme: 'flat' },
      locale: 'fr',
      clientSecret: 'pi_1_secret_2',
    });
    card = elements.create('card', { hidePostalCode: true });
    card.mount('#card');
    frame = frameOf(card);
    frameId = parseFrameHash(new URL(frame.src).hash).id;
  });

  it('sends element-init with its options and the group options once the frame has loaded', () => {
    const posts = postsTo(frame);
    card.focus();
    expect(posts).not.toHaveBeenCalled();
    deliver(frame.contentWindow, { kassa: 1, type: 'frame-load', frameId });
    expect(posts.mock.calls).toEqual([
      [
        {
          kassa: 1,
          type: 'element-init',
          frameId,
          controllerId,
          groupId: expect.any(String),
          elementType: 'card',
          options: { hidePostalCode: true },
          groupOptions: { appearance: { theme: 'flat' }, locale: 'fr' },
        },
        PROVIDER,
      ],
      [{ kassa: 1, type: 'element-command', frameId, command: 'focus', payload: null }, PROVIDER],
    ]);
    expect(JSON.stringify(posts.mock.calls)).not.toContain('pi_1_secret_2');
  });

  it('puts the options of element-init in the frame URL, so the frame renders without waiting for it', () => {
    const { init } = parseFrameHash(new URL(frame.src).hash).params;
    expect(JSON.parse(init ?? 'null')).toEqual({
      options: { hidePostalCode: true },
      groupOptions: { appearance: { theme: 'flat' }, locale: 'fr' },
    });
    expect(frame.src).not.toContain('pi_1_secret_2');
  });

  it('passes method calls on to the loaded frame', () => {
    deliver(frame.contentWindow, { kassa: 1, type: 'frame-load', frameId });
    const posts = postsTo(frame);
    card.update({ disabled: true });
    card.blur();
    card.clear();
    expect(posts.mock.calls.map(([message]) => (message as { command: string }).command)).toEqual([
      'update',
      'blur',
      'clear',
    ]);
  });

  it('sizes the iframe to the height its content reports', () => {
    deliver(frame.contentWindow, { kassa: 1, type: 'frame-resize', frameId, height: 43.2 });
    expect(frame.style.height).toBe('44px');
  });

  it('focuses the iframe when its frame asks, and only then', () => {
    const other = document.createElement('button');
    document.body.append(other);
    other.focus();
    deliver(window, { kassa: 1, type: 'frame-focus', frameId });
    deliver(
      frame.contentWindow,
      { kassa: 1, type: 'frame-focus', frameId },
      'https://evil.example',
    );
    expect(document.activeElement).toBe(other);
    deliver(frame.contentWindow, { kassa: 1, type: 'frame-focus', frameId });
    expect(document.activeElement).toBe(frame);
    other.remove();
  });

  it('focuses the iframe itself before asking the frame to focus its field', () => {
    card.focus();
    expect(document.activeElement).toBe(frame);
  });

  it('emits element events to the handlers with the element type', () => {
    const change = vi.fn();
    const ready = vi.fn();
    card.on('change', change).once('ready', ready);
    const event = { complete: true, empty: false, value: { postalCode: '' }, brand: 'visa' };
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: 'change',
      payload: event,
    });
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: 'ready',
      payload: {},
    });
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: 'ready',
      payload: {},
    });
    expect(change).toHaveBeenCalledWith({ ...event, elementType: 'card' });
    expect(ready).toHaveBeenCalledTimes(1);
    card.off('change', change);
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: 'change',
      payload: event,
    });
    expect(change).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', 'http://127.0.0.1:4243', () => frame.contentWindow],
    ['the controller window', PROVIDER, () => controllerWindow],
    ['the merchant window', PROVIDER, () => window],
  ])('ignores element events from %s', (_case, origin, source) => {
    const change = vi.fn();
    card.on('change', change);
    deliver(
      source(),
      { kassa: 1, type: 'element-event', frameId, event: 'change', payload: {} },
      origin,
    );
    expect(change).not.toHaveBeenCalled();
  });

  it('ignores events of another frame id and malformed messages', () => {
    const change = vi.fn();
    card.on('change', change);
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId: 'other',
      event: 'change',
      payload: {},
    });
    deliver(frame.contentWindow, { kassa: 1, type: 'element-event', frameId, payload: {} });
    deliver(frame.contentWindow, { type: 'element-event', frameId, event: 'change', payload: {} });
    expect(change).not.toHaveBeenCalled();
  });

  it.each([
    [
      'on',
      'bogus',
      () => {},
      'expected the event type to be one of change, ready, focus, blur, escape, loaderror, networkschange, but received "bogus".',
    ],
    [
      'on',
      'change',
      'handler',
      'Invalid value for card.on(): expected `handler` to be a function, but received "handler".',
    ],
    [
      'once',
      'ready',
      undefined,
      'Invalid value for card.once(): expected `handler` to be a function, but received undefined.',
    ],
    ['off', 7, undefined, 'but received number.'],
  ])('validates %s(%p, %p)', (method, eventType, handler, message) => {
    const call = card[method as 'on'] as (eventType: unknown, handler: unknown) => unknown;
    expect(() => call.call(card, eventType, handler)).toThrow(message);
  });

  it('forwards elements.update() to the controller and the frames', async () => {
    loadController();
    deliver(frame.contentWindow, { kassa: 1, type: 'frame-load', frameId });
    const posts = postsTo(frame);
    const done = elements.update({ appearance: { theme: 'night' } });
    expect(posts).toHaveBeenCalledWith(
      {
        kassa: 1,
        type: 'element-command',
        frameId,
        command: 'group-update',
        payload: { appearance: { theme: 'night' }, locale: 'fr' },
      },
      PROVIDER,
    );
    const update = requests.find((r) => r.action === 'elements-update');
    expect(update?.payload).toMatchObject({ options: { appearance: { theme: 'night' } } });
    deliver(controllerWindow, {
      kassa: 1,
      type: 'action-response',
      nonce: update?.nonce,
      result: {},
    });
    await expect(done).resolves.toBeUndefined();
  });

  it("emits the controller's group events to the group, leaving loaderror to the frames", () => {
    const updateEnd = vi.fn();
    const loadError = vi.fn();
    elements.on('update-end', updateEnd);
    card.on('loaderror', loadError);
    const groupId = parseFrameHash(new URL(frame.src).hash).params.groupId;
    deliver(window, { kassa: 1, type: 'group-event', groupId, event: 'update-end', payload: {} });
    expect(updateEnd).not.toHaveBeenCalled();
    deliver(controllerWindow, {
      kassa: 1,
      type: 'group-event',
      groupId,
      event: 'update-end',
      payload: {},
    });
    expect(updateEnd).toHaveBeenCalledTimes(1);
    const error = { type: 'invalid_request_error', message: 'No such payment_intent' };
    deliver(controllerWindow, {
      kassa: 1,
      type: 'group-event',
      groupId,
      event: 'loaderror',
      payload: { error },
    });
    expect(loadError).not.toHaveBeenCalled();
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: 'loaderror',
      payload: { error },
    });
    expect(loadError).toHaveBeenCalledWith({ elementType: 'card', error });
  });

  it('refuses every method after destroy, and lets a new element of the type be created', () => {
    card.destroy();
    expect(document.querySelector('#card iframe')).toBeNull();
    for (const call of [
      () => card.mount('#card'),
      () => card.on('change', () => {}),
      () => card.update({}),
      () => card.focus(),
      () => card.destroy(),
    ]) {
      expect(call).toThrow(DESTROYED);
    }
    expect(elements.getElement('card')).toBeNull();
    expect(() => elements.create('card')).not.toThrow();
  });
});
