import { PAYMENT_METHOD_SPECS, SOFORT_COUNTRIES } from '@kassa/core';
import type { Params, Shape } from '../platform/schema.js';
import {
  BILLING_DETAILS_FIELD,
  CARD_OR_TOKEN_SHAPE,
  PAYMENT_METHOD_DATA_SHAPE,
} from './payment-method-params.js';

const BANK = { bank: { kind: 'string', maxLength: 100 } } as const satisfies Shape;

// The data each non-card type carries on create (Stripe's PaymentMethod create parameters).
const TYPE_FIELDS: Readonly<Record<string, Shape>> = {
  sepa_debit: { iban: { kind: 'string', required: true, maxLength: 100 } },
  au_becs_debit: {
    bsb_number: { kind: 'string', required: true, maxLength: 20 },
    account_number: { kind: 'string', required: true, maxLength: 40 },
  },
  bacs_debit: {
    sort_code: { kind: 'string', required: true, maxLength: 20 },
    account_number: { kind: 'string', required: true, maxLength: 40 },
  },
  us_bank_account: {
    routing_number: { kind: 'string', required: true, maxLength: 40 },
    account_number: { kind: 'string', required: true, maxLength: 40 },
    account_holder_type: { kind: 'enum', values: ['individual', 'company'] },
    account_type: { kind: 'enum', values: ['checking', 'savings'] },
  },
  ideal: BANK,
  p24: BANK,
  eps: BANK,
  netbanking: BANK,
  fpx: {
    bank: { kind: 'string', required: true, maxLength: 100 },
    account_holder_type: { kind: 'enum', values: ['individual', 'company'] },
  },
  boleto: { tax_id: { kind: 'string', required: true, maxLength: 20 } },
  klarna: {
    dob: {
      kind: 'object',
      fields: {
        day: { kind: 'integer', required: true },
        month: { kind: 'integer', required: true },
        year: { kind: 'integer', required: true },
      },
    },
  },
  // Stripe's Sofort countries (Italy is not one): core's payment-method spec holds the list.
  sofort: { country: { kind: 'enum', values: SOFORT_COUNTRIES } },
};

// Card has its own create; a link method is made from the wallet's payment details with a
// consumer session (consumers/link-payment-method-routes.ts).
const NOT_HERE = new Set(['card', 'link']);

export function isTypedPaymentMethod(type: string): boolean {
  return Object.hasOwn(PAYMENT_METHOD_SPECS, type) && !NOT_HERE.has(type);
}

const COMMON = {
  type: { kind: 'string', required: true },
  billing_details: BILLING_DETAILS_FIELD,
  metadata: { kind: 'metadata' },
  allow_redisplay: { kind: 'enum', values: ['always', 'limited', 'unspecified'] },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type TypedPaymentMethodParams = Params<typeof COMMON> & {
  [type: string]: unknown;
};

/** The create shape of one type: the common fields plus that type's own object. */
export function typedPaymentMethodShape(type: string): Shape {
  const fields = TYPE_FIELDS[type] ?? {};
  const required = Object.values(fields).some((field) => field.required);
  return { ...COMMON, [type]: { kind: 'object', fields, ...(required ? { required } : {}) } };
}

/**
 * payment_method_data on a confirm: a card (its fields or a card token) or any non-card type
 * with that type's own object, as on a create.
 */
export const CONFIRM_METHOD_DATA_SHAPE = {
  ...PAYMENT_METHOD_DATA_SHAPE,
  type: { kind: 'string', required: true },
  card: { kind: 'object', fields: CARD_OR_TOKEN_SHAPE },
  ...Object.fromEntries(
    Object.entries(TYPE_FIELDS).map(([type, fields]) => [type, { kind: 'object', fields }]),
  ),
} as const satisfies Shape;

export type ConfirmMethodData = Params<typeof CONFIRM_METHOD_DATA_SHAPE> & {
  [type: string]: unknown;
};
