import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FrameHarness, openFrame, resultOf } from '../testing/frame-harness.js';
import { ExpressCheckoutElement } from './express-checkout-element.js';

let harness: FrameHarness | undefined;
afterEach(() => {
  harness?.cleanup();
  harness = undefined;
});

const TYPES = ['card', 'link', 'paypal', 'klarna', 'amazon_pay', 'demo_pay'];

async function openExpress(
  options = {},
  groupOptions = {},
  session: object = {},
  testMode = false,
): Promise<FrameHarness> {
  harness = openFrame(ExpressCheckoutElement, { elementType: 'expressCheckout', testMode });
  await harness.init(options, groupOptions);
  await harness.broadcast('session', {
    ordered_payment_method_types_and_wallets: TYPES,
    amount: 1099,
    currency: 'eur',
    merchant_info: { business_name: 'Kassa Test Shop' },
    ...session,
  });
  return harness;
}

const names = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('the Express Checkout Element frame', () => {
  it('renders one labelled button per method and reports which are available and why not', async () => {
    const frame = await openExpress({ paymentMethods: { klarna: 'never' } });
    // A live key: no wallet sheet, so no Apple Pay or Google Pay.
    expect(names()).toEqual([
      'Pay with Link',
      'PayPal',
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
      hidden: {
        applePay: 'unsupported_browser',
        googlePay: 'unsupported_browser',
        klarna: 'merchant_payment_method_param_config',
      },
      amount: 1099,
      currency: 'eur',
      businessName: 'Kassa Test Shop',
    });
  });

  it("hides the wallets the page's domain is not verified for, and says none is available when none shows", async () => {
    const frame = await openExpress(
      {},
      {},
      {
        ordered_payment_method_types_and_wallets: ['card', 'paypal'],
        unverified_payment_methods_on_domain: ['apple_pay', 'google_pay', 'paypal'],
      },
      true,
    );
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(frame.events('available').at(-1)).toMatchObject({
      availablePaymentMethods: null,
      hidden: {
        applePay: 'domain_unregistered_or_backend_filtered',
        paypal: 'domain_unregistered_or_backend_filtered',
        link: 'payment_method_disabled',
      },
    });
  });

  it('hides PayPal when the group creates payment methods manually', async () => {
    const frame = await openExpress({}, { paymentMethodCreation: 'manual' });
    expect(names()).not.toContain('PayPal');
    expect(frame.events('available').at(-1)).toMatchObject({
      hidden: { paypal: 'manual_payment_method_creation_unsupported' },
    });
  });

  it("labels each wallet by its buttonType (test mode's Apple Pay and Google Pay too)", async () => {
    await openExpress(
      { buttonType: { applePay: 'check-out', googlePay: 'plain', paypal: 'pay' } },
      {},
      {},
      true,
    );
    expect(names().slice(0, 4)).toEqual([
      'Check out with Apple Pay',
      'Google Pay',
      'Pay with Link',
      'Pay with PayPal',
    ]);
    expect(screen.getByRole('button', { name: 'Pay with PayPal' }).className).toContain('is-gold');
  });

  it('shows "more" in the last place of maxRows, which reveals the rest and focuses the first of them', async () => {
    await openExpress({ layout: { maxColumns: 2, maxRows: 1 } });
    expect(names()).toEqual(['Pay with Link', 'More payment options']);
    const more = screen.getByRole('button', { name: 'More payment options' });
    more.focus();
    fireEvent.click(more);
    expect(names()).toEqual([
      'Pay with Link',
      'PayPal',
      'Pay with Klarna',
      'Pay with Amazon Pay',
      'Pay with Demo Pay',
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'PayPal' })),
    );
  });

  it('is incomplete until a button is clicked, then collects that method', async () => {
    const frame = await openExpress();
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: false, error: null });
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Demo Pay' }));
    expect(frame.events('click')).toEqual([{ expressPaymentType: 'demo_pay' }]);
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({ type: 'demo_pay' });
    // A second click while the first awaits its confirm starts nothing.
    fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    expect(frame.events('click')).toHaveLength(1);
  });

  it("collects Link's card picked in the Link sheet as wallet payment details", async () => {
    const frame = await openExpress();
    fireEvent.click(screen.getByRole('button', { name: 'Pay with Link' }));
    expect(frame.events('click')).toEqual([{ expressPaymentType: 'link' }]);
    // The page hands over the sheet's card; the controller shares it as a link PaymentMethod.
    await frame.command('update', { linkPaymentDetails: 'csmrpd_123' });
    expect(resultOf(await frame.request('validate'))).toEqual({ complete: true, error: null });
    expect(resultOf(await frame.request('collect'))).toEqual({
      link_payment_details: 'csmrpd_123',
    });
    // Another method clicked later is collected as itself, not as the Link card.
    await frame.command('clear');
    fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
    expect(resultOf(await frame.request('collect'))).toEqual({ type: 'paypal' });
  });

  it('frees the buttons when the page ends the click', async () => {
    const frame = await openExpress();
    fireEvent.click(screen.getByRole('button', { name: 'PayPal' }));
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
    expect(names()).toEqual(['PayPal']);
  });

  it('applies update() and the height the merchant chose', async () => {
    const frame = await openExpress({ buttonHeight: 52 });
    expect(screen.getAllByRole('button')[0]?.style.height).toBe('52px');
    await frame.command('update', { paymentMethods: { link: 'never', paypal: 'never' } });
    expect(screen.queryByRole('button', { name: 'PayPal' })).toBeNull();
  });
});
