import { BILLING_DETAILS_SHAPE, CARD_SHAPE } from '../payment-methods/payment-method-params.js';
import type { Params, Shape } from '../platform/schema.js';

/** The Source types Kassa serves: card, the redirect types (3-D Secure of a card source too) and SEPA debit. */
export const SOURCE_TYPES = [
  'card',
  'ideal',
  'bancontact',
  'giropay',
  'sofort',
  'eps',
  'p24',
  'alipay',
  'sepa_debit',
  'three_d_secure',
] as const;

const PREFERRED_LANGUAGE = { kind: 'string', maxLength: 10 } as const;

// POST /v1/sources as Stripe's Sources API takes it. The owner has the billing details' fields;
// a card comes raw or as a card token; the other types carry their own hash.
export const CREATE_SOURCE_SHAPE = {
  type: { kind: 'enum', required: true, values: SOURCE_TYPES },
  token: { kind: 'string', maxLength: 5000 },
  card: { kind: 'object', fields: CARD_SHAPE },
  amount: { kind: 'integer' },
  currency: { kind: 'string', maxLength: 10 },
  owner: { kind: 'object', fields: BILLING_DETAILS_SHAPE },
  metadata: { kind: 'metadata' },
  usage: { kind: 'enum', values: ['reusable', 'single_use'] },
  flow: { kind: 'enum', values: ['redirect', 'receiver', 'code_verification', 'none'] },
  redirect: { kind: 'object', fields: { return_url: { kind: 'string', maxLength: 5000 } } },
  statement_descriptor: { kind: 'string', maxLength: 22 },
  ideal: { kind: 'object', fields: { bank: { kind: 'string', maxLength: 100 } } },
  bancontact: { kind: 'object', fields: { preferred_language: PREFERRED_LANGUAGE } },
  sofort: {
    kind: 'object',
    fields: { country: { kind: 'string', maxLength: 2 }, preferred_language: PREFERRED_LANGUAGE },
  },
  sepa_debit: { kind: 'object', fields: { iban: { kind: 'string', maxLength: 100 } } },
  three_d_secure: {
    kind: 'object',
    fields: {
      card: { kind: 'string', maxLength: 5000 },
      customer: { kind: 'string', maxLength: 5000 },
    },
  },
  mandate: {
    kind: 'object',
    fields: {
      acceptance: {
        kind: 'object',
        fields: {
          date: { kind: 'integer' },
          ip: { kind: 'string', maxLength: 100 },
          user_agent: { kind: 'string', maxLength: 5000 },
          status: { kind: 'enum', values: ['accepted', 'pending', 'refused', 'revoked'] },
          type: { kind: 'enum', values: ['online', 'offline'] },
        },
      },
      notification_method: {
        kind: 'enum',
        values: ['deprecated_none', 'email', 'manual', 'none', 'stripe_email'],
      },
    },
  },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreateSourceParams = Params<typeof CREATE_SOURCE_SHAPE>;

export const RETRIEVE_SOURCE_SHAPE = {
  client_secret: { kind: 'string', maxLength: 5000 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

// POST /v1/sources/:id: what Stripe lets a merchant change on a source.
export const UPDATE_SOURCE_SHAPE = {
  metadata: { kind: 'metadataPatch' },
  owner: { kind: 'object', fields: BILLING_DETAILS_SHAPE },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type UpdateSourceParams = Params<typeof UPDATE_SOURCE_SHAPE>;
