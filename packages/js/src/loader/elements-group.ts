import {
  type AnyElementType,
  type ControllerAction,
  type ControllerRequests,
  ELEMENT_FRAMES,
  isAnyElementType,
  type Json,
  UNBUILT_ELEMENT_TYPES,
} from '@kassa/protocol';
import type { KassaElement, KassaElements, KassaElementType, SubmitResult } from '../types.js';
import { Element, type ElementHost } from './element.js';
import { checkElementsOptions, checkGroupOptions } from './elements-options.js';
import { Emitter } from './emitter.js';
import { checkExpressOptions } from './express-options.js';
import {
  expectObject,
  IntegrationError,
  invalidArgument,
  isPlainObject,
} from './integration-error.js';
import { toJson } from './json.js';
import type { MessageRouter } from './message-router.js';
import { PaymentRequest } from './payment-request.js';
import { randomId } from './random-id.js';

/** What a group needs from its instance. */
export interface GroupHost {
  readonly document: Document;
  readonly providerOrigin: string;
  readonly merchantOrigin: string;
  readonly controllerId: string;
  /** A pk_test_ key: frames log the messages they ignore, as the loader and controller do. */
  readonly testMode: boolean;
  /** `Stripe(pk, {locale})`: the frames' locale when the group sets none. */
  readonly locale?: string | undefined;
  call<A extends ControllerAction>(
    action: A,
    payload: ControllerRequests[A]['payload'],
  ): Promise<Record<string, unknown>>;
  /** The instance's message router, which delivers each mounted frame's messages. */
  readonly frames: Pick<MessageRouter, 'addFrame' | 'removeFrame' | 'setSheet'>;
  /** stripe.paymentRequest(): the Express Checkout Element's wallets open its test sheet. */
  paymentRequest?(options: unknown): PaymentRequest;
}

/** Options element frames render with; the client secret stays out of them. */
const FRAME_OPTION_KEYS = [
  'appearance',
  'locale',
  'fonts',
  'loader',
  'mode',
  'amount',
  'currency',
  // The Express Checkout Element hides PayPal when payment methods are created manually.
  'paymentMethodCreation',
  // The card inputs refuse the brands these filter out.
  'allowedCardBrands',
  'disallowedCardBrands',
];

/** stripe.elements(): a group of elements sharing options, a session and the controller. */
export class ElementsGroup implements KassaElements {
  readonly id = randomId('kg_');
  readonly #host: GroupHost;
  /** By element type; an Address Element by `address:<mode>`, as a group may hold one of each mode. */
  readonly #elements = new Map<string, Element<AnyElementType>>();
  readonly #emitter = new Emitter('elements', ['update-end']);
  #options: Record<string, Json>;

