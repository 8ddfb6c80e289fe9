import type { Queryable, Store } from '../store/store.js';
import { newId, randomBase62, unixNow } from './ids.js';

export interface Account {
  readonly id: string;
  readonly businessName: string;
  readonly country: string;
  readonly defaultCurrency: string;
  readonly fingerprintSecret: string;
  /**
   * Payment method types the account has not activated (its Dashboard setting in Stripe): the
   * elements session lists an intent's ones as `unactivated_payment_method_types`.
   */
  readonly unactivatedPaymentMethodTypes: readonly string[];
  /** Its branding (Stripe's `settings.branding`), shown on the hosted Checkout page. */
  readonly branding: AccountBranding;
}

/** An account's branding: an icon's URL and `#rrggbb` colours, each null when not set. */
export interface AccountBranding {
  readonly iconUrl: string | null;
  readonly primaryColor: string | null;
  readonly secondaryColor: string | null;
}

/** What a start sets of the default account's name and branding (unset: the stored one stays). */
export interface BrandingSettings {
  readonly displayName?: string | undefined;
  readonly iconUrl?: string | undefined;
  readonly primaryColor?: string | undefined;
  readonly secondaryColor?: string | undefined;
}

export type KeyKind = 'secret' | 'publishable';

export interface AccountKeys {
  readonly account: Account;
  readonly secretKey: string;
  readonly publishableKey: string;
}

export interface DefaultKeyOptions {
  readonly secretKey?: string | undefined;
  readonly publishableKey?: string | undefined;
  /** The default account's unactivated types (KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES): replace the stored ones. */
  readonly unactivatedPaymentMethodTypes?: readonly string[] | undefined;
  /** The default account's display name and branding (KASSA_ACCOUNT_*): replace the stored ones. */
  readonly branding?: BrandingSettings | undefined;
}

const DEFAULT_ACCOUNT_LOCK = 4_242_002;

/** An `accounts` row as stored. */
export interface AccountRow {
  id: string;
  business_name: string;
  country: string;
  default_currency: string;
  fingerprint_secret: string;
  unactivated_payment_method_types?: unknown;
  branding?: unknown;
  [column: string]: unknown;
}

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    businessName: row.business_name,
    country: row.country,
    defaultCurrency: row.default_currency,
    fingerprintSecret: row.fingerprint_secret,
    unactivatedPaymentMethodTypes: stringList(row.unactivated_payment_method_types),
    branding: brandingOf(row.branding),
  };
}

function brandingOf(value: unknown): AccountBranding {
  const stored = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
  const text = (key: string) =>
    typeof stored?.[key] === 'string' ? (stored[key] as string) : null;
  return {
    iconUrl: text('icon_url'),
    primaryColor: text('primary_color'),
    secondaryColor: text('secondary_color'),
  };
}

function stringList(value: unknown): string[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
}

/** The accounts named (workers that act for several accounts read them here). */
export async function accountsById(db: Queryable, ids: readonly string[]): Promise<Account[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<AccountRow>('SELECT * FROM accounts WHERE id = ANY($1::text[])', [
    ids,
  ]);
  return rows.map(toAccount);
}

export function generateKey(kind: KeyKind): string {
  return `${kind === 'secret' ? 'sk' : 'pk'}_test_${randomBase62(32)}`;
}

/**
 * The default account and its test keys: created once, then reused by every start and every
 * process sharing the database. Keys given in the environment replace the stored ones.
 */
export function ensureDefaultAccount(store: Store, options: DefaultKeyOptions = {}) {
  return store.transaction(async (tx): Promise<AccountKeys> => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [DEFAULT_ACCOUNT_LOCK]);
    const found = (await findDefault(tx)) ?? (await createDefault(tx));
    const activated = await settleActivation(tx, found, options.unactivatedPaymentMethodTypes);
    const account = await settleBranding(tx, activated, options.branding);
    const secretKey = await settleKey(tx, account.id, 'secret', options.secretKey);
    const publishableKey = await settleKey(tx, account.id, 'publishable', options.publishableKey);
    return { account, secretKey, publishableKey };
  });
}

async function findDefault(tx: Queryable): Promise<Account | undefined> {
  const rows = await tx.query<AccountRow>('SELECT * FROM accounts WHERE is_default');
  return rows[0] && toAccount(rows[0]);
}

