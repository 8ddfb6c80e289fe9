/**
 * Test harness for element frames in jsdom. It plays the merchant page (window.parent) and the
 * controller frame: messages to the frame are real MessageEvents with the origin and source a
 * browser would set, and the controller talks to the frame over the real MessageChannel port
 * the frame hands over. Nothing of ours is mocked.
 */
import {
  controllerFrameName,
  type ElementType,
  type Json,
  type KassaMessage,
  type PortMessage,
  PROTOCOL_VERSION,
} from '@kassa/protocol';
import { act, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type FrameAppProps, type MountedFrame, mountFrame } from '../frame/mount-frame.js';

export const MERCHANT_ORIGIN = 'https://shop.example';
export const FRAME_ID = 'frame-1';
export const CONTROLLER_ID = 'ctrl-1';
export const GROUP_ID = 'group-1';

export interface Posted {
  data: unknown;
  targetOrigin: string;
}

interface FakeWindow {
  postMessage(data: unknown, targetOrigin: string, transfer?: Transferable[]): void;
  frames: Record<string, FakeWindow>;
}

export interface FrameHarness {
  /** What the frame posted to the merchant page, with the target origin it used. */
  readonly toParent: Posted[];
  /** What the frame posted to the controller frame's window (frame-connect). */
  readonly toController: Posted[];
  /** What arrived over the port from the frame. */
  readonly fromPort: PortMessage[];
  readonly parent: FakeWindow;
  mounted: MountedFrame | null;
  /** Delivers a message to the frame as if posted by `source` from `origin`. */
  deliver(data: unknown, from?: { origin?: string; source?: unknown }): void;
  init(options?: Json, groupOptions?: Json): Promise<void>;
  command(command: string, payload?: Json): Promise<void>;
  request(action: string, payload?: Json): Promise<PortMessage>;
  broadcast(event: string, payload: Json): Promise<void>;
  /** Posts anything over the controller's port, as a broken or hostile sender might. */
  sendRaw(data: unknown): Promise<void>;
  /** Waits for the frame to ask the controller `action`, answers `result`, returns the payload. */
  reply(action: string, result: Json, timeoutMs?: number): Promise<Json>;
  /** Like reply, but the controller answers with an error (a port-error). */
  replyError(action: string, error: Json, timeoutMs?: number): Promise<Json>;
  /** Payloads of the element events with this name, oldest first. */
  events(name: string): Json[];
  connectController(): void;
  /** The controller frame's script has started: it says so to its sibling frames. */
  announceController(): Promise<void>;
  /**
   * With `holdConnected`: the controller takes every port handed over so far, in order, saying
   * `connected` on each, and replays `replay` (the group's state) on the first, as
   * FrameRegistry.connect does: a later port of the same document (attempt > 0) gets none.
   */
  acknowledge(replay: [event: string, payload: Json][]): Promise<void>;
  cleanup(): void;
}

function isEnvelope(data: unknown): data is KassaMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { kassa?: unknown }).kassa === PROTOCOL_VERSION
  );
}

const CONNECTED = { kassa: PROTOCOL_VERSION, type: 'broadcast', event: 'connected', payload: null };

export interface OpenFrameOptions {
  elementType: string;
  /** The merchant origin in the frame URL; defaults to MERCHANT_ORIGIN. */
  origin?: string;
  /** Leave the controller frame out of window.parent.frames until connectController(). */
  withoutController?: boolean;
  /** The controller frame loses this many frame-connects, as one still loading does. */
  lostConnects?: number;
  /**
   * The controller says `connected` only at acknowledge(): until then the frame, not knowing
   * its port arrived, hands over another at each announcement, and all of them reach it.
   */
  holdConnected?: boolean;
  /** The `init` URL parameter (element and group options) as the loader puts it there. */
  hashInit?: string;
  /** The loader's `testMode` URL parameter (a pk_test_ key): ignored messages are logged. */
  testMode?: boolean;
}

