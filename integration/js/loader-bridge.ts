// The merchant-page loader wired to a real controller over the in-process provider: what the
// loader posts to its hidden controller frame (which jsdom does not load) is handled by a
// Controller in this process, and its answer delivered back as the frame would post it. Each
// mounted Payment Element gets a fake frame port answering with a test card, so code written
// for Stripe.js (vanilla or React) pays against the real API.
import { type ControllerRequest, type Json, parseFrameHash } from '@kassa/protocol';
import { vi } from 'vitest';
import { CARD_ANSWERS, fakeFrame, type InProcessProvider } from './in-process-provider.js';
import { createFactory } from './js-internals.js';

export const PROVIDER = 'http://provider.test';

function deliver(source: Window, data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: PROVIDER, source }));
}

export interface BridgedStripe {
  // biome-ignore lint/suspicious/noExplicitAny: the instance is used as merchants' code uses it.
  stripe: any;
  navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
  actions: string[];
}

/** A Stripe instance on this jsdom page whose controller is the real one. */
export function bridgedStripe(
  provider: InProcessProvider,
  cardAnswers = CARD_ANSWERS,
): BridgedStripe {
  const navigate = vi.fn<(url: string) => void>();
  const stripe = createFactory({ window, providerOrigin: PROVIDER, navigate })(
    provider.keys.publishableKey,
  );
  const frame = [
    ...document.querySelectorAll<HTMLIFrameElement>('iframe[name^="__kassaController-"]'),
  ].at(-1) as HTMLIFrameElement;
  const controllerWindow = frame.contentWindow as Window;
  const { controller } = provider.newController();
  const actions: string[] = [];
  vi.spyOn(controllerWindow, 'postMessage').mockImplementation((message: unknown) => {
    const { action, nonce, payload } = message as ControllerRequest;
    actions.push(action);
    controller.handle(action, payload).then(
      (result: Json) => {
        if (action === 'element-mount') {
          const { groupId, frameId, elementType } = payload as Record<string, string | undefined>;
          if (elementType === 'payment' && groupId && frameId) {
            controller.registry.connect(groupId, frameId, 'payment', fakeFrame(cardAnswers).port);
          }
        }
        deliver(controllerWindow, { kassa: 1, type: 'action-response', nonce, result });
      },
      (error: unknown) =>
        deliver(controllerWindow, { kassa: 1, type: 'action-error', nonce, error }),
    );
  });
  const controllerId = parseFrameHash(new URL(frame.src).hash).id;
  deliver(controllerWindow, { kassa: 1, type: 'controller-load', controllerId });
  return { stripe, navigate, actions };
}
