// Test support for the loader's tests: a Kassa instance whose hidden controller frame answers
// each request as the test scripts it, so the loader is exercised without a real controller.
import { type ControllerRequest, parseFrameHash } from '@kassa/protocol';
import { vi } from 'vitest';
import type { KassaInstance } from '../types.js';
import { createFactory } from './factory.js';

export const TEST_PROVIDER = 'http://127.0.0.1:4242';

/** Dispatches a message to the page as if posted by `source` from `origin`. */
export function deliver(source: Window | null, data: unknown, origin = TEST_PROVIDER): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

export type ScriptedAnswer = { result: unknown } | { error: unknown };

export interface ScriptedController {
  stripe: KassaInstance;
  controllerWindow: Window;
}

/**
 * Creates an instance on the current jsdom page and answers every controller request with
 * `respond(request)`, a microtask later, like the real frame's postMessage would.
 */
export function startScriptedController(
  respond: (request: ControllerRequest) => ScriptedAnswer,
  navigate?: (url: string) => void,
): ScriptedController {
  const options = navigate === undefined ? {} : { navigate };
  const stripe = createFactory({ window, providerOrigin: TEST_PROVIDER, ...options })('pk_test_1');
  const frame = document.querySelector<HTMLIFrameElement>('iframe[name^="__kassaController-"]');
  const controllerWindow = frame?.contentWindow as Window;
  vi.spyOn(controllerWindow, 'postMessage').mockImplementation((message: unknown) => {
    const request = message as ControllerRequest;
    const answer = respond(request);
    const reply =
      'error' in answer
        ? { kassa: 1, type: 'action-error', nonce: request.nonce, error: answer.error }
        : { kassa: 1, type: 'action-response', nonce: request.nonce, result: answer.result };
    queueMicrotask(() => deliver(controllerWindow, reply));
  });
  const controllerId = parseFrameHash(new URL(frame?.src ?? '').hash).id;
  deliver(controllerWindow, { kassa: 1, type: 'controller-load', controllerId });
  return { stripe, controllerWindow };
}
