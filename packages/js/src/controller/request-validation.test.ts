import type { Json, PortMessage } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { ApiClient } from './api-client.js';
import { Controller } from './controller.js';
import { FrameRegistry, type FrameRequestHandlers } from './frame-registry.js';

/** Handlers that record what reached them; none of them should see a malformed payload. */
function recordingHandlers(seen: string[]): FrameRequestHandlers {
  return {
    'card-brand': async ({ brand }) => {
      seen.push(`card-brand:${brand}`);
      return null;
    },
    'card-metadata': async ({ binPrefix }) => {
      seen.push(`card-metadata:${binPrefix}`);
      return { ranges: [] };
    },
    wallet: async (request) => {
      seen.push(`wallet:${request.op}`);
      return { shopper: null };
    },
    'address-suggestions': async ({ query }) => {
      seen.push(`address-suggestions:${query}`);
      return { data: [] };
    },
    'saved-method-detach': async ({ paymentMethod }) => {
      seen.push(`saved-method-detach:${paymentMethod}`);
      return { paymentMethod: null };
    },
    'saved-address-change': async ({ shipping }) => {
      seen.push(`saved-address-change:${shipping === null ? 'remove' : 'update'}`);
      return { shipping };
    },
    'shipping-address': async ({ complete }) => {
      seen.push(`shipping-address:${complete}`);
      return null;
    },
  };
}

/** Connects a frame and asks the controller `action` with `payload` over its port. */
async function ask(registry: FrameRegistry, action: string, payload: Json): Promise<PortMessage> {
  const channel = new MessageChannel();
  registry.connect('g1', 'f1', 'cardNumber', channel.port1);
  const answer = new Promise<PortMessage>((resolve) => {
    channel.port2.onmessage = (event: MessageEvent<PortMessage>) => {
      if (event.data.type !== 'broadcast') resolve(event.data);
    };
  });
  channel.port2.postMessage({ kassa: 1, type: 'port-request', nonce: 'n1', action, payload });
  const message = await answer;
  channel.port1.close();
  channel.port2.close();
  return message;
}

describe('requests from element frames', () => {
  it.each<[string, Json, string]>([
    ['card-brand', { brand: '' }, 'card-brand needs a brand.'],
    ['card-metadata', { binPrefix: '4242424242424242' }, 'Invalid BIN prefix'],
    ['card-metadata', 'not an object', 'Invalid BIN prefix'],
    [
      'saved-method-detach',
      { paymentMethod: 42 },
      'saved-method-detach needs a paymentMethod, from a Payment Element.',
    ],
    [
      'saved-address-change',
      { shipping: '510 Townsend St' },
      'saved-address-change needs a shipping object, or null to remove it.',
    ],
    [
      'shipping-address',
      { complete: 'yes', value: {} },
      'shipping-address needs complete and a value object.',
    ],
    ['shipping-address', { complete: true }, 'shipping-address needs complete and a value object.'],
    ['toString', {}, 'Unknown action: toString'],
  ])(
    'answers %s with %j by a port error, without running a handler',
    async (action, payload, message) => {
      const seen: string[] = [];
      const registry = new FrameRegistry({ onRequest: recordingHandlers(seen) });
      const answer = await ask(registry, action, payload);
      expect(answer).toMatchObject({ type: 'port-error', nonce: 'n1', error: { message } });
      expect(seen).toEqual([]);
    },
  );

  it('hands a handler only the fields of its payload type', async () => {
    const seen: string[] = [];
    const registry = new FrameRegistry({ onRequest: recordingHandlers(seen) });
    const answer = await ask(registry, 'card-metadata', { binPrefix: '424242', rest: '4242' });
    expect(answer).toMatchObject({ type: 'port-response', nonce: 'n1', result: { ranges: [] } });
    expect(seen).toEqual(['card-metadata:424242']);
  });
});

describe('requests from the loader', () => {
  /** A controller whose API refuses to be called: a malformed request must never reach it. */
  function offlineController(calls: string[]) {
    const fetch: typeof globalThis.fetch = async (input) => {
      calls.push(String(input));
      throw new Error('no request should reach the API');
    };
    const api = new ApiClient({ origin: 'http://127.0.0.1:9', key: 'pk_test_1', fetch });
    return new Controller({ api, emitGroupEvent: () => {} });
  }

  it.each<[string, Json, string]>([
    ['elements-create', { options: {} }, 'groupId'],
    ['elements-submit', { groupId: 7 }, 'groupId'],
    ['element-unmount', { groupId: 'g1' }, 'frameId'],
    ['challenge-cancel', null, 'challengeId'],
    ['create-payment-method', [], 'groupId'],
  ])('refuses %s with %j as an integration error', async (action, payload, key) => {
    const calls: string[] = [];
    await expect(offlineController(calls).handle(action, payload)).rejects.toEqual({
      type: 'integration_error',
      message: `Missing \`${key}\` in the request.`,
    });
    expect(calls).toEqual([]);
  });

  it('refuses an action it does not have, Object.prototype names included', async () => {
    const controller = offlineController([]);
    await expect(controller.handle('constructor', {})).rejects.toMatchObject({
      message: 'Unknown action: constructor',
    });
  });
});