async function createDefault(tx: Queryable): Promise<Account> {
  const rows = await tx.query<AccountRow>(
    `INSERT INTO accounts (id, is_default, business_name, country, default_currency,
       fingerprint_secret, created)
     VALUES ($1, true, 'Kassa Test Shop', 'US', 'usd', $2, $3) RETURNING *`,
    [newId('acct', 16), randomBase62(32), unixNow()],
  );
  return toAccount(rows[0] as AccountRow);
}

// Like the keys: a setting given at start replaces the stored one; none keeps it.
async function settleActivation(
  tx: Queryable,
  account: Account,
  wanted: readonly string[] | undefined,
): Promise<Account> {
  if (wanted === undefined) return account;
  await tx.query('UPDATE accounts SET unactivated_payment_method_types = $2::jsonb WHERE id = $1', [
    account.id,
    JSON.stringify(wanted),
  ]);
  return { ...account, unactivatedPaymentMethodTypes: [...wanted] };
}

async function settleBranding(
  tx: Queryable,
  account: Account,
  wanted: BrandingSettings | undefined,
): Promise<Account> {
  if (wanted === undefined) return account;
  const branding: AccountBranding = {
    iconUrl: wanted.iconUrl ?? account.branding.iconUrl,
    primaryColor: wanted.primaryColor ?? account.branding.primaryColor,
    secondaryColor: wanted.secondaryColor ?? account.branding.secondaryColor,
  };
  const businessName = wanted.displayName ?? account.businessName;
  await tx.query('UPDATE accounts SET business_name = $2, branding = $3::jsonb WHERE id = $1', [
    account.id,
    businessName,
    JSON.stringify({
      icon_url: branding.iconUrl,
      primary_color: branding.primaryColor,
      secondary_color: branding.secondaryColor,
    }),
  ]);
  return { ...account, businessName, branding };
}

async function settleKey(
  tx: Queryable,
  accountId: string,
  kind: KeyKind,
  wanted: string | undefined,
): Promise<string> {
  const rows = await tx.query<{ key: string }>(
    'SELECT key FROM api_keys WHERE account_id = $1 AND kind = $2 ORDER BY created DESC',
    [accountId, kind],
  );
  const current = rows[0]?.key;
  if (current && (!wanted || wanted === current)) return current;
  const key = wanted ?? generateKey(kind);
  await tx.query('DELETE FROM api_keys WHERE account_id = $1 AND kind = $2', [accountId, kind]);
  await tx.query('DELETE FROM api_keys WHERE key = $1', [key]);
  await tx.query('INSERT INTO api_keys (key, account_id, kind, created) VALUES ($1, $2, $3, $4)', [
    key,
    accountId,
    kind,
    unixNow(),
  ]);
  return key;
}

export interface Caller {
  readonly account: Account;
  readonly keyKind: KeyKind;
}

const CACHE_TTL_MS = 30_000;

// Keys are looked up on every request; a short cache keeps that off the database while a
// replaced key still stops working within the TTL in every process.
export class KeyDirectory {
  readonly #store: Store;
  readonly #cache = new Map<string, { caller: Caller | null; expires: number }>();

  constructor(store: Store) {
    this.#store = store;
  }

  async resolve(key: string): Promise<Caller | null> {
    const now = Date.now();
    const hit = this.#cache.get(key);
    if (hit && hit.expires > now) return hit.caller;
    const rows = await this.#store.query<AccountRow & { kind: KeyKind }>(
      `SELECT a.*, k.kind FROM api_keys k JOIN accounts a ON a.id = k.account_id
       WHERE k.key = $1`,
      [key],
    );
    const row = rows[0];
    const caller = row ? { account: toAccount(row), keyKind: row.kind } : null;
    if (this.#cache.size > 1000) this.#cache.clear();
    this.#cache.set(key, { caller, expires: now + CACHE_TTL_MS });
    return caller;
  }
}

// The publishable key goes into the page URL: the challenge page calls the API with it, like
// Stripe's hosted 3-D Secure pages carry the shop's publishable key.
const PUBLISHABLE_KEY_SQL = `SELECT key FROM api_keys WHERE account_id = $1 AND kind = 'publishable'
  ORDER BY created DESC LIMIT 1`;

export async function publishableKeyOf(db: Queryable, account: Account): Promise<string> {
  const keys = await db.query<{ key: string }>(PUBLISHABLE_KEY_SQL, [account.id]);
  return keys[0]?.key ?? '';
}