export function openFrame(
  App: ComponentType<FrameAppProps>,
  options: OpenFrameOptions,
): FrameHarness {
  const toParent: Posted[] = [];
  const toController: Posted[] = [];
  const fromPort: PortMessage[] = [];
  let port: MessagePort | null = null;
  const held: MessagePort[] = [];
  let nonce = 0;
  const repliedTo = new Set<string>();

  const controller: FakeWindow = {
    postMessage(data, targetOrigin, transfer) {
      toController.push({ data, targetOrigin });
      if (toController.length <= (options.lostConnects ?? 0)) return;
      const handed = transfer?.[0];
      if (targetOrigin !== location.origin || !(handed instanceof MessagePort)) return;
      port = handed;
      port.onmessage = (event: MessageEvent) => fromPort.push(event.data as PortMessage);
      // As FrameRegistry.connect does: the frame stops handing over ports once one is taken.
      if (options.holdConnected) held.push(handed);
      else handed.postMessage(CONNECTED);
    },
    frames: {},
  };
  const parent: FakeWindow = {
    postMessage(data, targetOrigin) {
      toParent.push({ data, targetOrigin });
    },
    frames: options.withoutController ? {} : { [controllerFrameName(CONTROLLER_ID)]: controller },
  };
  const realParent = Object.getOwnPropertyDescriptor(window, 'parent');
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });
  const params = new URLSearchParams({
    controllerId: CONTROLLER_ID,
    origin: options.origin ?? MERCHANT_ORIGIN,
    type: options.elementType,
    groupId: GROUP_ID,
  });
  if (options.hashInit !== undefined) params.set('init', options.hashInit);
  if (options.testMode) params.set('testMode', '1');
  location.hash = `#${FRAME_ID}?${params}`;
  const container = document.createElement('div');
  document.body.append(container);

  /** Waits for the frame to ask `action` and answers it with `body` (a response or an error). */
  async function answer(action: string, body: { [key: string]: Json }, timeoutMs: number) {
    let asked: Extract<PortMessage, { type: 'port-request' }> | undefined;
    await act(async () => {
      const started = Date.now();
      while (asked === undefined && Date.now() - started < timeoutMs) {
        asked = fromPort.find(
          (m): m is Extract<PortMessage, { type: 'port-request' }> =>
            m.type === 'port-request' && m.action === action && !repliedTo.has(m.nonce),
        );
        if (asked === undefined) await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (asked === undefined || port === null) return;
      repliedTo.add(asked.nonce);
      port.postMessage({ kassa: PROTOCOL_VERSION, nonce: asked.nonce, ...body });
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    if (asked === undefined) throw new Error(`the frame did not ask for ${action}`);
    return asked.payload;
  }

  const harness: FrameHarness = {
    toParent,
    toController,
    fromPort,
    parent,
    mounted: null,
    deliver(data, from = {}) {
      const event = new MessageEvent('message', {
        data,
        origin: from.origin ?? MERCHANT_ORIGIN,
        source: ('source' in from ? from.source : parent) as Window,
      });
      window.dispatchEvent(event);
    },
    async init(elementOptions = {}, groupOptions = {}) {
      await act(async () => {
        harness.deliver({
          kassa: PROTOCOL_VERSION,
          type: 'element-init',
          frameId: FRAME_ID,
          controllerId: CONTROLLER_ID,
          groupId: GROUP_ID,
          elementType: options.elementType,
          options: elementOptions,
          groupOptions,
        });
      });
      // Rendered, port handed over; `ready` may come later (the Payment Element waits for its session).
      if (!options.withoutController) await waitFor(() => expectConnected());
    },
    async command(command, payload = {}) {
      await act(async () => {
        harness.deliver({
          kassa: PROTOCOL_VERSION,
          type: 'element-command',
          frameId: FRAME_ID,
          command,
          payload,
        });
      });
    },
    async request(action, payload = {}) {
      const current = port;
      if (current === null) throw new Error('the frame has not connected to the controller');
      nonce += 1;
      const id = `n${nonce}`;
      await act(async () => {
        current.postMessage({
          kassa: PROTOCOL_VERSION,
          type: 'port-request',
          nonce: id,
          action,
          payload,
        });
        for (
          let tries = 0;
          tries < 100 && !fromPort.some((m) => 'nonce' in m && m.nonce === id);
          tries++
        ) {
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      });
      const answer = fromPort.find((message) => 'nonce' in message && message.nonce === id);
      if (answer === undefined) throw new Error('no answer');
      return answer;
    },
    broadcast(event, payload) {
      return harness.sendRaw({ kassa: PROTOCOL_VERSION, type: 'broadcast', event, payload });
    },
    async sendRaw(data) {
      const current = port;
      if (current === null) throw new Error('the frame has not connected to the controller');
      await act(async () => {
        current.postMessage(data);
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    },
    reply: (action, result, timeoutMs = 2000) =>
      answer(action, { type: 'port-response', result }, timeoutMs),
    replyError: (action, error, timeoutMs = 2000) =>
      answer(action, { type: 'port-error', error }, timeoutMs),
    events(name) {
      return toParent
        .map((posted) => posted.data)
        .filter(isEnvelope)
        .flatMap((message) =>
          message.type === 'element-event' && message.event === name ? [message.payload] : [],
        );
    },
    connectController() {
      parent.frames[controllerFrameName(CONTROLLER_ID)] = controller;
    },
    async announceController() {
      await act(async () => {
        harness.deliver(
          { kassa: PROTOCOL_VERSION, type: 'controller-load', controllerId: CONTROLLER_ID },
          { origin: location.origin, source: controller },
        );
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    },
    async acknowledge(replay) {
      await act(async () => {
        for (const [index, taken] of held.splice(0).entries()) {
          taken.postMessage(CONNECTED);
          if (index > 0) continue;
          for (const [event, payload] of replay) {
            taken.postMessage({ kassa: PROTOCOL_VERSION, type: 'broadcast', event, payload });
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    },
    cleanup() {
      act(() => harness.mounted?.unmount());
      port?.close();
      container.remove();
      document.getElementById('kassa-appearance')?.remove();
      if (realParent === undefined) Reflect.deleteProperty(window, 'parent');
      else Object.defineProperty(window, 'parent', realParent);
      location.hash = '';
    },
  };
  const expectConnected = (): void => {
    if (toController.length === 0) throw new Error('no port handed to the controller yet');
  };
  harness.mounted = mountFrame(App, [options.elementType as ElementType], container);
  return harness;
}

/** The result of a port request, or throws with the port error. */
export function resultOf(message: PortMessage): Json {
  if (message.type === 'port-response') return message.result;
  if (message.type === 'port-error') throw new Error(message.error.message);
  throw new Error(`unexpected ${message.type}`);
}
