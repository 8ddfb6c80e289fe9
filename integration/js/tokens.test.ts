import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider } from './in-process-provider.js';
import type { Controller } from './js-internals.js';

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const CARD = {
  type: 'card',
  card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  billing_details: { address: { postal_code: '10001', country: 'US' } },
};
const VALID = { validate: { complete: true, error: null }, collect: CARD };

async function groupWith(
  controller: Controller,
  elementType: 'payment' | 'card' | 'cardCvc',
  answers: Record<string, Json> = VALID,
  options: Json = { mode: 'payment', amount: 1000, currency: 'usd' },
) {
  const frame = fakeFrame(answers);
  await controller.handle('elements-create', { groupId: 'g1', options });
  await controller.handle('element-mount', { groupId: 'g1', frameId: 'f1', elementType });
  controller.registry.connect('g1', 'f1', elementType, frame.port);
  return frame;
}

describe('createConfirmationToken against the real provider API', () => {
  it('needs elements.submit() first, then previews the card from the Payment Element', async () => {
    const { controller } = provider.newController();
    const frame = await groupWith(controller, 'payment');
    const payload = { groupId: 'g1', params: { return_url: 'https://shop.example/done' } };
    await expect(controller.handle('create-confirmation-token', payload)).rejects.toMatchObject({
      type: 'integration_error',
      message: expect.stringContaining('elements.submit() must be called before'),
    });
    await controller.handle('elements-submit', { groupId: 'g1' });
    const result = (await controller.handle('create-confirmation-token', payload)) as {
      confirmationToken: { id: string; return_url: string; payment_method_preview: Json };
    };
    expect(result.confirmationToken.id).toMatch(/^ctoken_/);
    expect(result.confirmationToken.return_url).toBe('https://shop.example/done');
    expect(result.confirmationToken.payment_method_preview).toMatchObject({
      type: 'card',
      card: { brand: 'visa', last4: '4242' },
      billing_details: { address: { postal_code: '10001' } },
    });
    frame.close();
  });

  it('refuses a group without a Payment Element and raw card data in params', async () => {
    const { controller } = provider.newController();
    const frame = await groupWith(controller, 'card');
    await controller.handle('elements-submit', { groupId: 'g1' });
    await expect(
      controller.handle('create-confirmation-token', { groupId: 'g1', params: {} }),
    ).rejects.toMatchObject({ message: expect.stringContaining('Payment Element') });
    await expect(
      controller.handle('create-confirmation-token', {
        groupId: 'g1',
        params: { payment_method_data: { card: { number: '4242424242424242' } } },
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('Raw card data') });
    frame.close();
  });

  it('returns a declined card number as {error}', async () => {
    const { controller } = provider.newController();
    const frame = await groupWith(controller, 'payment', {
      ...VALID,
      collect: { ...CARD, card: { ...CARD.card, number: '4242424242424241' } },
    });
    await controller.handle('elements-submit', { groupId: 'g1' });
    const result = (await controller.handle('create-confirmation-token', {
      groupId: 'g1',
      params: {},
    })) as { error: { code: string } };
    expect(result.error.code).toBe('incorrect_number');
    frame.close();
  });
});

describe("createPaymentMethod with the Payment Element and paymentMethodCreation 'manual'", () => {
  it('refuses a group without manual creation, then creates after elements.submit()', async () => {
    const { controller } = provider.newController();
    const frame = await groupWith(controller, 'payment');
    await controller.handle('elements-submit', { groupId: 'g1' });
    await expect(
      controller.handle('create-payment-method', { groupId: 'g1', params: {} }),
    ).rejects.toMatchObject({
      message: expect.stringContaining("paymentMethodCreation: 'manual'"),
    });
    frame.close();

    const manual = provider.newController().controller;
    const again = await groupWith(manual, 'payment', VALID, {
      mode: 'payment',
      amount: 1000,
      currency: 'usd',
      paymentMethodCreation: 'manual',
    });
    await expect(
      manual.handle('create-payment-method', { groupId: 'g1', params: {} }),
    ).rejects.toMatchObject({
      message: expect.stringContaining('elements.submit() must be called'),
    });
    await manual.handle('elements-submit', { groupId: 'g1' });
    const created = (await manual.handle('create-payment-method', {
      groupId: 'g1',
      params: { billing_details: { name: 'Jenny Rosen' } },
    })) as { paymentMethod: { id: string; billing_details: { name: string } } };
    expect(created.paymentMethod.id).toMatch(/^pm_/);
    expect(created.paymentMethod.billing_details.name).toBe('Jenny Rosen');
    again.close();
  });
});

describe('createToken against the real provider API', () => {
  it('makes a card token from a card element with the address data given', async () => {
    const { controller } = provider.newController();
    const frame = await groupWith(controller, 'card');
    const result = (await controller.handle('create-token', {
      groupId: 'g1',
      frameId: 'f1',
      tokenType: 'card',
      data: { name: 'Jenny Rosen', address_country: 'United States' },
    })) as { token: { id: string; card: Record<string, Json> } };
    expect(result.token.id).toMatch(/^tok_/);
    expect(result.token.card).toMatchObject({
      last4: '4242',
      name: 'Jenny Rosen',
      address_zip: '10001',
      address_country: 'US',
    });
    frame.close();
  });

  it('makes a cvc_update token from the cvc element only', async () => {
    const { controller } = provider.newController();
    const frame = await groupWith(controller, 'cardCvc', {
      validate: { complete: true, error: null },
      collect: { card: { cvc: '314' } },
    });
    const result = (await controller.handle('create-token', {
      groupId: 'g1',
      frameId: 'f1',
      tokenType: 'cvc_update',
    })) as { token: { id: string; type: string } };
    expect(result.token).toMatchObject({ type: 'cvc_update' });
    frame.close();
  });

  it('refuses the Payment Element, which cannot make tokens', async () => {
    const { controller } = provider.newController();
    const frame = await groupWith(controller, 'payment');
    await expect(
      controller.handle('create-token', { groupId: 'g1', frameId: 'f1', tokenType: 'card' }),
    ).rejects.toMatchObject({
      type: 'integration_error',
      message: expect.stringContaining('takes a card, cardNumber or cardCvc Element'),
    });
    frame.close();
  });

  // createSource from a card element goes through the same gate.
  it.each([
    ['create-token', { tokenType: 'card' }],
    ['create-source', { data: {} }],
  ])('%s returns the element validation error without calling the API', async (action, args) => {
    const { controller } = provider.newController();
    const error = { type: 'validation_error', code: 'incomplete_number', message: 'Incomplete.' };
    const frame = await groupWith(controller, 'card', {
      validate: { complete: false, error },
      collect: CARD,
    });
    const result = await controller.handle(action, { groupId: 'g1', frameId: 'f1', ...args });
    expect(result).toEqual({ error });
    expect(frame.received.some((m) => m.type === 'port-request' && m.action === 'collect')).toBe(
      false,
    );
    frame.close();
  });

  it.each([
    ['pii', { personal_id_number: '000000000' }, 'pii'],
    [
      'bank_account',
      {
        country: 'US',
        currency: 'usd',
        routing_number: '110000000',
        account_number: '000123456789',
        account_holder_type: 'individual',
      },
      'bank_account',
    ],
    [
      'person',
      { first_name: 'Jenny', ssn_last_4: '1234', dob: { day: 1, month: 2, year: 1990 } },
      'person',
    ],
    ['account', { business_type: 'individual', tos_shown_and_accepted: true }, 'account'],
  ])('makes a %s token', async (tokenType, data, type) => {
    const { controller } = provider.newController();
    const result = (await controller.handle('create-token', { tokenType, data })) as {
      token?: { type: string };
      error?: Json;
    };
    expect(result.error).toBeUndefined();
    expect(result.token?.type).toBe(type);
  });

  it.each([
    [
      'person',
      { ssn_last_4: '123' },
      'person.ssn_last_4 should be a string of exactly 4 characters',
    ],
    [
      'person',
      { dob: { day: 32, month: 1, year: 1990 } },
      'person.dob.day should be a number from 1 to 31',
    ],
    [
      'person',
      { dob: { day: 1, month: 13, year: 1990 } },
      'person.dob.month should be a number from 1 to 12',
    ],
    [
      'person',
      { relationship: { percent_ownership: 101 } },
      'person.relationship.percent_ownership should be a number from 0 to 100',
    ],
    ['person', { gender: 'other' }, 'person.gender should be one of male, female'],
    [
      'account',
      { business_type: 'partnership' },
      'account.business_type should be one of individual, company, non_profit, government_entity',
    ],
    ['account', { tos_shown_and_accepted: false }, 'account.tos_shown_and_accepted should be true'],
    [
      'account',
      { individual: { ssn_last_4: '12345' } },
      'account.individual.ssn_last_4 should be a string of exactly 4 characters',
    ],
    ['pii', {}, 'pii.personal_id_number should be a string'],
  ])('refuses %s data %o before sending: %s', async (tokenType, data, message) => {
    const { controller } = provider.newController(() => {
      throw new Error('the API must not be called');
    });
    await expect(controller.handle('create-token', { tokenType, data })).rejects.toMatchObject({
      type: 'integration_error',
      message: expect.stringContaining(message),
    });
  });
});
