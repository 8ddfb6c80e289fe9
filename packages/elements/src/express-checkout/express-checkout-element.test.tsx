import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { ExpressCheckoutElement } from './express-checkout-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

async function openExpress(options = {}, groupOptions = {}): Promise<FrameHarness> {
  harness = openFrame(ExpressCheckoutElement, { elementType: 'expressCheckout' });
  await harness.init(options, groupOptions);
  await harness.broadcast('session', {
    ordered_payment_method_types_and_wallets: [
      'card',
      'link',
      'paypal',
      'klarna',
      'amazon_pay',
      'demo_pay',
    ],
  });
  return harness;
}

describe('the Express Checkout Element frame', () => {
  it('renders one labelled button per method and reports which are available', async () => {
    const frame = await openExpress({ paymentMethods: { klarna: 'never' } });
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual([
      'Pay with Link',
      'Pay with PayPal',
      'Pay with Amazon Pay',
      'Pay with Demo Pay',
    ]);
    expect(frame.events('available').at(-1)).toEqual({
      availablePaymentMethods: {
        applePay: false,
        googlePay: false,
        link: true,
        paypal: true,
        klarna: false,
        amazonPay: true,
        demoPay: true,
      },
    });
  });

  it('is incomplete until a button is clicked, then collects that method', async () => {
    const frame = await openExpress();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: false, error: null });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Demo Pay' }));
    expect(frame.events('click')).toEqual([{ expressPaymentType: 'demo_pay' }]);
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({ type: 'demo_pay' });
    // A second click while the first awaits its confirm starts nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    expect(frame.events('click')).toHaveLength(1);
  });

  it('frees the buttons when the page ends the click', async () => {
    const frame = await openExpress();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await frame.command('clear');
    expect(resultOf(await frame.request('collect'))).toEqual({});
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Klarna' }));
    expect(frame.events('click').at(-1)).toEqual({ expressPaymentType: 'klarna' });
  });

  it('is ready only once the session says which methods the intent takes', async () => {
    harness = openFrame(ExpressCheckoutElement, { elementType: 'expressCheckout' });
    await harness.init({}, {});
    expect(harness.events('ready')).toEqual([]);
    await harness.broadcast('session', {
      ordered_payment_method_types_and_wallets: ['card', 'paypal'],
    });
    await waitFor(() => expect(harness?.events('ready')).toHaveLength(1));
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Pay with PayPal',
    ]);
  });

  it('applies update() and the height the merchant chose', async () => {
    const frame = await openExpress({ buttonHeight: 52 });
    expect(screen.getAllByRole('button')[0]?.style.height).toBe('52px');
    await frame.command('update', { paymentMethods: { link: 'never', paypal: 'never' } });
    expect(screen.queryByRole('button', { name: 'Pay with PayPal' })).toBeNull();
  });
});
