import type { ElementCommand, ElementInit, Json, WireError } from '@kassa/protocol';
import { type ControllerLink, connectController } from './controller-link.js';
import { type FrameParams, readFrameParams } from './frame-params.js';
import { wireErrorJson } from './json-read.js';
import { openParentLink, type ParentLink } from './parent-link.js';

export interface ValidateResult {
  complete: boolean;
  error: WireError | null;
}

/** What a frame's UI answers; registered once the React app has mounted. */
export interface ElementHandlers {
  validate(): ValidateResult;
  collect(): Json;
  confirmError(error: WireError): void;
  command(command: ElementCommand['command'], payload: Json): void;
  broadcast(event: string, payload: Json): void;
}

export interface FrameRuntime {
  readonly params: FrameParams;
  /** Sends an element event to the merchant page. Never pass card data here. */
  emit(event: string, payload: Json): void;
  setHandlers(handlers: ElementHandlers | null): void;
  /** The UI has painted: `ready` goes out once the controller is connected too. */
  markRendered(): void;
  reportHeight(height: number): void;
  destroy(): void;
}

type Deferred =
  | { kind: 'command'; command: ElementCommand['command']; payload: Json }
  | { kind: 'broadcast'; event: string; payload: Json };

/**
 * Boots an element frame: announces itself to the merchant page, waits for element-init from
 * the parent, then connects to the controller. Commands and broadcasts that arrive before the
 * UI registered its handlers are kept and replayed so nothing sent early is lost.
 */
export function startFrame(
  onInit: (init: ElementInit, runtime: FrameRuntime) => void,
): FrameRuntime | null {
  const params = readFrameParams(location.hash);
  if (params === null) {
    console.error('[kassa] this frame was opened without valid parameters');
    return null;
  }
  let handlers: ElementHandlers | null = null;
  const deferred: Deferred[] = [];
  let controller: ControllerLink | null = null;
  let initialised = false;
  let rendered = false;
  let readySent = false;
  let lastHeight = -1;

  const deliver = (item: Deferred): void => {
    if (handlers === null) {
      deferred.push(item);
    } else if (item.kind === 'command') {
      handlers.command(item.command, item.payload);
    } else {
      handlers.broadcast(item.event, item.payload);
    }
  };

  const sendReadyWhenConnected = (): void => {
    if (!rendered || controller === null || readySent) return;
    controller.connected.then(() => {
      if (readySent) return;
      readySent = true;
      parent.post({
        type: 'element-event',
        event: 'ready',
        payload: { elementType: params.elementType },
      });
    });
  };

  const parent: ParentLink = openParentLink(params, (message) => {
    if (message.type === 'element-command') {
      deliver({ kind: 'command', command: message.command, payload: message.payload });
      return;
    }
    if (initialised) return;
    initialised = true;
    controller = connectController(params, {
      request: (action, payload) => answerPort(handlers, action, payload),
      broadcast: (event, payload) => deliver({ kind: 'broadcast', event, payload }),
    });
    onInit(message, runtime);
    sendReadyWhenConnected();
  });

  const runtime: FrameRuntime = {
    params,
    emit(event, payload) {
      parent.post({ type: 'element-event', event, payload });
    },
    setHandlers(next) {
      handlers = next;
      while (handlers !== null && deferred.length > 0) {
        const item = deferred.shift();
        if (item !== undefined) deliver(item);
      }
    },
    markRendered() {
      rendered = true;
      sendReadyWhenConnected();
    },
    reportHeight(height) {
      const rounded = Math.ceil(height);
      if (rounded === lastHeight) return;
      lastHeight = rounded;
      parent.post({ type: 'frame-resize', height: rounded });
    },
    destroy() {
      controller?.close();
      parent.close();
      window.removeEventListener('pagehide', runtime.destroy);
    },
  };

  window.addEventListener('pagehide', runtime.destroy);
  parent.post({ type: 'frame-load' });
  return runtime;
}

function answerPort(handlers: ElementHandlers | null, action: string, payload: Json): Json {
  if (handlers === null) throw new Error('The element is not ready yet.');
  switch (action) {
    case 'validate': {
      const { complete, error } = handlers.validate();
      return { complete, error: error === null ? null : wireErrorJson(error) };
    }
    case 'collect':
      return handlers.collect();
    case 'confirm-error':
      handlers.confirmError(readWireError(payload));
      return null;
    default:
      throw new Error(`Unknown action: ${action}`);
  }
}

function readWireError(payload: Json): WireError {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload)) {
    const { message, type } = payload;
    if (typeof message === 'string' && typeof type === 'string') return payload as WireError;
  }
  throw new Error('confirm-error expects a wire error with a type and a message');
}
