import { asObject, isJsonObject, type Json, type JsonObject } from '@kassa/protocol';

/** A line of the sheet (Stripe's PaymentItem); amounts in the currency's minor unit. */
export interface SheetItem {
  label: string;
  amount: number;
  pending: boolean;
}

export interface SheetShippingOption {
  [key: string]: Json;
  id: string;
  label: string;
  detail: string;
  amount: number;
}

/** One billing of a wallet payment request: what is charged, and when. */
export interface SheetBilling {
  label: string;
  amount: number;
  /** Dates as ISO strings (the merchant gave Date objects or date strings). */
  start: string | null;
  end: string | null;
  /** A recurring billing's interval: Apple Pay's default is every 1 month. */
  unit: string;
  count: number;
  /** A deferred billing's date. */
  date: string | null;
  /** An automatic reload's balance threshold. */
  threshold: number | null;
}

/** A wallet payment request (spec 000 §3): recurring, deferred or automatic reload. */
export interface SheetRecurring {
  kind: 'recurring' | 'deferred' | 'automaticReload';
  description: string;
  managementURL: string;
  billingAgreement: string;
  /** The regular, deferred or reload billing. */
  billing: SheetBilling | null;
  /** A recurring request's trial billing. */
  trial: SheetBilling | null;
  /** A deferred request's free cancellation date. */
  freeCancellation: string | null;
}

/** The payment request as the sheet shows it (the loader checked the merchant's options). */
export interface SheetRequest {
  currency: string;
  total: SheetItem;
  displayItems: SheetItem[];
  requestPayerName: boolean;
  requestPayerEmail: boolean;
  requestPayerPhone: boolean;
  requestShipping: boolean;
  shippingOptions: SheetShippingOption[];
  recurring: SheetRecurring | null;
  /** The Express Checkout Element's allowedShippingCountries; null: every country. */
  allowedShippingCountries: string[] | null;
}

function item(value: Json | undefined): SheetItem {
  const o = asObject(value);
  return {
    label: typeof o.label === 'string' ? o.label : '',
    amount: typeof o.amount === 'number' ? o.amount : 0,
    pending: o.pending === true,
  };
}

function list<T>(value: Json | undefined, read: (entry: JsonObject) => T): T[] {
  return Array.isArray(value) ? value.filter(isJsonObject).map(read) : [];
}

function shippingOption(o: JsonObject): SheetShippingOption {
  return {
    id: String(o.id ?? ''),
    label: String(o.label ?? ''),
    detail: String(o.detail ?? ''),
    amount: typeof o.amount === 'number' ? o.amount : 0,
  };
}

