import type { Json } from '@kassa/protocol';
import { describe, expect, it } from 'vitest';
import {
  applyUpdate,
  billingDetails,
  readSheetRequest,
  redactedAddress,
  SHEET_ADDRESSES,
} from './sheet-request.js';

const REQUEST: Json = {
  country: 'US',
  currency: 'eur',
  total: { label: 'Shop', amount: 1000 },
  displayItems: [
    { label: 'Hat', amount: 1200 },
    { label: 'Coupon', amount: -200, pending: true },
  ],
  requestShipping: true,
  shippingOptions: [{ id: 'std', label: 'Standard', detail: '3 days', amount: 0 }],
  applePay: {
    recurringPaymentRequest: {
      paymentDescription: 'Monthly box',
      managementURL: 'https://shop.example/account',
      regularBilling: {
        label: 'Box',
        amount: 1000,
        recurringPaymentStartDate: '2027-01-01T00:00:00.000Z',
        recurringPaymentIntervalUnit: 'month',
        recurringPaymentIntervalCount: 3,
      },
      trialBilling: { label: 'First box', amount: 0 },
      billingAgreement: 'Cancel any time.',
    },
  },
};

describe('readSheetRequest', () => {
  it('reads what the sheet shows from the checked paymentRequest options', () => {
    expect(readSheetRequest(REQUEST)).toEqual({
      currency: 'eur',
      total: { label: 'Shop', amount: 1000, pending: false },
      displayItems: [
        { label: 'Hat', amount: 1200, pending: false },
        { label: 'Coupon', amount: -200, pending: true },
      ],
      requestPayerName: false,
      requestPayerEmail: false,
      requestPayerPhone: false,
      requestShipping: true,
      shippingOptions: [{ id: 'std', label: 'Standard', detail: '3 days', amount: 0 }],
      recurring: {
        kind: 'recurring',
        description: 'Monthly box',
        managementURL: 'https://shop.example/account',
        billingAgreement: 'Cancel any time.',
        billing: {
          label: 'Box',
          amount: 1000,
          start: '2027-01-01T00:00:00.000Z',
          end: null,
          unit: 'month',
          count: 3,
          date: null,
          threshold: null,
        },
        // Apple Pay's default interval: every month.
        trial: {
          label: 'First box',
          amount: 0,
          start: null,
          end: null,
          unit: 'month',
          count: 1,
          date: null,
          threshold: null,
        },
        freeCancellation: null,
      },
      allowedShippingCountries: null,
    });
  });

  it('reads a malformed request as an empty one rather than failing', () => {
    expect(readSheetRequest(null)).toMatchObject({
      currency: 'usd',
      total: { label: '', amount: 0 },
      displayItems: [],
      recurring: null,
    });
  });
});

describe('applyUpdate', () => {
  it('replaces what updateWith() gave and keeps the rest', () => {
    const request = readSheetRequest(REQUEST);
    const updated = applyUpdate(request, {
      status: 'success',
      total: { label: 'Shop', amount: 1500 },
      shippingOptions: [{ id: 'exp', label: 'Express', detail: '1 day', amount: 500 }],
    });
    expect(updated.total.amount).toBe(1500);
    expect(updated.displayItems).toBe(request.displayItems);
    expect(updated.shippingOptions.map((option) => option.id)).toEqual(['exp']);
  });
});

describe('wallet addresses', () => {
  it('tells the merchant only what prices the shipping before the payment', () => {
    const full = SHEET_ADDRESSES[0];
    if (full === undefined) throw new Error('no test address');
    expect(redactedAddress(full)).toMatchObject({
      country: 'US',
      city: 'San Francisco',
      postalCode: '94105',
      recipient: '',
      addressLine: [],
    });
    expect(billingDetails({ name: 'Jenny', email: '', phone: '' }, full)).toEqual({
      name: 'Jenny',
      address: {
        line1: '1 Market Street',
        city: 'San Francisco',
        state: 'CA',
        postal_code: '94105',
        country: 'US',
      },
    });
  });
});
