import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FrameHarness,
  MERCHANT_ORIGIN,
  openFrame,
  resultOf,
} from '../testing/frame-harness.js';
import { blur, typeChars, typeInto } from '../testing/typing.js';
import { PaymentElement } from './payment-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openPayment(options = {}, groupOptions = {}): Promise<FrameHarness> {
  harness = openFrame(PaymentElement, { elementType: 'payment' });
  await harness.init(options, groupOptions);
  return harness;
}

const field = {
  number: () => screen.getByLabelText('Card number') as HTMLInputElement,
  expiry: () => screen.getByLabelText('Expiration date') as HTMLInputElement,
  cvc: () => screen.getByLabelText('Security code') as HTMLInputElement,
  zip: () => screen.getByLabelText('ZIP code') as HTMLInputElement,
  country: () => screen.getByLabelText('Country') as HTMLSelectElement,
};

function fillValidCard(): void {
  typeInto(field.number(), '4242424242424242');
  typeInto(field.expiry(), '1240');
  typeInto(field.cvc(), '123');
  typeInto(field.zip(), '94107');
}

describe('Payment Element card form', () => {
  it.each([
    ['visa', '4242424242424242', '4242 4242 4242 4242'],
    ['amex', '378282246310005', '3782 822463 10005'],
    ['diners 14', '36227206271667', '3622 720627 1667'],
    ['visa with more digits than it takes', '42424242424242429999', '4242 4242 4242 4242'],
  ])('formats a %s number as it is typed', async (_, typed, shown) => {
    await openPayment();
    typeChars(field.number(), typed);
    expect(field.number().value).toBe(shown);
  });

  it.each([
    ['typed', '1240'],
    ['pasted with a four-digit year', '12/2040'],
  ])('formats an expiry %s as MM / YY', async (_, entered) => {
    await openPayment();
    typeChars(field.expiry(), entered);
    expect(field.expiry().value).toBe('12 / 40');
  });

  it('keeps the caret after the digit the shopper typed in the middle of the number', async () => {
    await openPayment();
    typeInto(field.number(), '42424242');
    typeInto(field.number(), '42421 4242', 5);
    expect(field.number().value).toBe('4242 1424 2');
    expect(field.number().selectionStart).toBe(6);
  });

  it('drops letters typed into the number and keeps the caret in place', async () => {
    await openPayment();
    typeInto(field.number(), '4242 4242');
    typeInto(field.number(), '42a42 4242', 3);
    expect(field.number().value).toBe('4242 4242');
    expect(field.number().selectionStart).toBe(2);
  });

  it('moves on to the expiry once the number is typed in full, and to the CVC after the expiry', async () => {
    await openPayment();
    typeChars(field.number(), '4242424242424242');
    expect(document.activeElement).toBe(field.expiry());
    typeChars(field.expiry(), '1240');
    expect(document.activeElement).toBe(field.cvc());
    typeChars(field.cvc(), '123');
    expect(document.activeElement).toBe(field.cvc());
  });

  it.each([
    ['an invalid number', '4242424242424241'],
    ['a unionpay number that may still grow', '6200000000000005'],
  ])('stays on the number field after %s', async (_, typed) => {
    await openPayment();
    typeChars(field.number(), typed);
    expect(document.activeElement).toBe(field.number());
  });

  it('does not jump away when a digit in the middle of a full number is replaced', async () => {
    await openPayment();
    typeInto(field.number(), '4242424242424241');
    typeInto(field.number(), '4242 4242 4242 4242', 19 - 1);
    expect(document.activeElement).toBe(field.number());
  });

  it('switches the brand icon as the number changes brand', async () => {
    await openPayment();
    const icon = () => document.querySelector('.BrandIcon')?.getAttribute('data-brand');
    expect(icon()).toBe('unknown');
    typeInto(field.number(), '4242');
    expect(icon()).toBe('visa');
    typeInto(field.number(), '37');
    expect(icon()).toBe('amex');
    expect(screen.getByRole('img', { name: 'American Express' })).toBeTruthy();
  });

  it('gives every input its autocomplete token, keyboard and label', async () => {
    await openPayment();
    expect(field.number().getAttribute('autocomplete')).toBe('cc-number');
    expect(field.expiry().getAttribute('autocomplete')).toBe('cc-exp');
    expect(field.cvc().getAttribute('autocomplete')).toBe('cc-csc');
    expect(field.zip().getAttribute('autocomplete')).toBe('postal-code');
    for (const input of [field.number(), field.expiry(), field.cvc(), field.zip()]) {
      expect(input.getAttribute('inputmode')).toBe('numeric');
    }
  });

  it('does not show an incomplete number while typing, only once the field is left', async () => {
    await openPayment();
    typeInto(field.number(), '4242');
    expect(screen.queryByText('Your card number is incomplete.')).toBeNull();
    expect(field.number().getAttribute('aria-invalid')).toBe('false');
    blur(field.number());
    const error = screen.getByText('Your card number is incomplete.');
    expect(field.number().getAttribute('aria-invalid')).toBe('true');
    expect(field.number().getAttribute('aria-describedby')).toBe(error.id);
  });

  it("refuses a brand the group's card brand filter leaves out, as the shopper types", async () => {
    await openPayment({}, { disallowedCardBrands: ['mastercard'] });
    typeInto(field.number(), '5555');
    const error = screen.getByText("Your card's brand is not accepted.");
    expect(field.number().getAttribute('aria-invalid')).toBe('true');
    expect(field.number().getAttribute('aria-describedby')).toBe(error.id);
    typeInto(field.number(), '4242');
    expect(screen.queryByText("Your card's brand is not accepted.")).toBeNull();
  });

  it('says nothing when an empty field is left', async () => {
    await openPayment();
    act(() => field.number().focus());
    blur(field.number());
    const texts = [...document.querySelectorAll('.Error')].map((error) => error.textContent);
    expect(texts).toEqual(texts.map(() => ''));
    expect(field.number().getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps a line under every field for its error, so an error showing moves nothing', async () => {
    await openPayment();
    const slots = [...document.querySelectorAll('.Field')].map((f) => f.querySelector('.Error'));
    expect(slots).toHaveLength(5);
    expect(slots.every((slot) => slot !== null)).toBe(true);
  });

  it('shows an invalid number as soon as it is typed in full', async () => {
    await openPayment();
    typeInto(field.number(), '4242424242424241');
    expect(screen.getByText('Your card number is invalid.')).toBeTruthy();
  });

  it('shows a past expiry at once', async () => {
    await openPayment();
    typeInto(field.expiry(), '0120');
    expect(screen.getByText("Your card's expiration year is in the past.")).toBeTruthy();
  });

  it('rejects a card number typed into the postal code field', async () => {
    await openPayment();
    typeInto(field.zip(), '4242 4242 4242 4242');
    expect(screen.getByText(/Your postal code looks like a card number/)).toBeTruthy();
  });

  it('on validate shows every error, focuses the first invalid field and answers the first error', async () => {
    const frame = await openPayment();
    typeInto(field.expiry(), '12');
    blur(field.expiry());
    const result = resultOf(await frame.request('validate'));
    expect(result).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: 'Your card number is incomplete.',
      },
    });
    expect(screen.getByText('Your card number is incomplete.')).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(screen.getByText('Your ZIP is incomplete.')).toBeTruthy();
    expect(document.activeElement).toBe(field.number());
  });

  it('asks the page to focus its iframe when validate focuses a field', async () => {
    const frame = await openPayment();
    await frame.request('validate');
    const asks = frame.toParent.filter(
      (posted) => (posted.data as { type?: string }).type === 'frame-focus',
    );
    expect(asks).toHaveLength(1);
    expect(asks[0]?.targetOrigin).toBe(MERCHANT_ORIGIN);
  });

  it('focuses the first invalid field even when earlier ones are complete', async () => {
    const frame = await openPayment();
    typeInto(field.number(), '4242424242424242');
    typeInto(field.expiry(), '1240');
    const result = resultOf(await frame.request('validate'));
    expect(result).toMatchObject({ complete: false, error: { code: 'incomplete_cvc' } });
    expect(document.activeElement).toBe(field.cvc());
  });

  it('validates a complete card', async () => {
    const frame = await openPayment();
    fillValidCard();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
  });

  it('collects the card as the API takes it', async () => {
    const frame = await openPayment();
    fillValidCard();
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
      billing_details: { address: { postal_code: '94107', country: 'US' } },
    });
  });

  it('does not draw a decline of the card as a whole under the number (the merchant shows it)', async () => {
    const frame = await openPayment();
    fillValidCard();
    const answer = await frame.request('confirm-error', {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(resultOf(answer)).toBeNull();
    expect(screen.queryByText('Your card was declined.')).toBeNull();
    expect(field.number().getAttribute('aria-invalid')).toBe('false');
  });

  it('shows an incorrect CVC under the security code', async () => {
    const frame = await openPayment();
    fillValidCard();
    await frame.request('confirm-error', {
      type: 'card_error',
      code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
    });
    const error = screen.getByText("Your card's security code is incorrect.");
    expect(field.cvc().getAttribute('aria-describedby')).toBe(error.id);
  });

  it('announces an error politely as it appears, but not again on submit', async () => {
    const frame = await openPayment();
    typeInto(field.number(), '4242424242424241');
    const announcer = screen.getByTestId('announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    expect(announcer.getAttribute('role')).toBeNull();
    await waitFor(() => expect(announcer.textContent).toBe('Your card number is invalid.'));
    await frame.request('validate');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(announcer.textContent).toBe('');
    expect(document.activeElement).toBe(field.number());
    // An edit after the submit is the shopper's again: its new error is read out.
    typeInto(field.number(), '4242424242424242');
    typeInto(field.expiry(), '13');
    blur(field.expiry());
    await waitFor(() =>
      expect(announcer.textContent).toBe("Your card's expiration date is incomplete."),
    );
  });
});

describe('Payment Element events', () => {
  it('sends change events with the state, never the card data', async () => {
    const frame = await openPayment();
    typeInto(field.number(), '4242');
    fillValidCard();
    const changes = frame.events('change');
    expect(changes[0]).toEqual({
      elementType: 'payment',
      complete: false,
      empty: false,
      collapsed: false,
      value: { type: 'card' },
    });
    expect(changes.at(-1)).toEqual({
      elementType: 'payment',
      complete: true,
      empty: false,
      collapsed: false,
      value: { type: 'card' },
    });
    const everything = JSON.stringify(frame.toParent);
    expect(everything).not.toContain('4242');
    expect(everything).not.toContain('94107');
  });

  it('puts the shown error in the change event', async () => {
    const frame = await openPayment();
    typeInto(field.number(), '4242424242424241');
    expect(frame.events('change').at(-1)).toMatchObject({
      error: {
        type: 'validation_error',
        code: 'invalid_number',
        message: 'Your card number is invalid.',
      },
    });
  });

  it('sends focus and blur for the element, not for moves between its inputs', async () => {
    const frame = await openPayment();
    act(() => field.number().focus());
    act(() => field.expiry().focus());
    blur(field.expiry());
    expect(frame.events('focus')).toEqual([{ elementType: 'payment' }]);
    expect(frame.events('blur')).toEqual([{ elementType: 'payment' }]);
  });

  it('sends escape when the shopper presses Escape', async () => {
    const frame = await openPayment();
    fireEvent.keyDown(field.number(), { key: 'Escape' });
    expect(frame.events('escape')).toEqual([{ elementType: 'payment' }]);
  });
  it('tells the card details of a typed number once its ranges are looked up (carddetailschange)', async () => {
    const frame = await openPayment();
    const range = { pan_length: 16, funding: 'debit' };
    const ranges = [
      {
        ...range,
        account_range_low: '4000002500000000',
        account_range_high: '4000002599999999',
        brand: 'cartes_bancaires',
      },
      {
        ...range,
        account_range_low: '4000002500000000',
        account_range_high: '4000002599999999',
        brand: 'visa',
      },
    ];
    typeInto(field.number(), '4000 0025');
    expect(await frame.reply('card-metadata', { ranges })).toEqual({ binPrefix: '400000' });
    const idle = { elementType: 'payment', loading: false };
    await waitFor(() =>
      expect(frame.events('carddetailschange')).toEqual([
        { ...idle, loading: true },
        { ...idle, details: { brands: ['cartes_bancaires', 'visa'], funding: 'debit' } },
      ]),
    );

    typeInto(field.number(), '');
    await waitFor(() => expect(frame.events('carddetailschange').at(-1)).toEqual(idle));
  });

  it('announces the methods it offers once per change of the session (availablepaymentmethodschange)', async () => {
    const frame = await openPayment();
    expect(frame.events('availablepaymentmethodschange')).toEqual([]);
    const card = { elementType: 'payment', paymentMethods: { card: { available: true } } };

    await frame.broadcast('session', { ordered_payment_method_types_and_wallets: ['card'] });
    await frame.broadcast('session', { ordered_payment_method_types_and_wallets: ['card'] });

    expect(frame.events('availablepaymentmethodschange')).toEqual([card]);
  });
});

describe('Payment Element billing country', () => {
  describe('when the browser schedules idle work', () => {
    let idle: Array<() => void> = [];
    beforeEach(() => {
      idle = [];
      vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
      vi.stubGlobal('cancelIdleCallback', () => {});
    });
    afterEach(() => vi.unstubAllGlobals());

    it('renders the selected country first and the whole sorted list once the browser is idle', async () => {
      await openPayment();
      expect([...field.country().options].map((option) => option.text)).toEqual(['United States']);
      expect(field.country().value).toBe('US');
      act(() => {
        for (const run of idle.splice(0)) run();
      });
      const names = [...field.country().options].map((option) => option.text);
      expect(names.length).toBeGreaterThan(200);
      expect(names.indexOf('Germany')).toBeLessThan(names.indexOf('United States'));
      expect(field.country().value).toBe('US');
    });

    it.each([
      ['focuses it', (select: HTMLSelectElement) => fireEvent.focus(select)],
      ['presses on it', (select: HTMLSelectElement) => fireEvent.pointerDown(select)],
      ['types into it', (select: HTMLSelectElement) => fireEvent.keyDown(select, { key: 'G' })],
    ])('lists every country at once when the shopper %s before then', async (_, reach) => {
      await openPayment();
      reach(field.country());
      expect(field.country().options.length).toBeGreaterThan(200);
    });
  });

  it('asks no postal code for a country that does not need one, and clears it on change', async () => {
    const frame = await openPayment();
    typeInto(field.zip(), '94107');
    fireEvent.change(field.country(), { target: { value: 'DE' } });
    expect(screen.queryByLabelText('ZIP code')).toBeNull();
    fireEvent.change(field.country(), { target: { value: 'US' } });
    expect(field.zip().value).toBe('');
    fireEvent.change(field.country(), { target: { value: 'DE' } });
    typeInto(field.number(), '4242424242424242');
    typeInto(field.expiry(), '1240');
    typeInto(field.cvc(), '123');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toMatchObject({
      billing_details: { address: { country: 'DE' } },
    });
  });

  it.each([
    ['a Canadian postal code in lower case', 'CA', 'k1a 0b1', 'K1A 0B1'],
    ['a British postcode', 'GB', 'sw1a 1aa', 'SW1A 1AA'],
  ])('collects %s upper-cased', async (_, country, typed, sent) => {
    const frame = await openPayment();
    fireEvent.change(field.country(), { target: { value: country } });
    typeInto(screen.getByLabelText('Postal code'), typed);
    expect(resultOf(await frame.request('collect'))).toMatchObject({
      billing_details: { address: { postal_code: sent, country } },
    });
  });

  it('rejects a ZIP that does not fit the US pattern', async () => {
    const frame = await openPayment();
    typeInto(field.zip(), '9410');
    const result = resultOf(await frame.request('validate'));
    expect(screen.getByText('Your ZIP is invalid.')).toBeTruthy();
    expect(result).toMatchObject({ complete: false });
  });

  it('starts from the country of the session currency', async () => {
    const frame = await openPayment();
    await frame.broadcast('session', {
      currency: 'gbp',
      ordered_payment_method_types_and_wallets: ['card'],
    });
    expect(field.country().value).toBe('GB');
    expect(screen.getByLabelText('Postal code')).toBeTruthy();
  });

  it("keeps the merchant's default country over the currency's", async () => {
    const frame = await openPayment({
      defaultValues: { billingDetails: { address: { country: 'CA' } } },
    });
    await frame.broadcast('session', { currency: 'gbp' });
    expect(field.country().value).toBe('CA');
  });

  it('hides country and postal code the merchant collects itself', async () => {
    const frame = await openPayment({ fields: { billingDetails: { address: 'never' } } });
    expect(screen.queryByLabelText('Country')).toBeNull();
    expect(screen.queryByLabelText('ZIP code')).toBeNull();
    typeInto(field.number(), '4242424242424242');
    expect(resultOf(await frame.request('collect'))).not.toHaveProperty('billing_details');
  });
});

describe('Payment Element commands', () => {
  it('focuses, clears and updates on the merchant page commands', async () => {
    const frame = await openPayment();
    await frame.command('focus');
    expect(document.activeElement).toBe(field.number());
    typeInto(field.number(), '4242');
    await frame.command('clear');
    expect(field.number().value).toBe('');
    await frame.command('update', {
      fields: { billingDetails: { address: { country: 'never' } } },
    });
    expect(screen.queryByLabelText('Country')).toBeNull();
  });

  it('locks every field while the merchant asks for readOnly', async () => {
    const frame = await openPayment({ readOnly: true });
    for (const control of [
      field.number(),
      field.expiry(),
      field.cvc(),
      field.zip(),
      field.country(),
    ]) {
      expect(control.disabled).toBe(true);
    }
    await frame.command('update', { readOnly: false });
    expect(field.number().disabled).toBe(false);
  });

  it('applies the group appearance and its updates', async () => {
    const frame = await openPayment({}, { appearance: { theme: 'night', labels: 'floating' } });
    const css = () => document.getElementById('kassa-appearance')?.textContent ?? '';
    expect(css()).toContain('--k-colorBackground:#30313d');
    expect(document.querySelector('.Labels--floating')).not.toBeNull();
    await frame.command('group-update', {
      appearance: {
        theme: 'stripe',
        variables: { colorPrimary: '#ff0000' },
        rules: { '.Input': { padding: '20px' } },
      },
    });
    expect(css()).toContain('--k-colorPrimary:#ff0000');
    expect(css()).toContain('.Input{padding:20px}');
  });

  const labelOf = (input: HTMLElement) =>
    document.querySelector(`label[for="${input.id}"]`)?.className.split(' ') ?? [];

  it.each([
    ['floating', { labels: 'floating' }],
    ["'auto' on condensed inputs", { inputs: 'condensed' }],
  ])(
    'marks labels resting or floating as the shopper goes, when labels are %s',
    async (_, appearance) => {
      await openPayment({}, { appearance });
      expect(labelOf(field.number())).toEqual(['Label', 'Label--empty', 'Label--resting']);
      expect(labelOf(field.country())).toEqual(['Label', 'Label--floating']);
      fireEvent.focus(field.number());
      expect(labelOf(field.number())).toEqual([
        'Label',
        'Label--empty',
        'Label--focused',
        'Label--floating',
      ]);
      typeChars(field.number(), '4242');
      blur(field.number());
      expect(labelOf(field.number())).toEqual(['Label', 'Label--invalid', 'Label--floating']);
      expect(field.number().className.split(' ')).toEqual(['Input', 'Input--invalid']);
      expect(field.cvc().className.split(' ')).toEqual(['Input', 'Input--empty']);
    },
  );

  it('marks no label resting or floating when labels sit above', async () => {
    await openPayment({}, { appearance: { labels: 'above' } });
    expect(labelOf(field.number())).toEqual(['Label', 'Label--empty']);
    fireEvent.focus(field.number());
    expect(labelOf(field.number())).toEqual(['Label', 'Label--empty', 'Label--focused']);
  });

  it("puts the merchant's label state rules in the frame's stylesheet", async () => {
    const rules = {
      '.Label--floating': { color: '#0000ff' },
      '.Label--resting': { fontSize: '14px' },
      '.Label--invalid, .Input--empty': { fontWeight: '600' },
    };
    await openPayment({}, { appearance: { labels: 'floating', rules } });
    const css = document.getElementById('kassa-appearance')?.textContent ?? '';
    expect(css).toContain('.Label--floating{color:#0000ff}');
    expect(css).toContain('.Label--resting{font-size:14px}');
    expect(css).toContain('.Label--invalid, .Input--empty{font-weight:600}');
  });

  it('loads the fonts of the group', async () => {
    await openPayment({}, { fonts: [{ cssSrc: 'https://fonts.example/brand.css' }] });
    const link = document.querySelector('link[data-kassa-font]');
    expect(link?.getAttribute('href')).toBe('https://fonts.example/brand.css');
  });
});
