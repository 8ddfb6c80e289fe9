import type { Json } from '@kassa/protocol';
import { fakeFrame, type InProcessProvider, tick } from './in-process-provider.js';
import { ApiClient, type ControllerOptions } from './js-internals.js';

// What the Link wallet's integration tests share: wallet accounts made through the consumer
// API, the codes the test inbox holds, intents, and a checkout group with a Link
// Authentication Element and a Payment Element, all against one in-process provider.

export type Body = Record<string, Json>;
export const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };

/** The helpers bound to `provider()`, the file's own provider (set in its beforeAll). */
export function linkWalletHarness(provider: () => InProcessProvider) {
  function api(): ApiClient {
    return new ApiClient({
      origin: 'http://127.0.0.1',
      key: provider().keys.publishableKey,
      fetch: provider().fetch,
    });
  }

  /** A wallet account with a saved Visa, as an earlier visit would have left it: its session. */
  async function accountWithCard(email: string): Promise<string> {
    const client = api();
    const signUp = await client.post('consumers/accounts/sign_up', {
      email_address: email,
      phone_number: '+12015550123',
      country: 'US',
      consent_action: 'clicked_checkbox_nospm_mobile_v0',
    });
    if (!signUp.ok) throw new Error(signUp.error.message);
    const secret = (signUp.body.consumer_session as { client_secret: string }).client_secret;
    const card = await client.post('consumers/payment_details', {
      type: 'card',
      card: CARD,
      billing_address: { country_code: 'US', postal_code: '94110' },
      credentials: { consumer_session_client_secret: secret },
    });
    if (!card.ok) throw new Error(card.error.message);
    return secret;
  }

  /** Saves another card (a test number, e.g. one that declines) in an account's wallet. */
  async function addCard(secret: string, number: string, isDefault = false): Promise<void> {
    const card = await api().post('consumers/payment_details', {
      type: 'card',
      card: { ...CARD, number },
      billing_address: { country_code: 'US', postal_code: '94110' },
      is_default: isDefault,
      credentials: { consumer_session_client_secret: secret },
    });
    if (!card.ok) throw new Error(card.error.message);
  }

  /** Two shipping addresses in an account's wallet, the second one made its default. */
  async function addAddresses(email: string): Promise<void> {
    const client = api();
    const found = await client.post('consumers/sessions/lookup', { email_address: email });
    if (!found.ok) throw new Error(found.error.message);
    let secret = (found.body.consumer_session as { client_secret: string }).client_secret;
    await client.post('consumers/sessions/start_verification', {
      type: 'EMAIL',
      credentials: { consumer_session_client_secret: secret },
    });
    const verified = await client.post('consumers/sessions/confirm_verification', {
      type: 'EMAIL',
      code: await latestCode(email),
      credentials: { consumer_session_client_secret: secret },
    });
    if (!verified.ok) throw new Error(verified.error.message);
    secret = (verified.body.consumer_session as { client_secret: string }).client_secret;
    for (const [line1, isDefault] of [
      ['1 Main St', false],
      ['500 Office Park', true],
    ] as const) {
      const made = await client.post('consumers/shipping_addresses', {
        address: {
          name: 'Jo Doe',
          line_1: line1,
          locality: 'New York',
          administrative_area: 'NY',
          postal_code: '10001',
          country_code: 'US',
        },
        is_default: isDefault,
        credentials: { consumer_session_client_secret: secret },
      });
      if (!made.ok) throw new Error(made.error.message);
    }
  }

  async function latestCode(email: string): Promise<string> {
    const message = await provider().secret(
      'GET',
      `test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(email)}`,
    );
    return String(message.code);
  }

  async function intent(types: string[]) {
    const made = await provider().secret('POST', 'payment_intents', {
      amount: 2500,
      currency: 'usd',
      payment_method_types: types,
    });
    return made as { id: string; client_secret: string };
  }

  /** Records the bodies the controller POSTs, by path. */
  function recording() {
    const posts: { path: string; body: string }[] = [];
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (init?.method === 'POST')
        posts.push({ path: new URL(String(input)).pathname, body: String(init.body) });
      return provider().fetch(input, init);
    };
    return { posts, fetch };
  }

  /**
   * A group paying `clientSecret`, with a Link Authentication Element and a Payment Element
   * (mounted together: the LAE is registered before the Payment Element connects), or with a
   * Payment Element only (`paymentOnly`), which then signs the shopper in itself.
   */
  async function checkout(
    clientSecret: string | Body,
    fetch?: typeof globalThis.fetch,
    controllerOptions?: Partial<ControllerOptions>,
    { paymentOnly = false }: { paymentOnly?: boolean } = {},
  ) {
    const { controller } = provider().newController(fetch, undefined, controllerOptions);
    const options = typeof clientSecret === 'string' ? { clientSecret } : clientSecret;
    await controller.handle('elements-create', { groupId: 'g1', options });
    const paymentAnswers: Record<string, Json> = { validate: { complete: true, error: null } };
    const linkAnswers: Record<string, Json> = { validate: { complete: true, error: null } };
    const payment = fakeFrame(paymentAnswers);
    const link = fakeFrame(linkAnswers);
    controller.handle('element-mount', { groupId: 'g1', frameId: 'pe', elementType: 'payment' });
    if (!paymentOnly) {
      controller.handle('element-mount', {
        groupId: 'g1',
        frameId: 'la',
        elementType: 'linkAuthentication',
      });
    }
    controller.registry.connect('g1', 'pe', 'payment', payment.port);
    if (!paymentOnly) controller.registry.connect('g1', 'la', 'linkAuthentication', link.port);
    await tick();
    const ask = async (frame: typeof link, payload: Json) => {
      const answer = (await frame.ask('wallet', payload)) as { result?: Body; error?: Body };
      if (answer.error !== undefined) throw answer.error;
      return answer.result as Body;
    };
    /** A wallet request of the Link Authentication Element (of the Payment Element: paymentOnly). */
    const wallet = (payload: Json) => ask(paymentOnly ? payment : link, payload);
    return { controller, payment, link, paymentAnswers, linkAnswers, wallet };
  }

  /**
   * The group's confirmPayment (with a return_url, as the Payment Element asks) and the
   * PaymentMethod the intent was paid with, read back with the secret key.
   */
  async function confirmPaid(
    controller: ReturnType<InProcessProvider['newController']>['controller'],
  ): Promise<{ paymentIntent: Body; method: Body }> {
    const result = (await controller.handle('confirm-payment', {
      groupId: 'g1',
      params: { return_url: 'https://shop.example/done' },
    })) as { paymentIntent: Body };
    const method = (await provider().secret(
      'GET',
      `payment_methods/${result.paymentIntent.payment_method}`,
    )) as Body;
    return { paymentIntent: result.paymentIntent, method };
  }

  return {
    api,
    accountWithCard,
    addCard,
    addAddresses,
    latestCode,
    intent,
    recording,
    checkout,
    confirmPaid,
  };
}
