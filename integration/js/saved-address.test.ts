import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_ANSWERS,
  fakeFrame,
  type InProcessProvider,
  startProvider,
  tick,
} from './in-process-provider.js';

// The Address Element's saved view changing the customer's shipping address, through the
// controller, against the real provider API in process.
let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

type Body = Record<string, Json>;

const SHIPPING = {
  name: 'Jenny Rosen',
  address: {
    line1: '510 Townsend St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94103',
    country: 'US',
  },
};

async function shopperWithAddress() {
  const customer = (await provider.secret('POST', 'customers', { shipping: SHIPPING }))
    .id as string;
  const session = await provider.secret('POST', 'customer_sessions', {
    customer,
    components: { payment_element: { enabled: true } },
  });
  return { customer, customerSessionClientSecret: session.client_secret as string };
}

async function addressGroup(options: Body, elementType: 'address' | 'payment' = 'address') {
  const { controller } = provider.newController();
  await controller.handle('elements-create', {
    groupId: 'g1',
    options: { mode: 'payment', amount: 1000, currency: 'usd', ...options },
  });
  const frame = fakeFrame({});
  controller.handle('element-mount', { groupId: 'g1', frameId: 'a1', elementType });
  controller.registry.connect('g1', 'a1', elementType, frame.port);
  await tick();
  return { controller, frame };
}

const shippingOf = async (customer: string) =>
  (await provider.secret('GET', `customers/${customer}`)).shipping as Body | null;

describe("changing the customer's saved address from the Address Element", () => {
  it('updates it with the customer session secret, and later frames see the new one', async () => {
    const shopper = await shopperWithAddress();
    const { controller, frame } = await addressGroup({
      customerSessionClientSecret: shopper.customerSessionClientSecret,
    });
    const moved = { ...SHIPPING, address: { ...SHIPPING.address, line1: '1 Market St' } };
    const answer = await frame.ask('saved-address-change', { shipping: moved });
    expect(answer).toMatchObject({
      type: 'port-response',
      result: { shipping: { address: { line1: '1 Market St' } } },
    });
    expect(await shippingOf(shopper.customer)).toMatchObject({ address: { line1: '1 Market St' } });
    const late = fakeFrame({});
    controller.registry.connect('g1', 'a2', 'address', late.port);
    await tick();
    const [session] = late.broadcasts('session') as { customer: { shipping: Body } }[];
    expect(session?.customer.shipping).toMatchObject({ address: { line1: '1 Market St' } });
    frame.close();
    late.close();
  });

  it('removes it with null', async () => {
    const shopper = await shopperWithAddress();
    const { frame } = await addressGroup({
      customerSessionClientSecret: shopper.customerSessionClientSecret,
    });
    const answer = await frame.ask('saved-address-change', { shipping: null });
    expect(answer).toMatchObject({ type: 'port-response', result: { shipping: null } });
    expect(await shippingOf(shopper.customer)).toBeNull();
    frame.close();
  });

  it("answers the provider's refusal of an invalid address and keeps the saved one", async () => {
    const shopper = await shopperWithAddress();
    const { frame } = await addressGroup({
      customerSessionClientSecret: shopper.customerSessionClientSecret,
    });
    const bad = { ...SHIPPING, address: { ...SHIPPING.address, postal_code: '123' } };
    const answer = (await frame.ask('saved-address-change', { shipping: bad })) as {
      error?: { type: string; param?: string };
    };
    expect(answer.error).toMatchObject({
      type: 'invalid_request_error',
      param: 'shipping[address][postal_code]',
    });
    expect(await shippingOf(shopper.customer)).toMatchObject({ address: { postal_code: '94103' } });
    frame.close();
  });

  it('refuses a frame that is no Address Element, and a group without a customer session', async () => {
    const shopper = await shopperWithAddress();
    const { frame: payment } = await addressGroup(
      { customerSessionClientSecret: shopper.customerSessionClientSecret },
      'payment',
    );
    const refused = (await payment.ask('saved-address-change', { shipping: null })) as {
      error?: { message: string };
    };
    expect(refused.error?.message).toMatch(/Address Element/);
    const { frame } = await addressGroup({});
    const alone = (await frame.ask('saved-address-change', { shipping: null })) as {
      error?: { message: string };
    };
    expect(alone.error?.message).toMatch(/customerSessionClientSecret/);
    expect(await shippingOf(shopper.customer)).toMatchObject({ name: 'Jenny Rosen' });
    payment.close();
    frame.close();
  });
});

