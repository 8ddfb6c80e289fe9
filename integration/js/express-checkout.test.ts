import type { ElementType, Json } from '@kassa/protocol';
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

/** An Express Checkout Element's frame: a clicked button makes it complete with its type. */
const express = (clicked: string | null): Record<string, Json> => ({
  validate: { complete: clicked !== null, error: null },
  collect: clicked === null ? {} : { type: clicked },
});

/** A PaymentIntent for card and demo_pay with a group of frames answering as on a page. */
async function group(frames: [type: ElementType, answers: Record<string, Json>][]) {
  const { controller } = provider.newController();
  const intent = await provider.secret(
    'POST',
    'payment_intents',
    'amount=1500&currency=usd&payment_method_types[0]=card&payment_method_types[1]=demo_pay',
  );
  await controller.handle('elements-create', {
    groupId: 'g1',
    options: { clientSecret: intent.client_secret as string },
  });
  const fakes = frames.map(([type, answers], index) => {
    const frame = fakeFrame(answers);
    controller.registry.connect('g1', `f${index}`, type, frame.port);
    return frame;
  });
  return {
    controller,
    close: () => {
      for (const frame of fakes) frame.close();
    },
  };
}

const confirm = (controller: Awaited<ReturnType<typeof group>>['controller']) =>
  controller.handle('confirm-payment', {
    groupId: 'g1',
    params: { return_url: 'https://shop.example/done' },
  }) as Promise<{ paymentIntent?: Record<string, Json>; error?: Record<string, Json> }>;

describe('confirming with an Express Checkout Element', () => {
  it('pays with the clicked method, not the Payment Element beside it', async () => {
    const { controller, close } = await group([
      ['payment', CARD_ANSWERS],
      ['expressCheckout', express('demo_pay')],
    ]);
    const result = await confirm(controller);
    const intent = result.paymentIntent ?? {};
    // demo_pay is a redirect method: the intent waits for the shopper at the simulated page.
    expect(intent.status).toBe('requires_action');
    const method = await provider.secret('GET', `payment_methods/${intent.payment_method}`);
    expect(method.type).toBe('demo_pay');
    close();
  });

  it('leaves the Payment Element to pay when no express button was clicked', async () => {
    const { controller, close } = await group([
      ['payment', CARD_ANSWERS],
      ['expressCheckout', express(null)],
    ]);
    const result = await confirm(controller);
    expect(result.paymentIntent?.status).toBe('succeeded');
    close();
  });

  it('confirms an Express Checkout Element mounted alone', async () => {
    const { controller, close } = await group([['expressCheckout', express('demo_pay')]]);
    const result = await confirm(controller);
    const method = await provider.secret(
      'GET',
      `payment_methods/${result.paymentIntent?.payment_method}`,
    );
    expect(method.type).toBe('demo_pay');
    close();
  });
});
