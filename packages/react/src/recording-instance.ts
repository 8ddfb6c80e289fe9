/**
 * A Stripe-shaped instance that records what the bindings ask of it. The bindings only talk to
 * the public Stripe.js interface, so this is a second implementation of that interface (the
 * real Kassa instance needs provider frames, which the e2e suites cover in Chromium).
 */
type Listener = (payload: unknown) => void;

export class RecordingElement {
  readonly log: string[] = [];
  readonly listeners = new Map<string, Set<Listener>>();
  mountedIn: HTMLElement | null = null;
  destroyed = false;

  constructor(
    readonly type: string,
    readonly options: unknown,
  ) {}

  mount(node: HTMLElement): void {
    this.assertAlive('mount');
    this.mountedIn = node;
    this.log.push('mount');
  }
  destroy(): void {
    this.assertAlive('destroy');
    this.destroyed = true;
    this.mountedIn = null;
    this.log.push('destroy');
  }
  update(options: unknown): void {
    this.assertAlive('update');
    this.log.push(`update ${JSON.stringify(options)}`);
  }
  on(event: string, listener: Listener): this {
    this.assertAlive('on');
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    this.log.push(`on ${event}`);
    return this;
  }
  off(event: string, listener?: Listener): this {
    this.assertAlive('off');
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    this.log.push(`off ${event}`);
    return this;
  }
  emit(event: string, payload: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }
  private assertAlive(method: string): void {
    if (this.destroyed) throw new Error(`${method}() called on a destroyed ${this.type} element`);
  }
}

export class RecordingGroup {
  readonly elements: RecordingElement[] = [];
  readonly updates: unknown[] = [];

  constructor(readonly options: unknown) {}

  create(type: string, options?: unknown): RecordingElement {
    const element = new RecordingElement(type, options);
    this.elements.push(element);
    return element;
  }
  update(options: unknown): Promise<void> {
    this.updates.push(options);
    return Promise.resolve();
  }
  live(): RecordingElement[] {
    return this.elements.filter((element) => !element.destroyed);
  }
}

export function recordingInstance() {
  const groups: RecordingGroup[] = [];
  const unsupported = () => Promise.resolve({ error: { type: 'invalid_request_error' } });
  const instance = {
    elements(options?: unknown) {
      const group = new RecordingGroup(options);
      groups.push(group);
      return group;
    },
    confirmPayment: unsupported,
    createPaymentMethod: unsupported,
  };
  return { instance, groups };
}
