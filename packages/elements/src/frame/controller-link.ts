import {
  controllerFrameName,
  isKassaMessage,
  type Json,
  type PortMessage,
  PROTOCOL_VERSION,
  RpcClient,
  toWireError,
} from '@kassa/protocol';
import type { FrameParams } from './frame-params.js';

/** What the element answers when the controller asks it over the port. */
export interface PortHandlers {
  request(action: string, payload: Json): Json;
  broadcast(event: string, payload: Json): void;
}

export interface ControllerLink {
  /** Resolves once the port has been handed to the controller frame. */
  readonly connected: Promise<void>;
  /** Asks the controller something (e.g. card metadata); rejects when it answers an error. */
  request(action: string, payload: Json): Promise<Json>;
  close(): void;
}

const RETRY_MS = 50;
const GIVE_UP_MS = 10_000;

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
 * merchant page. The controller is a sibling frame the loader may still be inserting, so the
 * lookup is retried for a while before giving up.
 */
export function connectController(params: FrameParams, handlers: PortHandlers): ControllerLink {
  const channel = new MessageChannel();
  const port = channel.port1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const rpc = new RpcClient({
    timeoutMs: GIVE_UP_MS,
    send: (nonce, action, payload) =>
      port.postMessage({ kassa: PROTOCOL_VERSION, type: 'port-request', nonce, action, payload }),
  });

  port.onmessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (isKassaMessage(data, 'broadcast')) {
      handlers.broadcast(data.event, data.payload);
      return;
    }
    if (isKassaMessage(data, 'port-response')) {
      rpc.resolve(data.nonce, data.result);
      return;
    }
    if (isKassaMessage(data, 'port-error')) {
      rpc.reject(data.nonce, data.error);
      return;
    }
    if (!isKassaMessage(data, 'port-request')) return;
    port.postMessage(answer(handlers, data.nonce, data.action, data.payload));
  };

  const connected = new Promise<void>((resolve) => {
    const started = Date.now();
    const attempt = (): void => {
      if (closed) return;
      const controller = findController(params.controllerId);
      if (controller !== null) {
        const connect = {
          kassa: PROTOCOL_VERSION,
          type: 'frame-connect',
          frameId: params.frameId,
          groupId: params.groupId,
          elementType: params.elementType,
        };
        controller.postMessage(connect, location.origin, [channel.port2]);
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
    // Messages posted before the port is handed over wait in it and are delivered after.
    request: (action, payload) =>
      closed ? Promise.reject(new Error('frame closed')) : rpc.request(action, payload),
    close() {
      if (closed) return;
      closed = true;
      rpc.rejectAll('frame closed');
      if (timer !== undefined) clearTimeout(timer);
      const destroy: PortMessage = {
        kassa: PROTOCOL_VERSION,
        type: 'frame-destroy',
        frameId: params.frameId,
      };
      port.postMessage(destroy);
      port.close();
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
