// @vitest-environment jsdom
import type { ControllerRequest } from '@kassa/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KassaElement, KassaElements, KassaInstance } from '../types.js';
import { createFactory } from './factory.js';
import { IntegrationError } from './integration-error.js';
import { startScriptedController, TEST_PROVIDER } from './scripted-controller.js';

const PROVIDER = TEST_PROVIDER;
const SECRET = 'pi_123_secret_abc';

let stripe: KassaInstance;
let requests: ControllerRequest[];
let answers: Record<string, unknown>;

beforeEach(() => {
  document.body.innerHTML = '<div id="pay"></div><div id="cvc"></div>';
  ({ stripe, requests, answers } = startScriptedController());
});

afterEach(() => vi.restoreAllMocks());

type Call = (stripe: KassaInstance, elements: KassaElements) => unknown;
const any = (value: unknown) => value as never;

/** Every public method given a wrong argument type, and what its error must say. */
const WRONG_TYPES: Array<[string, Call, string]> = [
  [
    'Stripe(5)',
    () => createFactory({ window, providerOrigin: PROVIDER })(any(5)),
    'expected `apiKey` to be a string, but received 5',
  ],
  [
    'Stripe(pk, "x")',
    () => createFactory({ window, providerOrigin: PROVIDER })('pk_test_1', any('x')),
    'expected `options` to be an object, but received "x"',
  ],
  ['elements(5)', (s) => s.elements(any(5)), 'expected `options` to be an object, but received 5'],
  [
    'elements({loader})',
    (s) => s.elements(any({ loader: 'sometimes' })),
    "expected `loader` to be one of 'auto', 'always' or 'never', but received \"sometimes\"",
  ],
  [
    'elements({fonts})',
    (s) => s.elements(any({ fonts: 'Roboto' })),
    'expected `fonts` to be an array, but received "Roboto"',
  ],
  [
    'elements({appearance})',
    (s) => s.elements(any({ appearance: 'night' })),
    'expected `appearance` to be an object, but received "night"',
  ],
  [
    'elements({locale})',
    (s) => s.elements(any({ locale: 5 })),
    'expected `locale` to be a string, but received 5',
  ],
  [
    'elements({customerSessionClientSecret})',
    (s) => s.elements(any({ customerSessionClientSecret: 5 })),
    'expected `customerSessionClientSecret` to be a string, but received 5',
  ],
  [
    'create(5)',
    (_, e) => e.create(any(5)),
    'expected `elementType` to be an element type string, but received 5',
  ],
  [
    'create(type, 5)',
    (_, e) => e.create('card', any(5)),
    'expected `options` to be an object, but received 5',
  ],
  [
    'getElement(null)',
    (_, e) => e.getElement(any(null)),
    'expected `elementType` to be an element type string, but received null',
  ],
  [
    'elements.update("x")',
    (_, e) => e.update(any('x')),
    'expected `options` to be an object, but received "x"',
  ],
  [
    'elements.on(name, 5)',
    (_, e) => e.on('update-end', any(5)),
    'expected `handler` to be a function, but received 5',
  ],
  [
    'element.mount(5)',
    (_, e) => e.create('card').mount(any(5)),
    'expected `domElement` to be a CSS selector or a DOM element, but received 5',
  ],
  [
    'element.update(5)',
    (_, e) => e.create('card').update(any(5)),
    'expected `options` to be an object, but received 5',
  ],
  [
    'element.on(name, "f")',
    (_, e) => e.create('card').on('change', any('f')),
    'expected `handler` to be a function, but received "f"',
  ],
  [
    'element.once(5, f)',
    (_, e) => e.create('card').once(any(5), () => {}),
    'expected the event type to be one of',
  ],
  [
    'confirmPayment(5)',
    (s) => s.confirmPayment(any(5)),
    'expected `options` to be an object, but received 5',
  ],
  [
    'confirmSetup([])',
    (s) => s.confirmSetup(any([])),
    'expected `options` to be an object, but received an array',
  ],
  [
    'confirmCardPayment(5)',
    (s) => s.confirmCardPayment(any(5)),
    'expected `clientSecret` to be a PaymentIntent client secret',
  ],
  [
    'confirmCardPayment(secret, 5)',
    (s) => s.confirmCardPayment(SECRET, any(5)),
    'expected `data` to be an object, but received 5',
  ],
  [
    'confirmCardSetup(pi secret)',
    (s) => s.confirmCardSetup(SECRET),
    'expected `clientSecret` to be a SetupIntent client secret',
  ],
  ['retrievePaymentIntent(null)', (s) => s.retrievePaymentIntent(any(null)), 'but received null'],
  ['retrieveSetupIntent(5)', (s) => s.retrieveSetupIntent(any(5)), 'but received 5'],
  [
    'createPaymentMethod("card")',
    (s) => s.createPaymentMethod(any('card')),
    'expected `options` to be an object, but received "card"',
  ],
  [
    'createPaymentMethod({elements: 5})',
    (s) => s.createPaymentMethod(any({ elements: 5 })),
    'expected `elements` to be an Elements group or Element created by this Kassa instance, but received 5',
  ],
  [
    'createConfirmationToken(5)',
    (s) => s.createConfirmationToken(any(5)),
    'expected `options` to be an object, but received 5',
  ],
  [
    'createConfirmationToken({})',
    (s) => s.createConfirmationToken(any({})),
    'expected `elements` to be an Elements group or Element created by this Kassa instance, but received undefined',
  ],
  [
    'createConfirmationToken({elements, params: 5})',
    (s, e) => s.createConfirmationToken(any({ elements: e, params: 5 })),
    'expected `params` to be an object, but received 5',
  ],
  [
    'createToken(5)',
    (s) => s.createToken(any(5)),
    "expected `tokenType` to be a card Element or one of 'cvc_update', 'pii', 'bank_account', 'account', 'person', but received 5",
  ],
  ['createToken("iban")', (s) => s.createToken(any('iban')), 'but received "iban"'],
  [
    'createToken("pii", "123")',
    (s) => s.createToken('pii', any('123')),
    'expected `data` to be an object, but received "123"',
  ],
  [
    'createToken(card, 5)',
    (s, e) => {
      const card = e.create('card');
      card.mount('#pay');
      return s.createToken(any(card), any(5));
    },
    'expected `data` to be an object, but received 5',
  ],
  ['createToken("cvc_update")', (s) => s.createToken(any('cvc_update')), 'but received undefined'],
  [
    'createSource(5)',
    (s) => s.createSource(any(5)),
    'expected `sourceData` to be an object, but received 5',
  ],
  [
    'createSource(card, "card")',
    (s, e) => {
      const card = e.create('card');
      card.mount('#pay');
      return s.createSource(any(card), any('card'));
    },
    'expected `sourceData` to be an object, but received "card"',
  ],
  [
    'retrieveSource("src_1")',
    (s) => s.retrieveSource(any('src_1')),
    'expected `sourceData` to be an object, but received "src_1"',
  ],
  [
    'registerAppInfo("x")',
    (s) => s.registerAppInfo(any('x')),
    'expected `wrapperLibrary` to be an object, but received "x"',
  ],
];

