import { createHmac } from 'node:crypto';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { TokenCard } from '../payment-methods/token-object.js';
import type { Account } from '../platform/accounts.js';
import type { Address } from '../platform/address.js';
import { cardSourceOf } from './card-source-object.js';

/** The Source object Stripe's Sources API renders for type=card (flow none, reusable). */
export interface SourceObject {
  id: string;
  object: 'source';
  amount: null;
  client_secret: string;
  created: number;
  currency: null;
  customer?: string;
  flow: 'none';
  livemode: false;
  metadata: Record<string, string>;
  owner: {
    address: Address | null;
    email: string | null;
    name: string | null;
    phone: string | null;
    verified_address: null;
    verified_email: null;
    verified_name: null;
    verified_phone: null;
  };
  statement_descriptor: string | null;
  status: 'chargeable' | 'consumed';
  type: 'card';
  usage: 'reusable';
  card: SourceCard;
}

/** The legacy Card fields a card source repeats, and its 3-D Secure support. */
type SourceCard = Pick<TokenCard, (typeof CARD_FIELDS)[number]> & { three_d_secure: 'optional' };

const CARD_FIELDS = [
  'address_line1_check',
  'address_zip_check',
  'brand',
  'country',
  'cvc_check',
  'dynamic_last4',
  'exp_month',
  'exp_year',
  'fingerprint',
  'funding',
  'last4',
  'name',
  'tokenization_method',
] as const;

function sourceCard(method: PaymentMethodObject): SourceCard {
  const legacy = cardSourceOf(method);
  const picked = Object.fromEntries(CARD_FIELDS.map((field) => [field, legacy[field]]));
  return { ...(picked as Omit<SourceCard, 'three_d_secure'>), three_d_secure: 'optional' };
}

/**
 * A source's client secret, derived from its id with the account's own secret: nothing to
 * store, and nobody without the account's secret can compute it from the id.
 */
export function sourceClientSecret(account: Account, id: string): string {
  const mac = createHmac('sha256', account.fingerprintSecret).update(`source:${id}`).digest();
  return `src_client_secret_${mac.toString('base64url').replace(/[-_]/g, '').slice(0, 24)}`;
}

function hasAddress(address: Address): boolean {
  return Object.values(address).some((value) => value !== null);
}

/** The Source a card payment method row (id src_…) stands for. */
export function sourceOf(account: Account, method: PaymentMethodObject): SourceObject {
  const { billing_details: owner } = method;
  return {
    id: method.id,
    object: 'source',
    amount: null,
    client_secret: sourceClientSecret(account, method.id),
    created: method.created,
    currency: null,
    ...(method.customer ? { customer: method.customer } : {}),
    flow: 'none',
    livemode: false,
    metadata: method.metadata,
    owner: {
      address: hasAddress(owner.address) ? owner.address : null,
      email: owner.email,
      name: owner.name,
      phone: owner.phone,
      verified_address: null,
      verified_email: null,
      verified_name: null,
      verified_phone: null,
    },
    statement_descriptor: null,
    status: 'chargeable',
    type: 'card',
    usage: 'reusable',
    card: sourceCard(method),
  };
}
