import {
  controllerFrameName,
  type GroupFrameType,
  isKassaMessage,
  type Json,
  type PortMessage,
  PROTOCOL_VERSION,
  RpcClient,
  toWireError,
} from '@kassa/protocol';
import { frameDebug } from './frame-debug.js';
import type { FrameParams } from './frame-params.js';

/** What the element answers when the controller asks it over the port. */
export interface PortHandlers {
  request(action: string, payload: Json): Json;
  broadcast(event: string, payload: Json): void;
}

export interface ControllerLink {
  /** Resolves once a port has been posted to the controller frame (it may still be loading). */
  readonly connected: Promise<void>;
  /** True once `connected` has resolved, readable without waiting a microtask. */
  readonly handedOver: boolean;
  /** Asks the controller something (e.g. card metadata); rejects when it answers an error. */
  request(action: string, payload: Json): Promise<Json>;
  close(): void;
}

const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;
/** What the controller broadcasts first over a port it accepted (see FrameRegistry.connect). */
export const CONNECTED_EVENT = 'connected';

function findController(controllerId: string): Window | null {
  try {
    const frames = window.parent.frames as unknown as Record<string, Window | undefined>;
    return frames[controllerFrameName(controllerId)] ?? null;
  } catch {
    return null;
  }
}

/**
 * Hands the controller a MessagePort so card data goes frame to frame, never through the
 * merchant page. The controller is a sibling frame the loader may still be inserting, or whose
 * document or script may still be loading: a frame-connect posted then is lost, with its port.
 * So a new port goes out whenever the controller announces it has started, until it says
 * `connected` on one. It keeps the last port it received; frame-connects arrive in the order
 * they were posted, so the newest acknowledged port is the one it holds.
 *
 * Each frame-connect says how many went before it, so the controller replays the group's state
 * only on the first of this document's ports to reach it.
 */
export function connectController(
  params: Pick<FrameParams, 'frameId' | 'controllerId' | 'groupId' | 'testMode'> & {
    elementType: GroupFrameType;
  },
  handlers: PortHandlers,
): ControllerLink {
  const debug = frameDebug(params);
  const attempts: MessagePort[] = [];
  let adopted: MessagePort | null = null;
  let adoptedIndex = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let handedOver = false;
  /** Requests not answered yet, sent again on a newer port if the controller switches to it. */
  const unanswered = new Map<string, PortMessage>();
  let lastNonce = '';
  const rpc = new RpcClient({
    timeoutMs: GIVE_UP_MS,
    send: (nonce, action, payload) => {
      const message: PortMessage = {
        kassa: PROTOCOL_VERSION,
        type: 'port-request',
        nonce,
        action,
        payload,
      };
      lastNonce = nonce;
      unanswered.set(nonce, message);
      adopted?.postMessage(message);
    },
  });

  const adopt = (port: MessagePort, index: number): void => {
    if (index <= adoptedIndex) return;
    adopted = port;
    adoptedIndex = index;
    for (const message of unanswered.values()) port.postMessage(message);
  };

  const receive = (port: MessagePort, index: number, data: unknown): void => {
    if (isKassaMessage(data, 'broadcast')) {
      if (data.event === CONNECTED_EVENT) adopt(port, index);
      else handlers.broadcast(data.event, data.payload);
      return;
    }
    if (isKassaMessage(data, 'port-response')) {
      unanswered.delete(data.nonce);
      rpc.resolve(data.nonce, data.result);
      return;
    }
    if (isKassaMessage(data, 'port-error')) {
      unanswered.delete(data.nonce);
      rpc.reject(data.nonce, data.error);
      return;
    }
    // The controller asks on the port it holds; the answer goes back the same way.
    if (isKassaMessage(data, 'port-request')) {
      port.postMessage(answer(handlers, data.nonce, data.action, data.payload));
      return;
    }
    debug('malformed message on the controller port');
  };

  // A frame-connect the controller frame missed is followed by its announcement, once its
  // script runs: then a new port goes out. No timer guesses how long the controller may take.
  // Other messages are the parent link's to check and log.
  const onAnnouncement = (event: MessageEvent): void => {
    if (event.origin !== location.origin || !isKassaMessage(event.data, 'controller-load')) return;
    const controller = findController(params.controllerId);
    if (controller === null || event.source !== controller) {
      debug('controller announcement from another window');
      return;
    }
    if (event.data.controllerId !== params.controllerId) {
      debug('announcement of another controller');
      return;
    }
    if (adopted === null) handOver(controller);
  };
  window.addEventListener('message', onAnnouncement);

  const handOver = (controller: Window): void => {
    const channel = new MessageChannel();
    const index = attempts.push(channel.port1) - 1;
    channel.port1.onmessage = (event: MessageEvent) => receive(channel.port1, index, event.data);
    const connect = {
      kassa: PROTOCOL_VERSION,
      type: 'frame-connect',
      frameId: params.frameId,
      groupId: params.groupId,
      elementType: params.elementType,
      attempt: index,
    };
    controller.postMessage(connect, location.origin, [channel.port2]);
  };

  // The loader may still be inserting the controller frame: look for it for a while.
  const connected = new Promise<void>((resolve) => {
    const started = Date.now();
    const attempt = (): void => {
      if (closed) return;
      const controller = findController(params.controllerId);
      if (controller !== null) {
        handOver(controller);
        handedOver = true;
        resolve();
      } else if (Date.now() - started < GIVE_UP_MS) {
        timer = setTimeout(attempt, RETRY_MS);
      } else {
        console.warn('[kassa] could not find the controller frame; was the Kassa script loaded?');
      }
    };
    attempt();
  });

  return {
    connected,
    get handedOver() {
      return handedOver;
    },
    // Requests made before the controller acknowledges a port wait and go out on that port.
    request(action, payload) {
      if (closed) return Promise.reject(new Error('frame closed'));
      const pending = rpc.request(action, payload);
      const nonce = lastNonce;
      return pending.finally(() => unanswered.delete(nonce));
    },
    close() {
      if (closed) return;
      closed = true;
      rpc.rejectAll('frame closed');
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('message', onAnnouncement);
      const destroy: PortMessage = {
        kassa: PROTOCOL_VERSION,
        type: 'frame-destroy',
        frameId: params.frameId,
      };
      for (const port of attempts) {
        port.postMessage(destroy);
        port.close();
      }
    },
  };
}

function answer(handlers: PortHandlers, nonce: string, action: string, payload: Json): PortMessage {
  try {
    const result = handlers.request(action, payload);
    return { kassa: PROTOCOL_VERSION, type: 'port-response', nonce, result };
  } catch (thrown) {
    return { kassa: PROTOCOL_VERSION, type: 'port-error', nonce, error: toWireError(thrown) };
  }
}
