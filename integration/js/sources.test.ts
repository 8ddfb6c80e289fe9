import type { Json } from '@kassa/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFrame, type InProcessProvider, startProvider } from './in-process-provider.js';
import type { Controller } from './js-internals.js';

// stripe.createSource / stripe.retrieveSource as the controller serves them, against the real
// provider API (POST /v1/sources and GET /v1/sources/:id with the publishable key).

let provider: InProcessProvider;
beforeAll(async () => {
  provider = await startProvider();
}, 60_000);
afterAll(() => provider?.close());

const CARD = {
  card: { number: '4000056655665556', exp_month: 12, exp_year: 2034, cvc: '123' },
  billing_details: { address: { postal_code: '10001' } },
};
const VALID = { validate: { complete: true, error: null }, collect: CARD };

type Source = { id: string; client_secret: string; card: { [key: string]: Json } } & {
  [key: string]: Json;
};

async function cardGroup(controller: Controller, elementType = 'card', answers: Json = VALID) {
  const frame = fakeFrame(answers as Record<string, Json>);
  await controller.handle('elements-create', { groupId: 'g1', options: {} });
  await controller.handle('element-mount', { groupId: 'g1', frameId: 'f1', elementType });
  controller.registry.connect('g1', 'f1', elementType as 'card', frame.port);
  return frame;
}

