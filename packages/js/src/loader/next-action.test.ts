// @vitest-environment jsdom
import type { ControllerRequest } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaInstance } from '../types.js';
import { IntegrationError } from './integration-error.js';
import { deliver, startScriptedController, TEST_PROVIDER } from './scripted-controller.js';

// The loader's side of next actions, with the controller frame answering as scripted.
const PROVIDER = TEST_PROVIDER;
const SECRET = 'pi_123_secret_abc';
const PAGE = `${PROVIDER}/v1/three_d_secure/src_1/authenticate?client_secret=s&key=pk_test_1#controllerId=kc`;

let stripe: KassaInstance;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
let controllerWindow: Window;
let requests: ControllerRequest[];
let answers: Record<string, unknown>;

beforeEach(() => {
  document.body.innerHTML = '';
  navigate = vi.fn<(url: string) => void>();
  ({ stripe, controllerWindow, requests, answers } = startScriptedController(navigate));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const dialog = () => document.querySelector('[role="dialog"]');

describe('stripe.handleNextAction() and stripe.handleCardAction()', () => {
  it('answers the intent the controller settled, without navigating', async () => {
    const intent = { id: 'pi_123', object: 'payment_intent', status: 'succeeded' };
    answers['handle-next-action'] = { paymentIntent: intent };
    await expect(stripe.handleNextAction({ clientSecret: SECRET })).resolves.toEqual({
      paymentIntent: intent,
    });
    expect(requests.at(-1)?.payload).toEqual({ clientSecret: SECRET });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates the page for a redirect_to_url action', async () => {
    answers['handle-next-action'] = {
      paymentIntent: {
        id: 'pi_123',
        status: 'requires_action',
        next_action: {
          type: 'redirect_to_url',
          redirect_to_url: { url: `${PROVIDER}/three_d_secure/src_1?client_secret=s` },
        },
      },
    };
    void stripe.handleNextAction({ clientSecret: SECRET });
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(`${PROVIDER}/three_d_secure/src_1?client_secret=s`),
    );
  });

  it.each([undefined, 'pi_123', 42])('refuses clientSecret %j', (clientSecret) => {
    expect(() => stripe.handleNextAction({ clientSecret } as never)).toThrow(IntegrationError);
  });

  it('asks the controller to handle a card action for a PaymentIntent only', async () => {
    answers['handle-card-action'] = {
      paymentIntent: { id: 'pi_123', status: 'requires_confirmation' },
    };
    await expect(stripe.handleCardAction(SECRET)).resolves.toMatchObject({
      paymentIntent: { status: 'requires_confirmation' },
    });
    expect(() => stripe.handleCardAction('seti_1_secret_2')).toThrow(IntegrationError);
  });
});

describe('the challenge modal driven by the controller', () => {
  // The modal is a chunk the loader imports with the first challenge: it shows a moment later.
  it('opens on challenge-open and closes on challenge-close', async () => {
    deliver(controllerWindow, {
      kassa: 1,
      type: 'challenge-open',
      challengeId: 'src_1',
      url: PAGE,
    });
    await vi.waitFor(() => expect(dialog()?.querySelector('iframe')?.src).toBe(PAGE));
    deliver(controllerWindow, { kassa: 1, type: 'challenge-close', challengeId: 'src_1' });
    await vi.waitFor(() => expect(dialog()).toBeNull());
  });

  it('never shows a challenge closed before its modal was loaded', async () => {
    deliver(controllerWindow, {
      kassa: 1,
      type: 'challenge-open',
      challengeId: 'src_1',
      url: PAGE,
    });
    deliver(controllerWindow, { kassa: 1, type: 'challenge-close', challengeId: 'src_1' });
    // Had the close overtaken the open (both wait for the chunk), the modal would stay open.
    await import('./challenge-modal.js');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).toBeNull();
    expect(requests.map((r) => r.action)).not.toContain('challenge-cancel');
  });

  it('does nothing for a challenge-close when no modal was ever opened', async () => {
    deliver(controllerWindow, { kassa: 1, type: 'challenge-close', challengeId: 'src_1' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(dialog()).toBeNull();
    expect(requests.map((r) => r.action)).not.toContain('challenge-cancel');
  });

  it('ignores challenge-open from any other window or origin', () => {
    const other = document.createElement('iframe');
    document.body.appendChild(other);
    const open = { kassa: 1, type: 'challenge-open', challengeId: 'src_1', url: PAGE };
    deliver(other.contentWindow, open);
    deliver(controllerWindow, open, 'https://evil.example');
    expect(dialog()).toBeNull();
  });

  it('asks the controller to fail the authentication on Escape', async () => {
    deliver(controllerWindow, {
      kassa: 1,
      type: 'challenge-open',
      challengeId: 'src_1',
      url: PAGE,
    });
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await vi.waitFor(() =>
      expect(requests.map((r) => [r.action, r.payload])).toContainEqual([
        'challenge-cancel',
        { challengeId: 'src_1' },
      ]),
    );
  });

  it('refuses a challenge page off the provider origin and fails the authentication', async () => {
    deliver(controllerWindow, {
      kassa: 1,
      type: 'challenge-open',
      challengeId: 'src_2',
      url: 'https://evil.example/three_d_secure/src_2',
    });
    await vi.waitFor(() => expect(requests.map((r) => r.action)).toContain('challenge-cancel'));
    expect(dialog()).toBeNull();
  });
});