describe("the customer's other saved addresses, from its paid payments", () => {
  const OFFICE = {
    name: 'Jenny Rosen',
    address: {
      line1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    },
  };

  /** A customer-session group paying an intent of the customer, with a shipping form. */
  async function payingGroup(customerSessionClientSecret: string, customer: string) {
    const { controller } = provider.newController();
    const intent = await provider.secret('POST', 'payment_intents', {
      amount: 1000,
      currency: 'usd',
      customer,
      payment_method_types: ['card'],
    });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: String(intent.client_secret), customerSessionClientSecret },
    });
    const payment = fakeFrame(CARD_ANSWERS);
    controller.registry.connect('g1', 'p1', 'payment', payment.port);
    const shipping = fakeFrame({
      validate: { complete: true, error: null },
      collect: { shipping: OFFICE },
    });
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 's1',
      elementType: 'address',
      mode: 'shipping',
    });
    controller.registry.connect('g1', 's1', 'address', shipping.port);
    await tick();
    return { controller, payment, shipping };
  }

  /** The saved addresses the next elements session of the customer lists. */
  async function listed(customerSessionClientSecret: string) {
    const { frame } = await addressGroup({ customerSessionClientSecret });
    const [session] = frame.broadcasts('session') as {
      customer: { saved_shipping_addresses: { id: string; shipping: Body }[] };
    }[];
    frame.close();
    return session?.customer.saved_shipping_addresses;
  }

  it('are saved by a paid confirm, listed by the next session, then updated and removed by id', async () => {
    const shopper = await shopperWithAddress();
    const { controller, payment, shipping } = await payingGroup(
      shopper.customerSessionClientSecret,
      shopper.customer,
    );
    const result = (await controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { paymentIntent: { status: string } };
    expect(result.paymentIntent.status).toBe('succeeded');
    payment.close();
    shipping.close();

    const saved = await listed(shopper.customerSessionClientSecret);
    expect(saved).toHaveLength(1);
    const [entry] = saved ?? [];
    expect(entry?.id).toMatch(/^csa_/);
    expect(entry?.shipping).toMatchObject({ address: { line1: '1 Market St' } });
    // The customer's own shipping stays where it was.
    expect(await shippingOf(shopper.customer)).toMatchObject({
      address: { line1: '510 Townsend St' },
    });

    const { controller: viewer, frame } = await addressGroup({
      customerSessionClientSecret: shopper.customerSessionClientSecret,
    });
    const moved = { ...OFFICE, address: { ...OFFICE.address, line1: '2 Market St' } };
    const updated = await frame.ask('saved-address-change', {
      shipping: moved,
      address: entry?.id ?? '',
    });
    expect(updated).toMatchObject({
      type: 'port-response',
      result: { shipping: { address: { line1: '2 Market St' } } },
    });
    // A frame mounting later in the same group sees the changed list.
    const late = fakeFrame({});
    viewer.registry.connect('g1', 'a3', 'address', late.port);
    await tick();
    const [session] = late.broadcasts('session') as {
      customer: { saved_shipping_addresses: { id: string; shipping: Body }[] };
    }[];
    expect(session?.customer.saved_shipping_addresses).toMatchObject([
      { id: entry?.id, shipping: { address: { line1: '2 Market St' } } },
    ]);
    late.close();

    const removed = await frame.ask('saved-address-change', {
      shipping: null,
      address: entry?.id ?? '',
    });
    expect(removed).toMatchObject({ type: 'port-response', result: { shipping: null } });
    frame.close();
    expect(await listed(shopper.customerSessionClientSecret)).toEqual([]);
    expect(await shippingOf(shopper.customer)).toMatchObject({
      address: { line1: '510 Townsend St' },
    });
  });

  it('are not saved without a customer session', async () => {
    const shopper = await shopperWithAddress();
    const { controller } = provider.newController();
    const intent = await provider.secret('POST', 'payment_intents', {
      amount: 1000,
      currency: 'usd',
      customer: shopper.customer,
      payment_method_types: ['card'],
    });
    await controller.handle('elements-create', {
      groupId: 'g1',
      options: { clientSecret: String(intent.client_secret) },
    });
    const payment = fakeFrame(CARD_ANSWERS);
    controller.registry.connect('g1', 'p1', 'payment', payment.port);
    const shipping = fakeFrame({
      validate: { complete: true, error: null },
      collect: { shipping: OFFICE },
    });
    await controller.handle('element-mount', {
      groupId: 'g1',
      frameId: 's1',
      elementType: 'address',
      mode: 'shipping',
    });
    controller.registry.connect('g1', 's1', 'address', shipping.port);
    await tick();
    const result = (await controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { paymentIntent: { status: string } };
    expect(result.paymentIntent.status).toBe('succeeded');
    payment.close();
    shipping.close();
    expect(await listed(shopper.customerSessionClientSecret)).toEqual([]);
  });
});
