import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../../testing/frame-harness.js';
import { blur, typeInto } from '../../testing/typing.js';
import { PaymentElement } from '../payment-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openWith(types: string[], options = {}): Promise<FrameHarness> {
  harness = openFrame(PaymentElement, { elementType: 'payment' });
  await harness.init(options, {});
  await harness.broadcast('session', {
    ordered_payment_method_types_and_wallets: types,
    merchant_info: { business_name: 'Test Shop' },
  });
  // The methods' chunk is imported on demand.
  await waitFor(() => expect(document.querySelector('.Tabs, .Accordion')).not.toBeNull());
  return harness;
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Payment Element methods: tabs', () => {
  it('shows a tab per method the session lists, in its order, wallets and unknown types left out', async () => {
    await openWith(['card', 'apple_pay', 'sepa_debit', 'ideal', 'not_a_method']);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Card', 'SEPA Direct Debit', 'iDEAL']);
  });

  it('puts paymentMethodOrder first', async () => {
    await openWith(['card', 'sepa_debit', 'ideal'], { paymentMethodOrder: ['ideal', 'card'] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'iDEAL',
      'Card',
      'SEPA Direct Debit',
    ]);
  });

  it('announces every method it offers (availablepaymentmethodschange)', async () => {
    const frame = await openWith(['card', 'sepa_debit']);
    await waitFor(() =>
      expect(frame.events('availablepaymentmethodschange')).toEqual([
        {
          elementType: 'payment',
          paymentMethods: { card: { available: true }, sepaDebit: { available: true } },
        },
      ]),
    );
  });

  it("keeps the methods offered in the merchant's billing country (defaultValues), and announces the change when it changes", async () => {
    const frame = await openWith(['card', 'sepa_debit', 'ideal', 'sofort', 'bancontact'], {
      defaultValues: { billingDetails: { address: { country: 'DE' } } },
    });
    // iDEAL is Dutch, Bancontact Belgian: a shopper billed in Germany is offered neither.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Card',
      'SEPA Direct Debit',
      'Sofort',
    ]);
    await frame.command('update', {
      defaultValues: { billingDetails: { address: { country: 'NL' } } },
    });
    await waitFor(() =>
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
        'Card',
        'SEPA Direct Debit',
        'iDEAL',
        'Sofort',
      ]),
    );
    await waitFor(() =>
      expect(frame.events('availablepaymentmethodschange')).toEqual([
        {
          elementType: 'payment',
          paymentMethods: {
            card: { available: true },
            sepaDebit: { available: true },
            sofort: { available: true },
          },
        },
        {
          elementType: 'payment',
          paymentMethods: {
            card: { available: true },
            sepaDebit: { available: true },
            ideal: { available: true },
            sofort: { available: true },
          },
        },
      ]),
    );
  });

  it.each([
    [false, ['Card', 'SEPA Direct Debit', 'Klarna']],
    [true, ['Card', 'SEPA Direct Debit']],
  ])(
    'with livemode %s, an unactivated method is shown with a warning, or hidden',
    async (livemode, tabs) => {
      harness = openFrame(PaymentElement, { elementType: 'payment' });
      await harness.init({}, {});
      await harness.broadcast('session', {
        livemode,
        ordered_payment_method_types_and_wallets: ['card', 'sepa_debit', 'klarna'],
        unactivated_payment_method_types: ['klarna'],
        merchant_info: { business_name: 'Test Shop' },
      });
      await waitFor(() => expect(document.querySelector('.Tabs')).not.toBeNull());
      expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(tabs);
      if (livemode) return;
      fireEvent.click(screen.getByRole('tab', { name: 'Klarna' }));
      expect(screen.getByRole('note').textContent).toBe(
        'Test mode: Klarna is not activated for this account, so shoppers will not see it in live mode.',
      );
      // An activated method carries no warning.
      fireEvent.click(screen.getByRole('tab', { name: 'SEPA Direct Debit' }));
      expect(screen.queryByRole('note')).toBeNull();
    },
  );

  it('collects a SEPA debit in Stripe shape after validating its IBAN, name and e-mail', async () => {
    const frame = await openWith(['card', 'sepa_debit'], {
      fields: { billingDetails: { address: 'never' } },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'SEPA Direct Debit' }));
    const invalid = resultOf(await frame.request('validate'));
    expect(invalid).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_name',
        message: 'Your name is incomplete.',
      },
    });
    expect(document.activeElement).toBe(input('Full name'));
    typeInto(input('Full name'), 'Jenny Rosen');
    typeInto(input('Email'), 'Jenny@Example.com');
    typeInto(input('IBAN'), 'de89370400440532013000');
    expect(input('IBAN').value).toBe('DE89 3704 0044 0532 0130 00');
    expect(screen.getByText(/authorise Test Shop and its payment provider/)).toBeTruthy();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'sepa_debit',
      sepa_debit: { iban: 'DE89370400440532013000' },
      billing_details: { name: 'Jenny Rosen', email: 'jenny@example.com' },
    });
  });

  it('shows an IBAN error on blur and tells it in the change event with value.type', async () => {
    const frame = await openWith(['card', 'sepa_debit'], {
      fields: { billingDetails: { address: 'never' } },
    });
    fireEvent.click(screen.getByRole('tab', { name: 'SEPA Direct Debit' }));
    typeInto(input('IBAN'), 'DE89370400440532013001');
    blur(input('IBAN'));
    expect(screen.getByText('Your IBAN is invalid.')).toBeTruthy();
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({
        elementType: 'payment',
        complete: false,
        value: { type: 'sepa_debit' },
        error: { code: 'invalid_iban' },
      }),
    );
  });

  it('hides the mandate when terms say never', async () => {
    await openWith(['card', 'sepa_debit'], { terms: { sepaDebit: 'never' } });
    fireEvent.click(screen.getByRole('tab', { name: 'SEPA Direct Debit' }));
    expect(screen.queryByText(/authorise/)).toBeNull();
  });

  it('hides methods beyond maxVisiblePaymentMethods behind a "more" control', async () => {
    await openWith(['card', 'sepa_debit', 'ideal', 'bancontact'], {
      layout: { type: 'tabs', maxVisiblePaymentMethods: 2 },
    });
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'More payment methods' }));
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });
});

