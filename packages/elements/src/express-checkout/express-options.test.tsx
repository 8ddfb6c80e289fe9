import { EXPRESS_BUTTON_HIDDEN_REASONS } from '@kassa/core';
import type { Json } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEIGHT, type ExpressContext, expressLayout } from './express-options.js';

const ALL = ['card', 'link', 'paypal', 'klarna', 'amazon_pay', 'demo_pay'];
/** A test-mode page on a secure origin whose domain is verified for every wallet. */
const TEST: ExpressContext = { sessionTypes: ALL, testMode: true, secureContext: true };
const types = (options: Json, context: ExpressContext = TEST) =>
  expressLayout(options, context).buttons.map((button) => button.type);

describe('expressLayout: which methods show', () => {
  it("shows every method the session takes in Stripe's order, 44 px tall by default", () => {
    const layout = expressLayout({}, TEST);
    expect(types({})).toEqual([
      'apple_pay',
      'google_pay',
      'link',
      'paypal',
      'klarna',
      'amazon_pay',
      'demo_pay',
    ]);
    expect(layout.height).toBe(DEFAULT_HEIGHT);
    expect(layout.columns).toBe(3);
    expect(layout.visible).toBeNull();
    expect(layout.hidden).toEqual({});
  });

  it('follows paymentMethodOrder, then the default order', () => {
    expect(types({ paymentMethodOrder: ['demo_pay', 'klarna'] }).slice(0, 3)).toEqual([
      'demo_pay',
      'klarna',
      'apple_pay',
    ]);
  });

  it('names the reason of each hidden method, from the spec list only', () => {
    const layout = expressLayout(
      { paymentMethods: { link: 'never' }, wallets: { googlePay: 'never' } },
      {
        sessionTypes: ['card', 'klarna', 'amazon_pay'],
        intentTypes: ['card', 'klarna', 'amazon_pay', 'paypal'],
        unverifiedOnDomain: ['amazon_pay'],
        testMode: true,
        secureContext: true,
      },
    );
    expect(layout.hidden).toEqual({
      googlePay: 'merchant_payment_method_param_config',
      link: 'merchant_payment_method_param_config',
      // In the intent's types, but the session filtered it out (its currency or amount).
      paypal: 'domain_unregistered_or_backend_filtered',
      // Not registered or not active on the page's domain.
      amazonPay: 'domain_unregistered_or_backend_filtered',
      // Not among the intent's types at all.
      demoPay: 'payment_method_disabled',
    });
    expect(layout.available).toEqual({
      applePay: true,
      googlePay: false,
      link: false,
      paypal: false,
      klarna: true,
      amazonPay: false,
      demoPay: false,
    });
    for (const reason of Object.values(layout.hidden))
      expect(EXPRESS_BUTTON_HIDDEN_REASONS).toContain(reason);
  });

  it('hides Apple Pay and Google Pay without a wallet: a live key, or a page that is not secure', () => {
    const live = expressLayout({}, { ...TEST, testMode: false });
    expect(live.hidden).toEqual({
      applePay: 'unsupported_browser',
      googlePay: 'unsupported_browser',
    });
    const insecure = expressLayout({}, { ...TEST, secureContext: false });
    expect(insecure.hidden.applePay).toBe('unsupported_browser');
    // A setup that cannot take a card has no wallet either.
    expect(expressLayout({}, { ...TEST, sessionTypes: ['paypal'] }).hidden.applePay).toBe(
      'payment_method_disabled',
    );
  });

  it('hides PayPal with manual payment method creation, and what cannot be saved for later use', () => {
    expect(expressLayout({}, { ...TEST, manualCreation: true }).hidden).toEqual({
      paypal: 'manual_payment_method_creation_unsupported',
    });
    // Demo Pay cannot be used off session; cards, Link, PayPal, Klarna and Amazon Pay can.
    expect(expressLayout({}, { ...TEST, futureUsage: true }).hidden).toEqual({
      demoPay: 'setup_future_usage_unsupported',
    });
  });

  it('hides the redirect methods when the merchant requires details they cannot give first', () => {
    for (const option of [
      'emailRequired',
      'phoneNumberRequired',
      'shippingAddressRequired',
      'billingAddressRequired',
    ]) {
      expect(types({ [option]: true })).toEqual(['apple_pay', 'google_pay', 'link']);
      expect(expressLayout({ [option]: true }, TEST).hidden.paypal).toBe(
        'field_not_provided_by_financial_partner',
      );
    }
  });
});