/** A date the merchant gave (a Date crosses postMessage as one, JSON as its ISO string). */
function isoDate(value: unknown): string | null {
  const time =
    value instanceof Date ? value.getTime() : typeof value === 'string' ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function billing(value: Json | undefined): SheetBilling | null {
  if (!isJsonObject(value)) return null;
  const raw = value as Record<string, unknown>;
  const count = raw.recurringPaymentIntervalCount;
  const threshold = raw.automaticReloadPaymentThresholdAmount;
  return {
    label: typeof raw.label === 'string' ? raw.label : '',
    amount: typeof raw.amount === 'number' ? raw.amount : 0,
    start: isoDate(raw.recurringPaymentStartDate),
    end: isoDate(raw.recurringPaymentEndDate),
    unit:
      typeof raw.recurringPaymentIntervalUnit === 'string'
        ? raw.recurringPaymentIntervalUnit
        : 'month',
    count: typeof count === 'number' && count > 0 ? count : 1,
    date: isoDate(raw.deferredPaymentDate),
    threshold: typeof threshold === 'number' ? threshold : null,
  };
}

/** Apple Pay's recurring, deferred or automatic-reload request, shown in the sheet. */
function recurring(applePay: Json | undefined): SheetRecurring | null {
  const options = asObject(applePay);
  const kinds = [
    ['recurring', options.recurringPaymentRequest, 'regularBilling'],
    ['deferred', options.deferredPaymentRequest, 'deferredBilling'],
    ['automaticReload', options.automaticReloadPaymentRequest, 'automaticReloadBilling'],
  ] as const;
  const found = kinds.find(([, request]) => isJsonObject(request));
  if (found === undefined) return null;
  const [kind, given, billingKey] = found;
  const request = asObject(given);
  return {
    kind,
    description: String(request.paymentDescription ?? ''),
    managementURL: String(request.managementURL ?? ''),
    billingAgreement: typeof request.billingAgreement === 'string' ? request.billingAgreement : '',
    billing: billing(request[billingKey]),
    trial: kind === 'recurring' ? billing(request.trialBilling) : null,
    freeCancellation: isoDate((request as Record<string, unknown>).freeCancellationDate),
  };
}

export function readSheetRequest(raw: Json): SheetRequest {
  const o = asObject(raw);
  return {
    currency: typeof o.currency === 'string' ? o.currency : 'usd',
    total: item(o.total),
    displayItems: list(o.displayItems, item),
    requestPayerName: o.requestPayerName === true,
    requestPayerEmail: o.requestPayerEmail === true,
    requestPayerPhone: o.requestPayerPhone === true,
    requestShipping: o.requestShipping === true,
    shippingOptions: list(o.shippingOptions, shippingOption),
    recurring: recurring(o.applePay),
    allowedShippingCountries: Array.isArray(o.allowedShippingCountries)
      ? o.allowedShippingCountries.filter((c): c is string => typeof c === 'string')
      : null,
  };
}

/** The indexes of the wallet's addresses the merchant ships to. */
export function allowedAddresses(request: SheetRequest): number[] {
  const allowed = request.allowedShippingCountries;
  return SHEET_ADDRESSES.flatMap((address, index) =>
    allowed === null || allowed.includes(address.country) ? [index] : [],
  );
}

/**
 * The merchant's `updateWith()` details merged into the request: a new total, items or
 * shipping options replace the old ones; what is not given stays.
 */
export function applyUpdate(request: SheetRequest, answer: Json): SheetRequest {
  const o = asObject(answer);
  return {
    ...request,
    total: o.total === undefined ? request.total : item(o.total),
    displayItems: o.displayItems === undefined ? request.displayItems : list(o.displayItems, item),
    shippingOptions:
      o.shippingOptions === undefined
        ? request.shippingOptions
        : list(o.shippingOptions, shippingOption),
  };
}

/** A shipping address as Stripe.js's PaymentRequest events carry it. */
export interface SheetAddress {
  [key: string]: Json;
  recipient: string;
  addressLine: string[];
  city: string;
  region: string;
  postalCode: string;
  country: string;
  phone: string;
  organization: string;
  sortingCode: string;
  dependentLocality: string;
}

const address = (
  recipient: string,
  line: string,
  city: string,
  region: string,
  postalCode: string,
  country: string,
): SheetAddress => ({
  recipient,
  addressLine: [line],
  city,
  region,
  postalCode,
  country,
  phone: '',
  organization: '',
  sortingCode: '',
  dependentLocality: '',
});

/** The addresses the test wallet holds, as a real wallet holds the shopper's. */
export const SHEET_ADDRESSES: readonly SheetAddress[] = [
  address('Jenny Rosen', '1 Market Street', 'San Francisco', 'CA', '94105', 'US'),
  address('Max Mustermann', 'Hauptstraße 1', 'Berlin', '', '10115', 'DE'),
  address('Amélie Dupont', '10 Rue de Rivoli', 'Paris', '', '75001', 'FR'),
];

/**
 * What a wallet tells the page before the shopper pays (shippingaddresschange): enough to
 * price the shipping, without the street and the recipient, as Apple Pay redacts it.
 */
export function redactedAddress(full: SheetAddress): SheetAddress {
  return { ...full, recipient: '', addressLine: [], phone: '', organization: '' };
}

/** Stripe's billing_details from what the sheet collected. */
export function billingDetails(
  contact: { name: string; email: string; phone: string },
  shipping: SheetAddress | null,
): JsonObject {
  const details: JsonObject = {};
  if (contact.name !== '') details.name = contact.name;
  if (contact.email !== '') details.email = contact.email;
  if (contact.phone !== '') details.phone = contact.phone;
  if (shipping !== null) {
    details.address = {
      line1: shipping.addressLine[0] ?? '',
      city: shipping.city,
      state: shipping.region,
      postal_code: shipping.postalCode,
      country: shipping.country,
    };
  }
  return details;
}
