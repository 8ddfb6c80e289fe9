import { frameFor, type KitElementType } from '@kassa/js/testing';
import { expect, type FrameLocator, type Page } from '@playwright/test';
import { DEMO_URL, PUBLISHABLE_KEY } from '../e2e-env.js';

/** The slice of the Stripe.js-shaped API the playground tests call. */
export interface PlaygroundElement {
  [method: string]: (...args: unknown[]) => unknown;
}
export interface PlaygroundGroup {
  create(type: string, options?: object): PlaygroundElement;
  getElement(type: string): PlaygroundElement | null;
  submit(): Promise<{ error?: { type: string; code?: string; message?: string } }>;
}
export interface PlaygroundResult {
  paymentIntent?: { id: string; status: string; amount: number };
  error?: { type: string; code?: string; message?: string };
}
export interface PlaygroundInstance {
  elements(options: object): PlaygroundGroup;
  retrievePaymentIntent(clientSecret: string): Promise<PlaygroundResult>;
  confirmPayment(options: object): Promise<PlaygroundResult>;
}
export interface ChangePayload {
  empty?: boolean;
  complete?: boolean;
  networks?: string[];
  [field: string]: unknown;
}

/** What the playground keeps on the merchant page's window between evaluate() calls. */
export interface PlaygroundWindow {
  kassa: PlaygroundInstance;
  elements: PlaygroundGroup;
  created: Record<string, PlaygroundElement>;
  events: { element: string; event: string; payload: ChangePayload | null }[];
  /** Creates, listens to and mounts an element (see Playground.create). */
  createElement(type: string, options: object, events: string[]): void;
}

export const STANDARD_EVENTS = ['ready', 'change', 'focus', 'blur', 'escape', 'loaderror'] as const;
/** Events only some element types emit (on() refuses the others). */
const EXTRA_EVENTS: Record<string, string[]> = {
  payment: [
    'loaderstart',
    'carddetailschange',
    'savedpaymentmethodremove',
    'availablepaymentmethodschange',
  ],
  card: ['networkschange'],
  cardNumber: ['networkschange'],
};

function eventsOf(type: string): string[] {
  // Stripe's Link signup element has no change event (its on() refuses one).
  if (type === 'linkSignup')
    return ['ready', 'focus', 'blur', 'escape', 'loaderror', 'loaderstart'];
  return [...STANDARD_EVENTS, ...(EXTRA_EVENTS[type] ?? [])];
}

async function postToShop(path: string): Promise<{ id: string; clientSecret: string }> {
  const response = await fetch(`${DEMO_URL}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}`);
  return (await response.json()) as { id: string; clientSecret: string };
}

/** Stands for the group (`{$elements: true}`) or a created element (`{$element: 'card'}`) in call arguments. */
export const GROUP = { $elements: true } as const;
export function elementRef(type: string) {
  return { $element: type };
}

/** What a call on the instance or group gave: its result as JSON, or what it threw. */
export interface CallOutcome {
  // biome-ignore lint/suspicious/noExplicitAny: results are Stripe.js-shaped JSON read by each test
  result?: any;
  thrown?: string;
}

/**
 * The shop's /playground page: the provider's loader and nothing else, so a test drives the
 * Stripe.js-shaped API itself, as a merchant script would. Everything runs inside the page.
 */
export class Playground {
  constructor(readonly page: Page) {}

  /**
   * Loads the page and runs `Kassa(key)` and `elements(options)`: a client secret string gives
   * `{clientSecret}`, an object is passed as is, null is a deferred payment of $25.00. The
   * `elements` are created and mounted in the same task, as a merchant script does, so they hear
   * everything the group says from the start (loaderror). `instanceOptions` go to `Kassa(key, …)`.
   */
  static async open(
    page: Page,
    init: string | object | null = null,
    elements: string[] = [],
    instanceOptions: object = {},
  ): Promise<Playground> {
    const options =
      typeof init === 'string'
        ? { clientSecret: init }
        : (init ?? { mode: 'payment', amount: 2500, currency: 'usd' });
    await page.goto('/playground');
    await page.evaluate(
      ({ key, options, elements, instanceOptions }) => {
        const w = window as unknown as PlaygroundWindow & {
          Kassa(key: string, options: object): PlaygroundInstance;
        };
        w.kassa = w.Kassa(key, instanceOptions);
        w.elements = w.kassa.elements(options);
        w.created = {};
        w.events = [];
        w.createElement = (type, options, events) => {
          const element = w.elements.create(type, options);
          for (const event of events) {
            element.on?.(event, (payload: unknown) =>
              w.events.push({
                element: type,
                event,
                payload: JSON.parse(JSON.stringify(payload ?? null)),
              }),
            );
          }
          w.created[type] = element;
          const node = document.createElement('div');
          node.id = `mount-${type}`;
          document.body.append(node);
          element.mount?.(`#mount-${type}`);
        };
        for (const [type, events] of elements) w.createElement(type, {}, events);
      },
      {
        key: PUBLISHABLE_KEY,
        options,
        elements: elements.map((type) => [type, eventsOf(type)] as [string, string[]]),
        instanceOptions,
      },
    );
    return new Playground(page);
  }