describe('createSource and retrieveSource against the real provider API', () => {
  it('makes a card source from a card element, the owner given winning, and reads it back', async () => {
    const { controller } = provider.newController();
    const frame = await cardGroup(controller);
    const created = (await controller.handle('create-source', {
      groupId: 'g1',
      frameId: 'f1',
      data: { type: 'card', owner: { name: 'Jenny Rosen' }, metadata: { order: '9' } },
    })) as { source: Source };
    expect(created.source).toMatchObject({
      object: 'source',
      type: 'card',
      status: 'chargeable',
      flow: 'none',
      usage: 'reusable',
      metadata: { order: '9' },
      owner: { name: 'Jenny Rosen', address: { postal_code: '10001' } },
      card: { brand: 'Visa', last4: '5556', funding: 'debit', three_d_secure: 'optional' },
    });
    expect(created.source.id).toMatch(/^src_/);
    const { id, client_secret } = created.source;
    const read = (await controller.handle('retrieve-source', {
      data: { id, client_secret },
    })) as { source: Source };
    expect(read.source).toEqual(created.source);
    const wrong = (await controller.handle('retrieve-source', {
      data: { id, client_secret: 'src_client_secret_wrong' },
    })) as { error: { code: string } };
    expect(wrong.error).toMatchObject({ type: 'invalid_request_error', code: 'resource_missing' });
    frame.close();
  });

  it('makes a card source from a card token without an element', async () => {
    const { controller } = provider.newController();
    const result = (await controller.handle('create-source', {
      data: { type: 'card', token: 'tok_mastercard', owner: { email: 'jenny@example.com' } },
    })) as { source: Source };
    expect(result.source.card).toMatchObject({ brand: 'MasterCard', last4: '4444' });
    const unknown = (await controller.handle('create-source', {
      data: { type: 'card', token: 'tok_nothing_like_it' },
    })) as { error: { code: string; param: string } };
    expect(unknown.error).toMatchObject({ code: 'resource_missing', param: 'token' });
  });

  it('refuses raw card data, a missing type, bad retrieve arguments and the Payment Element', async () => {
    const { controller } = provider.newController();
    const refusals: Array<[string, Json, string]> = [
      ['create-source', { data: { type: 'card', card: CARD.card } }, 'Raw card data'],
      ['create-source', { data: { token: 'tok_visa' } }, 'type should be a string'],
      ['retrieve-source', { data: { client_secret: 'x' } }, 'id should be a string'],
      ['retrieve-source', { data: { id: 'src_1' } }, 'client_secret should be a string'],
    ];
    for (const [action, payload, message] of refusals) {
      await expect(controller.handle(action, payload)).rejects.toMatchObject({
        type: 'integration_error',
        message: expect.stringContaining(message),
      });
    }
    const frame = await cardGroup(controller, 'payment');
    await expect(
      controller.handle('create-source', { groupId: 'g1', frameId: 'f1', data: {} }),
    ).rejects.toMatchObject({
      message: expect.stringContaining(
        'takes a card, cardNumber, cardExpiry, cardCvc, idealBank or iban',
      ),
    });
    frame.close();
  });

  it('makes an iDEAL source pending its redirect and a SEPA debit source chargeable, without an element', async () => {
    const { controller } = provider.newController();
    const ideal = (await controller.handle('create-source', {
      data: {
        type: 'ideal',
        amount: 1099,
        currency: 'eur',
        ideal: { bank: 'rabobank' },
        redirect: { return_url: 'https://shop.example/done' },
      },
    })) as { source: Source };
    expect(ideal.source).toMatchObject({
      type: 'ideal',
      flow: 'redirect',
      status: 'pending',
      usage: 'single_use',
      amount: 1099,
      currency: 'eur',
      ideal: { bank: 'rabobank' },
      redirect: { status: 'pending', return_url: 'https://shop.example/done' },
    });
    const { id, client_secret } = ideal.source;
    const read = (await controller.handle('retrieve-source', {
      data: { id, client_secret },
    })) as { source: Source };
    expect(read.source).toEqual(ideal.source);
    const sepa = (await controller.handle('create-source', {
      data: {
        type: 'sepa_debit',
        sepa_debit: { iban: 'NL39RABO0300065264' },
        owner: { name: 'Jenny Rosen' },
        currency: 'eur',
      },
    })) as { source: Source };
    expect(sepa.source).toMatchObject({
      type: 'sepa_debit',
      status: 'chargeable',
      usage: 'reusable',
      sepa_debit: { country: 'NL', last4: '5264' },
    });
    const missing = (await controller.handle('create-source', {
      data: { type: 'ideal', amount: 1099, currency: 'eur' },
    })) as { error: { code: string; param: string } };
    expect(missing.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'parameter_missing',
      param: 'redirect[return_url]',
    });
  });

  it('makes an iDEAL source from the idealBank Element and a SEPA debit source from the iban Element', async () => {
    const { controller } = provider.newController();
    const ideal = await cardGroup(controller, 'idealBank', {
      validate: { complete: true, error: null },
      collect: { type: 'ideal', ideal: { bank: 'abn_amro' } },
    });
    const made = (await controller.handle('create-source', {
      groupId: 'g1',
      frameId: 'f1',
      data: {
        type: 'ideal',
        amount: 1500,
        currency: 'eur',
        owner: { name: 'Jenny Rosen' },
        redirect: { return_url: 'https://shop.example/done' },
      },
    })) as { source: Source };
    expect(made.source).toMatchObject({
      type: 'ideal',
      status: 'pending',
      amount: 1500,
      ideal: { bank: 'abn_amro' },
      owner: { name: 'Jenny Rosen' },
    });
    ideal.close();

    const other = provider.newController().controller;
    const iban = await cardGroup(other, 'iban', {
      validate: { complete: true, error: null },
      collect: { type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } },
    });
    const sepa = (await other.handle('create-source', {
      groupId: 'g1',
      frameId: 'f1',
      data: { type: 'sepa_debit', currency: 'eur', owner: { name: 'Jenny Rosen' } },
    })) as { source: Source };
    expect(sepa.source).toMatchObject({
      type: 'sepa_debit',
      status: 'chargeable',
      sepa_debit: { last4: '3000', country: 'DE' },
    });
    iban.close();

    const third = provider.newController().controller;
    const incomplete = await cardGroup(third, 'idealBank', {
      validate: { complete: false, error: { type: 'validation_error', message: 'Select a bank.' } },
      collect: {},
    });
    const refused = (await third.handle('create-source', {
      groupId: 'g1',
      frameId: 'f1',
      data: { type: 'ideal', amount: 1500, currency: 'eur' },
    })) as { error: { type: string } };
    expect(refused.error).toMatchObject({ type: 'validation_error' });
    incomplete.close();
  });
});
