import {
  type AnyElementType,
  buildFrameUrl,
  ELEMENT_FRAMES,
  type ElementCommand,
  type ElementToLoader,
  isElementType,
  type Json,
  PROTOCOL_VERSION,
  unbuiltElementMessage,
} from '@kassa/protocol';
import type { KassaElement } from '../types.js';
import { BASE_EVENTS, ELEMENT_EVENTS } from './element-events.js';
import type { GroupHost } from './elements-group.js';
import { Emitter } from './emitter.js';
import { frameVersion } from './frame-versions.js';
import {
  IntegrationError,
  invalidArgument,
  isDomElement,
  isPlainObject,
} from './integration-error.js';
import { toJson } from './json.js';
import type { FrameHandle } from './message-router.js';
import type { PaymentRequest } from './payment-request.js';
import { randomId } from './random-id.js';

/** What an element needs: its group's host (the instance), plus the group's own parts. */
export interface ElementHost extends GroupHost {
  readonly groupId: string;
  groupOptions(): Json;
  onDestroy(element: Element<AnyElementType>): void;
}

type Command = ElementCommand['command'];

const DESTROYED = 'This Element has already been destroyed. Please create a new one.';
// 0px tall until the frame reports its height (frame-resize).
const FRAME_STYLE =
  'border:0!important;margin:0!important;padding:0!important;width:1px!important;' +
  'min-width:100%!important;overflow:hidden!important;display:block!important;user-select:none!important;' +
  'color-scheme:normal;height:0px;';

/** An element on the merchant page: a handle on its provider-origin iframe. */
export class Element<T extends AnyElementType> implements KassaElement<T>, FrameHandle {
  readonly elementType: T;
  readonly #host: ElementHost;
  readonly #emitter: Emitter;
  #options: Record<string, Json>;
  #frame: HTMLIFrameElement | null = null;
  #wrapper: HTMLElement | null = null;
  #frameId = '';
  #loaded = false;
  #pending: Array<{ command: Command; payload: Json }> = [];
  #destroyed = false;
  /** The Payment Request Button's payment request, whose sheet a click shows. */
  readonly #paymentRequest: PaymentRequest | undefined;