  /** A fresh PaymentIntent from the shop's back end. */
  static newIntent(): Promise<{ id: string; clientSecret: string }> {
    return postToShop('/api/checkout');
  }

  /** A PaymentIntent that also takes the Express Checkout Element's redirect methods. */
  static newExpressIntent(): Promise<{ id: string; clientSecret: string }> {
    return postToShop('/api/checkout?express=1');
  }

  /** A fresh SetupIntent (save a card, charge nothing) from the shop's back end. */
  static newSetupIntent(): Promise<{ id: string; clientSecret: string }> {
    return postToShop('/api/setup-intents');
  }

  /** elements.create(type, options), listening to the standard events, mounted into #mount-{type}. */
  async create(type: string, options: object = {}): Promise<void> {
    await this.page.evaluate(
      ({ type, options, events }) =>
        (window as unknown as PlaygroundWindow).createElement(type, options, events),
      { type, options, events: eventsOf(type) },
    );
  }

  async createReady(type: KitElementType, options: object = {}): Promise<FrameLocator> {
    await this.create(type, options);
    await this.expectEvents(type, 'ready', 1);
    return this.frame(type);
  }

  /** The element's frame, found as @kassa/js/testing finds it. */
  frame(type: KitElementType): FrameLocator {
    return frameFor(this.page, type);
  }

  /** Calls element[method](...args) in the page; a thrown error comes back as its message. */
  call(
    type: string,
    method: string,
    ...args: unknown[]
  ): Promise<{ result?: unknown; error?: string }> {
    return this.page.evaluate(
      ({ type, method, args }) => {
        const element = (window as unknown as PlaygroundWindow).created[type];
        try {
          const result = element?.[method]?.(...args);
          return {
            result: result === element ? 'this' : JSON.parse(JSON.stringify(result ?? null)),
          };
        } catch (error) {
          return { error: (error as Error).message };
        }
      },
      { type, method, args },
    );
  }

  /**
   * What element[method](...args) threw, as `${name}: ${message}` (so a test sees that it is an
   * IntegrationError), or 'no error'.
   */
  thrown(type: string, method: string, ...args: unknown[]): Promise<string> {
    return this.page.evaluate(
      ({ type, method, args }) => {
        const element = (window as unknown as PlaygroundWindow).created[type];
        const call = element?.[method];
        if (call === undefined) return `no method ${method}`;
        try {
          call.apply(element, args);
          return 'no error';
        } catch (error) {
          return `${(error as Error).name}: ${(error as Error).message}`;
        }
      },
      { type, method, args },
    );
  }

  /** kassa[method](...args), awaited in the page; GROUP and elementRef() stand for live objects. */
  instance(method: string, ...args: unknown[]): Promise<CallOutcome> {
    return this.invoke('instance', method, args);
  }

  /** elements[method](...args), awaited in the page. */
  group(method: string, ...args: unknown[]): Promise<CallOutcome> {
    return this.invoke('group', method, args);
  }

  private invoke(target: 'instance' | 'group', method: string, args: unknown[]) {
    return this.page.evaluate(
      async ({ target, method, args }) => {
        const w = window as unknown as PlaygroundWindow;
        const live = (value: unknown): unknown => {
          if (Array.isArray(value)) return value.map(live);
          if (value === null || typeof value !== 'object') return value;
          if ('$elements' in value) return w.elements;
          if ('$element' in value) return w.created[String(value.$element)];
          return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, live(v)]));
        };
        const self = (target === 'instance' ? w.kassa : w.elements) as unknown as Record<
          string,
          (...args: unknown[]) => unknown
        >;
        try {
          const result = await self[method]?.(...args.map(live));
          return { result: JSON.parse(JSON.stringify(result ?? null)) };
        } catch (error) {
          return { thrown: (error as Error).message };
        }
      },
      { target, method, args },
    );
  }

  events(type: string, event: string) {
    return this.page.evaluate(
      ({ type, event }) =>
        (window as unknown as PlaygroundWindow).events.filter(
          (entry) => entry.element === type && entry.event === event,
        ),
      { type, event },
    );
  }

  async expectEvents(type: string, event: string, count: number): Promise<void> {
    await expect.poll(async () => (await this.events(type, event)).length).toBe(count);
  }
}
