// @vitest-environment jsdom
import { type ControllerRequest, parseFrameHash } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntegrationError } from './integration-error.js';
import {
  deliver,
  type ScriptedController,
  startScriptedController,
} from './scripted-controller.js';

const SECRET = 'cs_test_sess1_secret_abc';
type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: the SDK is exercised as merchants call it, untyped.
type Any = any;

/** A PaymentPage as the checkout contract shapes it. */
function paymentPage(overrides: Json = {}): Json {
  return {
    id: 'cs_test_sess1',
    object: 'payment_page',
    livemode: false,
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    currency: 'usd',
    locale: 'en',
    customer: null,
    customer_email: null,
    email: null,
    phone: null,
    line_item_group: {
      currency: 'usd',
      subtotal: 2000,
      shipping_amount: 500,
      discount_amount: 0,
      tax_amount: 0,
      total: 2500,
      shipping_rate: 'shr_1',
      line_items: [
        {
          id: 'li_1',
          price: 'price_1',
          name: 'Mug',
          description: null,
          images: [],
          quantity: 2,
          unit_amount: 1000,
          subtotal: 2000,
          total: 2000,
          adjustable_quantity: { enabled: true, minimum: 1, maximum: 5 },
        },
      ],
    },
    payment_method_types: ['card'],
    shipping_address_collection: null,
    shipping_options: [
      {
        shipping_rate: {
          id: 'shr_1',
          display_name: 'Post',
          fixed_amount: { amount: 500, currency: 'usd' },
          delivery_estimate: null,
        },
        shipping_amount: 500,
      },
    ],
    shipping_details: null,
    phone_number_collection: { enabled: false },
    return_url: 'https://shop.example/return?session_id=cs_test_sess1',
    payment_intent: null,
    setup_intent: null,
    saved_payment_methods: [],
    adaptive_pricing: null,
    ...overrides,
  };
}

let controller: ScriptedController;
let navigate: ReturnType<typeof vi.fn<(url: string) => void>>;
/** What the controller answers each payment-page op with (a function of the request's params). */
let pages: Record<string, (params: Json) => unknown>;

const pageRequests = () =>
  controller.requests
    .filter((r) => r.action === 'payment-page')
    .map((r) => r.payload as { op: string; params: Json; sessionId: string });

