import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessProvider, startProvider } from './in-process-provider.js';

// stripe.createRadarSession() through the controller, against the real provider in process:
// the session it answers is one the merchant's server can pass as radar_options[session].
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

/** The controller's fetch, counting its radar session calls and failing the first `failures`. */
function network(failures = 0) {
  let left = failures;
  const calls: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const path = new URL(String(input)).pathname;
    if (path === '/v1/radar/session') {
      calls.push(path);
      if (left-- > 0) return Promise.reject(new TypeError('Failed to fetch'));
    }
    return provider.fetch(input, init);
  };
  return { calls, fetch };
}

describe('createRadarSession through the controller', () => {
  it('answers {radarSession} the server accepts as radar_options[session], made once per instance', async () => {
    const { calls, fetch } = network();
    const { controller } = provider.newController(fetch);
    const [first, second] = (await Promise.all([
      controller.handle('create-radar-session', {}),
      controller.handle('create-radar-session', {}),
    ])) as Array<{ radarSession: { id: string; object: string } }>;
    expect(first?.radarSession).toMatchObject({ object: 'radar.session', livemode: false });
    expect(second?.radarSession.id).toBe(first?.radarSession.id);
    expect(calls).toHaveLength(1);

    const paid = await provider.secret(
      'POST',
      'payment_intents',
      `amount=1000&currency=usd&payment_method=pm_card_visa&confirm=true&radar_options[session]=${first?.radarSession.id}`,
    );
    expect(paid.status).toBe('succeeded');
  });

  it('answers {error} when the provider cannot be reached, and asks again next time', async () => {
    const { calls, fetch } = network(1);
    const { controller } = provider.newController(fetch);
    const failed = (await controller.handle('create-radar-session', {})) as {
      error?: { type: string };
    };
    expect(failed.error?.type).toBe('api_connection_error');
    const retried = (await controller.handle('create-radar-session', {})) as {
      radarSession?: { id: string };
    };
    expect(retried.radarSession?.id).toMatch(/^rse_/);
    expect(calls).toHaveLength(2);
  });
});
