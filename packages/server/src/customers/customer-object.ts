import type { Address } from '../platform/address.js';
import { type AddressInput, addressObject } from '../platform/address.js';
import { randomBase62 } from '../platform/ids.js';

export interface CustomerShipping {
  address: Address;
  name: string;
  phone: string | null;
}

export interface InvoiceSettings {
  custom_fields: unknown;
  default_payment_method: string | null;
  footer: string | null;
  rendering_options: unknown;
}

// The Customer object as Stripe's API renders it (null where nothing applies).
export interface CustomerObject {
  id: string;
  object: 'customer';
  address: Address | null;
  balance: number;
  created: number;
  currency: string | null;
  default_source: string | null;
  delinquent: boolean;
  description: string | null;
  discount: null;
  email: string | null;
  invoice_prefix: string;
  invoice_settings: InvoiceSettings;
  livemode: false;
  metadata: Record<string, string>;
  name: string | null;
  next_invoice_sequence: number;
  phone: string | null;
  preferred_locales: string[];
  shipping: CustomerShipping | null;
  tax_exempt: 'exempt' | 'none' | 'reverse';
  test_clock: string | null;
}

export interface DeletedCustomer {
  id: string;
  object: 'customer';
  deleted: true;
}

export function newCustomerId(): string {
  return `cus_${randomBase62(14)}`;
}

/** Stripe's invoice prefixes: eight upper-case letters and digits, unique per account. */
export function newInvoicePrefix(): string {
  return randomBase62(16)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .padEnd(8, 'X')
    .slice(0, 8);
}

/** An address after an update: the given parts over the stored ones. */
export function mergeAddress(before: Address | null, given: AddressInput): Address {
  const kept: AddressInput = {};
  for (const [key, value] of Object.entries(before ?? {}) as [keyof Address, string | null][]) {
    if (value !== null) kept[key] = value;
  }
  return addressObject({ ...kept, ...given }) as Address;
}

export function customerShipping(
  input: { address?: AddressInput; name?: string; phone?: string } | undefined,
): CustomerShipping | null {
  if (!input) return null;
  return {
    address: addressObject(input.address) as Address,
    name: input.name ?? '',
    phone: input.phone ?? null,
  };
}