describe('Payment Element methods: bank picker', () => {
  it('searches the banks, moves with the arrow keys and picks with Enter', async () => {
    const frame = await openWith(['card', 'ideal']);
    fireEvent.click(screen.getByRole('tab', { name: 'iDEAL' }));
    const bank = screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement;
    fireEvent.focus(bank);
    typeInto(bank, 'ban');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['ASN Bank', 'Rabobank', 'RegioBank', 'SNS Bank']);
    fireEvent.keyDown(bank, { key: 'ArrowDown' });
    expect(bank.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    fireEvent.keyDown(bank, { key: 'Enter' });
    expect(bank.value).toBe('Rabobank');
    expect(bank.getAttribute('aria-expanded')).toBe('false');
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'ideal',
      ideal: { bank: 'rabobank' },
    });
  });

  it('preselects the default bank of P24 and says no bank matches a search', async () => {
    const frame = await openWith(['card', 'p24']);
    fireEvent.click(screen.getByRole('tab', { name: 'Przelewy24' }));
    const bank = screen.getByRole('combobox', { name: 'Bank' }) as HTMLInputElement;
    expect(bank.value).toBe('Alior Bank');
    fireEvent.focus(bank);
    typeInto(bank, 'zzz');
    expect(screen.getByText('No bank matches your search.')).toBeTruthy();
    fireEvent.keyDown(bank, { key: 'Escape' });
    typeInto(input('Full name'), 'Jan');
    typeInto(input('Email'), 'jan@example.pl');
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'p24',
      p24: { bank: 'alior_bank' },
      billing_details: { name: 'Jan', email: 'jan@example.pl' },
    });
  });
});

describe('Payment Element methods: accordion', () => {
  it('starts collapsed with several methods and answers that none is selected', async () => {
    const frame = await openWith(['card', 'bancontact'], { layout: 'accordion' });
    const buttons = screen.getAllByRole('button', { expanded: false });
    expect(buttons.map((button) => button.textContent)).toEqual(['Card', 'Bancontact']);
    expect(resultOf(await frame.request('validate'))).toMatchObject({
      complete: false,
      error: { code: 'no_payment_method_selected' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Bancontact' }));
    expect(screen.getByRole('button', { name: 'Bancontact' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('region', { name: 'Bancontact' }).textContent).toContain(
      'you will be sent to Bancontact',
    );
    typeInto(input('Full name'), 'Jenny Rosen');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'bancontact',
      billing_details: { name: 'Jenny Rosen' },
    });
  });

  it('opens the first method with defaultCollapsed false, with radios and spaced items', async () => {
    await openWith(['sepa_debit', 'card'], {
      layout: {
        type: 'accordion',
        defaultCollapsed: false,
        radios: true,
        spacedAccordionItems: true,
      },
    });
    expect(document.querySelector('.Accordion--spaced')).not.toBeNull();
    expect(document.querySelectorAll('.Radio')).toHaveLength(2);
    expect(
      screen.getByRole('button', { name: 'SEPA Direct Debit' }).getAttribute('aria-expanded'),
    ).toBe('true');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Card' }));
    });
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('closes the open method on collapse(), and change says collapsed', async () => {
    const frame = await openWith(['card', 'sepa_debit'], {
      layout: { type: 'accordion', defaultCollapsed: false },
    });
    expect(screen.getByRole('button', { name: 'Card' }).getAttribute('aria-expanded')).toBe('true');
    await frame.command('collapse');
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
    await waitFor(() =>
      expect(frame.events('change').at(-1)).toMatchObject({ collapsed: true, complete: false }),
    );
  });
});
