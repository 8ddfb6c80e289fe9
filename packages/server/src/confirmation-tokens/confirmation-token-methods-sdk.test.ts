// ConfirmationTokens for every payment method type a confirm takes: made by the browser with
// the publishable key, read and used by the shop's server through the official `stripe` npm
// SDK against a started server, on both adapters.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../start-server.js';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const RETURN_URL = 'https://shop.example/return';
const JENNY = { name: 'Jenny Rosen', email: 'jenny@example.com' };
// Stripe's test IBAN that settles successfully.
const IBAN = 'DE89370400440532013000';

describe.each(STORE_KINDS)(
  'confirmation tokens for non-card methods through the stripe SDK on %s',
  (kind) => {
    let server: RunningServer;
    let stripe: Stripe;
    let sdk: SdkServer | undefined;
    beforeAll(async () => {
      sdk = await startSdkServer(kind, 'ctoken-methods-sdk', { debits: { delayMs: 60_000 } });
      ({ server, stripe } = sdk);
    }, 120_000);
    afterAll(() => sdk?.close());

    /** What Stripe.js's createConfirmationToken sends: form-encoded, with the publishable key. */
    async function browserToken(fields: Record<string, string>) {
      const res = await fetch(`${server.url}/v1/confirmation_tokens`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${server.publishableKey}`,
          'Content-Type': 'application/x-www-form-urlencoded',
          'User-Agent': 'Mozilla/5.0 (kassa test)',
        },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    }

    const sepaToken = () =>
      browserToken({
        'payment_method_data[type]': 'sepa_debit',
        'payment_method_data[sepa_debit][iban]': IBAN,
        'payment_method_data[billing_details][name]': JENNY.name,
        'payment_method_data[billing_details][email]': JENNY.email,
      });

    it('previews a SEPA debit and carries the online mandate acceptance of the browser', async () => {
      const made = await sepaToken();
      expect(made.status).toBe(200);
      const token = await stripe.confirmationTokens.retrieve(String(made.body.id));
      expect(token.payment_method_preview).toMatchObject({
        type: 'sepa_debit',
        billing_details: JENNY,
        customer: null,
        sepa_debit: { bank_code: '37040044', country: 'DE', last4: '3000' },
      });
      expect(token.payment_method_preview).not.toHaveProperty('card');
      expect(JSON.stringify(token)).not.toContain(IBAN);
      expect(token.mandate_data).toMatchObject({
        customer_acceptance: {
          type: 'online',
          online: { ip_address: '127.0.0.1', user_agent: 'Mozilla/5.0 (kassa test)' },
        },
      });
    });

    it('sends a debit confirmed with the token to processing under a mandate, as payment_method_data does', async () => {
      const made = await sepaToken();
      const intent = await stripe.paymentIntents.create({
        amount: 2050,
        currency: 'eur',
        payment_method_types: ['sepa_debit'],
        confirm: true,
        confirmation_token: String(made.body.id),
      } as Stripe.PaymentIntentCreateParams);
      expect(intent).toMatchObject({ status: 'processing', amount_received: 0 });
      const charge = await stripe.charges.retrieve(intent.latest_charge as string);
      expect(charge).toMatchObject({ status: 'pending', payment_method: intent.payment_method });
      const mandateId = charge.payment_method_details?.sepa_debit?.mandate as string;
      const mandate = await stripe.mandates.retrieve(mandateId);
      expect(mandate).toMatchObject({
        status: 'active',
        type: 'single_use',
        customer_acceptance: {
          type: 'online',
          online: { ip_address: '127.0.0.1', user_agent: 'Mozilla/5.0 (kassa test)' },
        },
      });
      const token = await stripe.confirmationTokens.retrieve(String(made.body.id));
      expect(token.payment_intent).toBe(intent.id);
    });

    it('sets up a SEPA account from the token under its online mandate', async () => {
      const customer = (await stripe.customers.create({})).id;
      const made = await sepaToken();
      const intent = await stripe.setupIntents.create({
        customer,
        payment_method_types: ['sepa_debit'],
        confirm: true,
        confirmation_token: String(made.body.id),
      } as Stripe.SetupIntentCreateParams);
      expect(intent.status).toBe('succeeded');
      const mandate = await stripe.mandates.retrieve(intent.mandate as string);
      expect(mandate).toMatchObject({
        status: 'active',
        type: 'multi_use',
        customer_acceptance: { type: 'online', online: { ip_address: '127.0.0.1' } },
      });
      expect((await stripe.paymentMethods.retrieve(intent.payment_method as string)).customer).toBe(
        customer,
      );
    });

    it('sends a redirect method confirmed with the token to its bank with the token return_url', async () => {
      const made = await browserToken({
        'payment_method_data[type]': 'ideal',
        'payment_method_data[ideal][bank]': 'ing',
        'payment_method_data[billing_details][name]': JENNY.name,
        return_url: RETURN_URL,
      });
      expect(made.body).toMatchObject({
        mandate_data: null,
        payment_method_preview: { type: 'ideal', ideal: { bank: 'ing' } },
      });
      const intent = await stripe.paymentIntents.create({
        amount: 4500,
        currency: 'eur',
        payment_method_types: ['ideal'],
        confirm: true,
        confirmation_token: String(made.body.id),
      } as Stripe.PaymentIntentCreateParams);
      expect(intent).toMatchObject({
        status: 'requires_action',
        latest_charge: null,
        next_action: { type: 'redirect_to_url', redirect_to_url: { return_url: RETURN_URL } },
      });
      expect(intent.next_action?.redirect_to_url?.url).toContain(`${server.url}/bank_redirect/`);
    });

    it('refuses a type the intent does not accept, and bad data as a PaymentMethod create does', async () => {
      const made = await sepaToken();
      const intent = await stripe.paymentIntents.create({
        amount: 900,
        currency: 'eur',
        payment_method_types: ['card'],
      } as Stripe.PaymentIntentCreateParams);
      const refused = await stripe.paymentIntents
        .confirm(intent.id, { confirmation_token: String(made.body.id) })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(refused).toMatchObject({ code: 'payment_intent_invalid_parameter' });
      const badIban = await browserToken({
        'payment_method_data[type]': 'sepa_debit',
        'payment_method_data[sepa_debit][iban]': 'DE00123',
      });
      const direct = await stripe.paymentMethods
        .create({ type: 'sepa_debit', sepa_debit: { iban: 'DE00123' } })
        .catch((error: unknown) => error as Stripe.errors.StripeError);
      expect(direct).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(badIban.status).toBe(400);
      expect(badIban.body.error).toMatchObject({
        type: 'invalid_request_error',
        message: (direct as Stripe.errors.StripeError).message,
        param: expect.stringContaining('iban'),
      });
      const unknownType = await browserToken({ 'payment_method_data[type]': 'pigeon' });
      expect(unknownType.status).toBe(400);
      expect(unknownType.body.error).toMatchObject({ param: 'payment_method_data[type]' });
    });

    it('still previews a card without its fingerprint', async () => {
      const made = await browserToken({
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '2040',
        'payment_method_data[card][cvc]': '123',
      });
      expect(made.body).toMatchObject({
        mandate_data: null,
        payment_method_preview: { type: 'card', card: { brand: 'visa', last4: '4242' } },
      });
      const card = (made.body.payment_method_preview as { card: object }).card;
      expect(card).not.toHaveProperty('fingerprint');
    });
  },
);
