// A customer's saved payment method serves only that customer, through the official `stripe`
// npm SDK against a started server, on both adapters: SetupIntents, PaymentIntents and
// ConfirmationTokens refuse another customer's method and leave it where it was.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { STORE_KINDS } from './testing/harness.js';
import { type SdkServer, sdkClient, startSdkServer } from './testing/sdk-server.js';

const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' };

async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(Stripe.errors.StripeError);
  return error as Stripe.errors.StripeError;
}

describe.each(STORE_KINDS)(
  "another customer's saved method through the stripe SDK on %s",
  (kind) => {
    let server: RunningServer;
    let stripe: Stripe;
    let publishable: Stripe;
    let sdk: SdkServer | undefined;
    let owner: string;
    let saved: string;
    beforeAll(async () => {
      sdk = await startSdkServer(kind, 'ownership-sdk');
      ({ server, stripe } = sdk);
      publishable = sdkClient(server, server.publishableKey);
      owner = (await stripe.customers.create({ email: 'owner@example.test' })).id;
      const method = await stripe.paymentMethods.create({
        type: 'card',
        card: CARD,
      } as Stripe.PaymentMethodCreateParams);
      saved = (await stripe.paymentMethods.attach(method.id, { customer: owner })).id;
    }, 120_000);
    afterAll(() => sdk?.close());

    // Stripe's recorded answers (not its docs): an intent of no customer names the method's
    // owner; an intent of another customer names the customer supplied, without a code.
    const setupMessage = () =>
      `The payment method supplied (${saved}) belongs to the Customer ${owner}. Please include the Customer in the \`customer\` parameter on the SetupIntent.`;
    const paymentMessage = () =>
      `The \`payment_method\` parameter supplied ${saved} belongs to the Customer ${owner}. Please include the Customer in the \`customer\` parameter on the PaymentIntent.`;
    const otherCustomer = (customer: string) => ({
      type: 'StripeInvalidRequestError',
      code: undefined,
      param: 'payment_method',
      message: `The PaymentMethod ${saved} does not belong to the Customer you supplied ${customer}. Please use this PaymentMethod with the Customer that it belongs to instead.`,
    });
    const noCustomer = (intent: 'payment' | 'setup') =>
      intent === 'payment'
        ? {
            type: 'StripeInvalidRequestError',
            code: 'parameter_missing',
            param: 'source',
            message: paymentMessage(),
          }
        : {
            type: 'StripeInvalidRequestError',
            code: undefined,
            param: 'payment_method',
            message: setupMessage(),
          };

    async function expectUntouched() {
      const method = await stripe.paymentMethods.retrieve(saved);
      expect(method.customer).toBe(owner);
    }

    it.each([
      ['has no customer', false],
      ['has another customer', true],
    ])('refuses a Stripe.js SetupIntent confirm whose intent %s', async (_case, withCustomer) => {
      const other = withCustomer ? (await stripe.customers.create({})).id : undefined;
      const intent = await stripe.setupIntents.create({
        ...(other ? { customer: other } : {}),
      });
      const error = await failure(
        publishable.setupIntents.confirm(intent.id, {
          payment_method: saved,
          client_secret: intent.client_secret,
        } as Stripe.SetupIntentConfirmParams),
      );
      expect(error).toMatchObject(other ? otherCustomer(other) : noCustomer('setup'));
      expect(error.raw).not.toHaveProperty('code');
      // Stripe.js sees the intent's publishable fields only, never its customer.
      expect(error.raw).toMatchObject({ setup_intent: { id: intent.id } });
      expect((error.raw as { setup_intent: object }).setup_intent).not.toHaveProperty('customer');
      const after = await stripe.setupIntents.retrieve(intent.id);
      expect(after).toMatchObject({ status: 'requires_payment_method', payment_method: null });
      await expectUntouched();
    });

    it.each([
      ['no customer', false],
      ['another customer', true],
    ])(
      'refuses a SetupIntent of %s created with confirm=true, or created or updated with the method',
      async (_case, withCustomer) => {
        const other = withCustomer ? (await stripe.customers.create({})).id : undefined;
        const customer = other ? { customer: other } : {};
        const expected = other ? otherCustomer(other) : noCustomer('setup');
        const confirmed = await failure(
          stripe.setupIntents.create({ ...customer, payment_method: saved, confirm: true }),
        );
        expect(confirmed).toMatchObject(expected);
        // No SetupIntent was created, so the refusal carries none.
        expect(confirmed.raw).not.toHaveProperty('setup_intent');
        const created = await failure(
          stripe.setupIntents.create({ ...customer, payment_method: saved }),
        );
        expect(created).toMatchObject(expected);
        expect(created.raw).not.toHaveProperty('setup_intent');
        const intent = await stripe.setupIntents.create(customer);
        const updated = await failure(
          stripe.setupIntents.update(intent.id, { payment_method: saved }),
        );
        expect(updated).toMatchObject(expected);
        expect(updated.raw).toMatchObject({ setup_intent: { id: intent.id } });
        expect((await stripe.setupIntents.list({ payment_method: saved })).data).toEqual([]);
        await expectUntouched();
      },
    );

    it("sets up the method again for its own customer's SetupIntent", async () => {
      const intent = await stripe.setupIntents.create({
        customer: owner,
      });
      const done = await publishable.setupIntents.confirm(intent.id, {
        payment_method: saved,
        client_secret: intent.client_secret,
      } as Stripe.SetupIntentConfirmParams);
      expect(done).toMatchObject({ status: 'succeeded', payment_method: saved });
    });

    it('refuses a PaymentIntent created or updated with the method but without its customer', async () => {
      const created = await failure(
        stripe.paymentIntents.create({ amount: 1200, currency: 'usd', payment_method: saved }),
      );
      expect(created).toMatchObject(noCustomer('payment'));
      const intent = await stripe.paymentIntents.create({ amount: 1200, currency: 'usd' });
      const updated = await failure(
        stripe.paymentIntents.update(intent.id, { payment_method: saved }),
      );
      expect(updated).toMatchObject(noCustomer('payment'));
      expect(updated.raw).toMatchObject({ payment_intent: { id: intent.id } });
      expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
      });
      const own = await stripe.paymentIntents.create({
        amount: 1200,
        currency: 'usd',
        customer: owner,
        payment_method: saved,
      });
      expect(own).toMatchObject({ status: 'requires_confirmation', payment_method: saved });
    });

    it('refuses a PaymentIntent of another customer confirmed, created or updated with the method', async () => {
      const other = (await stripe.customers.create({})).id;
      const intent = await stripe.paymentIntents.create({
        amount: 1250,
        currency: 'usd',
        customer: other,
      });
      const confirmed = await failure(
        publishable.paymentIntents.confirm(intent.id, {
          payment_method: saved,
          client_secret: intent.client_secret,
        } as Stripe.PaymentIntentConfirmParams),
      );
      expect(confirmed).toMatchObject(otherCustomer(other));
      expect(confirmed.raw).not.toHaveProperty('code');
      expect(confirmed.raw).toMatchObject({ payment_intent: { id: intent.id } });
      const updated = await failure(
        stripe.paymentIntents.update(intent.id, { payment_method: saved }),
      );
      expect(updated).toMatchObject(otherCustomer(other));
      const created = await failure(
        stripe.paymentIntents.create({
          amount: 1250,
          currency: 'usd',
          customer: other,
          payment_method: saved,
          confirm: true,
        }),
      );
      expect(created).toMatchObject(otherCustomer(other));
      // No PaymentIntent was created, so the refusal carries none.
      expect(created.raw).not.toHaveProperty('payment_intent');
      expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
        status: 'requires_payment_method',
        payment_method: null,
        latest_charge: null,
      });
      await expectUntouched();
    });

    it.each(['payment', 'setup'] as const)(
      "refuses a %s confirm with a ConfirmationToken of another customer's method, and gives the token back",
      async (kind) => {
        const token = await stripe.testHelpers.confirmationTokens.create({ payment_method: saved });
        const intent =
          kind === 'payment'
            ? await stripe.paymentIntents.create({ amount: 1300, currency: 'usd' })
            : await stripe.setupIntents.create({});
        const params = { confirmation_token: token.id, client_secret: intent.client_secret };
        const error = await failure(
          kind === 'payment'
            ? publishable.paymentIntents.confirm(intent.id, params)
            : publishable.setupIntents.confirm(intent.id, params),
        );
        expect(error).toMatchObject(noCustomer(kind));
        const after =
          kind === 'payment'
            ? await stripe.paymentIntents.retrieve(intent.id)
            : await stripe.setupIntents.retrieve(intent.id);
        expect(after).toMatchObject({ status: 'requires_payment_method', payment_method: null });
        const spent = await stripe.confirmationTokens.retrieve(token.id);
        expect(spent[`${kind}_intent`]).toBeNull();
        await expectUntouched();
      },
    );

    it("sets up a token's new card for the SetupIntent's customer, once", async () => {
      const customer = (await stripe.customers.create({})).id;
      const token = await stripe.testHelpers.confirmationTokens.create({
        payment_method: 'pm_card_visa',
      });
      const intent = await stripe.setupIntents.create({
        customer,
        confirm: true,
        confirmation_token: token.id,
      });
      expect(intent.status).toBe('succeeded');
      const method = await stripe.paymentMethods.retrieve(intent.payment_method as string);
      expect(method).toMatchObject({ customer, card: { last4: '4242' } });
      expect((await stripe.confirmationTokens.retrieve(token.id)).setup_intent).toBe(intent.id);
      const again = await failure(
        stripe.setupIntents.create({ customer, confirm: true, confirmation_token: token.id }),
      );
      expect(again.code).toBe('token_already_used');
      const unconfirmed = await failure(
        stripe.setupIntents.create({ confirmation_token: token.id }),
      );
      expect(unconfirmed).toMatchObject({
        type: 'StripeInvalidRequestError',
        param: 'confirmation_token',
        message: 'confirmation_token can only be provided together with confirm=true.',
      });
    });

    it('refuses a method its customer detached, for payments and setups alike', async () => {
      const created = await stripe.paymentMethods.create({
        type: 'card',
        card: CARD,
      } as Stripe.PaymentMethodCreateParams);
      await stripe.paymentMethods.attach(created.id, { customer: owner });
      const removed = await stripe.paymentMethods.detach(created.id);
      expect(removed.customer).toBeNull();
      const intent = await stripe.paymentIntents.create({ amount: 1400, currency: 'usd' });
      const confirm = await failure(
        publishable.paymentIntents.confirm(intent.id, {
          payment_method: created.id,
          client_secret: intent.client_secret,
        } as Stripe.PaymentIntentConfirmParams),
      );
      const spent = {
        code: 'payment_method_unexpected_state',
        param: 'payment_method',
        message:
          'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
      };
      expect(confirm).toMatchObject(spent);
      expect(await stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
        status: 'requires_payment_method',
        latest_charge: null,
      });
      const create = await failure(
        stripe.paymentIntents.create({
          amount: 1400,
          currency: 'usd',
          payment_method: created.id,
          confirm: true,
        }),
      );
      expect(create).toMatchObject(spent);
      const setup = await failure(
        stripe.setupIntents.create({ payment_method: created.id, confirm: true }),
      );
      expect(setup).toMatchObject(spent);
    });

    it("refuses a publishable-key ConfirmationToken for a customer's saved method", async () => {
      const error = await failure(
        publishable.rawRequest('POST', '/v1/confirmation_tokens', { payment_method: saved }),
      );
      expect(error).toMatchObject({ code: 'resource_missing', param: 'payment_method' });
    });
  },
);
