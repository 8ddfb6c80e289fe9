// The wallet's consumer calls through the official `stripe` SDK (rawRequest: it has no consumer
// methods) against a listening server, on both stores: a returning shopper's code login, and the
// per-address lookup limit a real socket's peer address is counted under.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';
import { DEFAULT_CONSUMER_LIMITS } from './consumer-service.js';

// biome-ignore lint/suspicious/noExplicitAny: rawRequest answers are read as a client reads them.
type Json = any;

describe.each(STORE_KINDS)('consumers through the stripe SDK on %s', (kind) => {
  let sdk: SdkServer | undefined;
  let merchant: Stripe;
  let browser: Stripe;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'consumers');
    merchant = sdk.stripe;
    browser = sdkClient(sdk.server, sdk.server.publishableKey);
  }, 120_000);
  afterAll(() => sdk?.close());

  const post = async (path: string, params: Record<string, unknown>): Promise<Json> =>
    browser.rawRequest('POST', `/v1/consumers/${path}`, params);

  it('signs up, then a returning shopper logs in with the code from the inbox', async () => {
    const email = `returning.${kind}@example.com`;
    const signedUp = await post('accounts/sign_up', {
      email_address: email,
      phone_number: '+442071838750',
      country: 'GB',
      consent_action: 'entered_phone_number_clicked_save_to_link',
      request_surface: 'web_payment_element',
    });
    expect(signedUp.consumer_session.phone_number_country).toBe('GB');
    const found = await post('sessions/lookup', { email_address: email.toUpperCase() });
    expect(found.exists).toBe(true);
    const credentials = { consumer_session_client_secret: found.consumer_session.client_secret };
    await post('sessions/start_verification', { type: 'SMS', credentials });
    const message: Json = await merchant.rawRequest(
      'GET',
      `/v1/test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent('+44 20 7183 8750')}`,
    );
    expect(message).toMatchObject({ channel: 'sms', recipient: '+442071838750' });
    const verified = await post('sessions/confirm_verification', {
      type: 'SMS',
      code: message.code,
      credentials,
    });
    expect(verified.consumer_session.verification_sessions).toEqual([
      expect.objectContaining({ type: 'SMS', state: 'VERIFIED' }),
    ]);
    const reused = await refusal(
      post('sessions/confirm_verification', { type: 'SMS', code: message.code, credentials }),
    );
    expect(reused?.code).toBe('consumer_session_credentials_invalid');
  });

  it('keeps the inbox and the consumer calls to their own keys', async () => {
    const inbox = await refusal(
      browser.rawRequest('GET', '/v1/test_helpers/consumers/inbox?recipient=a%40b.co'),
    );
    expect(inbox?.statusCode).toBe(401);
    const lookup = await refusal(
      merchant.rawRequest('POST', '/v1/consumers/sessions/lookup', { email_address: 'a@b.co' }),
    );
    expect(lookup?.statusCode).toBe(401);
  });

  it('limits lookups per client address, whichever e-mail is asked', async () => {
    const { limit } = DEFAULT_CONSUMER_LIMITS.lookupPerIp;
    // The first test used one lookup of this address's window.
    for (let i = 1; i < limit; i++) {
      await post('sessions/lookup', { email_address: `probe${i}.${kind}@example.com` });
    }
    const refused = await refusal(
      post('sessions/lookup', { email_address: `one-more.${kind}@example.com` }),
    );
    expect(refused?.statusCode).toBe(429);
    expect(refused?.code).toBe('rate_limit_exceeded');
  });
});
