import {
  type ElementCommand,
  type ElementInit,
  type ElementToLoader,
  isKassaMessage,
  PROTOCOL_VERSION,
  refusalReason,
} from '@kassa/protocol';
import { frameDebug } from './frame-debug.js';
import type { FrameParams } from './frame-params.js';

export type ParentMessage = ElementInit | ElementCommand;

type Outgoing = ElementToLoader extends infer M
  ? M extends ElementToLoader
    ? Omit<M, 'kassa' | 'frameId'>
    : never
  : never;

export interface ParentLink {
  post(message: Outgoing): void;
  close(): void;
}

/**
 * The channel to the merchant page. Only messages from `window.parent`, from exactly the
 * merchant origin in the URL, shaped like element-init/element-command for this frame, get
 * through; the rest are dropped, with a debug line in test mode. The controller frame's
 * announcements are the controller link's to check and log.
 */
export function openParentLink(
  params: FrameParams,
  onMessage: (message: ParentMessage) => void,
): ParentLink {
  const debug = frameDebug(params);
  const listener = (event: MessageEvent): void => {
    const reason = refusalReason(event, { origin: params.origin, source: window.parent });
    if (reason !== null) {
      const announcement =
        event.origin === location.origin && isKassaMessage(event.data, 'controller-load');
      if (!announcement) debug(`wrong ${reason} (${event.origin || 'no origin'})`);
      return;
    }
    if (!isKassaMessage(event.data, 'element-init', 'element-command')) {
      debug('not an element-init or element-command');
      return;
    }
    if (event.data.frameId !== params.frameId) {
      debug('for another frame');
      return;
    }
    onMessage(event.data);
  };
  window.addEventListener('message', listener);
  return {
    post(message) {
      const envelope = { ...message, kassa: PROTOCOL_VERSION, frameId: params.frameId };
      window.parent.postMessage(envelope, params.origin);
    },
    close() {
      window.removeEventListener('message', listener);
    },
  };
}