  constructor(host: GroupHost, rawOptions: unknown) {
    this.#host = host;
    this.#options = toJson(checkElementsOptions(rawOptions), 'stripe.elements');
    host.call('elements-create', { groupId: this.id, options: this.#options }).catch(() => {});
  }

  /** The options element frames get with `element-init`; the group's locale wins. */
  frameOptions(): Record<string, Json> {
    const { locale } = this.#host;
    const picked: Record<string, Json> = locale === undefined ? {} : { locale };
    for (const key of FRAME_OPTION_KEYS) {
      const value = this.#options[key];
      if (value !== undefined) picked[key] = value;
    }
    return picked;
  }

  create<T extends KassaElementType>(elementType: T, options?: unknown): KassaElement<T>;
  create(elementType: string, options?: unknown): never;
  create(elementType: unknown, rawOptions?: unknown): KassaElement<AnyElementType> {
    if (typeof elementType !== 'string') {
      throw invalidArgument(
        'elements.create',
        'elementType',
        'an element type string',
        elementType,
      );
    }
    if (!isAnyElementType(elementType)) {
      throw new IntegrationError(
        `A valid Element name must be provided. Valid Elements are: ${[...Object.keys(ELEMENT_FRAMES), ...UNBUILT_ELEMENT_TYPES].join(', ')}; you passed: ${elementType}.`,
      );
    }
    const given = expectObject('elements.create', 'options', rawOptions, true);
    if (elementType === 'expressCheckout')
      checkExpressOptions(given, "elements.create('expressCheckout', options)");
    const { paymentRequest, ...rest } = given;
    const button = elementType === 'paymentRequestButton';
    if (button && !(paymentRequest instanceof PaymentRequest)) {
      throw invalidArgument(
        'elements.create',
        'paymentRequest',
        'a PaymentRequest made by stripe.paymentRequest()',
        paymentRequest,
      );
    }
    // The payment request stays on the page: the button's frame gets the rest.
    const options = toJson(button ? rest : given, 'elements.create');
    const key = elementKey(elementType, options.mode);
    if (this.#elements.has(key)) {
      throw new IntegrationError(
        `Can only create one Element of type ${key.replace(':', ' with mode ')}.`,
      );
    }
    const element = new Element(
      this.#elementHost(),
      elementType,
      options,
      button ? (paymentRequest as PaymentRequest) : undefined,
    );
    this.#elements.set(key, element);
    return element;
  }

  getElement<T extends KassaElementType>(
    elementType: T | { __elementType: T },
  ): KassaElement<T> | null;
  getElement(elementType: unknown, options?: unknown): null;
  getElement(elementType: unknown, options?: unknown): KassaElement<AnyElementType> | null {
    // @stripe/react-stripe-js's components carry their type: getElement(CardElement) works.
    const type = (elementType as { __elementType?: unknown } | null)?.__elementType ?? elementType;
    if (typeof type !== 'string') {
      throw invalidArgument(
        'elements.getElement',
        'elementType',
        'an element type string',
        elementType,
      );
    }
    if (!isAnyElementType(type)) return null;
    if (type !== 'address') return this.#elements.get(type) ?? null;
    // getElement('address', {mode}) picks one mode; without it, the first one created.
    const mode = isPlainObject(options) ? options.mode : undefined;
    if (mode === 'shipping' || mode === 'billing')
      return this.#elements.get(elementKey(type, mode)) ?? null;
    return [...this.#elements.values()].find((element) => element.elementType === type) ?? null;
  }

  /** The element of this group mounted as `frameId`, for confirm calls given an element. */
  owns(element: unknown): element is Element<AnyElementType> {
    return element instanceof Element && [...this.#elements.values()].includes(element);
  }

  /** Not async: a wrong argument throws right away, as every other method's does. */
  update(rawOptions: unknown): Promise<void> {
    const changes = expectObject('elements.update', 'options', rawOptions);
    if ('clientSecret' in changes) {
      throw new IntegrationError(
        'elements.update() cannot change the clientSecret; create a new Elements group.',
      );
    }
    checkGroupOptions({ ...this.#options, ...changes }, 'elements.update');
    const json = toJson(changes, 'elements.update');
    this.#options = { ...this.#options, ...json };
    const frameOptions = this.frameOptions();
    for (const element of this.#elements.values()) element.groupUpdate(frameOptions);
    return this.#host
      .call('elements-update', { groupId: this.id, options: json })
      .then(({ titles }) => {
        // A new locale: the controller names each mounted frame in it.
        if (isPlainObject(titles))
          for (const element of this.#elements.values())
            element.retitle(titles[element.frameId ?? '']);
      });
  }

  async fetchUpdates(): Promise<{ error?: { message: string; status?: string } }> {
    const result = await this.#host.call('elements-fetch-updates', { groupId: this.id });
    const error = result.error as { message?: unknown; code?: unknown } | undefined;
    if (error === undefined) return {};
    return {
      error: {
        message: String(error.message),
        status: typeof error.code === 'string' ? error.code : undefined,
      },
    };
  }

  async submit(): Promise<SubmitResult> {
    return (await this.#host.call('elements-submit', { groupId: this.id })) as SubmitResult;
  }

  on(eventType: 'update-end', handler: () => void): void {
    this.#emitter.on(eventType, handler);
  }

  /**
   * An event the controller raised for this group. 'loaderror' is not passed on here: each
   * element's frame emits it, so an element mounted after the failure hears it too.
   */
  receiveGroupEvent(event: string): void {
    if (event === 'update-end') this.#emitter.emit('update-end', undefined);
  }

  /** The instance's host as it is (a plain object), with this group's parts beside it. */
  #elementHost(): ElementHost {
    return {
      ...this.#host,
      groupId: this.id,
      groupOptions: () => this.frameOptions(),
      onDestroy: (element) => {
        for (const [key, known] of this.#elements) {
          if (known === element) this.#elements.delete(key);
        }
      },
    };
  }
}

const ADDRESS_MODES = ['shipping', 'billing'];

/**
 * The key an element is kept under: its type, or for the Address Element its type and mode,
 * which Stripe.js requires (an address without a mode cannot be created).
 */
function elementKey(elementType: AnyElementType, mode: Json | undefined): string {
  if (elementType !== 'address') return elementType;
  if (typeof mode !== 'string' || !ADDRESS_MODES.includes(mode)) {
    throw new IntegrationError(
      `Invalid value for create(): mode should be one of the following strings: ${ADDRESS_MODES.join(', ')}. You specified: ${mode === undefined ? 'undefined' : JSON.stringify(mode)}.`,
    );
  }
  return `address:${mode}`;
}
