import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ANSWERS,
  fakeFrame,
  type InProcessProvider,
  startProvider,
} from './in-process-provider.js';

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(async () => {
  await provider?.close();
});

const SHIPPING = {
  name: 'Jenny Rosen',
  phone: '+12015550123',
  address: {
    line1: '27 Fredrick Ave',
    city: 'Brothers',
    state: 'OR',
    postal_code: '97712',
    country: 'US',
  },
};

const BILLING = {
  name: 'Oliver Smith',
  address: { line1: '10 Downing Street', city: 'London', postal_code: 'SW1A 2AA', country: 'GB' },
};

const OK = { complete: true, error: null };

/** A group with a Payment Element and Address Elements, each answering as a frame would. */
async function group(addresses: { mode: 'shipping' | 'billing'; answers: Record<string, Json> }[]) {
  const { controller } = provider.newController();
  const intent = await provider.createIntent(2500);
  await controller.handle('elements-create', {
    groupId: 'g1',
    options: { clientSecret: intent.client_secret },
  });
  const frames = [fakeFrame(CARD_ANSWERS)];
  controller.registry.connect('g1', 'f0', 'payment', frames[0]?.port as MessagePort);
  for (const [index, { mode, answers }] of addresses.entries()) {
    const frame = fakeFrame(answers);
    frames.push(frame);
    const frameId = `a${index}`;
    // As on a page: the loader registers the element with its mode, the frame connects.
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId,
      elementType: 'address',
      mode,
    });
    controller.registry.connect('g1', frameId, 'address', frame.port);
  }
  const close = () => {
    for (const frame of frames) frame.close();
  };
  return { controller, intent, close };
}

describe('Address Elements beside the Payment Element', () => {
  it('put the shipping on the intent and the billing address on the PaymentMethod', async () => {
    const { controller, close } = await group([
      { mode: 'shipping', answers: { validate: OK, collect: { shipping: SHIPPING } } },
      { mode: 'billing', answers: { validate: OK, collect: { billing_details: BILLING } } },
    ]);
    const result = (await controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { paymentIntent: { id: string; status: string; payment_method: string } };
    expect(result.paymentIntent.status).toBe('succeeded');
    const intent = await provider.secret('GET', `payment_intents/${result.paymentIntent.id}`);
    expect(intent.shipping).toMatchObject({
      name: 'Jenny Rosen',
      phone: '+12015550123',
      address: { line1: '27 Fredrick Ave', city: 'Brothers', state: 'OR', postal_code: '97712' },
    });
    const method = await provider.secret(
      'GET',
      `payment_methods/${result.paymentIntent.payment_method}`,
    );
    expect(method.billing_details).toMatchObject({
      name: 'Oliver Smith',
      address: { line1: '10 Downing Street', postal_code: 'SW1A 2AA', country: 'GB' },
    });
    close();
  });

  it('lets the shipping the merchant passes in confirmParams win', async () => {
    const { controller, close } = await group([
      { mode: 'shipping', answers: { validate: OK, collect: { shipping: SHIPPING } } },
    ]);
    const given = { name: 'Merchant Given', address: { line1: '1 Main St', country: 'US' } };
    const result = (await controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done', shipping: given },
    })) as { paymentIntent: { id: string } };
    const intent = await provider.secret('GET', `payment_intents/${result.paymentIntent.id}`);
    expect(intent.shipping).toMatchObject({ name: 'Merchant Given' });
    close();
  });

  it('answers the shipping address’s error before the billing one’s, whatever the mount order', async () => {
    const incomplete = (code: string, message: string) => ({
      validate: { complete: false, error: { type: 'validation_error', code, message } },
    });
    const { controller, close } = await group([
      { mode: 'billing', answers: incomplete('incomplete_name', 'Your name is incomplete.') },
      {
        mode: 'shipping',
        answers: incomplete('incomplete_address', 'Your address is incomplete.'),
      },
    ]);
    const result = (await controller.handle('elements-submit', { groupId: 'g1' })) as {
      error: Json;
    };
    expect(result.error).toMatchObject({ code: 'incomplete_address' });
    close();
  });
});
