import type { Json, PortMessage } from '@kassa/protocol';

import {
  type InProcessProvider as BaseProvider,
  PROVIDER_ORIGIN,
  startInProcessProvider,
} from '../in-process-provider.js';
import { ApiClient, Controller, type ControllerOptions } from './js-internals.js';

export { PROVIDER_ORIGIN };

type Fetch = typeof globalThis.fetch;
type SecretAnswer = Record<string, Json>;
const FORM = 'application/x-www-form-urlencoded';

/** The in-process provider with what the controller's tests ask of it. */
export interface InProcessProvider {
  fetch: Fetch;
  keys: BaseProvider['keys'];
  /** A call from the merchant's server (secret key); a string body is form-encoded, else JSON. */
  secret(method: 'GET' | 'POST', path: string, body?: string | object): Promise<SecretAnswer>;
  /** A PaymentIntent made with the secret key. */
  createIntent(amount?: number): Promise<{ id: string; client_secret: string }>;
  /** `referrerHost`: the merchant page's host name the controller sends with session fetches. */
  newController(
    fetch?: Fetch,
    referrerHost?: string,
    /** More of the controller's options (its login storage, its credential sync). */
    extra?: Partial<ControllerOptions>,
  ): {
    controller: Controller;
    events: Array<{ groupId: string; event: string; payload: Json }>;
  };
  close(): Promise<void>;
}

/** `clock`: the provider's time (the wallet's session expiries), when a test moves it. */
export async function startProvider(
  options: { clock?: () => Date } = {},
): Promise<InProcessProvider> {
  const { fetch: providerFetch, keys, close } = await startInProcessProvider(options);
  const secret = async (method: 'GET' | 'POST', path: string, body?: string | object) => {
    const json = typeof body === 'object';
    const response = await providerFetch(`${PROVIDER_ORIGIN}/v1/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${keys.secretKey}`,
        ...(body === undefined ? {} : { 'Content-Type': json ? 'application/json' : FORM }),
      },
      body: json ? JSON.stringify(body) : body,
    });
    return (await response.json()) as SecretAnswer;
  };
  return {
    fetch: providerFetch,
    keys,
    secret,
    async createIntent(amount = 2000) {
      const intent = await secret(
        'POST',
        'payment_intents',
        `amount=${amount}&currency=usd&payment_method_types[0]=card`,
      );
      if (typeof intent.id !== 'string' || typeof intent.client_secret !== 'string')
        throw new Error(`creating a PaymentIntent answered ${JSON.stringify(intent)}`);
      return { id: intent.id, client_secret: intent.client_secret };
    },
    newController(fetch = providerFetch, referrerHost?: string, extra = {}) {
      const events: Array<{ groupId: string; event: string; payload: Json }> = [];
      const controller = new Controller({
        api: new ApiClient({ origin: PROVIDER_ORIGIN, key: keys.publishableKey, fetch }),
        emitGroupEvent: (groupId, event, payload) => events.push({ groupId, event, payload }),
        ...(referrerHost === undefined ? {} : { referrerHost }),
        ...extra,
      });
      return { controller, events };
    },
    close,
  };
}

/** A Payment Element frame's answers with a complete Visa that succeeds (4242, US). */
export const CARD_ANSWERS = {
  validate: { complete: true, error: null },
  collect: {
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
    billing_details: { address: { postal_code: '10001', country: 'US' } },
  },
};

/** An element frame on the other end of a MessagePort that answers like the real ones. */
export function fakeFrame(answers: Record<string, Json>) {
  const channel = new MessageChannel();
  const received: PortMessage[] = [];
  channel.port2.onmessage = (event: MessageEvent<PortMessage>) => {
    const message = event.data;
    received.push(message);
    if (message.type !== 'port-request') return;
    channel.port2.postMessage({
      kassa: 1,
      type: 'port-response',
      nonce: message.nonce,
      result: answers[message.action] ?? null,
    });
  };
  let nonce = 0;
  return {
    port: channel.port1,
    received,
    broadcasts: (event: string) =>
      received.flatMap((m) => (m.type === 'broadcast' && m.event === event ? [m.payload] : [])),
    /** Asks the controller something, as an element frame does, and waits for the answer. */
    ask(action: string, payload: Json): Promise<PortMessage> {
      nonce += 1;
      const id = `e${nonce}`;
      channel.port2.postMessage({ kassa: 1, type: 'port-request', nonce: id, action, payload });
      return new Promise((resolve) => {
        const poll = () => {
          const answer = received.find((m) => 'nonce' in m && m.nonce === id);
          if (answer === undefined) setTimeout(poll, 2);
          else resolve(answer);
        };
        poll();
      });
    },
    close: () => channel.port2.close(),
  };
}

export const tick = (ms = 10) => new Promise((resolve) => setTimeout(resolve, ms));
