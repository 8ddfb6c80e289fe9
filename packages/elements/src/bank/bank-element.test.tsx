import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { blur, typeInto } from '../testing/typing.js';
import { BankElement } from './bank-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openBank(elementType: string, options = {}): Promise<FrameHarness> {
  harness = openFrame(BankElement, { elementType });
  await harness.init(options, {});
  return harness;
}

describe('iban element', () => {
  it('collects the IBAN for sepa_debit and tells its country in change events', async () => {
    const frame = await openBank('iban', { supportedCountries: ['SEPA'] });
    const iban = screen.getByLabelText('IBAN') as HTMLInputElement;
    typeInto(iban, 'de89370400440532013000');
    expect(iban.value).toBe('DE89 3704 0044 0532 0130 00');
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toEqual({
        elementType: 'iban',
        empty: false,
        complete: true,
        country: 'DE',
      }),
    );
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
    });
  });

  it('refuses an IBAN outside SEPA with supportedCountries SEPA, and a wrong checksum', async () => {
    const frame = await openBank('iban', { supportedCountries: ['SEPA'] });
    const iban = screen.getByLabelText('IBAN');
    typeInto(iban, 'BR1800360305000010009795493C1');
    blur(iban);
    expect(screen.getByText('Your IBAN has a country code that is not accepted.')).toBeTruthy();
    typeInto(iban, 'DE89370400440532013001');
    expect(resultOf(await frame.request('validate'))).toMatchObject({
      complete: false,
      error: { code: 'invalid_iban' },
    });
    expect(iban.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('auBankAccount element', () => {
  it('collects BSB and account number and shows the BECS mandate with the business name', async () => {
    const frame = await openBank('auBankAccount');
    await frame.broadcast('session', { merchant_info: { business_name: 'Test Shop' } });
    typeInto(screen.getByLabelText('BSB'), '000000');
    expect((screen.getByLabelText('BSB') as HTMLInputElement).value).toBe('000-000');
    typeInto(screen.getByLabelText('Account number'), '000123456');
    expect(screen.getByText(/authorise Test Shop and its payment provider/)).toBeTruthy();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'au_becs_debit',
      au_becs_debit: { bsb_number: '000000', account_number: '000123456' },
    });
  });
});

describe('bank picker elements', () => {
  it.each([
    ['idealBank', 'ideal', 'rabo', 'rabobank'],
    ['p24Bank', 'p24', 'mbank', 'mbank_mtransfer'],
    ['epsBank', 'eps', 'sparda', 'sparda_bank_wien'],
    ['fpxBank', 'fpx', 'public', 'public_bank'],
    ['netbankingBank', 'netbanking', 'hdfc', 'hdfc'],
  ])(
    '%s picks a bank by search and keyboard, and says which in change',
    async (elementType, type, search, bank) => {
      const frame = await openBank(elementType);
      const picker = screen.getByRole('combobox', { name: 'Bank' });
      fireEvent.focus(picker);
      typeInto(picker, search);
      fireEvent.keyDown(picker, { key: 'Enter' });
      await waitFor(() =>
        expect(frame.events('change').at(-1)).toMatchObject({
          elementType,
          complete: true,
          value: bank,
        }),
      );
      expect(resultOf(await frame.request('collect'))).toMatchObject({ type, [type]: { bank } });
    },
  );

  it('starts from the value option and answers an incomplete bank on validate', async () => {
    const frame = await openBank('idealBank', { value: 'ing' });
    expect((screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement).value).toBe('ING');
    await frame.command('clear');
    expect(resultOf(await frame.request('validate'))).toMatchObject({
      complete: false,
      error: { code: 'incomplete_bank', message: 'Select your bank.' },
    });
  });
});
