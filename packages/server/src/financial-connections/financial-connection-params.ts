import { PAGE_SHAPE } from '../platform/list-params.js';
import type { Params, Shape } from '../platform/schema.js';

// The merchant's calls (secret key): sessions and the accounts linked in them.
export const CREATE_SESSION_SHAPE = {
  account_holder: {
    kind: 'object',
    required: true,
    fields: {
      type: { kind: 'enum', required: true, values: ['account', 'customer'] },
      customer: { kind: 'string' },
      account: { kind: 'string' },
    },
  },
  permissions: { kind: 'strings', required: true },
  filters: {
    kind: 'object',
    fields: { countries: { kind: 'strings' }, account_subcategories: { kind: 'strings' } },
  },
  prefetch: { kind: 'strings' },
  return_url: { kind: 'string', maxLength: 5000 },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const LIST_ACCOUNTS_SHAPE = {
  ...PAGE_SHAPE,
  session: { kind: 'string' },
  account_holder: {
    kind: 'object',
    fields: { customer: { kind: 'string' }, account: { kind: 'string' } },
  },
} as const satisfies Shape;

export const LIST_OWNERS_SHAPE = {
  ...PAGE_SHAPE,
  ownership: { kind: 'string', required: true },
} as const satisfies Shape;

// The linking dialog's calls (publishable key and the session's client secret).
export const LINK_CREATE_SHAPE = {
  payment_intent: { kind: 'string' },
  setup_intent: { kind: 'string' },
  client_secret: { kind: 'string', required: true },
  payment_method_type: { kind: 'enum', required: true, values: ['us_bank_account'] },
  billing_details: {
    kind: 'object',
    required: true,
    fields: { name: { kind: 'string', required: true }, email: { kind: 'email' } },
  },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export const LINK_SECRET_SHAPE = {
  client_secret: { kind: 'string', required: true },
} as const satisfies Shape;

export const LINK_INSTITUTION_SHAPE = {
  client_secret: { kind: 'string', required: true },
  institution: { kind: 'string', required: true },
} as const satisfies Shape;

export const LINK_COMPLETE_SHAPE = {
  client_secret: { kind: 'string', required: true },
  institution: { kind: 'string', required: true },
  accounts: { kind: 'strings', required: true },
} as const satisfies Shape;

export const LINK_MANUAL_SHAPE = {
  client_secret: { kind: 'string', required: true },
  routing_number: { kind: 'string', required: true },
  account_number: { kind: 'string', required: true },
  account_holder_type: { kind: 'enum', values: ['individual', 'company'] },
} as const satisfies Shape;

export type CreateSessionParams = Params<typeof CREATE_SESSION_SHAPE>;
export type ListAccountsParams = Params<typeof LIST_ACCOUNTS_SHAPE>;
export type ListOwnersParams = Params<typeof LIST_OWNERS_SHAPE>;
export type LinkCreateParams = Params<typeof LINK_CREATE_SHAPE>;
export type LinkCompleteParams = Params<typeof LINK_COMPLETE_SHAPE>;
export type LinkManualParams = Params<typeof LINK_MANUAL_SHAPE>;
