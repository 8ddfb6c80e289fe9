// `link` PaymentMethods through the official `stripe` SDK against a listening server, on both
// stores: the payment form makes one from a wallet card (rawRequest with the publishable key, as
// Stripe.js does), the merchant's server pays with it, saves it and charges it off-session.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { refusal } from '../testing/sdk-refusal.js';
import { type SdkServer, sdkClient, startSdkServer } from '../testing/sdk-server.js';

// biome-ignore lint/suspicious/noExplicitAny: rawRequest answers are read as a client reads them.
type Json = any;

// The SDK's pinned API version types payment_method_types out; the API still takes them.
type IntentParams = Stripe.PaymentIntentCreateParams & { payment_method_types?: string[] };

describe.each(STORE_KINDS)('link PaymentMethods through the stripe SDK on %s', (kind) => {
  let sdk: SdkServer | undefined;
  let merchant: Stripe;
  let browser: Stripe;
  beforeAll(async () => {
    sdk = await startSdkServer(kind, 'link-methods');
    merchant = sdk.stripe;
    browser = sdkClient(sdk.server, sdk.server.publishableKey);
  }, 120_000);
  afterAll(() => sdk?.close());

  let seq = 0;
  const post = (path: string, params: Record<string, unknown>): Promise<Json> =>
    browser.rawRequest('POST', `/v1/${path}`, params);

  /** A link method paying with a new wallet's card of this number. */
  async function linkMethod(number = '4242424242424242'): Promise<Json> {
    const email = `link.${kind}.${++seq}@example.com`;
    const signedUp = await post('consumers/accounts/sign_up', {
      email_address: email,
      phone_number: '+12125550123',
      country: 'US',
      consent_action: 'entered_phone_number_clicked_save_to_link',
    });
    const credentials = { consumer_session_client_secret: signedUp.consumer_session.client_secret };
    const added = await post('consumers/payment_details', {
      type: 'card',
      card: { number, exp_month: 12, exp_year: 2031, cvc: '123' },
      billing_address: { name: 'Jo Doe', country_code: 'US', postal_code: '10001' },
      credentials,
    });
    return post('payment_methods', {
      type: 'link',
      link: { payment_details_id: added.redacted_payment_details.id, credentials },
    });
  }

  const pay = (params: Partial<IntentParams>) =>
    merchant.paymentIntents.create({
      amount: 2500,
      currency: 'usd',
      payment_method_types: ['card', 'link'],
      ...params,
    } as IntentParams);

  it('creates and retrieves a link method; the merchant sees the type and the e-mail', async () => {
    const made = await linkMethod();
    const method = await merchant.paymentMethods.retrieve(made.id);
    expect(method.type).toBe('link');
    expect(method.link).toEqual({ email: made.link.email, persistent_token: null });
    expect(method.card).toBeUndefined();
    expect(method.billing_details.name).toBe('Jo Doe');
  });

  it('pays with it through the card processor; the charge names link and its country; refunds', async () => {
    const method = await linkMethod();
    const intent = await pay({ payment_method: method.id, confirm: true });
    expect(intent.status).toBe('succeeded');
    expect(intent.payment_method).toBe(method.id);
    const charge = await merchant.charges.retrieve(intent.latest_charge as string);
    expect(charge.payment_method_details).toEqual({ type: 'link', link: { country: 'US' } });
    expect(charge.paid).toBe(true);
    const refund = await merchant.refunds.create({ payment_intent: intent.id });
    expect(refund.status).toBe('succeeded');
    expect((await merchant.charges.retrieve(charge.id)).refunded).toBe(true);
    // The wallet card's refund scenario applies: 4000000000007726's refunds start pending.
    const slow = await pay({
      payment_method: (await linkMethod('4000000000007726')).id,
      confirm: true,
    });
    expect((await merchant.refunds.create({ payment_intent: slow.id })).status).toBe('pending');
    const events = await merchant.events.list({ type: 'payment_intent.succeeded', limit: 5 });
    const event = events.data.find((e) => (e.data.object as Stripe.PaymentIntent).id === intent.id);
    expect(event).toBeDefined();
  });

  it('declines as the wallet card declines; a 3-D Secure card asks for nothing', async () => {
    const declining = await linkMethod('4000000000000002');
    const open = await pay({ payment_method: declining.id });
    const refused = await refusal(merchant.paymentIntents.confirm(open.id));
    expect(refused).toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    const failed = await merchant.paymentIntents.retrieve(open.id, { expand: ['latest_charge'] });
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error?.payment_method?.type).toBe('link');
    expect((failed.latest_charge as Stripe.Charge).payment_method_details?.type).toBe('link');
    const secure = await linkMethod('4000002760003184');
    const paid = await pay({ payment_method: secure.id, confirm: true });
    expect(paid.status).toBe('succeeded');
    expect(paid.next_action).toBeNull();
  });

  it('saves it with a SetupIntent, then charges it off-session', async () => {
    const customer = await merchant.customers.create({ email: 'saver@example.com' });
    const method = await linkMethod();
    const setup = await merchant.setupIntents.create({
      customer: customer.id,
      payment_method_types: ['link'],
      payment_method: method.id,
      usage: 'off_session',
      confirm: true,
    } as Stripe.SetupIntentCreateParams);
    expect(setup.status).toBe('succeeded');
    const saved = await merchant.paymentMethods.retrieve(method.id);
    expect(saved.customer).toBe(customer.id);
    const listed = await merchant.customers.listPaymentMethods(customer.id, {
      type: 'link' as Stripe.CustomerListPaymentMethodsParams.Type,
    });
    expect(listed.data.map((m) => m.id)).toEqual([method.id]);
    const attached = await merchant.events.list({ type: 'payment_method.attached', limit: 10 });
    expect(
      attached.data.some((e) => (e.data.object as Stripe.PaymentMethod).id === method.id),
    ).toBe(true);
    const later = await pay({
      customer: customer.id,
      payment_method: method.id,
      off_session: true,
      confirm: true,
      payment_method_types: ['link'],
    });
    expect(later.status).toBe('succeeded');
    const charge = await merchant.charges.retrieve(later.latest_charge as string);
    expect(charge.payment_method_details?.type).toBe('link');
  });

  it('follows payment_method_options[link]: held for capture, saved off-session', async () => {
    const customer = await merchant.customers.create({ email: 'holder@example.com' });
    const method = await linkMethod();
    const held = await pay({
      customer: customer.id,
      payment_method: method.id,
      confirm: true,
      payment_method_options: {
        link: { capture_method: 'manual', setup_future_usage: 'off_session' },
      },
    });
    expect(held.status).toBe('requires_capture');
    expect(held.payment_method_options?.link).toEqual({
      capture_method: 'manual',
      persistent_token: null,
      setup_future_usage: 'off_session',
    });
    expect((await merchant.paymentMethods.retrieve(method.id)).customer).toBe(customer.id);
    const captured = await merchant.paymentIntents.capture(held.id);
    expect(captured.status).toBe('succeeded');
    expect(captured.amount_received).toBe(2500);
    // Given at the confirm, the options apply too (and stay on the intent).
    const open = await pay({ payment_method: (await linkMethod()).id });
    const bad = await refusal(
      merchant.paymentIntents.confirm(open.id, {
        payment_method_options: { link: { capture_method: 'later' as 'manual' } },
      }),
    );
    expect(bad).toMatchObject({
      statusCode: 400,
      param: 'payment_method_options[link][capture_method]',
    });
    const confirmed = await merchant.paymentIntents.confirm(open.id, {
      payment_method_options: { link: { capture_method: 'manual' } },
    });
    expect(confirmed.status).toBe('requires_capture');
    expect(confirmed.payment_method_options?.link?.capture_method).toBe('manual');
    // A card payment of the same intent shape is not held: the option is link's only.
    const card = await pay({
      payment_method: 'pm_card_visa',
      confirm: true,
      payment_method_options: { link: { capture_method: 'manual' } },
    });
    expect(card.status).toBe('succeeded');
  });
});
