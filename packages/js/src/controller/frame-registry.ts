import {
  ELEMENT_RESULTS,
  type ElementRequests,
  FRAME_PAYLOADS,
  type FrameRequests,
  type GroupFrameType,
  isKassaMessage,
  isRequestAction,
  type Json,
  LINK_SHEET_FRAME,
  type PortMessage,
  PROTOCOL_VERSION,
  type RequestHandlers,
  RpcClient,
  runRequest,
  toWireError,
  type WireError,
} from '@kassa/protocol';
import { unknownAction } from './catalogue.js';

/** One element frame known to the controller: group id, loaded flag, type. */
export interface FrameEntry {
  frameId: string;
  groupId: string;
  elementType: GroupFrameType;
  /** An Address Element's mode: its details are the shipping or the billing details. */
  mode?: 'shipping' | 'billing';
  /** Registration order, so "the first invalid field" follows the order of mounting. */
  order: number;
  port: MessagePort | null;
  loaded: boolean;
  rpc: RpcClient;
  /** Requests made before the frame connected, sent once its port arrives. */
  queue: PortMessage[];
}

/** Answers requests an element frame makes of the controller (e.g. card metadata). */
export type FrameRequestHandlers = RequestHandlers<FrameRequests, FrameEntry>;

export interface FrameRegistryOptions {
  /** How long a request to a frame may wait for its answer (including time queued). */
  requestTimeoutMs?: number;
  onRequest?: FrameRequestHandlers;
  /**
   * Called when a frame document connects, to replay group state (session, options) to it; not
   * again for a later port of the same document (it heard the replay on the earlier one).
   */
  onConnect?: (frame: FrameEntry) => void;
  /** Told why a port message was ignored (logged in test mode only). */
  debug?: (reason: string) => void;
}

/**
 * Element frames by group. A frame is registered when the loader mounts it, connected (loaded)
 * when its MessagePort arrives, unloaded when its document goes away and removed on unmount.
 */
export class FrameRegistry {
  readonly #groups = new Map<string, Map<string, FrameEntry>>();
  readonly #options: FrameRegistryOptions;
  #order = 0;

  constructor(options: FrameRegistryOptions = {}) {
    this.#options = { ...options };
  }

  /** Answers frames' requests with `handlers`, unless the registry was given some already. */
  useRequestHandlers(handlers: FrameRequestHandlers): void {
    this.#options.onRequest ??= handlers;
  }

