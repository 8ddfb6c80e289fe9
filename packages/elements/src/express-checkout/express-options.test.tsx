import { describe, expect, it } from 'vitest';
import { DEFAULT_HEIGHT, expressLayout } from './express-options.js';

const ALL = ['card', 'link', 'paypal', 'klarna', 'amazon_pay', 'demo_pay'];

describe('expressLayout', () => {
  it("shows the redirect methods and demo_pay in Stripe's order, 44 px tall by default", () => {
    const layout = expressLayout({}, ALL);
    expect(layout.types).toEqual(['link', 'paypal', 'klarna', 'amazon_pay', 'demo_pay']);
    expect(layout.height).toBe(DEFAULT_HEIGHT);
    expect(layout.columns).toBe(3);
    // Apple Pay and Google Pay need their sheet, which this element does not open yet.
    expect(layout.available).toMatchObject({ applePay: false, googlePay: false, paypal: true });
  });

  it('follows paymentMethodOrder, then the default order, and drops the methods set to never', () => {
    const layout = expressLayout(
      { paymentMethodOrder: ['demo_pay', 'klarna'], paymentMethods: { link: 'never' } },
      ALL,
    );
    expect(layout.types).toEqual(['demo_pay', 'klarna', 'paypal', 'amazon_pay']);
    expect(layout.available.link).toBe(false);
  });

  it("keeps to the elements session's payment method types", () => {
    const layout = expressLayout({}, ['card', 'paypal']);
    expect(layout.types).toEqual(['paypal']);
    expect(layout.columns).toBe(1);
  });

  it('limits the row to maxColumns × maxRows unless overflow is never', () => {
    const options = { layout: { maxColumns: 2, maxRows: 1 } };
    expect(expressLayout(options, ALL).types).toEqual(['link', 'paypal']);
    expect(expressLayout(options, ALL).columns).toBe(2);
    const all = expressLayout({ layout: { ...options.layout, overflow: 'never' } }, ALL);
    expect(all.types).toHaveLength(5);
  });

  it("takes a buttonHeight between Stripe's 40 and 55 px, else its default", () => {
    expect(expressLayout({ buttonHeight: 50 }, ALL).height).toBe(50);
    expect(expressLayout({ buttonHeight: 80 }, ALL).height).toBe(DEFAULT_HEIGHT);
    expect(expressLayout({ buttonHeight: '50px' }, ALL).height).toBe(DEFAULT_HEIGHT);
  });

  it("uses the light buttons for PayPal's light themes", () => {
    expect(expressLayout({ buttonTheme: { paypal: 'white' } }, ALL).theme).toBe('light');
    expect(expressLayout({ buttonTheme: { paypal: 'black' } }, ALL).theme).toBe('dark');
  });
});
