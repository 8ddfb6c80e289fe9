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
}

/** What the playground keeps on the merchant page's window between evaluate() calls. */
export interface PlaygroundWindow {
  kassa: PlaygroundInstance;
  elements: PlaygroundGroup;
  created: Record<string, PlaygroundElement>;
  events: { element: string; event: string; payload: ChangePayload | null }[];
}

export const STANDARD_EVENTS = ['ready', 'change', 'focus', 'blur', 'escape'] as const;

/**
 * The shop's /playground page: the provider's loader and nothing else, so a test drives the
 * Stripe.js-shaped API itself, as a merchant script would. Everything runs inside the page.
 */
export class Playground {
  constructor(readonly page: Page) {}

  static async open(page: Page, clientSecret: string | null = null): Promise<Playground> {
    await page.goto('/playground');
    await page.evaluate(
      ({ key, secret }) => {
        const w = window as unknown as PlaygroundWindow & {
          Kassa(key: string): PlaygroundInstance;
        };
        w.kassa = w.Kassa(key);
        w.elements = w.kassa.elements(
          secret ? { clientSecret: secret } : { mode: 'payment', amount: 2500, currency: 'usd' },
        );
        w.created = {};
        w.events = [];
      },
      { key: PUBLISHABLE_KEY, secret: clientSecret },
    );
    return new Playground(page);
  }

  /** A fresh PaymentIntent from the shop's back end. */
  static async newIntent(): Promise<{ id: string; clientSecret: string }> {
    const response = await fetch(`${DEMO_URL}/api/checkout`, { method: 'POST' });
    return (await response.json()) as { id: string; clientSecret: string };
  }

  /** elements.create(type, options), listening to the standard events, mounted into #mount-{type}. */
  async create(type: string, options: object = {}): Promise<void> {
    await this.page.evaluate(
      ({ type, options, events }) => {
        const w = window as unknown as PlaygroundWindow;
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
      },
      { type, options, events: [...STANDARD_EVENTS] },
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
