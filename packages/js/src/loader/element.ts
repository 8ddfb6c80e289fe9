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
import type { StripeTaxIdElementChangeEvent } from '@stripe/stripe-js';
import type { AddressElementValue, KassaElement } from '../types.js';
import { BASE_EVENTS, ELEMENT_EVENTS } from './element-events.js';
import type { GroupHost } from './elements-group.js';
import { Emitter } from './emitter.js';
import { checkExpressOptions } from './express-options.js';
import { FRAMES_VERSION } from './frame-versions.js';
import {
  IntegrationError,
  invalidArgument,
  isDomElement,
  isPlainObject,
} from './integration-error.js';
import { toJson } from './json.js';
import { loadPaymentSheet } from './lazy-chunks.js';
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

/**
 * Stripe's frame titles in English, `Secure … input frame`: a screen reader names each frame by
 * its field. The controller answers them in the group's locale (@kassa/protocol's
 * FRAME_TITLES_EN are the same words; frame-titles.test.ts holds them equal).
 */
const TITLES: Partial<Record<AnyElementType, string>> = {
  card: 'card payment',
  cardNumber: 'card number',
  cardExpiry: 'expiration date',
  cardCvc: 'CVC',
  linkAuthentication: 'email',
};

const DESTROYED = 'This Element has already been destroyed. Please create a new one.';

/** The states Stripe.js puts on the mount node as classes (the `classes` option renames them). */
type ClassState = 'complete' | 'empty' | 'focus' | 'invalid' | 'webkitAutofill';
const STATES: readonly ClassState[] = ['complete', 'empty', 'focus', 'invalid', 'webkitAutofill'];

