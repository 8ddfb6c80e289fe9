import type { Params, Shape } from '../platform/schema.js';

const DOB_SHAPE = {
  day: { kind: 'integer', required: true },
  month: { kind: 'integer', required: true },
  year: { kind: 'integer', required: true },
} as const satisfies Shape;

const RELATIONSHIP_SHAPE = {
  director: { kind: 'boolean' },
  executive: { kind: 'boolean' },
  legal_guardian: { kind: 'boolean' },
  owner: { kind: 'boolean' },
  percent_ownership: { kind: 'string' },
  representative: { kind: 'boolean' },
  title: { kind: 'string' },
} as const satisfies Shape;

// The person fields Stripe's account and person tokens share.
export const PERSON_SHAPE = {
  address: { kind: 'any' },
  dob: { kind: 'object', fields: DOB_SHAPE },
  email: { kind: 'string' },
  first_name: { kind: 'string' },
  last_name: { kind: 'string' },
  gender: { kind: 'enum', values: ['male', 'female'] },
  id_number: { kind: 'string' },
  maiden_name: { kind: 'string' },
  metadata: { kind: 'metadata' },
  nationality: { kind: 'string' },
  phone: { kind: 'string' },
  political_exposure: { kind: 'enum', values: ['existing', 'none'] },
  relationship: { kind: 'object', fields: RELATIONSHIP_SHAPE },
  ssn_last_4: { kind: 'string' },
  verification: { kind: 'any' },
} as const satisfies Shape;

const ACCOUNT_SHAPE = {
  business_type: {
    kind: 'enum',
    values: ['individual', 'company', 'non_profit', 'government_entity'],
  },
  company: { kind: 'any' },
  individual: { kind: 'object', fields: PERSON_SHAPE },
  tos_shown_and_accepted: { kind: 'boolean' },
} as const satisfies Shape;

export const TOKEN_CARD_SHAPE = {
  number: { kind: 'string', required: true, maxLength: 100 },
  exp_month: { kind: 'integer', required: true },
  exp_year: { kind: 'integer', required: true },
  cvc: { kind: 'string', maxLength: 100 },
  name: { kind: 'string' },
  address_line1: { kind: 'string' },
  address_line2: { kind: 'string' },
  address_city: { kind: 'string' },
  address_state: { kind: 'string' },
  address_zip: { kind: 'string' },
  address_country: { kind: 'string' },
  currency: { kind: 'string' },
  networks: { kind: 'object', fields: { preferred: { kind: 'string' } } },
  // Kassa's test-mode wallet: the simulated Apple Pay / Google Pay sheet (which cannot reach a
  // real wallet offline) tokenizes the test card the shopper picked as that wallet would.
  tokenization_method: { kind: 'enum', values: ['apple_pay', 'google_pay'] },
} as const satisfies Shape;

const BANK_ACCOUNT_SHAPE = {
  account_number: { kind: 'string', required: true },
  country: { kind: 'string', required: true, maxLength: 2 },
  currency: { kind: 'string' },
  account_holder_name: { kind: 'string' },
  account_holder_type: { kind: 'enum', values: ['individual', 'company'] },
  account_type: { kind: 'enum', values: ['checking', 'futsu', 'savings', 'toza'] },
  routing_number: { kind: 'string' },
} as const satisfies Shape;

export const CREATE_TOKEN_SHAPE = {
  card: { kind: 'object', fields: TOKEN_CARD_SHAPE },
  bank_account: { kind: 'object', fields: BANK_ACCOUNT_SHAPE },
  pii: { kind: 'object', fields: { id_number: { kind: 'string', required: true } } },
  cvc_update: { kind: 'object', fields: { cvc: { kind: 'string', required: true } } },
  account: { kind: 'object', fields: ACCOUNT_SHAPE },
  person: { kind: 'object', fields: PERSON_SHAPE },
  customer: { kind: 'string' },
  expand: { kind: 'strings' },
} as const satisfies Shape;

export type CreateTokenParams = Params<typeof CREATE_TOKEN_SHAPE>;
export type TokenCardParams = Params<typeof TOKEN_CARD_SHAPE>;
export type PersonParams = Params<typeof PERSON_SHAPE>;
export type BankAccountParams = Params<typeof BANK_ACCOUNT_SHAPE>;