describe('wrong argument types to the public API', () => {
  it.each(WRONG_TYPES.map(([name, call, message]) => ({ name, call, message })))(
    '$name throws an IntegrationError',
    ({ call, message }) => {
      const elements = stripe.elements({ clientSecret: SECRET });
      let thrown: unknown;
      try {
        call(stripe, elements);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(IntegrationError);
      expect((thrown as Error).message).toContain(message);
    },
  );

  it('never sends a call with a wrong argument to the controller', () => {
    const before = requests.length;
    expect(() => stripe.createToken(any(5))).toThrow(IntegrationError);
    expect(requests.length).toBe(before);
  });
});

it('refuses a customerSessionClientSecret with Subscriptions, in the words of Stripe.js', () => {
  expect(() =>
    stripe.elements({
      mode: 'subscription',
      currency: 'usd',
      customerSessionClientSecret: 'cuss_secret_1',
    } as never),
  ).toThrow(
    new IntegrationError(
      'You cannot specify a customerSessionClientSecret while using Subscriptions.',
    ),
  );
});

describe('a destroyed element', () => {
  const METHODS: Array<[string, (element: KassaElement<'payment'>) => unknown]> = [
    ['mount', (element) => element.mount('#pay')],
    ['unmount', (element) => element.unmount()],
    ['destroy', (element) => element.destroy()],
    ['update', (element) => element.update({})],
    ['focus', (element) => element.focus()],
    ['blur', (element) => element.blur()],
    ['clear', (element) => element.clear()],
    ['collapse', (element) => element.collapse()],
    ['on', (element) => element.on('change', () => {})],
    ['once', (element) => element.once('change', () => {})],
  ];

  it.each(METHODS)('throws clearly from %s()', (_name, call) => {
    const element = stripe.elements({ clientSecret: SECRET }).create('payment');
    element.mount('#pay');
    element.destroy();
    expect(() => call(element)).toThrow(
      new IntegrationError('This Element has already been destroyed. Please create a new one.'),
    );
  });

  it('still lets handlers be removed, as @stripe/react-stripe-js does after destroy()', () => {
    const element = stripe.elements({ clientSecret: SECRET }).create('payment');
    element.on('change', () => {});
    element.mount('#pay');
    element.destroy();
    expect(() => element.off('change')).not.toThrow();
  });

  it('cannot be used to create a token', () => {
    const elements = stripe.elements({ clientSecret: SECRET });
    const card = elements.create('card');
    card.mount('#pay');
    card.destroy();
    expect(() => stripe.createToken(card)).toThrow(IntegrationError);
  });
});

describe('createToken and createConfirmationToken', () => {
  it('send a card element token request with its frame and data', async () => {
    const elements = stripe.elements({ clientSecret: SECRET });
    const card = elements.create('card');
    card.mount('#pay');
    answers['create-token'] = { token: { id: 'tok_1' } };
    const result = await stripe.createToken(card, { name: 'Jenny Rosen' });
    expect(result).toEqual({ token: { id: 'tok_1' } });
    expect(requests.at(-1)).toMatchObject({
      action: 'create-token',
      payload: { tokenType: 'card', frameId: expect.any(String), data: { name: 'Jenny Rosen' } },
    });
  });

  it('send cvc_update with the cvc element', async () => {
    const elements = stripe.elements({ clientSecret: SECRET });
    const cvc = elements.create('cardCvc');
    cvc.mount('#cvc');
    await stripe.createToken('cvc_update', cvc);
    expect(requests.at(-1)).toMatchObject({
      action: 'create-token',
      payload: { tokenType: 'cvc_update', frameId: expect.any(String) },
    });
  });

  it('refuse an element of another Kassa instance', () => {
    const other = createFactory({ window, providerOrigin: PROVIDER })('pk_test_2');
    const card = other.elements().create('card');
    card.mount('#pay');
    expect(() => stripe.createToken(card)).toThrow(
      'Please use the same instance of Stripe you used to create this Element.',
    );
  });

  it('pass the group and params of createConfirmationToken', async () => {
    const elements = stripe.elements({ mode: 'payment', amount: 100, currency: 'usd' });
    answers['create-confirmation-token'] = { confirmationToken: { id: 'ctoken_1' } };
    const result = await stripe.createConfirmationToken({
      elements,
      params: { return_url: 'https://shop.example/done' },
    });
    expect(result).toEqual({ confirmationToken: { id: 'ctoken_1' } });
    expect(requests.at(-1)).toMatchObject({
      action: 'create-confirmation-token',
      payload: { params: { return_url: 'https://shop.example/done' } },
    });
  });
});

describe('createSource and retrieveSource', () => {
  it('send a card element source request with its frame and data', async () => {
    const elements = stripe.elements({ clientSecret: SECRET });
    const card = elements.create('card');
    card.mount('#pay');
    answers['create-source'] = { source: { id: 'src_1' } };
    const result = await stripe.createSource(card, { type: 'card', owner: { name: 'Jenny' } });
    expect(result).toEqual({ source: { id: 'src_1' } });
    expect(requests.at(-1)).toMatchObject({
      action: 'create-source',
      payload: {
        groupId: expect.any(String),
        frameId: expect.any(String),
        data: { type: 'card', owner: { name: 'Jenny' } },
      },
    });
  });

  it('send source data without an element, and retrieveSource its id and secret', async () => {
    await stripe.createSource({ type: 'card', token: 'tok_visa' });
    expect(requests.at(-1)).toMatchObject({ action: 'create-source' });
    expect(requests.at(-1)?.payload).toEqual({ data: { type: 'card', token: 'tok_visa' } });
    answers['retrieve-source'] = { source: { id: 'src_2' } };
    const read = await stripe.retrieveSource({ id: 'src_2', client_secret: 'src_client_secret_x' });
    expect(read).toEqual({ source: { id: 'src_2' } });
    expect(requests.at(-1)).toMatchObject({ action: 'retrieve-source' });
    expect(requests.at(-1)?.payload).toEqual({
      data: { id: 'src_2', client_secret: 'src_client_secret_x' },
    });
  });
});