beforeEach(() => {
  document.body.innerHTML = '<div id="payment"></div>';
  navigate = vi.fn<(url: string) => void>();
  controller = startScriptedController(navigate);
  pages = {
    init: () => ({ paymentPage: paymentPage() }),
    retrieve: () => ({ paymentPage: paymentPage() }),
    update: (params) => ({ paymentPage: paymentPage(params) }),
  };
  Object.defineProperty(controller.answers, 'payment-page', {
    get: () => {
      const last = controller.requests.at(-1) as ControllerRequest;
      const { op, params } = last.payload as { op: string; params: Json };
      return pages[op]?.(params) ?? {};
    },
  });
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function loaded(options: Json = { clientSecret: SECRET }) {
  const checkout = (controller.stripe as Any).initCheckoutElementsSdk(options);
  const result = await checkout.loadActions();
  return { checkout, result, actions: result.actions };
}

describe('stripe.initCheckoutElementsSdk', () => {
  it('reads the session through /init and answers its state as Stripe.js shapes it', async () => {
    const { result, actions } = await loaded();
    expect(result.type).toBe('success');
    expect(pageRequests()[0]).toEqual({ sessionId: 'cs_test_sess1', op: 'init', params: {} });
    const session = actions.getSession();
    expect(session).toMatchObject({
      id: 'cs_test_sess1',
      status: { type: 'open' },
      currency: 'usd',
      minorUnitsAmountDivisor: 100,
      canConfirm: false,
      email: null,
      total: {
        subtotal: { minorUnitsAmount: 2000, amount: '$20.00' },
        shippingRate: { minorUnitsAmount: 500, amount: '$5.00' },
        total: { minorUnitsAmount: 2500, amount: '$25.00' },
      },
      shipping: { shippingOption: { id: 'shr_1', displayName: 'Post', minorUnitsAmount: 500 } },
    });
    expect(session.lineItems[0]).toMatchObject({
      id: 'li_1',
      name: 'Mug',
      quantity: 2,
      unitAmount: { minorUnitsAmount: 1000, amount: '$10.00' },
      adjustableQuantity: { minimum: 1, maximum: 5 },
      priceId: 'price_1',
    });
  });

  it('takes the client secret as a promise, from fetchClientSecret, and under initCheckout', async () => {
    await loaded({ clientSecret: Promise.resolve(SECRET) });
    await loaded({ fetchClientSecret: () => Promise.resolve(SECRET) });
    const old = (controller.stripe as Any).initCheckout({ clientSecret: SECRET });
    expect((await old.loadActions()).type).toBe('success');
    expect(pageRequests().filter((r) => r.op === 'init')).toHaveLength(3);
  });

  it.each([
    [{}, '`clientSecret` is required'],
    [{ clientSecret: 'pi_1_secret_2' }, 'a Checkout Session client secret'],
    [{ clientSecret: SECRET, elementsOptions: 5 }, 'expected `elementsOptions` to be an object'],
  ])('rejects the options %o with an IntegrationError', async (options, message) => {
    const checkout = (controller.stripe as Any).initCheckoutElementsSdk(options);
    const failure = checkout.loadActions();
    await expect(failure).rejects.toBeInstanceOf(IntegrationError);
    await expect(failure).rejects.toThrow(message);
  });

  it('answers loadActions with an error when the session cannot be read', async () => {
    pages.init = () => ({
      error: { type: 'invalid_request_error', message: 'No such checkout session' },
    });
    const { result } = await loaded();
    expect(result).toEqual({
      type: 'error',
      error: { message: 'No such checkout session', code: null },
    });
  });

  it('updates the e-mail, phone, shipping option and quantity through the page, telling listeners', async () => {
    const { checkout, actions } = await loaded();
    const heard: Json[] = [];
    checkout.on('change', (session: Json) => heard.push(session));
    const email = await actions.updateEmail(' ada@example.com ');
    expect(email.type).toBe('success');
    expect(email.session.email).toBe('ada@example.com');
    await actions.updatePhoneNumber('+33612345678');
    await actions.updateShippingOption('shr_1');
    await actions.updateLineItemQuantity({ lineItem: 'li_1', quantity: 3 });
    await actions.updateShippingAddress({
      name: 'Ada',
      address: { country: 'FR', city: 'Paris', line2: null },
    });
    expect(pageRequests().slice(1)).toEqual([
      { sessionId: 'cs_test_sess1', op: 'update', params: { email: 'ada@example.com' } },
      { sessionId: 'cs_test_sess1', op: 'update', params: { phone: '+33612345678' } },
      { sessionId: 'cs_test_sess1', op: 'update', params: { shipping_rate: 'shr_1' } },
      {
        sessionId: 'cs_test_sess1',
        op: 'update',
        params: { updated_line_item_quantity: { line_item_id: 'li_1', quantity: 3 } },
      },
      {
        sessionId: 'cs_test_sess1',
        op: 'update',
        params: { shipping_address: { name: 'Ada', address: { country: 'FR', city: 'Paris' } } },
      },
    ]);
    expect(heard).toHaveLength(5);
    expect(heard[0]?.email).toBe('ada@example.com');
  });

  it("refuses a bad e-mail without a request, and answers the server's refusals as errors", async () => {
    const { actions } = await loaded();
    expect(await actions.updateEmail('')).toEqual({
      type: 'error',
      error: { message: 'Enter an email address.', code: 'incompleteEmail' },
    });
    expect((await actions.updateEmail('ada@')).error.code).toBe('invalidEmail');
    expect(pageRequests()).toHaveLength(1);
    pages.update = () => ({
      error: { type: 'invalid_request_error', message: 'Promotion codes are not supported yet.' },
    });
    expect(await actions.applyPromotionCode('SAVE10')).toEqual({
      type: 'error',
      error: { message: 'Promotion codes are not supported yet.', code: 'invalidCode' },
    });
    expect((await actions.removePromotionCode()).type).toBe('error');
    expect((await actions.addOptionalLineItem('price_2')).error.message).toContain(
      'not supported by Kassa yet',
    );
  });

  it('keeps the billing address, business name and tax id on the page', async () => {
    const { actions } = await loaded();
    const address = { name: 'Ada', address: { country: 'GB', postal_code: 'N1 9GU' } };
    expect((await actions.updateBillingAddress(address)).session.billingAddress).toEqual(address);
    expect((await actions.updateBusinessName('Ada Ltd')).session.businessName).toBe('Ada Ltd');
    expect((await actions.updateBillingAddress({ address: {} })).type).toBe('error');
    expect(pageRequests()).toHaveLength(1);
  });

  it('makes its elements in one deferred-mode group fed with the session, synchronously', async () => {
    const checkout = (controller.stripe as Any).initCheckoutElementsSdk({
      clientSecret: SECRET,
      elementsOptions: { appearance: { theme: 'night' } },
    });
    // Called before anything has loaded, as Stripe's docs do.
    checkout.createPaymentElement({ layout: 'tabs' }).mount('#payment');
    await checkout.loadActions();
    await vi.waitFor(() => expect(document.querySelector('#payment iframe')).not.toBeNull());
    const created = controller.requests.find((r) => r.action === 'elements-create');
    expect(created?.payload).toMatchObject({
      options: {
        mode: 'payment',
        amount: 2500,
        currency: 'usd',
        paymentMethodTypes: ['card'],
        paymentMethodCreation: 'manual',
        appearance: { theme: 'night' },
        locale: 'en',
      },
    });
    expect(await checkout.getPaymentElement()).not.toBeNull();
    expect(await checkout.getBillingAddressElement()).toBeNull();
    await expect(checkout.createCurrencySelectorElement()).rejects.toThrow(
      'The Currency Selector Element is not supported by Kassa yet.',
    );
  });

  it('follows the Payment Element: canConfirm once it is complete and the e-mail known', async () => {
    pages.init = () => ({ paymentPage: paymentPage({ email: 'ada@example.com' }) });
    const { checkout, actions } = await loaded();
    const element = checkout.createPaymentElement();
    element.mount('#payment');
    await vi.waitFor(() => expect(document.querySelector('#payment iframe')).not.toBeNull());
    const frame = document.querySelector('#payment iframe') as HTMLIFrameElement;
    const frameId = parseFrameHash(new URL(frame.src).hash).id;
    const heard: boolean[] = [];
    // The stand-in registers on the real object a microtask later: wait for it.
    await checkout.on('change', (session: Json) => heard.push(session.canConfirm as boolean));
    deliver(frame.contentWindow, {
      kassa: 1,
      type: 'element-event',
      frameId,
      event: 'change',
      payload: { complete: true, empty: false, value: { type: 'card' } },
    });
    await vi.waitFor(() => expect(heard).toEqual([true]));
    expect(actions.getSession().canConfirm).toBe(true);
  });
});

describe('checkout.confirm', () => {
  async function ready(confirmAnswer: (params: Json) => unknown) {
    pages.init = () => ({ paymentPage: paymentPage({ email: 'ada@example.com' }) });
    pages.confirm = confirmAnswer;
    const { checkout, actions } = await loaded();
    await checkout.createPaymentElement().mount('#payment');
    controller.answers['create-payment-method'] = { paymentMethod: { id: 'pm_1' } };
    return actions;
  }

  const complete = (intent: Json = { id: 'pi_1', status: 'succeeded' }) =>
    paymentPage({ status: 'complete', payment_status: 'paid', payment_intent: intent });

  it('creates the method from the Payment Element, confirms with the expected amount and goes to the return_url', async () => {
    const actions = await ready(() => ({ paymentPage: complete() }));
    const settled = vi.fn();
    actions.confirm().then(settled);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledOnce());
    expect(navigate).toHaveBeenCalledWith('https://shop.example/return?session_id=cs_test_sess1');
    const sent = pageRequests().find((r) => r.op === 'confirm');
    expect(sent?.params).toEqual({
      email: 'ada@example.com',
      expected_amount: 2500,
      payment_method: 'pm_1',
    });
    expect(controller.requests.map((r) => r.action)).toContain('elements-submit');
    const method = controller.requests.find((r) => r.action === 'create-payment-method');
    expect(method?.payload).toMatchObject({
      params: { billing_details: { email: 'ada@example.com' } },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).not.toHaveBeenCalled();
  });

  it("answers the session with redirect 'if_required', and substitutes a returnUrl's session id", async () => {
    const actions = await ready(() => ({ paymentPage: complete() }));
    const result = await actions.confirm({
      redirect: 'if_required',
      returnUrl: 'https://shop.example/done/{CHECKOUT_SESSION_ID}',
    });
    expect(result.type).toBe('success');
    expect(result.session.status).toEqual({ type: 'complete', paymentStatus: 'paid' });
    expect(pageRequests().find((r) => r.op === 'confirm')?.params.return_url).toBe(
      'https://shop.example/done/cs_test_sess1',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('answers a decline as paymentFailed with its decline code, and keeps the session open', async () => {
    const actions = await ready(() => ({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    }));
    const result = await actions.confirm();
    expect(result).toEqual({
      type: 'error',
      error: {
        message: 'Your card has insufficient funds.',
        code: 'paymentFailed',
        paymentFailed: { declineCode: 'insufficient_funds' },
      },
    });
    expect(actions.getSession().lastPaymentError).toEqual({
      message: 'Your card has insufficient funds.',
    });
  });

  it('runs the next action (3-D Secure) and reads the session again', async () => {
    const actions = await ready(() => ({
      paymentPage: paymentPage({
        email: 'ada@example.com',
        payment_intent: { id: 'pi_1', status: 'requires_action', client_secret: 'pi_1_secret_x' },
      }),
    }));
    controller.answers['handle-next-action'] = {
      paymentIntent: { id: 'pi_1', status: 'succeeded' },
    };
    pages.retrieve = () => ({ paymentPage: complete() });
    const result = await actions.confirm({ redirect: 'if_required' });
    expect(result.type).toBe('success');
    const next = controller.requests.find((r) => r.action === 'handle-next-action');
    expect(next?.payload).toEqual({ clientSecret: 'pi_1_secret_x' });
  });

  it('stops at an invalid Payment Element and needs an e-mail', async () => {
    const actions = await ready(() => ({ paymentPage: complete() }));
    controller.answers['elements-submit'] = {
      error: { type: 'validation_error', message: 'Your card number is incomplete.' },
    };
    expect(await actions.confirm()).toEqual({
      type: 'error',
      error: { message: 'Your card number is incomplete.', code: null },
    });
    pages.init = () => ({ paymentPage: paymentPage() });
    const other = await loaded();
    expect((await other.actions.confirm()).error.message).toContain('email');
    expect(pageRequests().some((r) => r.op === 'confirm')).toBe(false);
  });
});
