import type { ElementInit, Json } from '@kassa/protocol';
import { type ControllerLink, connectController } from './controller-link.js';
import { type FrameParams, readFrameParams } from './frame-params.js';
import { type ElementHandlers, HandlerSlot } from './handler-slot.js';
import { openParentLink } from './parent-link.js';

export type { ElementHandlers, ValidateResult } from './handler-slot.js';

export interface FrameRuntime {
  readonly params: FrameParams;
  /** Sends an element event to the merchant page. Never pass card data here. */
  emit(event: string, payload: Json): void;
  /** Asks the controller over the port (e.g. `card-brand`, `card-metadata`). */
  request(action: string, payload: Json): Promise<Json>;
  setHandlers(handlers: ElementHandlers | null): void;
  /** The UI has painted: `ready` goes out once the controller is connected too. */
  markRendered(): void;
  reportHeight(height: number): void;
  destroy(): void;
}

/**
 * Boots an element frame: announces itself to the merchant page, waits for element-init from
 * the parent, then hands the controller its port. The UI is rendered by `onInit`.
 */
export function startFrame(
  onInit: (init: ElementInit, runtime: FrameRuntime) => void,
): FrameRuntime | null {
  const params = readFrameParams(location.hash);
  if (params === null) {
    console.error('[kassa] this frame was opened without valid parameters');
    return null;
  }
  const slot = new HandlerSlot();
  let controller: ControllerLink | null = null;
  let rendered = false;
  let readySent = false;
  let lastHeight = -1;

  const sendReadyWhenConnected = (): void => {
    if (!rendered || controller === null) return;
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

  const parent = openParentLink(params, (message) => {
    if (message.type === 'element-command') {
      slot.deliver({ kind: 'command', command: message.command, payload: message.payload });
      return;
    }
    if (controller !== null) return; // element-init comes once; a repeat changes nothing
    controller = connectController(params, {
      request: (action, payload) => slot.answer(action, payload),
      broadcast: (event, payload) => slot.deliver({ kind: 'broadcast', event, payload }),
    });
    onInit(message, runtime);
    sendReadyWhenConnected();
  });

  const runtime: FrameRuntime = {
    params,
    emit: (event, payload) => parent.post({ type: 'element-event', event, payload }),
    request: (action, payload) =>
      controller === null
        ? Promise.reject(new Error('not connected to the controller'))
        : controller.request(action, payload),
    setHandlers: (handlers) => slot.set(handlers),
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
