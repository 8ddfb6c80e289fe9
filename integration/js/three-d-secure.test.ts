import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, PROVIDER_ORIGIN, startProvider } from './in-process-provider.js';
import { ApiClient, ChallengeRunner, type ChallengeStatus, Controller } from './js-internals.js';

// The real provider API, in process (in-process-provider.ts).
const ORIGIN = PROVIDER_ORIGIN;
let provider: InProcessProvider;

beforeAll(async () => {
  provider = await startProvider();
}, 60_000);

afterAll(async () => {
  await provider?.close();
});

async function secretCall(path: string, body: string) {
  const answer = await provider.secret('POST', path, body);
  return answer as { id: string; client_secret: string; status: string };
}

const createIntent = (extra = '') =>
  secretCall('payment_intents', `amount=3100&currency=usd&payment_method_types[0]=card${extra}`);

type Buyer = 'succeeded' | 'failed' | 'escape';

/**
 * A controller whose challenges are answered the way the hosted page answers them: the page
 * POSTs the buyer's answer with the publishable key, then tells the controller.
 */
function controllerWithBuyer(buyer: Buyer) {
  const opened: string[] = [];
  let controller: Controller;
  const api = new ApiClient({
    origin: ORIGIN,
    key: provider.keys.publishableKey,
    fetch: provider.fetch,
  });
  const challenges: ChallengeRunner = new ChallengeRunner(
    {
      open: (challengeId, url) => {
        opened.push(url);
        const secret = new URL(url).searchParams.get('client_secret') ?? '';
        if (buyer === 'escape') {
          void controller.handle('challenge-cancel', { challengeId });
          return;
        }
        void api
          .post(`three_d_secure/${challengeId}/complete`, { client_secret: secret, result: buyer })
          .then(() => challenges.complete(challengeId, buyer as ChallengeStatus));
      },
      close: () => {},
    },
    ORIGIN,
  );
  controller = new Controller({ api, emitGroupEvent: () => {}, challenges });
  return { controller, opened };
}

type Result = { paymentIntent?: Record<string, Json>; error?: Record<string, Json> };

describe('3-D Secure in the controller', () => {
  it.each([
    ['pm_card_authenticationRequiredOnSetup', 'succeeded', 'succeeded'],
    ['pm_card_threeDSecure2Required', 'succeeded', 'succeeded'],
    ['pm_card_authenticationRequired', 'failed', 'payment_intent_authentication_failure'],
    ['pm_card_authenticationRequired', 'escape', 'payment_intent_authentication_failure'],
    [
      'pm_card_authenticationRequiredChargeDeclinedInsufficientFunds',
      'succeeded',
      'insufficient_funds',
    ],
  ] as const)('confirms with %s; the buyer answers %s: %s', async (method, buyer, expected) => {
    const intent = await createIntent();
    const { controller, opened } = controllerWithBuyer(buyer);
    const result = (await controller.handle('confirm-card-payment', {
      clientSecret: intent.client_secret,
      params: { payment_method: method },
    })) as Result;
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(new RegExp(`^${ORIGIN}/v1/three_d_secure/src_\\w+/authenticate\\?`));
    if (expected === 'succeeded') {
      expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
      return;
    }
    expect(result.paymentIntent).toBeUndefined();
    expect([result.error?.code, result.error?.decline_code]).toContain(expected);
    expect(result.error?.payment_intent).toMatchObject({ status: 'requires_payment_method' });
  });

  it.each([
    ['succeeded', 'succeeded'],
    ['failed', 'setup_intent_authentication_failure'],
  ] as const)(
    'sets up a card that needs authentication; the buyer answers %s',
    async (buyer, expected) => {
      const setup = await secretCall('setup_intents', 'payment_method_types[0]=card');
      const { controller, opened } = controllerWithBuyer(buyer);
      const result = (await controller.handle('confirm-card-setup', {
        clientSecret: setup.client_secret,
        params: { payment_method: 'pm_card_authenticationRequiredOnSetup' },
      })) as { setupIntent?: Record<string, Json>; error?: Record<string, Json> };
      expect(opened).toHaveLength(1);
      if (expected === 'succeeded') {
        expect(result.setupIntent).toMatchObject({ id: setup.id, status: 'succeeded' });
      } else {
        expect(result.error).toMatchObject({ code: expected });
      }
    },
  );

  it('runs no challenge for 4000000000003055 (supported, not required)', async () => {
    const intent = await createIntent();
    const { controller, opened } = controllerWithBuyer('succeeded');
    const result = (await controller.handle('confirm-card-payment', {
      clientSecret: intent.client_secret,
      params: { payment_method: 'pm_card_threeDSecureOptional' },
    })) as Result;
    expect(opened).toHaveLength(0);
    expect(result.paymentIntent?.status).toBe('succeeded');
  });

  it('handles the next action of an intent the shop confirmed on its server', async () => {
    const intent = await createIntent(
      '&payment_method=pm_card_authenticationRequired&confirm=true',
    );
    expect(intent.status).toBe('requires_action');
    const { controller } = controllerWithBuyer('succeeded');
    const result = (await controller.handle('handle-next-action', {
      clientSecret: intent.client_secret,
    })) as Result;
    expect(result.paymentIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('leaves a manually confirmed intent for the server after handleCardAction', async () => {
    const intent = await createIntent(
      '&payment_method=pm_card_threeDSecureRequired&confirm=true&confirmation_method=manual',
    );
    const { controller } = controllerWithBuyer('succeeded');
    const result = (await controller.handle('handle-card-action', {
      clientSecret: intent.client_secret,
    })) as Result;
    expect(result.paymentIntent?.status).toBe('requires_confirmation');
    const confirmed = await secretCall(`payment_intents/${intent.id}/confirm`, '');
    expect(confirmed.status).toBe('succeeded');
  });

  it('refuses handleCardAction with a SetupIntent secret', async () => {
    const { controller } = controllerWithBuyer('succeeded');
    await expect(
      controller.handle('handle-card-action', { clientSecret: 'seti_123_secret_abc' }),
    ).rejects.toMatchObject({ type: 'integration_error' });
  });

  it('never shows a challenge page from another origin', async () => {
    const opened: string[] = [];
    const runner = new ChallengeRunner(
      { open: (_id, url) => opened.push(url), close: () => {} },
      ORIGIN,
    );
    await expect(runner.run('src_1', 'https://evil.example/three_d_secure/src_1')).resolves.toBe(
      'failed',
    );
    expect(opened).toEqual([]);
  });
});