describe('expressLayout: how the buttons look', () => {
  it("gives each wallet Stripe's default button type and theme", () => {
    const buttons = expressLayout({}, TEST).buttons;
    expect(buttons.map(({ type, text, theme }) => [type, text, theme])).toEqual([
      ['apple_pay', 'plain', 'dark'],
      ['google_pay', 'buy', 'dark'],
      ['link', 'default', 'dark'],
      ['paypal', 'plain', 'gold'],
      ['klarna', 'default', 'dark'],
      ['amazon_pay', 'default', 'dark'],
      ['demo_pay', 'default', 'dark'],
    ]);
  });

  it("takes each wallet's buttonType and buttonTheme", () => {
    const buttons = expressLayout(
      {
        buttonType: {
          applePay: 'check-out',
          googlePay: 'subscribe',
          paypal: 'buynow',
          klarna: 'continue',
        },
        buttonTheme: {
          applePay: 'white-outline',
          googlePay: 'white',
          paypal: 'blue',
          klarna: 'light',
        },
      },
      TEST,
    ).buttons;
    expect(buttons.slice(0, 5).map(({ text, theme }) => [text, theme])).toEqual([
      ['checkOut', 'light-outline'],
      ['subscribe', 'light'],
      ['default', 'dark'],
      ['buyNow', 'blue'],
      ['continue', 'light'],
    ]);
  });

  it('keeps maxColumns × maxRows places, the last one for "more", unless overflow is never', () => {
    const layout = expressLayout({ layout: { maxColumns: 2, maxRows: 1 } }, TEST);
    expect(layout.columns).toBe(2);
    expect(layout.visible).toBe(1);
    // Every method is still available: "more" reveals the rest.
    expect(Object.values(layout.available).every(Boolean)).toBe(true);
    const never = expressLayout({ layout: { maxColumns: 2, maxRows: 1, overflow: 'never' } }, TEST);
    expect(never.visible).toBeNull();
    // Room for all: no "more".
    expect(expressLayout({ layout: { maxColumns: 4, maxRows: 2 } }, TEST).visible).toBeNull();
  });

  it("takes a buttonHeight between Stripe's 40 and 55 px, else its default", () => {
    expect(expressLayout({ buttonHeight: 50 }, TEST).height).toBe(50);
    expect(expressLayout({ buttonHeight: 80 }, TEST).height).toBe(DEFAULT_HEIGHT);
    expect(expressLayout({ buttonHeight: '50px' }, TEST).height).toBe(DEFAULT_HEIGHT);
  });
});

describe("expressLayout: PayPal's and Amazon Pay's markets (Stripe's business locations and currencies)", () => {
  const live: ExpressContext = { sessionTypes: ALL, testMode: false, secureContext: true };

  it('hides them in a currency they do not present, in every mode', () => {
    const inr = expressLayout({}, { ...TEST, currency: 'inr', merchantCountry: 'DE' });
    expect(inr.hidden).toMatchObject({
      paypal: 'domain_unregistered_or_backend_filtered',
      amazonPay: 'domain_unregistered_or_backend_filtered',
    });
    expect(inr.available).toMatchObject({ paypal: false, amazonPay: false, klarna: true });
    // PayPal presents Singapore dollars, Amazon Pay does not; yen the other way round.
    expect(types({}, { ...TEST, currency: 'sgd', merchantCountry: 'DE' })).toContain('paypal');
    expect(types({}, { ...TEST, currency: 'sgd', merchantCountry: 'DE' })).not.toContain(
      'amazon_pay',
    );
    expect(types({}, { ...TEST, currency: 'jpy', merchantCountry: 'DE' })).toEqual(
      expect.arrayContaining(['amazon_pay']),
    );
    expect(types({}, { ...TEST, currency: 'jpy', merchantCountry: 'DE' })).not.toContain('paypal');
  });

  it('hides them for a merchant outside their business locations with a live key', () => {
    // PayPal through Stripe is for European accounts; Amazon Pay for US and some European ones.
    const us = expressLayout({}, { ...live, currency: 'usd', merchantCountry: 'US' });
    expect(us.hidden.paypal).toBe('domain_unregistered_or_backend_filtered');
    expect(us.available.amazonPay).toBe(true);
    const pl = expressLayout({}, { ...live, currency: 'eur', merchantCountry: 'PL' });
    expect(pl.available.paypal).toBe(true);
    expect(pl.hidden.amazonPay).toBe('domain_unregistered_or_backend_filtered');
    const gb = expressLayout({}, { ...live, currency: 'gbp', merchantCountry: 'GB' });
    expect(gb.available).toMatchObject({ paypal: true, amazonPay: true });
  });

  it('keeps them in test mode for an account outside their locations (Kassa accounts are US)', () => {
    const us = expressLayout({}, { ...TEST, currency: 'usd', merchantCountry: 'US' });
    expect(us.available).toMatchObject({ paypal: true, amazonPay: true });
    expect(us.hidden).toEqual({});
  });
});