  register(
    groupId: string,
    frameId: string,
    elementType: GroupFrameType,
    mode?: 'shipping' | 'billing',
  ): FrameEntry {
    const existing = this.#groups.get(groupId)?.get(frameId);
    if (existing !== undefined) {
      // The frame connected first; the loader's registration brings the mode.
      if (mode !== undefined) existing.mode = mode;
      return existing;
    }
    const entry: FrameEntry = {
      frameId,
      groupId,
      elementType,
      ...(mode === undefined ? {} : { mode }),
      order: this.#order++,
      port: null,
      loaded: false,
      queue: [],
      rpc: new RpcClient({
        timeoutMs: this.#options.requestTimeoutMs ?? 10_000,
        send: (nonce, action, payload) =>
          this.#post(entry, {
            kassa: PROTOCOL_VERSION,
            type: 'port-request',
            nonce,
            action,
            payload,
          }),
      }),
    };
    let group = this.#groups.get(groupId);
    if (group === undefined) {
      group = new Map();
      this.#groups.set(groupId, group);
    }
    group.set(frameId, entry);
    return entry;
  }

  /** A frame handed over its port: mark it loaded and deliver what waited for it. */
  connect(
    groupId: string,
    frameId: string,
    elementType: GroupFrameType,
    port: MessagePort,
    attempt = 0,
  ): FrameEntry {
    // The frame may connect before the loader's registration arrives; either order works.
    const entry = this.register(groupId, frameId, elementType);
    // A later port of a document whose earlier port this registry holds: what was posted on
    // that one (the replay included) still reaches the frame, which listens on every port.
    const sameDocument = attempt > 0 && entry.port !== null;
    entry.port?.close();
    entry.port = port;
    entry.loaded = true;
    port.onmessage = (event) => this.#receive(entry, port, event.data);
    port.start();
    // The frame hands over a new port until one is acknowledged: its first frame-connect may
    // have gone to this frame before its document or script had loaded.
    port.postMessage({
      kassa: PROTOCOL_VERSION,
      type: 'broadcast',
      event: 'connected',
      payload: null,
    });
    if (!sameDocument) this.#options.onConnect?.(entry);
    for (const message of entry.queue.splice(0)) port.postMessage(message);
    return entry;
  }

  unregister(groupId: string, frameId: string): void {
    const group = this.#groups.get(groupId);
    const entry = group?.get(frameId);
    if (group === undefined || entry === undefined) return;
    group.delete(frameId);
    entry.port?.close();
    entry.rpc.rejectAll('frame removed');
  }

  frames(groupId: string): FrameEntry[] {
    return [...(this.#groups.get(groupId)?.values() ?? [])].sort((a, b) => a.order - b.order);
  }

  find(groupId: string, frameId: string): FrameEntry | undefined {
    return this.#groups.get(groupId)?.get(frameId);
  }

  /** Asks a frame; its answer is read into the action's result type. */
  request<A extends keyof ElementRequests>(
    frame: FrameEntry,
    action: A,
    payload: ElementRequests[A]['payload'],
  ): Promise<ElementRequests[A]['result']> {
    const read = ELEMENT_RESULTS[action];
    return frame.rpc.request(action, payload).then(read);
  }

  /** Group state pushed to every connected frame; frames connecting later get it replayed. */
  broadcast(groupId: string, event: string, payload: Json): void {
    for (const frame of this.frames(groupId)) {
      frame.port?.postMessage({ kassa: PROTOCOL_VERSION, type: 'broadcast', event, payload });
    }
  }

  #post(frame: FrameEntry, message: PortMessage): void {
    if (frame.port !== null) frame.port.postMessage(message);
    else frame.queue.push(message);
  }

  #receive(frame: FrameEntry, port: MessagePort, data: unknown): void {
    if (!isKassaMessage(data, 'port-response', 'port-error', 'port-request', 'frame-destroy')) {
      this.#options.debug?.(`malformed message on the port of frame ${frame.frameId}`);
      return;
    }
    switch (data.type) {
      case 'port-response':
        frame.rpc.resolve(data.nonce, data.result);
        return;
      case 'port-error':
        frame.rpc.reject(data.nonce, data.error);
        return;
      case 'frame-destroy':
        // The frame's document went away (reload, removal): keep the registration, drop the port.
        if (frame.port === port) {
          frame.port = null;
          frame.loaded = false;
        }
        // The Link sheet is gone with its document: no loader unmounts it.
        if (frame.elementType === LINK_SHEET_FRAME) this.unregister(frame.groupId, frame.frameId);
        return;
      case 'port-request':
        void this.#answer(frame, port, data.nonce, data.action, data.payload);
    }
  }

  async #answer(
    frame: FrameEntry,
    port: MessagePort,
    nonce: string,
    action: string,
    payload: Json,
  ) {
    try {
      // The payload is read before a handler sees it: any frame of the origin could send it.
      const handlers = this.#options.onRequest;
      if (handlers === undefined || !isRequestAction(FRAME_PAYLOADS, action))
        throw { type: 'invalid_request_error', message: unknownAction(action) };
      const result = await runRequest(FRAME_PAYLOADS, handlers, action, payload, frame);
      port.postMessage({ kassa: PROTOCOL_VERSION, type: 'port-response', nonce, result });
    } catch (thrown) {
      const error: WireError = toWireError(thrown);
      port.postMessage({ kassa: PROTOCOL_VERSION, type: 'port-error', nonce, error });
    }
  }
}
