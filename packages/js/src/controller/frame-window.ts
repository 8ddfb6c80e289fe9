import {
  type ControllerToLoader,
  isGroupFrameType,
  isKassaMessage,
  PROTOCOL_VERSION,
  parseFrameHash,
  toWireError,
} from '@kassa/protocol';
import { ApiClient } from './api-client.js';
import { takeBoot } from './boot-buffer.js';
import { loaderChallengeHost, receiveChallengeComplete } from './challenge-host.js';
import { ChallengeRunner } from './challenge-runner.js';
import { Controller } from './controller.js';
import { controllerLoad, controllerParams } from './controller-params.js';
import { CredentialSync } from './credential-sync.js';
import { FrameLoginStore, openStorageFrame } from './login-storage.js';

export interface ControllerWindowOptions {
  window: Window;
  fetch?: typeof fetch;
}

/** True when `source` is one of the merchant page's frames, i.e. a sibling element frame. */
function isSiblingFrame(win: Window, source: MessageEventSource | null): boolean {
  if (source === null) return false;
  const frames = win.parent.frames;
  for (let index = 0; index < frames.length; index += 1) {
    if (frames[index] === source && source !== win) return true;
  }
  return false;
}

/**
 * Element frames that tried to hand this frame their port before its script ran lost it; they
 * hand over a new one on hearing this. Only same-origin (provider) frames can receive it.
 */
function announceToSiblings(win: Window, message: ControllerToLoader): void {
  const frames = win.parent.frames;
  for (let index = 0; index < frames.length; index += 1) {
    const frame = frames[index];
    if (frame === undefined || frame === win) continue;
    try {
      frame.postMessage(message, win.location.origin);
    } catch {
      // A frame that went away while we looped.
    }
  }
}

/**
 * Starts the controller inside its hidden frame: reads its id and parameters from the hash,
 * announces itself to the merchant page and answers requests from that page only.
 */
export function startController({
  window: win,
  fetch,
}: ControllerWindowOptions): Controller | null {
  const params = controllerParams(parseFrameHash(win.location.hash));
  if (params === null) return null;
  const { id, key, merchantOrigin } = params;
  const post = (message: ControllerToLoader) => win.parent.postMessage(message, merchantOrigin);
  const debug = key.startsWith('pk_test_')
    ? (reason: string) => console.debug(`[kassa controller] ignored a message: ${reason}`)
    : () => {};
  const challenges = new ChallengeRunner(loaderChallengeHost(post, id), win.location.origin);
  const controller = new Controller({
    challenges,
    debug,
    api: new ApiClient({ origin: win.location.origin, key, apiVersion: params.apiVersion, fetch }),
    locale: params.locale,
    referrerHost: new URL(merchantOrigin).hostname,
    emitGroupEvent: (groupId, event, payload) =>
      post({ kassa: PROTOCOL_VERSION, type: 'group-event', groupId, event, payload }),
    // The wallet's remembered logins: the login-storage frame, opened inside this document
    // (same origin) when a group offering the wallet first asks.
    logins: () =>
      new FrameLoginStore({
        connect: () => openStorageFrame(win.document, win.location.origin),
        origin: win.location.origin,
        publishableKey: key,
      }),
    ...(typeof BroadcastChannel === 'function' && win.document !== undefined
      ? {
          credentialSync: new CredentialSync({
            sender: `${id}.${Math.random().toString(36).slice(2)}`,
            publishableKey: key,
            page: win,
          }),
        }
      : {}),
  });

  const receive = (event: MessageEvent) => {
    const { data } = event;
    if (isKassaMessage(data, 'controller-request')) {
      if (event.source !== win.parent || event.origin !== merchantOrigin) {
        return debug(`request from ${event.origin} refused`);
      }
      controller.handle(data.action, data.payload).then(
        (result) =>
          post({ kassa: PROTOCOL_VERSION, type: 'action-response', nonce: data.nonce, result }),
        (thrown) =>
          post({
            kassa: PROTOCOL_VERSION,
            type: 'action-error',
            nonce: data.nonce,
            error: toWireError(thrown),
          }),
      );
      return;
    }
    if (isKassaMessage(data, 'frame-connect')) {
      const [port] = event.ports;
      const trusted = event.origin === win.location.origin && isSiblingFrame(win, event.source);
      if (!trusted || port === undefined || !isGroupFrameType(data.elementType)) {
        return debug(`frame-connect from ${event.origin} refused`);
      }
      controller.registry.connect(data.groupId, data.frameId, data.elementType, port, data.attempt);
      return;
    }
    const sibling = (source: MessageEventSource | null) => isSiblingFrame(win, source);
    if (receiveChallengeComplete(event, win.location.origin, sibling, challenges, debug)) return;
    debug(`unexpected message from ${event.origin}`);
  };

  // What arrived while the module loaded was kept by the page's boot script, which has
  // announced the frame already when it could; it is checked here like everything else.
  win.addEventListener('message', receive);
  const boot = takeBoot(win);
  for (const event of boot.events) receive(event);
  const announcement = controllerLoad(id);
  if (!boot.announced) post(announcement);
  announceToSiblings(win, announcement);
  return controller;
}
