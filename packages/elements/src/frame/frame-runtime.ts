import {
  type ElementInit,
  type ElementType,
  FRAME_RESULTS,
  type FrameAction,
  type FrameRequests,
  type Json,
  PROTOCOL_VERSION,
} from '@kassa/protocol';
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
  request<A extends FrameAction>(
    action: A,
    payload: FrameRequests[A]['payload'],
  ): Promise<FrameRequests[A]['result']>;
  setHandlers(handlers: ElementHandlers | null): void;
  /** The complete UI has rendered: `ready` goes out once the port is on its way to the controller too. */
  markRendered(): void;
  reportHeight(height: number): void;
  /** After focusing one of its fields, asks the page to focus this frame's iframe. */
  requestFocus(): void;
  destroy(): void;
}

/**
 * Boots an element frame: announces itself to the merchant page, then renders (`onInit`) and
 * hands the controller its port, from the options in its URL when the loader put them there,
 * otherwise once element-init arrives from the parent. Skipping that round trip to the merchant
 * page is worth tens of milliseconds of mount() -> ready on a busy page.
 */
export function startFrame(
  onInit: (init: ElementInit, runtime: FrameRuntime) => void,
  types: readonly ElementType[],
): FrameRuntime | null {
  const params = readFrameParams(location.hash, types);
  if (params === null) {
    console.error('[kassa] this frame was opened without valid parameters');
    return null;
  }
  const slot = new HandlerSlot();
  let controller: ControllerLink | null = null;
  let rendered = false;
  let readySent = false;
  let lastHeight = -1;

  const sendReady = (): void => {
    if (readySent) return;
    readySent = true;
    parent.post({
      type: 'element-event',
      event: 'ready',
      payload: { elementType: params.elementType },
    });
  };
  // Posted right away when the port is already on its way, not a microtask later: the render's
  // other effects (measuring the height forces a layout) would otherwise run first.
  const sendReadyWhenConnected = (): void => {
    if (!rendered || controller === null) return;
    if (controller.handedOver) sendReady();
    else void controller.connected.then(sendReady);
  };

  const begin = (init: ElementInit): void => {
    controller = connectController(params, {
      request: (action, payload) => slot.answer(action, payload),
      broadcast: (event, payload) => slot.deliver({ kind: 'broadcast', event, payload }),
    });
    onInit(init, runtime);
    sendReadyWhenConnected();
  };

  const parent = openParentLink(params, (message) => {
    if (message.type === 'element-command') {
      slot.deliver({ kind: 'command', command: message.command, payload: message.payload });
      return;
    }
    // element-init comes once, and not at all in effect when the URL had the options; the
    // commands queued behind it bring any change made between mount() and now.
    if (controller === null) begin(message);
  });

  const runtime: FrameRuntime = {
    params,
    emit: (event, payload) => parent.post({ type: 'element-event', event, payload }),
    request(action, payload) {
      if (controller === null) return Promise.reject(new Error('not connected to the controller'));
      // The answer is read into the action's result type, so callers need no casts.
      return controller.request(action, payload).then(FRAME_RESULTS[action]);
    },
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
    requestFocus() {
      // Asked even when the frame seems focused: a click on the page may not have reached this
      // document's focus state yet, and focusing a focused iframe costs nothing.
      const target = document.activeElement;
      // The field may have been marked active without the frame having focus: give it focus
      // again once the page has focused the iframe.
      window.addEventListener(
        'focus',
        () => {
          if (target instanceof HTMLElement && target !== document.body) target.focus();
        },
        { once: true },
      );
      parent.post({ type: 'frame-focus' });
    },
    destroy() {
      controller?.close();
      parent.close();
      window.removeEventListener('pagehide', runtime.destroy);
    },
  };

  window.addEventListener('pagehide', runtime.destroy);
  parent.post({ type: 'frame-load' });
  if (params.init !== null) {
    const { frameId, controllerId, groupId, elementType } = params;
    const { options, groupOptions } = params.init;
    begin({
      kassa: PROTOCOL_VERSION,
      type: 'element-init',
      ...{ frameId, controllerId, groupId, elementType, options, groupOptions },
    });
  }
  return runtime;
}
