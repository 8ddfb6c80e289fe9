import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { typeInto } from '../testing/typing.js';
import { CardFieldElement } from './card-field-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openField(elementType: string, options = {}): Promise<FrameHarness> {
  harness = openFrame(CardFieldElement, { elementType });
  await harness.init(options);
  return harness;
}

const only = () => screen.getByRole('textbox') as HTMLInputElement;

describe('the split number field and a card brand filter', () => {
  it('refuses a filtered brand as the shopper types, in their locale', async () => {
    harness = openFrame(CardFieldElement, { elementType: 'cardNumber' });
    await harness.init({}, { disallowedCardBrands: ['discover_global_network'], locale: 'en' });
    typeInto(only(), '3530');
    expect(harness.events('change').at(-1)).toMatchObject({
      brand: 'jcb',
      error: { code: 'card_brand_not_accepted', message: "Your card's brand is not accepted." },
    });
    expect(only().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('split card fields', () => {
  it.each([
    [
      'cardNumber',
      'Card number',
      'cc-number',
      '4242424242424242',
      { type: 'card', card: { number: '4242424242424242' } },
    ],
    [
      'cardExpiry',
      'Expiration date',
      'cc-exp',
      '1240',
      { type: 'card', card: { exp_month: 12, exp_year: 2040 } },
    ],
    ['cardCvc', 'Security code', 'cc-csc', '123', { type: 'card', card: { cvc: '123' } }],
  ])(
    '%s shows only its field and collects only its part',
    async (type, label, token, typed, part) => {
      const frame = await openField(type);
      expect(screen.getAllByRole('textbox')).toHaveLength(1);
      expect(only().getAttribute('aria-label')).toBe(label);
      expect(only().getAttribute('autocomplete')).toBe(token);
      typeInto(only(), typed);
      expect(resultOf(await frame.request('collect'))).toEqual(part);
      expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    },
  );

  it('gives the brand in the number field change event', async () => {
    const frame = await openField('cardNumber');
    typeInto(only(), '5555');
    expect(frame.events('change').at(-1)).toEqual({
      elementType: 'cardNumber',
      brand: 'mastercard',
      complete: false,
      empty: false,
    });
  });

  it('has no brand in the other fields change events', async () => {
    const frame = await openField('cardExpiry');
    typeInto(only(), '12');
    expect(frame.events('change').at(-1)).toEqual({
      elementType: 'cardExpiry',
      complete: false,
      empty: false,
    });
  });

  it('answers validate with its own error only', async () => {
    const frame = await openField('cardCvc');
    expect(resultOf(await frame.request('validate'))).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_cvc',
        message: "Your card's security code is incomplete.",
      },
    });
    expect(document.activeElement).toBe(only());
  });

  it('uses the placeholder and icon options of the number field', async () => {
    await openField('cardNumber', { placeholder: 'Number', showIcon: true });
    expect(only().placeholder).toBe('Number');
    expect(document.querySelector('.BrandIcon')).not.toBeNull();
  });

  it('does not draw a decline of the card as a whole: confirm returns it to the merchant', async () => {
    const frame = await openField('cardNumber');
    typeInto(only(), '4000000000000002');
    await frame.request('confirm-error', {
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(only().getAttribute('aria-invalid')).toBe('false');
    expect(document.body.textContent).not.toContain('Your card was declined.');
  });

  it('shows an expired card in the expiry field only, said by the merchant rather than its live region', async () => {
    const expiry = await openField('cardExpiry');
    typeInto(only(), '0430');
    const error = { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' };
    await expiry.request('confirm-error', error);
    expect(only().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('expiry-error')?.textContent).toBe('Your card has expired.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('announcer').textContent).toBe('');
    expiry.cleanup();
    const cvc = await openField('cardCvc');
    typeInto(only(), '123');
    await cvc.request('confirm-error', error);
    expect(only().getAttribute('aria-invalid')).toBe('false');
  });

  it('says nothing in its live region on submit: the focused field describes its error once', async () => {
    const frame = await openField('cardNumber');
    typeInto(only(), '4242');
    await frame.request('validate');
    expect(document.activeElement).toBe(only());
    expect(document.getElementById('number-error')?.textContent).toBe(
      'Your card number is incomplete.',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByTestId('announcer').textContent).toBe('');
    expect(screen.getByTestId('announcer').getAttribute('aria-live')).toBe('polite');
  });
});
