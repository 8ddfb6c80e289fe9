// Raw HTTP calls of the wallet's consumer API, as the controller frame sends them: form bodies,
// the publishable key, and the provider origin (in-process requests reach http://localhost).
import qs from 'qs';
import { expect } from 'vitest';
import type { createApp } from '../app.js';
import { type ConsumerLimits, DEFAULT_CONSUMER_LIMITS } from '../consumers/wallet-limits.js';

export type App = ReturnType<typeof createApp>;

export const PROVIDER_ORIGIN = 'http://localhost';

const MANY = { limit: 10_000, windowSeconds: 600 };

/**
 * The default limits but per client address: in-process requests all come from one address,
 * so suites count those limits over real sockets (consumers-sdk.test.ts) instead.
 */
export const IN_PROCESS_LIMITS: ConsumerLimits = {
  ...DEFAULT_CONSUMER_LIMITS,
  lookupPerIp: MANY,
  signUpPerIp: MANY,
  sendsPerIp: MANY,
  checksPerIp: MANY,
};

// biome-ignore lint/suspicious/noExplicitAny: tests read answers as loosely as a client does.
type Json = any;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: Json;
}

export interface CallOptions {
  key?: string;
  /** The Origin header; null sends none (a server-side caller). */
  origin?: string | null;
  on?: App;
  method?: string;
}

export const credentials = (secret: string) => ({
  credentials: { consumer_session_client_secret: secret },
});

/** A code that is not the given one (the next number, wrapping). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

export function consumerClient(defaults: { app: () => App; pk: () => string; sk: () => string }) {
  async function call(path: string, params: object = {}, options: CallOptions = {}) {
    const origin = options.origin === undefined ? PROVIDER_ORIGIN : options.origin;
    const method = options.method ?? 'POST';
    const query = qs.stringify(params, { arrayFormat: 'brackets' });
    const res = await (options.on ?? defaults.app()).request(
      method === 'GET' && query ? `${path}?${query}` : path,
      {
        method,
        headers: {
          Authorization: `Bearer ${options.key ?? defaults.pk()}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          ...(origin ? { Origin: origin } : {}),
        },
        ...(method === 'GET' ? {} : { body: query }),
      },
    );
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) } as Answer;
  }
  const signUp = (address: string, extra: object = {}, on?: App) =>
    call(
      '/v1/consumers/accounts/sign_up',
      {
        email_address: address,
        phone_number: '+12015550123',
        country: 'US',
        consent_action: 'clicked_checkbox_nospm_mobile_v0',
        request_surface: 'web_payment_element',
        ...extra,
      },
      on ? { on } : {},
    );
  const lookup = (address: string, on?: App) =>
    call('/v1/consumers/sessions/lookup', { email_address: address }, on ? { on } : {});
  const start = (secret: string, type = 'EMAIL', on?: App) =>
    call(
      '/v1/consumers/sessions/start_verification',
      { type, locale: 'en-US', ...credentials(secret) },
      on ? { on } : {},
    );
  const confirm = (secret: string, code: string, type = 'EMAIL', on?: App) =>
    call(
      '/v1/consumers/sessions/confirm_verification',
      { type, code, ...credentials(secret) },
      on ? { on } : {},
    );
  const latestCode = async (recipient: string) => {
    const answer = await call(
      '/v1/test_helpers/consumers/inbox/latest_code',
      { recipient },
      { key: defaults.sk(), method: 'GET', origin: null },
    );
    expect(answer.status).toBe(200);
    return answer.body.code as string;
  };
  /** A code-verified session of an account: the secret after verification. */
  const verifiedSession = async (address: string) => {
    const found = await lookup(address);
    const secret = found.body.consumer_session.client_secret as string;
    expect((await start(secret)).status).toBe(200);
    const verified = await confirm(secret, await latestCode(address));
    expect(verified.status).toBe(200);
    return verified.body.consumer_session.client_secret as string;
  };
  return { call, signUp, lookup, start, confirm, latestCode, verifiedSession };
}
