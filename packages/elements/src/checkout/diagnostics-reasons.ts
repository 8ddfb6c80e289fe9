import { getPaymentMethodSpec, isWithinAmountLimits } from '@kassa/core';
import type { PaymentPage } from './payment-page.js';

/** One line of the diagnostics panel's "what it allows and why" view. */
export interface Allowance {
  subject: string;
  value: string;
  why: string;
}

const list = (values: readonly string[]) => (values.length === 0 ? 'any' : values.join(', '));

/** Why the session offers each of its payment method types. */
export function methodReasons(page: PaymentPage): Allowance[] {
  const currency = (page.currency ?? page.line_item_group?.currency ?? '').toLowerCase();
  const total = page.line_item_group?.total;
  return page.payment_method_types.map((type) => {
    const spec = getPaymentMethodSpec(type);
    if (spec === undefined) {
      return {
        subject: type,
        value: 'offered',
        why: 'Named in the session; Kassa has no rules table for it.',
      };
    }
    const reasons = [
      spec.currencies.length === 0
        ? 'accepts any currency'
        : `accepts ${currency || 'the session currency'} (${spec.currencies.join(', ')})`,
      total !== undefined && currency && spec.amountLimits?.[currency]
        ? isWithinAmountLimits(type, total, currency)
          ? `the total ${total} is within its limits`
          : `the total ${total} is OUTSIDE its limits: the Payment Element hides it`
        : 'no amount limit',
      spec.allowedCountries.length === 0
        ? 'any billing country'
        : `billing countries ${list(spec.allowedCountries)}`,
      spec.redirect ? 'redirects to the provider and back to this page' : `completes ${spec.flow}`,
    ];
    if (page.mode === 'setup' && !spec.supportsOffSession)
      reasons.push('cannot be saved for later use');
    return { subject: type, value: 'offered', why: `${reasons.join('; ')}.` };
  });
}

/** The collection settings the session was created with, and what the page does about each. */
export function collectionReasons(page: PaymentPage): Allowance[] {
  const rows: Allowance[] = [
    {
      subject: 'email',
      value: page.customer_email ? `prefilled (${page.customer_email}), read-only` : 'collected',
      why: page.customer_email ? 'customer_email was set.' : 'Checkout always collects an email.',
    },
    {
      subject: 'phone',
      value: page.phone_number_collection?.enabled ? 'required' : 'not collected',
      why: 'phone_number_collection.enabled',
    },
    {
      subject: 'shipping address',
      value: page.shipping_address_collection
        ? `countries: ${list(page.shipping_address_collection.allowed_countries)}`
        : 'not collected',
      why: 'shipping_address_collection.allowed_countries',
    },
    {
      subject: 'shipping options',
      value: String(page.shipping_options.length),
      why: 'shipping_options',
    },
    {
      subject: 'billing address',
      value: page.billing_address_collection === 'required' ? 'required' : 'as the method needs',
      why: `billing_address_collection: ${page.billing_address_collection ?? 'auto'}`,
    },
    {
      subject: 'terms of service',
      value: page.consent_collection?.terms_of_service === 'required' ? 'required' : 'not asked',
      why: 'consent_collection.terms_of_service',
    },
    {
      subject: 'custom fields',
      value:
        page.custom_fields
          .map((field) => `${field.key} (${field.type}${field.optional ? ', optional' : ''})`)
          .join(', ') || 'none',
      why: 'custom_fields',
    },
    {
      subject: 'saved methods',
      value: String(page.saved_payment_methods.length),
      why: page.customer ? `customer ${page.customer}` : 'no customer on the session',
    },
  ];
  for (const item of page.line_item_group?.line_items ?? []) {
    if (item.adjustable_quantity?.enabled) {
      rows.push({
        subject: `quantity of ${item.name}`,
        value: `${item.adjustable_quantity.minimum ?? 0}–${item.adjustable_quantity.maximum ?? 99}`,
        why: 'line_items[].adjustable_quantity',
      });
    }
  }
  return rows;
}

/** How long the session stays open, in words a developer reads at a glance. */
export function expiryText(expiresAt: number, now: number): string {
  const seconds = expiresAt - Math.floor(now / 1000);
  const at = new Date(expiresAt * 1000).toISOString();
  if (seconds <= 0) return `expired at ${at}`;
  const minutes = Math.floor(seconds / 60);
  return `${at} (in ${Math.floor(minutes / 60)} h ${minutes % 60} min)`;
}
