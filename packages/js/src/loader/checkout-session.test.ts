import { describe, expect, it } from 'vitest';
import {
  amountOf,
  type LocalState,
  minorUnitsDivisor,
  missingForConfirm,
  sessionOf,
} from './checkout-session.js';

const local = (overrides: Partial<LocalState> = {}): LocalState => ({
  billingAddress: null,
  businessName: null,
  taxIdInfo: null,
  paymentComplete: true,
  busy: false,
  lastPaymentError: null,
  ...overrides,
});

describe('checkout session view', () => {
  it('uses each currency minor unit', () => {
    expect(minorUnitsDivisor('usd')).toBe(100);
    expect(minorUnitsDivisor('jpy')).toBe(1);
    expect(minorUnitsDivisor('kwd')).toBe(1000);
    expect(amountOf(1500, 'jpy', 'en')).toEqual({ minorUnitsAmount: 1500, amount: '¥1,500' });
    expect(amountOf(1234, 'eur', 'en')).toEqual({ minorUnitsAmount: 1234, amount: '€12.34' });
    expect(amountOf(100, 'xxq', 'en').minorUnitsAmount).toBe(100);
  });

  it('says what the session still needs before it can be confirmed', () => {
    const page = {
      status: 'open',
      email: null,
      customer_email: null,
      customer: null,
      shipping_address_collection: { allowed_countries: ['FR'] },
      shipping_details: null,
      shipping_options: [{ shipping_rate: { id: 'shr_1' } }],
      line_item_group: { shipping_rate: null, total: 100 },
      phone_number_collection: { enabled: true },
      phone: null,
    };
    expect(missingForConfirm(page, local({ paymentComplete: false }))).toEqual([
      'email',
      'shippingAddress',
      'shippingOption',
      'phoneNumber',
      'paymentMethod',
    ]);
    const ready = {
      ...page,
      customer_email: 'ada@example.com',
      shipping_details: { name: 'Ada', address: { country: 'FR' } },
      line_item_group: { shipping_rate: 'shr_1', total: 100 },
      phone: '+33612345678',
    };
    expect(missingForConfirm(ready, local())).toEqual([]);
    expect(sessionOf(ready, local()).canConfirm).toBe(true);
    expect(sessionOf(ready, local({ busy: true })).canConfirm).toBe(false);
    expect(
      sessionOf({ ...ready, status: 'complete', payment_status: 'paid' }, local()).status,
    ).toEqual({
      type: 'complete',
      paymentStatus: 'paid',
    });
    expect(sessionOf({ ...ready, status: 'expired' }, local()).status).toEqual({ type: 'expired' });
  });

  it('lists the adaptive pricing currencies and the saved cards', () => {
    const session = sessionOf(
      {
        status: 'open',
        currency: 'usd',
        line_item_group: { currency: 'usd', total: 1000, line_items: [] },
        adaptive_pricing: {
          enabled: true,
          active_currency: null,
          currency_options: [{ currency: 'eur', total: 920 }],
        },
        saved_payment_methods: [
          {
            id: 'pm_1',
            type: 'card',
            card: { brand: 'visa', exp_month: 4, exp_year: 2030, last4: '4242' },
            billing_details: { name: 'Ada' },
          },
          { id: 'pm_2', type: 'sepa_debit' },
        ],
      },
      local(),
    );
    expect(session.currencyOptions).toEqual([
      { currency: 'eur', minorUnitsAmount: 920, amount: '€9.20' },
    ]);
    expect(session.savedPaymentMethods).toEqual([
      {
        id: 'pm_1',
        type: 'card',
        card: { brand: 'visa', expMonth: 4, expYear: 2030, last4: '4242' },
        billingDetails: { name: 'Ada' },
      },
    ]);
  });
});
