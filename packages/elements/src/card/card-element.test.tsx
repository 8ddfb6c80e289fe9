import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { blur, typeInto } from '../testing/typing.js';
import { CardElement } from './card-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openCard(options = {}): Promise<FrameHarness> {
  harness = openFrame(CardElement, { elementType: 'card' });
  await harness.init(options);
  return harness;
}

const input = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

function fillCard(): void {
  typeInto(input('Card number'), '378282246310005');
  typeInto(input('Expiration date'), '0430');
  typeInto(input('Security code'), '1234');
  typeInto(input('Postal code'), '10001');
}

describe('Card Element', () => {
  it('tells the loader when the browser autofilled it, once per change, for the mount node class', async () => {
    const frame = await openCard();
    const original = Element.prototype.querySelector;
    let filled: Element | null = null;
    // jsdom has no :autofill; Chrome matches it on inputs its autofill filled.
    vi.spyOn(Element.prototype, 'querySelector').mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ':autofill' ? filled : original.call(this, selector);
    });
    typeInto(input('Card number'), '4');
    expect(frame.events('autofill')).toEqual([]);
    filled = input('Card number');
    typeInto(input('Card number'), '4242424242424242');
    typeInto(input('Expiration date'), '0430');
    filled = null;
    typeInto(input('Card number'), '4');
    expect(frame.events('autofill')).toEqual([
      expect.objectContaining({ autofilled: true }),
      expect.objectContaining({ autofilled: false }),
    ]);
    vi.restoreAllMocks();
  });

  it('shows the last four digits of a complete number the shopper left, the whole number again on focus', async () => {
    await openCard();
    typeInto(input('Card number'), '4000056655665556');
    blur(input('Card number'));
    await waitFor(() => expect(document.querySelector('.CardRow--collapsed')).not.toBeNull());
    const shown = document.querySelector('.CardRow-lastFour');
    expect(shown?.textContent).toBe('5556');
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    // The input keeps the whole number for assistive technology.
    expect(input('Card number').value).toBe('4000 0566 5566 5556');
    input('Card number').focus();
    await waitFor(() => expect(document.querySelector('.CardRow-lastFour')).toBeNull());
  });

  it('shows number, expiry, CVC and postal code in one row with placeholders', async () => {
    await openCard();
    expect(screen.getAllByRole('textbox').map((box) => box.getAttribute('placeholder'))).toEqual([
      'Card number',
      'MM / YY',
      'CVC',
      'ZIP',
    ]);
  });

  it('emits loaderror with the error when the session fails to load', async () => {
    const frame = await openCard();
    const error = { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' };
    await frame.broadcast('session-error', error);
    expect(frame.events('loaderror')).toEqual([expect.objectContaining({ error })]);
  });

  it('numbers its port handovers, so the controller replays a failure on the first only: loaderror once, and again after a success', async () => {
    harness = openFrame(CardElement, { elementType: 'card', holdConnected: true });
    const frame = harness;
    await frame.init();
    // The controller announced itself before the frame heard `connected` on its first port.
    await frame.announceController();
    expect(frame.toController).toHaveLength(2);
    expect(
      frame.toController.map((posted) => (posted.data as { attempt?: number }).attempt),
    ).toEqual([0, 1]);
    const error = { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' };
    await frame.acknowledge([
      ['group-update', {}],
      ['session-error', error],
    ]);
    expect(frame.events('loaderror')).toHaveLength(1);
    await frame.broadcast('session', {});
    await frame.broadcast('session-error', error);
    expect(frame.events('loaderror')).toHaveLength(2);
  });

  it('formats an amex number 4-6-5 and takes a four-digit CVC', async () => {
    await openCard();
    fillCard();
    expect(input('Card number').value).toBe('3782 822463 10005');
    expect(input('Security code').value).toBe('1234');
  });

  it('sends change events with brand, state and postal code but never the number', async () => {
    const frame = await openCard();
    fillCard();
    expect(frame.events('change').at(-1)).toEqual({
      elementType: 'card',
      brand: 'amex',
      complete: true,
      empty: false,
      value: { postalCode: '10001' },
    });
    expect(JSON.stringify(frame.toParent)).not.toMatch(/3782|822463|1234/);
  });

  it('reports an invalid number in the change event and marks the input invalid', async () => {
    const frame = await openCard();
    typeInto(input('Card number'), '4242424242424241');
    expect(frame.events('change').at(-1)).toMatchObject({
      brand: 'visa',
      error: { code: 'invalid_number' },
    });
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('card-error')?.textContent).toBe('Your card number is invalid.');
  });

  it("refuses a brand the group's disallowedCardBrands filters, as the shopper types", async () => {
    harness = openFrame(CardElement, { elementType: 'card' });
    await harness.init({}, { disallowedCardBrands: ['american_express'] });
    const frame = harness;
    typeInto(input('Card number'), '3782');
    expect(frame.events('change').at(-1)).toMatchObject({
      brand: 'amex',
      complete: false,
      error: { code: 'card_brand_not_accepted', message: "Your card's brand is not accepted." },
    });
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('card-error')?.textContent).toBe(
      "Your card's brand is not accepted.",
    );
    // Another brand is taken.
    typeInto(input('Card number'), '4242424242424242');
    expect(frame.events('change').at(-1)).not.toHaveProperty('error');
  });

  it('takes only the brands an allowedCardBrands list names', async () => {
    harness = openFrame(CardElement, { elementType: 'card' });
    await harness.init({}, { allowedCardBrands: ['visa', 'mastercard'] });
    typeInto(input('Card number'), '6011');
    expect(harness.events('change').at(-1)).toMatchObject({
      brand: 'discover',
      error: { code: 'card_brand_not_accepted' },
    });
    typeInto(input('Card number'), '5555555555554444');
    expect(harness.events('change').at(-1)).toMatchObject({ brand: 'mastercard', complete: false });
    expect(harness.events('change').at(-1)).not.toHaveProperty('error');
  });

  it('waits for blur before calling a number incomplete', async () => {
    const frame = await openCard();
    typeInto(input('Card number'), '4242');
    expect(frame.events('change').at(-1)).not.toHaveProperty('error');
    blur(input('Card number'));
    expect(frame.events('change').at(-1)).toMatchObject({ error: { code: 'incomplete_number' } });
  });

  it('says a blur-time error once, politely, and nothing on submit (the focused field does)', async () => {
    const frame = await openCard();
    const announcer = screen.getByTestId('announcer');
    expect(announcer.getAttribute('aria-live')).toBe('polite');
    typeInto(input('Card number'), '4242');
    blur(input('Card number'));
    // The region speaks after its 50 ms pause: waited for, not timed (a loaded machine is slower).
    await waitFor(() => expect(announcer.textContent).toBe('Your card number is incomplete.'));
    // On submit focus moves to the field, whose description says it: the region stays quiet,
    // so one submit is one announcement however many frames the card has.
    typeInto(input('Card number'), '424');
    await frame.request('validate');
    expect(document.activeElement).toBe(input('Card number'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(announcer.textContent).toBe('');
  });

  it('does not draw a decline of the card as a whole in the form (the merchant shows it)', async () => {
    const frame = await openCard();
    fillCard();
    await frame.request('confirm-error', {
      type: 'card_error',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(input('Card number').getAttribute('aria-invalid')).toBe('false');
    expect(document.body.textContent).not.toContain('Your card was declined.');
  });

  it('collects the card and postal code for the API', async () => {
    const frame = await openCard();
    fillCard();
    expect(resultOf(await frame.request('collect'))).toEqual({
      type: 'card',
      card: { number: '378282246310005', exp_month: 4, exp_year: 2030, cvc: '1234' },
      billing_details: { address: { postal_code: '10001' } },
    });
  });

  it('hides the postal code when asked and does not require it', async () => {
    const frame = await openCard({ hidePostalCode: true });
    expect(screen.queryByRole('textbox', { name: 'Postal code' })).toBeNull();
    typeInto(input('Card number'), '4242424242424242');
    typeInto(input('Expiration date'), '1240');
    typeInto(input('Security code'), '123');
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).not.toHaveProperty('billing_details');
  });

  it('starts with the postal code the merchant passes and takes a new one on update', async () => {
    const frame = await openCard({ value: { postalCode: '94107' } });
    expect(input('Postal code').value).toBe('94107');
    await frame.command('update', { value: { postalCode: '10001' } });
    expect(input('Postal code').value).toBe('10001');
  });

  it('on validate focuses the first invalid field and answers its error', async () => {
    const frame = await openCard();
    typeInto(input('Card number'), '4242424242424242');
    expect(resultOf(await frame.request('validate'))).toEqual({
      complete: false,
      error: {
        type: 'validation_error',
        code: 'incomplete_expiry',
        message: "Your card's expiration date is incomplete.",
      },
    });
    expect(document.activeElement).toBe(input('Expiration date'));
  });

  it('disables its inputs and hides the icon when asked', async () => {
    const frame = await openCard({ disabled: true, hideIcon: true });
    expect(input('Card number').disabled).toBe(true);
    expect(document.querySelector('.BrandIcon')).toBeNull();
    await frame.command('update', { disabled: false, hideIcon: false, iconStyle: 'solid' });
    expect(input('Card number').disabled).toBe(false);
    expect(document.querySelector('.BrandIcon')).not.toBeNull();
  });

  it("turns Stripe's style option into CSS for each state", async () => {
    await openCard({
      style: {
        base: {
          color: '#32325d',
          fontSize: '16px',
          '::placeholder': { color: '#aab7c4' },
          iconColor: '#666',
        },
        invalid: { color: '#fa755a' },
        complete: { color: 'green' },
        empty: { position: 'fixed' },
      },
    });
    const css = document.getElementById('kassa-appearance')?.textContent ?? '';
    expect(css).toContain('.CardRow .Input{color:#32325d;font-size:16px}');
    expect(css).toContain('.CardRow .Input::placeholder{color:#aab7c4}');
    expect(css).toContain('.CardRow .BrandIcon{color:#666}');
    expect(css).toContain('.CardRow .Input--invalid{color:#fa755a}');
    expect(css).toContain('.CardRow--complete .Input{color:green}');
    expect(css).not.toContain('position');
  });

  it("keeps the default look whatever the group's appearance says, as Stripe's Card Element does", async () => {
    harness = openFrame(CardElement, { elementType: 'card' });
    await harness.init({}, { appearance: { theme: 'night', variables: { colorText: '#ff0000' } } });
    const css = document.getElementById('kassa-appearance')?.textContent ?? '';
    expect(css).toContain('--k-colorText:#30313d');
    expect(css).not.toContain('#ff0000');
  });

  it('drops style values that would break out of the stylesheet', async () => {
    await openCard({
      style: { base: { color: 'red;} body{display:none', fontFamily: 'url(https://evil)' } },
    });
    const css = document.getElementById('kassa-appearance')?.textContent ?? '';
    expect(css).not.toContain('display:none');
    expect(css).not.toContain('evil');
  });
});