  constructor(
    host: ElementHost,
    elementType: T,
    options: Record<string, Json>,
    paymentRequest?: PaymentRequest,
  ) {
    this.#host = host;
    this.elementType = elementType;
    this.#options = options;
    this.#paymentRequest = paymentRequest;
    this.#emitter = new Emitter(
      elementType,
      ELEMENT_EVENTS[elementType] ?? (isElementType(elementType) ? BASE_EVENTS : null),
    );
  }

  get frameWindow(): Window | null {
    return this.#frame?.contentWindow ?? null;
  }

  /** The id of the mounted frame, or null when not mounted. */
  get frameId(): string | null {
    return this.#frame === null ? null : this.#frameId;
  }

  #alive(): void {
    if (this.#destroyed) throw new IntegrationError(DESTROYED);
  }

  #target(domElement: unknown): HTMLElement {
    if (typeof domElement === 'string') {
      const found = this.#host.document.querySelector(domElement);
      if (!isDomElement(found)) {
        throw new IntegrationError(
          `The selector you specified (${domElement}) applies to no DOM elements that are currently on the page.\nMake sure the element exists on the page before calling mount().`,
        );
      }
      return found;
    }
    if (isDomElement(domElement)) return domElement;
    throw invalidArgument(
      'element.mount',
      'domElement',
      'a CSS selector or a DOM element',
      domElement,
    );
  }

  mount(domElement: string | HTMLElement): void {
    this.#alive();
    if (this.#wrapper !== null) {
      throw new IntegrationError(
        'This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.',
      );
    }
    const target = this.#target(domElement);
    if (this.#paymentRequest !== undefined) {
      const wallet = this.#paymentRequest.wallet;
      if (!wallet) {
        throw new IntegrationError(
          'For the paymentRequestButton Element, you must first check availability using paymentRequest.canMakePayment() before mounting the Element.',
        );
      }
      // The button names the wallet canMakePayment() found.
      this.#options = { ...this.#options, wallet };
    }
    const doc = this.#host.document;
    const wrapper = doc.createElement('div');
    wrapper.className = '__KassaElement';
    this.#wrapper = wrapper;
    if (!isElementType(this.elementType)) {
      target.appendChild(wrapper);
      // Not built yet: the page goes on (Stripe.js would render it) and hears why nothing shows,
      // after mount() returns so the handlers attached next hear it too.
      const error = {
        type: 'invalid_request_error',
        message: unbuiltElementMessage(this.elementType),
      };
      setTimeout(() => this.#wrapper === wrapper && this.emit('loaderror', { error }));
      return;
    }
    this.#frameId = randomId('kf_');
    this.#loaded = false;
    const frame = doc.createElement('iframe');
    const page = ELEMENT_FRAMES[this.elementType];
    frame.src = buildFrameUrl(
      this.#host.providerOrigin,
      page,
      this.#frameId,
      {
        controllerId: this.#host.controllerId,
        origin: this.#host.merchantOrigin,
        type: this.elementType,
        groupId: this.#host.groupId,
        ...(this.#host.testMode ? { testMode: '1' } : {}),
        // What element-init will carry, so the frame can render before that round trip to
        // this page; element-init still follows, with commands queued since mount().
        init: JSON.stringify({ options: this.#options, groupOptions: this.#host.groupOptions() }),
      },
      frameVersion(page),
    );
    frame.name = `__kassaFrame-${this.#frameId}`;
    frame.title = 'Secure payment input frame';
    frame.setAttribute('allow', 'payment *');
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('style', FRAME_STYLE);
    wrapper.appendChild(frame);
    this.#frame = frame;
    this.#host.frames.addFrame(this);
    target.appendChild(wrapper);
    this.#host
      .call('element-mount', {
        groupId: this.#host.groupId,
        frameId: this.#frameId,
        elementType: this.elementType,
      })
      .catch(() => {});
  }

  unmount(): void {
    this.#alive();
    this.#detach();
  }

  destroy(): void {
    this.#alive();
    this.#detach();
    this.#destroyed = true;
    this.#emitter.clear();
    this.#host.onDestroy(this);
  }

  #detach(): void {
    this.#wrapper?.remove();
    this.#wrapper = null;
    if (this.#frame === null) return;
    this.#host.frames.removeFrame(this);
    this.#host
      .call('element-unmount', { groupId: this.#host.groupId, frameId: this.#frameId })
      .catch(() => {});
    this.#frame = null;
    this.#loaded = false;
    this.#pending = [];
  }

  on(eventType: string, handler: (event: never) => unknown): this {
    this.#alive();
    this.#emitter.on(eventType, handler);
    return this;
  }

  once(eventType: string, handler: (event: never) => unknown): this {
    this.#alive();
    this.#emitter.once(eventType, handler);
    return this;
  }

  /**
   * Allowed after destroy(): @stripe/react-stripe-js destroys the element on unmount and only
   * then removes its handlers, and Stripe.js lets it.
   */
  off(eventType: string, handler?: (event: never) => unknown): this {
    this.#emitter.off(eventType, handler);
    return this;
  }

  update(options: object): this {
    this.#alive();
    if (!isPlainObject(options))
      throw invalidArgument('element.update', 'options', 'an object', options);
    const changes = toJson(options, 'element.update');
    this.#options = { ...this.#options, ...changes };
    this.#command('update', changes);
    return this;
  }

  focus(): void {
    this.#alive();
    // Focus the iframe from the page first, as Stripe.js does: the frame alone may not be
    // allowed to take focus away from the page.
    this.#frame?.focus();
    this.#command('focus', null);
  }

  blur(): void {
    this.#alive();
    this.#command('blur', null);
  }

  clear(): void {
    this.#alive();
    this.#command('clear', null);
  }

  collapse(): this {
    this.#alive();
    if (this.elementType === 'payment') this.#command('collapse', null);
    return this;
  }

  /** The group's options changed (elements.update): pass them on to the frame. */
  groupUpdate(options: Json): void {
    if (!this.#destroyed) this.#command('group-update', options);
  }

  /** An event the controller raised for this element's group (e.g. a session load error). */
  emit(eventType: string, payload: Record<string, unknown>): void {
    this.#emitter.emit(eventType, { ...payload, elementType: this.elementType });
  }

  #command(command: Command, payload: Json): void {
    if (this.#frame === null) return;
    if (!this.#loaded) {
      this.#pending.push({ command, payload });
      return;
    }
    this.#post({
      kassa: PROTOCOL_VERSION,
      type: 'element-command',
      frameId: this.#frameId,
      command,
      payload,
    });
  }

  #post(message: Json): void {
    this.#frame?.contentWindow?.postMessage(message, this.#host.providerOrigin);
  }

  receive(message: ElementToLoader): void {
    if (message.frameId !== this.#frameId || this.#frame === null) return;
    switch (message.type) {
      case 'frame-load':
        this.#loaded = true;
        this.#post({
          kassa: PROTOCOL_VERSION,
          type: 'element-init',
          frameId: this.#frameId,
          controllerId: this.#host.controllerId,
          groupId: this.#host.groupId,
          elementType: this.elementType,
          options: this.#options,
          groupOptions: this.#host.groupOptions(),
        });
        for (const { command, payload } of this.#pending.splice(0)) this.#command(command, payload);
        return;
      case 'frame-focus':
        this.#frame.focus();
        return;
      case 'frame-resize':
        this.#frame.style.setProperty(
          'height',
          `${Math.max(0, Math.ceil(message.height))}px`,
          'important',
        );
        return;
      case 'element-event': {
        const payload = isPlainObject(message.payload) ? message.payload : {};
        const request = this.#paymentRequest;
        if (message.event !== 'click' || request === undefined) {
          this.emit(message.event, payload);
          return;
        }
        // Stripe.js's button: the merchant may stop the sheet (preventDefault) in `click`.
        let prevented = false;
        this.emit('click', { ...payload, preventDefault: () => (prevented = true) });
        if (!prevented) request.show();
      }
    }
  }
}
