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

export interface ScriptedController {
  stripe: KassaInstance;
  controllerWindow: Window;
  /** Every request the page sent the controller frame, in order. */
  requests: ControllerRequest[];
  /** The result the frame answers each action with (`{}` when none is set). */
  answers: Record<string, unknown>;
  /** An action-error the frame answers an action with instead of a result, when set. */
  errors: Record<string, unknown>;
}

/**
 * Creates an instance on the current jsdom page whose controller frame records every request
 * and answers it from `answers` or `errors`, a microtask later, like the real frame's
 * postMessage would.
 */
export function startScriptedController(
  navigate?: (url: string) => void,
  instanceOptions?: Record<string, unknown>,
): ScriptedController {
  const options = navigate === undefined ? {} : { navigate };
  const stripe = createFactory({ window, providerOrigin: TEST_PROVIDER, ...options })(
    'pk_test_1',
    instanceOptions,
  );
  // The newest controller frame is this instance's (a test may make more than one).
  const frame = [
    ...document.querySelectorAll<HTMLIFrameElement>('iframe[name^="__kassaController-"]'),
  ].at(-1);
  const controllerWindow = frame?.contentWindow as Window;
  const requests: ControllerRequest[] = [];
  const answers: Record<string, unknown> = {};
  const errors: Record<string, unknown> = {};
  vi.spyOn(controllerWindow, 'postMessage').mockImplementation((message: unknown) => {
    const request = message as ControllerRequest;
    requests.push(request);
    const { action, nonce } = request;
    const reply = Object.hasOwn(errors, action)
      ? { kassa: 1, type: 'action-error', nonce, error: errors[action] }
      : { kassa: 1, type: 'action-response', nonce, result: answers[action] ?? {} };
    queueMicrotask(() => deliver(controllerWindow, reply));
  });
  const controllerId = parseFrameHash(new URL(frame?.src ?? '').hash).id;
  deliver(controllerWindow, { kassa: 1, type: 'controller-load', controllerId });
  return { stripe, controllerWindow, requests, answers, errors };
}
