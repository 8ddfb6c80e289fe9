// Groups as merchants' Stripe.js code makes them: no options at all, or a Link Authentication,
// Contact Details or Shipping Address Element beside the Payment Element.
import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

async function groupWithLink(
  linkAnswers: Record<string, Json>,
  besideType: 'linkAuthentication' | 'contactDetails' | 'shippingAddress' = 'linkAuthentication',
) {
  const { controller } = provider.newController();
  const intent = await provider.createIntent(1500);
  await controller.handle('elements-create', {
    groupId: 'g1',
    options: { clientSecret: intent.client_secret },
  });
  const payment = fakeFrame(CARD_ANSWERS);
  const link = fakeFrame(linkAnswers);
  controller.registry.connect('g1', 'f1', 'payment', payment.port);
  controller.registry.connect('g1', 'f2', besideType, link.port);
  const close = () => {
    payment.close();
    link.close();
  };
  return { controller, intent, close };
}

type Controller = Awaited<ReturnType<typeof groupWithLink>>['controller'];

/** confirmPayment as the shop calls it, with a return URL: the intent it answers with. */
async function confirmPayment(controller: Controller) {
  const result = (await controller.handle('confirm-payment', {
    groupId: 'g1',
    params: { return_url: 'https://shop.example/done' },
  })) as { paymentIntent: { status: string; payment_method: string; shipping: Json } };
  return result.paymentIntent;
}

/** A confirmation that succeeds: the billing details of the PaymentMethod it made. */
async function confirmedBillingDetails(controller: Controller) {
  const intent = await confirmPayment(controller);
  expect(intent.status).toBe('succeeded');
  const method = await provider.secret('GET', `payment_methods/${intent.payment_method}`);
  return method.billing_details;
}

/** A confirmation a form of the group stops: its error. */
async function confirmationError(controller: Controller) {
  const result = (await controller.handle('confirm-payment', { groupId: 'g1', params: {} })) as {
    error: Json;
  };
  return result.error;
}

describe('the Link Authentication Element beside the Payment Element', () => {
  it('puts its e-mail into the billing details of the PaymentMethod confirmPayment creates', async () => {
    const { controller, intent, close } = await groupWithLink({
      validate: { complete: true, error: null },
      collect: { billing_details: { email: 'jenny@example.com' } },
    });
    expect(await confirmedBillingDetails(controller)).toMatchObject({
      email: 'jenny@example.com',
      address: { postal_code: '10001' },
    });
    expect(intent.id).toMatch(/^pi_/);
    close();
  });

  it('stops the confirmation with its error when the e-mail is missing', async () => {
    const error = {
      type: 'validation_error',
      code: 'incomplete_email',
      message: 'Your email is incomplete.',
    };
    const { controller, close } = await groupWithLink({ validate: { complete: false, error } });
    expect(await confirmationError(controller)).toEqual(error);
    close();
  });
});

describe('the Contact Details and Shipping Address Elements beside the Payment Element', () => {
  it('puts the contact e-mail into the billing details of the PaymentMethod', async () => {
    const { controller, close } = await groupWithLink(
      {
        validate: { complete: true, error: null },
        collect: { billing_details: { email: 'jenny@example.com' } },
      },
      'contactDetails',
    );
    expect(await confirmedBillingDetails(controller)).toMatchObject({
      email: 'jenny@example.com',
      address: { postal_code: '10001' },
    });
    close();
  });

  it('puts the legacy shipping address on the PaymentIntent', async () => {
    const shipping = {
      name: 'Jenny Rosen',
      address: { line1: '27 Fredrick Ave', city: 'Brothers', state: 'OR', country: 'US' },
    };
    const { controller, close } = await groupWithLink(
      { validate: { complete: true, error: null }, collect: { shipping } },
      'shippingAddress',
    );
    const intent = await confirmPayment(controller);
    expect(intent.status).toBe('succeeded');
    expect(intent.shipping).toMatchObject(shipping);
    close();
  });

  it('stops the confirmation with the contact e-mail’s error, before the payment’s', async () => {
    const error = {
      type: 'validation_error',
      code: 'email_invalid',
      message: 'Your email address is invalid.',
    };
    const { controller, close } = await groupWithLink(
      { validate: { complete: false, error } },
      'contactDetails',
    );
    expect(await confirmationError(controller)).toEqual(error);
    close();
  });
});

describe('a shipping address form and the billing forms of its group', () => {
  const REPORT = { complete: true, value: { name: 'Jenny Rosen', address: { country: 'US' } } };

  it('passes the shipping form’s report to every frame of the group, and to later ones', async () => {
    const { controller } = provider.newController();
    await controller.handle('elements-create', { groupId: 'g1', options: {} });
    const mount = (frameId: string, elementType: string, mode?: string) =>
      controller.handle('element-mount', {
        groupId: 'g1',
        frameId,
        elementType,
        ...(mode === undefined ? {} : { mode }),
      } as Json);
    await mount('f1', 'address', 'shipping');
    await mount('f2', 'address', 'billing');
    const shipping = fakeFrame({});
    const billing = fakeFrame({});
    controller.registry.connect('g1', 'f1', 'address', shipping.port);
    controller.registry.connect('g1', 'f2', 'address', billing.port);

    // A billing form cannot speak for the shipping address.
    expect(await billing.ask('shipping-address', REPORT)).toMatchObject({
      type: 'port-error',
      error: { message: 'shipping-address comes from a shipping address form.' },
    });
    expect(await shipping.ask('shipping-address', REPORT)).toMatchObject({
      type: 'port-response',
      result: null,
    });
    await vi.waitFor(() => expect(billing.broadcasts('shipping-address')).toEqual([REPORT]));

    // A billing form that connects later hears the latest report too.
    await mount('f3', 'address', 'billing');
    const late = fakeFrame({});
    controller.registry.connect('g1', 'f3', 'address', late.port);
    await vi.waitFor(() => expect(late.broadcasts('shipping-address')).toEqual([REPORT]));
    for (const frame of [shipping, billing, late]) frame.close();
  });
});

/** The controller with the real provider API, recording the paths it asks for. */
function controllerRecordingPaths() {
  const paths: string[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname);
    return provider.fetch(input, init);
  };
  return { ...provider.newController(fetch), paths };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a group made by stripe.elements() with no options', () => {
  it('asks for no session, so the Card Element hears no failure', async () => {
    const { controller, paths } = controllerRecordingPaths();
    const result = await controller.handle('elements-create', { groupId: 'g1', options: {} });
    expect(result).toEqual({});
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'f1',
      elementType: 'card',
    });
    const frame = fakeFrame({});
    controller.registry.connect('g1', 'f1', 'card', frame.port);
    await settle();
    expect(paths.filter((path) => path.endsWith('/elements/sessions'))).toEqual([]);
    expect(frame.broadcasts('session-error')).toEqual([]);
    frame.close();
  });

  it('still tells a Payment Element mounted in it why it cannot load', async () => {
    const { controller } = controllerRecordingPaths();
    await controller.handle('elements-create', { groupId: 'g1', options: {} });
    const frame = fakeFrame({});
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 'f1',
      elementType: 'payment',
    } as Json);
    controller.registry.connect('g1', 'f1', 'payment', frame.port);
    // The session request runs after mount() answers: wait for its failure to arrive.
    await vi.waitFor(() => expect(frame.broadcasts('session-error')).toHaveLength(1), {
      timeout: 5000,
    });
    frame.close();
  });
});