/** The class names of the `classes` option for the base and each state that holds. */
export function stateClasses(classes: Json | undefined, states: Set<ClassState>): string[] {
  const given = isPlainObject(classes) ? classes : {};
  const names = (key: string, fallback: string) => {
    const value = given[key];
    return (typeof value === 'string' ? value : fallback).split(/\s+/).filter(Boolean);
  };
  return [
    ...names('base', 'StripeElement'),
    ...STATES.filter((state) => states.has(state)).flatMap((state) =>
      names(state, `StripeElement--${state === 'webkitAutofill' ? 'webkit-autofill' : state}`),
    ),
  ];
}
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
  /** The merchant's mount node, which carries Stripe's state classes while mounted. */
  #target: HTMLElement | null = null;
  #states = new Set<ClassState>(['empty']);
  #classes: string[] = [];
  /** The Address Element's latest value, as its frame reports it, for getValue(). */
  #value: unknown;
  #valueWaiters: Array<(value: unknown) => void> = [];
  /**
   * What the Express Checkout Element's frame read from its session: availablePaymentMethods
   * (which its `ready` carries), why each hidden method is hidden, and the amount, currency and
   * business name its wallet sheet shows.
   */
  #express: Record<string, unknown> = {};
  /** The hidden reasons already warned about (test mode), so each is said once. */
  readonly #warned = new Set<string>();
  /** The Payment Request Button's payment request, whose sheet a click shows. */
  readonly #paymentRequest: PaymentRequest | undefined;
  /** The frame's title in the group's locale, as the controller answers it (none yet: English). */
  #localTitle: unknown;

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

  #find(domElement: unknown): HTMLElement {
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
    const target = this.#find(domElement);
    if (this.#paymentRequest !== undefined) {
      const wallet = this.#paymentRequest.wallet;
      if (wallet === undefined) {
        throw new IntegrationError(
          'For the paymentRequestButton Element, you must first check availability using paymentRequest.canMakePayment() before mounting the Element.',
        );
      }
      // canMakePayment() found no wallet (none allowed, or none registered on this domain).
      if (wallet === null) {
        throw new IntegrationError(
          'The paymentRequestButton Element is not available in the current environment.',
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
      FRAMES_VERSION,
    );
    frame.name = `__kassaFrame-${this.#frameId}`;
    frame.title = this.#title();
    // The Link Authentication Element runs the wallet's passkey ceremonies in its frame (the
    // provider's origin is the relying party), which a cross-origin frame may only when allowed.
    frame.setAttribute(
      'allow',
      this.elementType === 'linkAuthentication'
        ? 'payment *; publickey-credentials-get; publickey-credentials-create'
        : 'payment *',
    );
    frame.setAttribute('frameborder', '0');
    frame.setAttribute('scrolling', 'no');
    frame.setAttribute('style', FRAME_STYLE);
    wrapper.appendChild(frame);
    this.#frame = frame;
    this.#host.frames.addFrame(this);
    target.appendChild(wrapper);
    this.#target = target;
    this.#paint();
    this.#host
      .call('element-mount', {
        groupId: this.#host.groupId,
        frameId: this.#frameId,
        elementType: this.elementType,
        // The controller ranks a shipping address before a billing one when validating.
        ...(typeof this.#options.mode === 'string' ? { mode: this.#options.mode } : {}),
        // Spec 001 §6: the merchant turned the wallet off for this Payment Element's group.
        ...(this.elementType === 'payment' && linkNever(this.#options) ? { linkNever: true } : {}),
      })
      .then(
        (answer) => this.retitle(answer.title),
        () => {},
      );
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

  /**
   * The frame's title, naming its field for a screen reader: the `title` option (a Kassa
   * addition), else Stripe's for the type (`Secure … input frame`) in the group's locale.
   */
  #title(): string {
    const title = this.#options.title;
    const local = this.#localTitle;
    return typeof title === 'string' && title !== ''
      ? title
      : typeof local === 'string'
        ? local
        : `Secure ${TITLES[this.elementType] ?? 'payment'} input frame`;
  }

  /** The controller's title for the frame in the group's locale (element-mount, a new locale). */
  retitle(title: unknown): void {
    this.#localTitle = title ?? this.#localTitle;
    if (this.#frame) this.#frame.title = this.#title();
  }

  /** Puts the classes of the current states on the mount node, replacing the previous ones. */
  #paint(): void {
    const node = this.#target;
    node?.classList.remove(...this.#classes);
    this.#classes = node ? stateClasses(this.#options.classes, this.#states) : [];
    node?.classList.add(...this.#classes);
  }

  #state(state: ClassState, on: unknown): void {
    if (on) this.#states.add(state);
    else this.#states.delete(state);
  }

  #detach(): void {
    this.#wrapper?.remove();
    this.#wrapper = null;
    // The mount node is the merchant's again: it keeps none of the element's classes.
    this.#target?.classList.remove(...this.#classes);
    this.#target = null;
    this.#classes = [];
    this.#states = new Set(['empty']);
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
    if (this.elementType === 'expressCheckout')
      checkExpressOptions(options as Record<string, unknown>, 'element.update(options)');
    const changes = toJson(options, 'element.update');
    this.#options = { ...this.#options, ...changes };
    if (this.#frame) this.#frame.title = this.#title();
    this.#paint();
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
    if (this.elementType === 'payment' || this.elementType === 'address')
      this.#command('collapse', null);
    return this;
  }

  /**
   * The Address Element's `{complete, isNewAddress, value}`, or the Tax ID Element's change
   * event (whose fields then show their errors), as Stripe.js's getValue() answers. The frame
   * reports it whenever it changes; before the first report this waits for it.
   */
  getValue(this: KassaElement<'taxId'>): Promise<StripeTaxIdElementChangeEvent>;
  getValue(): Promise<AddressElementValue>;
  getValue(): Promise<unknown> {
    this.#alive();
    if (this.elementType !== 'address' && this.elementType !== 'taxId')
      return Promise.reject(
        new IntegrationError('getValue() is for the Address and Tax ID Elements only.'),
      );
    if (this.elementType === 'taxId') this.#command('show-errors', null);
    return new Promise((resolve) => {
      if (this.#value === undefined) this.#valueWaiters.push(resolve as (value: unknown) => void);
      else resolve(this.#value);
    });
  }

  /** The group's options changed (elements.update): pass them on to the frame. */
  groupUpdate(options: Json): void {
    if (!this.#destroyed) this.#command('group-update', options);
  }

  /** An event the controller raised for this element's group (e.g. a session load error). */
  emit(eventType: string, payload: Record<string, unknown>): void {
    this.#emitter.emit(eventType, { ...payload, elementType: this.elementType });
  }

  /**
   * A button of the Express Checkout Element was clicked: the merchant's `click` handler must
   * call resolve() within a second (Stripe's deadline), then `confirm` asks the merchant to
   * confirm with `elements`, whose frame holds the clicked method. Without a `click` handler the
   * confirm follows at once; past the deadline the click ends and nothing is confirmed.
   */
  #expressClick(payload: Record<string, unknown>): void {
    const { expressPaymentType } = payload;
    let settled = false;
    const end = () => this.#command('clear', null);
    const resolve = (options?: unknown) => {
      if (settled) return;
      // A bad value throws with nothing settled: the deadline still ends the click.
      if (options !== undefined) {
        if (!isPlainObject(options))
          throw invalidArgument('resolve', 'options', 'an object', options);
        checkExpressOptions(options, 'resolve(options)');
      }
      settled = true;
      clearTimeout(timer);
      if (options !== undefined)
        this.#options = {
          ...this.#options,
          ...toJson(options as Record<string, unknown>, 'resolve'),
        };
      let answered = false;
      const once = (method: string) => {
        if (answered)
          throw new IntegrationError(
            `Unexpected call to ${method}. ${method} must be called exactly once per expressCheckout Element confirm event.`,
          );
        answered = true;
      };
      const confirm = (extra: Record<string, unknown>) =>
        this.emit('confirm', {
          expressPaymentType,
          paymentFailed: () => {
            once('paymentFailed');
            end();
          },
          ...extra,
        });
      if (expressPaymentType === 'apple_pay' || expressPaymentType === 'google_pay')
        void this.#walletSheet(expressPaymentType, confirm, end);
      else if (expressPaymentType === 'link') void this.#linkSheet(confirm, end);
      else confirm({});
    };
    // The merchant declines the click: nothing opens, nothing is confirmed.
    const reject = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      end();
    };
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      end();
      console.warn(
        '[kassa] The click event was not resolved within 1 second: nothing was confirmed.',
      );
    }, 1000);
    if (!this.#emitter.has('click')) resolve();
    else this.emit('click', { expressPaymentType, resolve, reject });
  }

  /**
   * Apple Pay or Google Pay from the Express Checkout Element: the test wallet sheet of
   * stripe.paymentRequest() collects what the options ask (e-mail, phone, shipping address and
   * rate, answered by the merchant's shipping handlers); its PaymentMethod is handed to the frame,
   * so the merchant's confirm in `confirm` pays with it.
   */
  async #walletSheet(
    wallet: string,
    confirm: (extra: Record<string, unknown>) => void,
    end: () => void,
  ): Promise<void> {
    const o = this.#options as Record<string, Json & Record<string, Json>>;
    const group = this.#host.groupOptions() as Record<string, Json>;
    const rates = Array.isArray(o.shippingRates) ? (o.shippingRates as Record<string, Json>[]) : [];
    const option = (rate: Record<string, Json>) => ({
      id: rate.id,
      label: rate.displayName,
      detail: '',
      amount: rate.amount,
    });
    const facts = this.#express;
    // The deferred group's amount as elements.update() left it; else the session's (the
    // intent's, in client-secret mode).
    const amount =
      typeof group.amount === 'number'
        ? group.amount
        : typeof facts.amount === 'number'
          ? facts.amount
          : 0;
    const currency =
      typeof group.currency === 'string'
        ? group.currency
        : typeof facts.currency === 'string'
          ? facts.currency
          : 'usd';
    const items = (lineItems: Json | undefined) =>
      Array.isArray(lineItems)
        ? (lineItems as Record<string, Json>[]).map((item) => ({
            label: item.name,
            amount: item.amount,
          }))
        : [];
    const request = this.#host.paymentRequest?.({
      country: 'US',
      currency,
      total: { label: String(o.business?.name ?? facts.businessName ?? ''), amount },
      displayItems: items(o.lineItems),
      // Passed on to the sheet: the addresses it offers, and Apple Pay's recurring, deferred
      // or automatic-reload request it shows.
      ...(Array.isArray(o.allowedShippingCountries)
        ? { allowedShippingCountries: o.allowedShippingCountries }
        : {}),
      ...(o.applePay !== undefined && wallet === 'apple_pay' ? { applePay: o.applePay } : {}),
      requestPayerName: true,
      requestPayerEmail: o.emailRequired === true,
      requestPayerPhone: o.phoneNumberRequired === true,
      requestShipping: o.shippingAddressRequired === true,
      shippingOptions: rates.map(option),
      wallets: [wallet === 'apple_pay' ? 'applePay' : 'googlePay'],
    });
    if (request === undefined || (await request.canMakePayment()) === null) return end();
    const handle = (from: string, to: string, read: (e: Record<string, unknown>) => object) =>
      request.on(from, (event: Record<string, unknown> & { updateWith(d: object): void }) => {
        if (!this.#emitter.has(to)) return event.updateWith({ status: 'success' });
        this.emit(to, {
          ...read(event),
          resolve: (update: Record<string, Json> = {}) =>
            event.updateWith({
              status: 'success',
              ...(Array.isArray(update.shippingRates)
                ? { shippingOptions: (update.shippingRates as Record<string, Json>[]).map(option) }
                : {}),
              ...(Array.isArray(update.lineItems) ? { displayItems: items(update.lineItems) } : {}),
            }),
          reject: () => event.updateWith({ status: 'invalid_shipping_address' }),
        });
      });
    handle('shippingaddresschange', 'shippingaddresschange', (e) => ({
      name: (e.shippingAddress as { recipient?: string }).recipient ?? '',
      address: e.shippingAddress,
    }));
    handle('shippingoptionchange', 'shippingratechange', (e) => ({
      shippingRate: e.shippingOption,
    }));
    request.on('cancel', () => {
      end();
      this.emit('cancel', {});
    });
    request.on(
      'paymentmethod',
      (event: Record<string, unknown> & { complete(status: string): void }) => {
        const method = event.paymentMethod as { id: string; billing_details: unknown };
        this.#command('update', { walletPaymentMethod: method.id });
        event.complete('success');
        confirm({
          billingDetails: method.billing_details,
          shippingAddress: event.shippingAddress,
          shippingRate: event.shippingOption,
        });
      },
    );
    // The sheet speaks the group's language (a string: checked by elements()).
    request.show(group.locale as string | undefined);
  }

  /**
   * Link from the Express Checkout Element: Link's sheet signs the shopper in to the group's
   * wallet and they pick a saved card, which the frame collects for the merchant's confirm
   * (shared from the wallet as a `link` PaymentMethod); closing it is `cancel`.
   */
  async #linkSheet(confirm: (extra: Record<string, unknown>) => void, end: () => void) {
    const host = this.#host;
    const group = host.groupOptions() as Record<string, Json>;
    // The sheet's chunk out of reach: the click ends, as a declined one does.
    const module = await loadPaymentSheet(host.providerOrigin).catch(() => null);
    if (module === null) return end();
    const { LinkSheet } = module;
    const facts = this.#express;
    const pick = (key: 'amount' | 'currency', fallback: Json) =>
      group[key] ?? (facts[key] as Json) ?? fallback;
    new LinkSheet({
      window: host.document.defaultView as Window,
      providerOrigin: host.providerOrigin,
      router: host.frames,
      controllerId: host.controllerId,
      groupId: host.groupId,
      locale: (group.locale as string | undefined) ?? host.locale,
      amount: pick('amount', 0) as number,
      currency: pick('currency', 'usd') as string,
      paid: (paymentDetails, email) => {
        this.#command('update', { linkPaymentDetails: paymentDetails });
        confirm({ billingDetails: { email } });
      },
      cancelled: () => {
        end();
        this.emit('cancel', {});
      },
    });
  }

  /**
   * In test mode, says once per method why the Express Checkout Element does not show it (the
   * reasons of spec 000 §4), as Stripe.js warns about a domain that is not registered.
   */
  #warnHidden(hidden: unknown): void {
    if (!this.#host.testMode || !isPlainObject(hidden)) return;
    for (const [method, reason] of Object.entries(hidden)) {
      const said = `${method}:${String(reason)}`;
      if (reason === 'merchant_payment_method_param_config' || this.#warned.has(said)) continue;
      this.#warned.add(said);
      console.warn(
        `[kassa] The Express Checkout Element does not show ${method}: ${String(reason)}.`,
      );
    }
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
        const { event } = message;
        // Not an event for the merchant: the Address Element's value, kept for getValue().
        if (event === 'available') {
          const before = this.#express.availablePaymentMethods;
          this.#express = payload;
          this.#warnHidden(payload.hidden);
          const now = payload.availablePaymentMethods;
          // After `ready` (which carried the first), a change is heard as Stripe.js says it.
          if (before !== undefined && JSON.stringify(before) !== JSON.stringify(now)) {
            this.emit('availablepaymentmethodschange', {
              paymentMethods: isPlainObject(now)
                ? Object.fromEntries(
                    Object.entries(now).map(([key, available]) => [key, { available }]),
                  )
                : undefined,
            });
          }
          return;
        }
        if (event === 'value' && (this.elementType === 'address' || this.elementType === 'taxId')) {
          this.#value = payload;
          for (const resolve of this.#valueWaiters.splice(0)) resolve(payload);
          return;
        }
        if (event === 'focus' || event === 'blur') this.#state('focus', event === 'focus');
        if (event === 'change') {
          this.#state('empty', payload.empty);
          this.#state('complete', payload.complete);
          this.#state('invalid', payload.error);
        }
        const request = this.#paymentRequest;
        // Private: the frame's inputs were filled by the browser (no merchant event).
        if (event === 'autofill') this.#state('webkitAutofill', payload.autofilled);
        else if (event === 'click' && request !== undefined) {
          // Stripe.js's button: the merchant may stop the sheet (preventDefault) in `click`.
          let prevented = false;
          this.emit('click', { ...payload, preventDefault: () => (prevented = true) });
          if (!prevented)
            request.show((this.#host.groupOptions() as Record<string, Json>).locale as string);
        } else if (event === 'click' && this.elementType === 'expressCheckout') {
          this.#expressClick(payload);
        } else
          this.emit(
            event,
            event === 'ready' && this.elementType === 'expressCheckout'
              ? {
                  ...payload,
                  availablePaymentMethods: this.#express.availablePaymentMethods ?? undefined,
                }
              : payload,
          );
        this.#paint();
      }
    }
  }
}

/** A Payment Element's `wallets: { link: 'never' }` (Stripe's option to hide Link in it). */
function linkNever(options: Record<string, unknown>): boolean {
  const wallets = options.wallets;
  return (
    typeof wallets === 'object' &&
    wallets !== null &&
    (wallets as Record<string, unknown>).link === 'never'
  );
}
