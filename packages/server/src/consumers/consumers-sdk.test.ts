// The wallet's consumer calls through the official `stripe` SDK (rawRequest: it has no consumer
// methods) against a listening server, on both stores: a returning shopper's code login, and the
// per-address lookup limit a real socket's peer address is counted under.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';
import { DEFAULT_CONSUMER_LIMITS } from './wallet-limits.js';

// biome-ignore lint/suspicious/noExplicitAny: rawRequest answers are read as a client reads them.
type Json = any;

describe.each(STORE_KINDS)('consumers through the stripe SDK on %s', (kind) => {
  let sdk: SdkServer | undefined;
  let merchant: Stripe;
  let browser: Stripe;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'consumers', { debits: { delayMs: 0, pollIntervalMs: 20 } });
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
    // The phone is not proven yet (consumer-routes.test.ts proves one): the code goes by e-mail.
    const sms = await refusal(post('sessions/start_verification', { type: 'SMS', credentials }));
    expect(sms?.param).toBe('type');
    await post('sessions/start_verification', { type: 'EMAIL', credentials });
    const message: Json = await merchant.rawRequest(
      'GET',
      `/v1/test_helpers/consumers/inbox/latest_code?recipient=${encodeURIComponent(email)}`,
    );
    expect(message).toMatchObject({ channel: 'email', recipient: email });
    const verified = await post('sessions/confirm_verification', {
      type: 'EMAIL',
      code: message.code,
      credentials,
    });
    expect(verified.consumer_session.verification_sessions).toEqual([
      expect.objectContaining({ type: 'EMAIL', state: 'VERIFIED' }),
    ]);
    const reused = await refusal(
      post('sessions/confirm_verification', { type: 'EMAIL', code: message.code, credentials }),
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

  it('saves a bank account in the wallet and pays with it as us_bank_account', async () => {
    const signedUp = await post('accounts/sign_up', {
      email_address: `bank.${kind}@example.com`,
      phone_number: '+12125550123',
      country: 'US',
      consent_action: 'entered_phone_number_clicked_save_to_link',
    });
    const credentials = { consumer_session_client_secret: signedUp.consumer_session.client_secret };
    const missing = await refusal(
      post('payment_details', {
        type: 'bank_account',
        bank_account: { routing_number: '110000000', account_number: '1' },
        billing_address: { name: 'Jo Doe' },
        credentials,
      }),
    );
    expect(missing).toMatchObject({
      statusCode: 400,
      code: 'account_number_invalid',
      param: 'bank_account[account_number]',
    });
    const added = await post('payment_details', {
      type: 'bank_account',
      bank_account: { routing_number: '110000000', account_number: '000123456789' },
      billing_address: { name: 'Jo Doe', country_code: 'US' },
      credentials,
    });
    const detail = added.redacted_payment_details;
    expect(detail).toMatchObject({
      type: 'BANK_ACCOUNT',
      is_default: true,
      card_details: null,
      bank_account_details: { bank_name: 'STRIPE TEST BANK', last4: '6789' },
    });
    const listed = await post('payment_details/list', { types: ['BANK_ACCOUNT'], credentials });
    expect(listed.redacted_payment_details.map((d: Json) => d.id)).toEqual([detail.id]);
    const shared = await post('payment_details/share', {
      id: detail.id,
      expected_payment_method_type: 'us_bank_account',
      credentials,
    });
    const method = await merchant.paymentMethods.retrieve(shared.payment_method.id);
    expect(method.type).toBe('us_bank_account');
    expect(method.us_bank_account).toMatchObject({ last4: '6789', routing_number: '110000000' });
    const intent = await merchant.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      payment_method_types: ['us_bank_account'],
      payment_method: method.id,
      confirm: true,
      mandate_data: {
        customer_acceptance: {
          type: 'online',
          online: { ip_address: '203.0.113.9', user_agent: 'stripe-node test' },
        },
      },
      // The SDK's pinned API version types payment_method_types out; the API still takes it.
    } as Stripe.PaymentIntentCreateParams);
    expect(intent.next_action?.type).toBe('verify_with_microdeposits');
    const verified = await merchant.paymentIntents.verifyMicrodeposits(intent.id, {
      descriptor_code: 'SM11AA',
    });
    expect(verified.status).toBe('processing');
    const settled = await eventually(
      () => merchant.paymentIntents.retrieve(intent.id),
      (current) => current.status !== 'processing',
    );
    expect(settled.status).toBe('succeeded');
    // The SDK sends a DELETE's parameters in the query string.
    const secret = encodeURIComponent(credentials.consumer_session_client_secret);
    const removed = await browser.rawRequest(
      'DELETE',
      `/v1/consumers/payment_details/${detail.id}?credentials[consumer_session_client_secret]=${secret}`,
    );
    expect(removed).toMatchObject({ id: detail.id, deleted: true });
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

  it('offers the wallet only on a payment method domain the merchant registered', async () => {
    const host = `sdk-shop-${kind}.example`;
    const config = (referrer: string): Promise<Json> =>
      browser.rawRequest(
        'GET',
        `/v1/elements/wallet-config?referrer_host=${encodeURIComponent(referrer)}`,
        {},
      );
    expect(await config(host)).toMatchObject({
      link_available: false,
      link_unavailable_reason: 'link_not_on_verified_domain',
    });
    const domain = await merchant.paymentMethodDomains.create({ domain_name: host });
    expect(domain.link.status).toBe('active');
    expect(await config(host)).toMatchObject({
      link_available: true,
      link_unavailable_reason: null,
    });
    await merchant.paymentMethodDomains.update(domain.id, { enabled: false });
    expect((await config(host)).link_unavailable_reason).toBe('link_not_on_verified_domain');
  });
});
