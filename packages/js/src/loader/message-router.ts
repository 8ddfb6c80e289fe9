import {
  type ControllerToLoader,
  type ElementToLoader,
  isKassaMessage,
  refusalReason,
  type SheetToLoader,
} from '@kassa/protocol';

/** An element frame the router delivers messages to. */
export interface FrameHandle {
  readonly frameWindow: Window | null;
  receive(message: ElementToLoader): void;
}

/** The open test wallet sheet (one per page at a time: it is a modal). */
export interface SheetHandle {
  readonly frameWindow: Window | null;
  receive(message: SheetToLoader): void;
}

export interface ControllerHandle {
  readonly frameWindow: Window | null;
  receive(message: ControllerToLoader): void;
}

/**
 * The merchant page's one `message` listener per instance. A message is accepted only from the
 * provider origin exactly, from the window it claims to be (the controller frame or a mounted
 * element frame) and in a known shape; everything else is ignored (and logged in test mode).
 */
export class MessageRouter {
  readonly #origin: string;
  readonly #frames = new Set<FrameHandle>();
  readonly #debug: (reason: string) => void;
  #controller: ControllerHandle | null = null;
  #sheet: SheetHandle | null = null;

  constructor(providerOrigin: string, debug: (reason: string) => void) {
    this.#origin = providerOrigin;
    this.#debug = debug;
  }

  /** For the page's life: an instance has no teardown in Stripe.js, so nothing removes it. */
  listen(target: Window): void {
    target.addEventListener('message', (event) => this.handle(event));
  }

  setController(controller: ControllerHandle): void {
    this.#controller = controller;
  }

  setSheet(sheet: SheetHandle | null): void {
    this.#sheet = sheet;
  }

  addFrame(frame: FrameHandle): void {
    this.#frames.add(frame);
  }

  removeFrame(frame: FrameHandle): void {
    this.#frames.delete(frame);
  }

  handle(event: Pick<MessageEvent, 'origin' | 'source' | 'data'>): void {
    const { data } = event;
    if (refusalReason(event, { origin: this.#origin }) !== null) {
      // Other scripts on the page post messages too; only ours are worth a log line.
      if (isKassaMessage(data)) this.#debug(`message from unexpected origin ${event.origin}`);
      return;
    }
    const controller = this.#controller;
    if (controller !== null && event.source === controller.frameWindow && event.source !== null) {
      if (
        isKassaMessage(
          data,
          'action-response',
          'action-error',
          'controller-load',
          'group-event',
          'challenge-open',
          'challenge-close',
        )
      ) {
        controller.receive(data);
      } else {
        this.#debug('malformed message from the controller frame');
      }
      return;
    }
    const sheet = this.#sheet;
    if (sheet !== null && event.source !== null && event.source === sheet.frameWindow) {
      if (isKassaMessage(data, 'sheet-load', 'sheet-event')) sheet.receive(data);
      else this.#debug('malformed message from the wallet sheet');
      return;
    }
    for (const frame of this.#frames) {
      if (event.source === null || event.source !== frame.frameWindow) continue;
      if (isKassaMessage(data, 'frame-load', 'element-event', 'frame-resize', 'frame-focus')) {
        frame.receive(data);
      } else this.#debug('malformed message from an element frame');
      return;
    }
    this.#debug('message from an unknown window');
  }
}
