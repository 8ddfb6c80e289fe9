import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider, tick } from './in-process-provider.js';

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
