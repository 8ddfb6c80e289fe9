// A payment made with setup_future_usage for a customer saves its method however it finishes:
// at once, after the 3-D Secure challenge or after the simulated bank page. Through the
// official `stripe` npm SDK against a started server, on both adapters.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_KINDS } from '../testing/harness.js';
import { type SdkServer, startSdkServer } from '../testing/sdk-server.js';

const RETURN_URL = 'https://shop.example/return';
// Stripe's 3-D Secure test card that always asks for authentication.
const THREE_DS_CARD = { number: '4000002760003184', exp_month: 12, exp_year: 2040, cvc: '123' };

type IntentWithAction = { next_action: Stripe.PaymentIntent.NextAction | null };

/** The hosted page's id and secret, from an intent's redirect_to_url next action. */
function pageOf(intent: IntentWithAction) {
  const url = new URL(intent.next_action?.redirect_to_url?.url ?? '');
  return {
    id: url.pathname.split('/').at(-1) ?? '',
    secret: url.searchParams.get('client_secret'),
  };
}

describe.each(STORE_KINDS)(
  'saving a method after the buyer acts, through the stripe SDK on %s',
  (kind) => {
    let stripe: Stripe;
    let sdk: SdkServer | undefined;
    beforeAll(async () => {
      sdk = await startSdkServer(kind, 'save-after-action-sdk');
      ({ stripe } = sdk);
    }, 120_000);
    afterAll(() => sdk?.close());

    /** The buyer's answer at the hosted page (3-D Secure or the bank's) the intent points at. */
    function answerPage(
      route: 'three_d_secure' | 'bank_redirects',
      intent: IntentWithAction,
      result: 'succeeded' | 'failed',
    ) {
      const page = pageOf(intent);
      return stripe.rawRequest('POST', `/v1/${route}/${page.id}/complete`, {
        client_secret: page.secret,
        result,
      });
    }

    /** A customer's payment with the always-challenged card, saved for later on success. */
    function threeDSecurePayment(
      customer: string,
      usage: 'off_session' | 'on_session',
      redisplay?: 'always' | 'limited',
    ) {
      return stripe.paymentIntents.create({
        amount: 2500,
        currency: 'eur',
        customer,
        setup_future_usage: usage,
        payment_method_data: {
          type: 'card',
          card: THREE_DS_CARD,
          ...(redisplay ? { allow_redisplay: redisplay } : {}),
        } as Stripe.PaymentIntentCreateParams.PaymentMethodData,
        confirm: true,
        return_url: RETURN_URL,
      });
    }

    async function attachedEvents(method: string) {
      const events = await stripe.events.list({ type: 'payment_method.attached', limit: 100 });
      return events.data.filter((event) => (event.data.object as { id: string }).id === method);
    }

    it.each([
      ['off_session', 'always'],
      ['on_session', 'limited'],
    ] as const)(
      'saves the card to the customer once 3-D Secure succeeds (%s, allow_redisplay %s)',
      async (usage, redisplay) => {
        const customer = (await stripe.customers.create({})).id;
        const intent = await threeDSecurePayment(customer, usage, redisplay);
        expect(intent.status).toBe('requires_action');
        const method = intent.payment_method as string;
        expect((await stripe.paymentMethods.retrieve(method)).customer).toBeNull();
        const done = await answerPage('three_d_secure', intent, 'succeeded');
        expect(String(done.return_url)).toContain('redirect_status=succeeded');
        const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
        expect(paid).toMatchObject({
          status: 'succeeded',
          payment_method: method,
          setup_future_usage: usage,
        });
        expect(paid.latest_charge).toMatchObject({
          status: 'succeeded',
          paid: true,
          payment_method: method,
        });
        const saved = await stripe.paymentMethods.retrieve(method);
        expect(saved).toMatchObject({ customer, allow_redisplay: redisplay });
        const listed = await stripe.customers.listPaymentMethods(customer);
        expect(listed.data.map((pm) => pm.id)).toEqual([method]);
        const [attached, ...more] = await attachedEvents(method);
        expect(more).toEqual([]);
        expect(attached?.data.object).toMatchObject({ id: method, customer });
      },
    );

    it('does not save the card when the buyer fails 3-D Secure', async () => {
      const customer = (await stripe.customers.create({})).id;
      const intent = await threeDSecurePayment(customer, 'off_session');
      await answerPage('three_d_secure', intent, 'failed');
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe(
        'requires_payment_method',
      );
      expect((await stripe.customers.listPaymentMethods(customer)).data).toEqual([]);
    });

    it('saves a generated SEPA method to the customer once the buyer authorises at the bank', async () => {
      const customer = (await stripe.customers.create({})).id;
      const intent = await stripe.paymentIntents.create({
        amount: 4500,
        currency: 'eur',
        customer,
        setup_future_usage: 'off_session',
        payment_method_types: ['ideal'],
        payment_method_data: {
          type: 'ideal',
          ideal: { bank: 'ing' },
          billing_details: { name: 'Jo Doe', email: 'jo@example.test' },
        },
        confirm: true,
        return_url: RETURN_URL,
      } as Stripe.PaymentIntentCreateParams);
      expect(intent.status).toBe('requires_action');
      const method = intent.payment_method as string;
      const done = await answerPage('bank_redirects', intent, 'succeeded');
      expect(String(done.return_url)).toContain('redirect_status=succeeded');
      const paid = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
      expect(paid).toMatchObject({ status: 'succeeded', payment_method: method });
      expect(paid.latest_charge).toMatchObject({ status: 'succeeded', payment_method: method });
      // As at Stripe, the iDEAL method is spent and a sepa_debit method is saved instead.
      expect((await stripe.paymentMethods.retrieve(method)).customer).toBeNull();
      expect(await attachedEvents(method)).toHaveLength(0);
      const charge = paid.latest_charge as Stripe.Charge;
      const ideal = charge.payment_method_details?.ideal as { generated_sepa_debit?: string };
      const generated = ideal.generated_sepa_debit as string;
      expect((await stripe.paymentMethods.retrieve(generated)).customer).toBe(customer);
      expect(await attachedEvents(generated)).toHaveLength(1);
    });

    it('saves a card to the customer once a SetupIntent finishes after 3-D Secure', async () => {
      const customer = (await stripe.customers.create({})).id;
      const intent = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        payment_method_data: {
          type: 'card',
          card: THREE_DS_CARD,
        } as Stripe.SetupIntentCreateParams.PaymentMethodData,
        confirm: true,
        return_url: RETURN_URL,
      });
      expect(intent.status).toBe('requires_action');
      const method = intent.payment_method as string;
      await answerPage('three_d_secure', intent as unknown as IntentWithAction, 'succeeded');
      expect(await stripe.setupIntents.retrieve(intent.id)).toMatchObject({
        status: 'succeeded',
        payment_method: method,
      });
      expect((await stripe.paymentMethods.retrieve(method)).customer).toBe(customer);
      expect(await attachedEvents(method)).toHaveLength(1);
    });

    it('still saves the card of an immediate success once, with one attached event', async () => {
      const customer = (await stripe.customers.create({})).id;
      const intent = await stripe.paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        customer,
        setup_future_usage: 'off_session',
        payment_method: 'pm_card_visa',
        confirm: true,
      });
      const method = intent.payment_method as string;
      expect(intent.status).toBe('succeeded');
      expect((await stripe.paymentMethods.retrieve(method)).customer).toBe(customer);
      expect(await attachedEvents(method)).toHaveLength(1);
    });
  },
);
