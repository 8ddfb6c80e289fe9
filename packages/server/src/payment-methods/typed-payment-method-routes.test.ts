import { PAYMENT_METHOD_SPECS } from '@kassa/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApi, type TestApi } from '../testing/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await openTestApi('pglite');
}, 60_000);
afterAll(() => api?.dispose());

const create = (params: object, key = api.pk) => api.post('/v1/payment_methods', params, key);

describe('POST /v1/payment_methods for non-card types', () => {
  it('creates a sepa_debit method from a valid IBAN, keeping only last4, codes and a fingerprint', async () => {
    const res = await create({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89 3704 0044 0532 0130 00' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
    expect(res.status).toBe(200);
    const pm = await res.json();
    expect(pm).toMatchObject({
      object: 'payment_method',
      type: 'sepa_debit',
      customer: null,
      livemode: false,
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
      sepa_debit: {
        bank_code: '37040044',
        branch_code: '',
        country: 'DE',
        last4: '3000',
        generated_from: { charge: null, setup_attempt: null },
      },
    });
    expect(pm.sepa_debit.fingerprint).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.stringify(pm)).not.toContain('370400440532013000');
    const again = await (
      await create({ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } })
    ).json();
    expect(again.sepa_debit.fingerprint).toBe(pm.sepa_debit.fingerprint);
  });

  it.each([
    ['DE89370400440532013001', 'sepa_debit[iban]'],
    ['XX00', 'sepa_debit[iban]'],
  ])('refuses the IBAN %s', async (iban, param) => {
    const res = await create({ type: 'sepa_debit', sepa_debit: { iban } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.param).toBe(param);
  });

  it('creates au_becs_debit, bacs_debit and us_bank_account methods', async () => {
    const becs = await (
      await create({
        type: 'au_becs_debit',
        au_becs_debit: { bsb_number: '000-000', account_number: '000123456' },
      })
    ).json();
    expect(becs.au_becs_debit).toMatchObject({ bsb_number: '000000', last4: '3456' });
    const bacs = await (
      await create({
        type: 'bacs_debit',
        bacs_debit: { sort_code: '10-88-00', account_number: '00012345' },
      })
    ).json();
    expect(bacs.bacs_debit).toMatchObject({ sort_code: '108800', last4: '2345' });
    const ach = await (
      await create({
        type: 'us_bank_account',
        us_bank_account: {
          routing_number: '110000000',
          account_number: '000123456789',
          account_holder_type: 'individual',
          account_type: 'savings',
        },
      })
    ).json();
    expect(ach.us_bank_account).toMatchObject({
      routing_number: '110000000',
      last4: '6789',
      account_holder_type: 'individual',
      account_type: 'savings',
      networks: { preferred: 'ach', supported: ['ach'] },
    });
  });

  it.each([
    [
      {
        type: 'us_bank_account',
        us_bank_account: { routing_number: '110000001', account_number: '0001234' },
      },
      'routing_number_invalid',
      'us_bank_account[routing_number]',
    ],
    [
      {
        type: 'us_bank_account',
        us_bank_account: { routing_number: '110000000', account_number: '12' },
      },
      'account_number_invalid',
      'us_bank_account[account_number]',
    ],
    [
      { type: 'au_becs_debit', au_becs_debit: { bsb_number: '12', account_number: '000123456' } },
      undefined,
      'au_becs_debit[bsb_number]',
    ],
    [{ type: 'au_becs_debit' }, 'parameter_missing', 'au_becs_debit'],
    [
      { type: 'sepa_debit', sepa_debit: { iban: '' } },
      'parameter_invalid_empty',
      'sepa_debit[iban]',
    ],
    [{ type: 'ideal', ideal: { bank: 'piggy_bank' } }, undefined, 'ideal[bank]'],
    [{ type: 'ideal', sepa_debit: { iban: 'x' } }, 'parameter_unknown', 'sepa_debit'],
    [{ type: 'fpx', fpx: { account_holder_type: 'individual' } }, 'parameter_missing', 'fpx[bank]'],
    [{ type: 'p24', p24: { bank: 'Not A Bank!' } }, undefined, 'p24[bank]'],
  ])('rejects %o', async (params, code, param) => {
    const res = await create(params);
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe(code);
    expect(error.param).toBe(param);
  });

  it.each([
    ['ideal', 'rabobank'],
    ['p24', 'alior_bank'],
    ['fpx', 'maybank2u'],
    ['eps', 'bank_austria'],
    ['netbanking', 'hdfc'],
  ])('creates %s with bank %s', async (type, bank) => {
    const pm = await (await create({ type, [type]: { bank } })).json();
    expect(pm.type).toBe(type);
    expect(pm[type].bank).toBe(bank);
  });

  it('creates every other type of the spec table as a plain method with billing details', async () => {
    const plain = Object.keys(PAYMENT_METHOD_SPECS).filter(
      (type) =>
        ![
          'card',
          'link',
          'sepa_debit',
          'au_becs_debit',
          'bacs_debit',
          'us_bank_account',
          'fpx',
          'boleto',
        ].includes(type),
    );
    for (const type of plain) {
      const res = await create({ type, billing_details: { name: 'Jenny' } });
      expect(res.status, type).toBe(200);
      expect(await res.json()).toMatchObject({ type, billing_details: { name: 'Jenny' } });
    }
  });

  it('leaves cards and unknown types to the card create', async () => {
    const unknown = await create({ type: 'bitcoin' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.param).toBe('type');
    const card = await create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect((await card.json()).card.last4).toBe('4242');
  });

  it('saves a bank method to a customer and lists it by type', async () => {
    const cus = await (await api.post('/v1/customers', {})).json();
    const pm = await (
      await create({ type: 'sepa_debit', sepa_debit: { iban: 'NL91ABNA0417164300' } })
    ).json();
    expect(pm.sepa_debit).toMatchObject({ bank_code: 'ABNA', country: 'NL', last4: '4300' });
    const attached = await api.post(`/v1/payment_methods/${pm.id}/attach`, { customer: cus.id });
    expect((await attached.json()).customer).toBe(cus.id);
    const list = await (
      await api.get(`/v1/customers/${cus.id}/payment_methods`, { type: 'sepa_debit' })
    ).json();
    expect(list.data.map((m: { id: string }) => m.id)).toEqual([pm.id]);
  });

  it('is refused by a card-only SetupIntent', async () => {
    const pm = await (
      await create({ type: 'sepa_debit', sepa_debit: { iban: 'DE89370400440532013000' } })
    ).json();
    const intent = await (await api.post('/v1/setup_intents', {})).json();
    const res = await api.post(`/v1/setup_intents/${intent.id}/confirm`, { payment_method: pm.id });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'setup_intent_invalid_parameter',
      param: 'payment_method',
    });
  });
});
