import { describe, expect, it } from 'vitest';
import { DEFAULT_HEIGHT, expressLayout } from './express-options.js';

describe('expressLayout', () => {
  it("shows the redirect methods and demo_pay in Stripe's order, 44 px tall by default", () => {
    const layout = expressLayout({}, {});
    expect(layout.types).toEqual(['link', 'paypal', 'klarna', 'amazon_pay', 'demo_pay']);
    expect(layout.height).toBe(DEFAULT_HEIGHT);
    expect(layout.columns).toBe(3);
    // Apple Pay and Google Pay need their sheet, which this element does not open yet.
    expect(layout.available).toMatchObject({ applePay: false, googlePay: false, paypal: true });
  });

  it('follows paymentMethodOrder, then the default order, and drops the methods set to never', () => {
    const layout = expressLayout(
      { paymentMethodOrder: ['demo_pay', 'klarna'], paymentMethods: { link: 'never' } },
      {},
    );
    expect(layout.types).toEqual(['demo_pay', 'klarna', 'paypal', 'amazon_pay']);
    expect(layout.available.link).toBe(false);
  });

  it("keeps to the group's payment method types", () => {
    const layout = expressLayout({}, { paymentMethodTypes: ['card', 'paypal'] });
    expect(layout.types).toEqual(['paypal']);
    expect(layout.columns).toBe(1);
  });

  it('limits the row to maxColumns × maxRows unless overflow is never', () => {
    const options = { layout: { maxColumns: 2, maxRows: 1 } };
    expect(expressLayout(options, {}).types).toEqual(['link', 'paypal']);
    expect(expressLayout(options, {}).columns).toBe(2);
    const all = expressLayout({ layout: { ...options.layout, overflow: 'never' } }, {});
    expect(all.types).toHaveLength(5);
  });

  it("takes a buttonHeight between Stripe's 40 and 55 px, else its default", () => {
    expect(expressLayout({ buttonHeight: 50 }, {}).height).toBe(50);
    expect(expressLayout({ buttonHeight: 80 }, {}).height).toBe(DEFAULT_HEIGHT);
    expect(expressLayout({ buttonHeight: '50px' }, {}).height).toBe(DEFAULT_HEIGHT);
  });

  it("uses the light buttons for PayPal's light themes", () => {
    expect(expressLayout({ buttonTheme: { paypal: 'white' } }, {}).theme).toBe('light');
    expect(expressLayout({ buttonTheme: { paypal: 'black' } }, {}).theme).toBe('dark');
  });
});
