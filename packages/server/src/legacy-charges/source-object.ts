import { createHmac } from 'node:crypto';
import {
  type NonCardSourceObject,
  nonCardSourceOf,
  type SourceOwner,
  type SourceState,
  sourceOwner,
} from '../page-attempts/source-state.js';
import type { PaymentMethodObject } from '../payment-methods/payment-method-object.js';
import type { MethodRow } from '../payment-methods/payment-method-rows.js';
import type { TokenCard } from '../payment-methods/token-object.js';
import type { Account } from '../platform/accounts.js';
import { NOTHING_UNSET, type Unset } from '../platform/unset.js';
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
  owner: SourceOwner;
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

/** The Source a card payment method row (id src_…) stands for. */
export function sourceOf(account: Account, method: PaymentMethodObject): SourceObject {
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
    owner: sourceOwner(method),
    statement_descriptor: null,
    status: 'chargeable',
    type: 'card',
    usage: 'reusable',
    card: sourceCard(method),
  };
}

/** A card source or a source of another type, as the Sources API shows it. */
export type AnySource = SourceObject | NonCardSourceObject;

/**
 * The Source a src_ payment method row stands for: a non-card one from its stored state, a
 * card one from the card. A source taken off its customer is spent, as Stripe marks it.
 */
export function renderSource(
  account: Account,
  row: Pick<MethodRow, 'data' | 'detached'>,
  state: SourceState | undefined,
): AnySource {
  const source = state ? nonCardSourceOf(row.data, state) : sourceOf(account, row.data);
  return row.detached ? { ...source, status: 'consumed' } : source;
}

/** An update's metadata keys sent empty: removed, as Stripe does. */
export function metadataUnset(metadata: Record<string, string> | undefined): Unset {
  if (!metadata) return NOTHING_UNSET;
  const keys = Object.keys(metadata).filter((key) => metadata[key] === '');
  return { ...NOTHING_UNSET, metadataKeys: keys };
}

/** The fields of an object that were given (undefined ones dropped). */
export function pickDefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, field]) => field !== undefined),
  ) as Partial<T>;
}
