import { resolve } from 'node:path';
import { getPaymentMethodSpec } from '@kassa/core';
import { isKnownApiVersion, LATEST_API_VERSION } from './api-versions/versions.js';
import type { BrandingSettings } from './platform/accounts.js';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Folder for PGlite's data (`<dataDir>/pgdata`); unused with databaseUrl. */
  readonly dataDir: string;
  /** PostgreSQL instead of the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** Connections this process keeps to PostgreSQL at most; undefined: the store's default. */
  readonly databasePoolSize: number | undefined;
  /** Fixed test keys for the default account; otherwise generated once and stored. */
  readonly secretKey: string | undefined;
  readonly publishableKey: string | undefined;
  /** Built browser assets; undefined serves the package's public/ folder. */
  readonly publicDir: string | undefined;
  /** One log line per request (never with keys or card data). */
  readonly logRequests: boolean;
  /**
   * The origin shoppers reach this provider at (behind a proxy or another host name); hosted
   * pages in next actions point there. Undefined: the origin each request came in on.
   */
  readonly publicUrl: string | undefined;
  /** The API version requests without a Stripe-Version header are answered in. */
  readonly apiVersion: string | undefined;
  /** Real delivery of the wallet's one-time codes; every channel off (test inbox) by default. */
  readonly messaging: {
    readonly smtpUrl: string | undefined;
    readonly smtpFrom: string | undefined;
    readonly smsWebhookUrl: string | undefined;
    readonly smsWebhookSecret: string | undefined;
  };
  /**
   * Multiplies the wallet's per-address limits (lookups, sign-ups, code sends and checks per
   * client IP; KASSA_WALLET_IP_LIMIT_FACTOR, 1-1000): for test rigs where every shopper comes
   * from one address. The per-account, per-e-mail and per-key limits stay as they are.
   */
  readonly walletIpLimitFactor?: number | undefined;
  /**
   * Payment method types the default account has not activated (KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES),
   * stored as the account's setting at start: the elements session lists them as
   * `unactivated_payment_method_types`, which the Payment Element shows with a warning in test
   * mode. Set (even empty): replaces the stored setting; unset: the stored one stays.
   */
  readonly unactivatedPaymentMethodTypes?: readonly string[] | undefined;
  /**
   * The default account's display name and branding (KASSA_ACCOUNT_NAME, KASSA_ACCOUNT_ICON_URL,
   * KASSA_ACCOUNT_PRIMARY_COLOR, KASSA_ACCOUNT_SECONDARY_COLOR: Stripe's business name and
   * `settings.branding`), stored as the account's at start and shown on the hosted Checkout
   * page. Each one set replaces the stored one; unset ones stay.
   */
  readonly accountBranding?: BrandingSettings | undefined;
}

type Env = Readonly<Record<string, string | undefined>>;

function nonEmpty(value: string | undefined): string | undefined {
  return value?.trim() ? value.trim() : undefined;
}

/** A whole number within [min, max], or undefined when the variable is unset or blank. */
function wholeNumber(
  name: string,
  value: string | undefined,
  [min, max]: readonly [number, number],
  expected: string,
): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const number = Number(text);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new Error(`${name} must be ${expected}, but received "${value}".`);
  }
  return number;
}

function key(value: string | undefined, prefix: 'sk_test_' | 'pk_test_', name: string) {
  const key = nonEmpty(value);
  if (key && !new RegExp(`^${prefix}[A-Za-z0-9]{8,}$`).test(key)) {
    throw new Error(`${name} must look like ${prefix}… (letters and digits after the prefix).`);
  }
  return key;
}

/** The URL the text names, or undefined when it is not one. */
function parsedUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

function publicUrl(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const url = parsedUrl(text);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/') {
    throw new Error(
      `KASSA_PUBLIC_URL must be an http(s) origin such as https://pay.example.test, but received "${text}".`,
    );
  }
  return url.origin;
}

function apiVersion(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text !== undefined && !isKnownApiVersion(text)) {
    throw new Error(
      `KASSA_API_VERSION must be a Stripe API version such as 2022-11-15 or ${LATEST_API_VERSION}, but received "${text}".`,
    );
  }
  return text;
}

function urlOf(name: string, value: string | undefined, protocols: readonly string[]) {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const url = parsedUrl(text);
  if (!url || !protocols.includes(url.protocol)) {
    // Never echo the value: an SMTP URL carries its password.
    throw new Error(`${name} must be a ${protocols.join(' or ')}// URL.`);
  }
  return text;
}

function messaging(env: Env): ServerConfig['messaging'] {
  const smsWebhookUrl = urlOf('KASSA_SMS_WEBHOOK_URL', env.KASSA_SMS_WEBHOOK_URL, [
    'http:',
    'https:',
  ]);
  const smsWebhookSecret = nonEmpty(env.KASSA_SMS_WEBHOOK_SECRET);
  if (smsWebhookUrl && (smsWebhookSecret?.length ?? 0) < 16) {
    throw new Error(
      'KASSA_SMS_WEBHOOK_SECRET must be set (16 characters or more) with KASSA_SMS_WEBHOOK_URL: it signs every SMS call.',
    );
  }
  return {
    smtpUrl: urlOf('KASSA_SMTP_URL', env.KASSA_SMTP_URL, ['smtp:', 'smtps:']),
    smtpFrom: nonEmpty(env.KASSA_SMTP_FROM),
    smsWebhookUrl,
    smsWebhookSecret,
  };
}

/** A comma-separated list of the spec table's payment method types, each known. */
function methodTypes(name: string, value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const types = (nonEmpty(value) ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
  const unknown = types.find((type) => getPaymentMethodSpec(type) === undefined);
  if (unknown !== undefined) {
    throw new Error(
      `${name} must list payment method types such as klarna,affirm, but "${unknown}" is not one.`,
    );
  }
  return [...new Set(types)];
}

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** KASSA_ACCOUNT_*: the default account's name, icon (an http(s) URL) and #rrggbb colours. */
function accountBranding(env: Env): BrandingSettings | undefined {
  const displayName = nonEmpty(env.KASSA_ACCOUNT_NAME);
  const iconUrl = nonEmpty(env.KASSA_ACCOUNT_ICON_URL);
  if (iconUrl !== undefined && !/^https?:\/\/[^\s]+$/.test(iconUrl))
    throw new Error(`KASSA_ACCOUNT_ICON_URL must be an http(s) URL, but received "${iconUrl}".`);
  const color = (name: string) => {
    const value = nonEmpty(env[name]);
    if (value !== undefined && !HEX_COLOR.test(value))
      throw new Error(`${name} must be a hex colour such as #0a2540, but received "${value}".`);
    return value?.toLowerCase();
  };
  const primaryColor = color('KASSA_ACCOUNT_PRIMARY_COLOR');
  const secondaryColor = color('KASSA_ACCOUNT_SECONDARY_COLOR');
  if ([displayName, iconUrl, primaryColor, secondaryColor].every((v) => v === undefined))
    return undefined;
  return {
    ...(displayName === undefined ? {} : { displayName }),
    ...(iconUrl === undefined ? {} : { iconUrl }),
    ...(primaryColor === undefined ? {} : { primaryColor }),
    ...(secondaryColor === undefined ? {} : { secondaryColor }),
  };
}

/** Reads the server configuration from environment variables (KASSA_*, DATABASE_URL). */
export function loadConfig(env: Env = process.env): ServerConfig {
  const publicDir = nonEmpty(env.KASSA_PUBLIC_DIR);
  return {
    port: wholeNumber('KASSA_PORT', env.KASSA_PORT, [0, 65535], 'a port number (0-65535)') ?? 4242,
    host: nonEmpty(env.KASSA_HOST) ?? '127.0.0.1',
    dataDir: resolve(nonEmpty(env.KASSA_DATA_DIR) ?? './.kassa'),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    databasePoolSize: wholeNumber(
      'KASSA_DATABASE_POOL_SIZE',
      env.KASSA_DATABASE_POOL_SIZE,
      [1, 1000],
      'a whole number from 1 to 1000',
    ),
    secretKey: key(env.KASSA_SECRET_KEY, 'sk_test_', 'KASSA_SECRET_KEY'),
    publishableKey: key(env.KASSA_PUBLISHABLE_KEY, 'pk_test_', 'KASSA_PUBLISHABLE_KEY'),
    publicDir: publicDir && resolve(publicDir),
    logRequests: env.KASSA_LOG_REQUESTS !== '0',
    publicUrl: publicUrl(env.KASSA_PUBLIC_URL),
    apiVersion: apiVersion(env.KASSA_API_VERSION),
    messaging: messaging(env),
    walletIpLimitFactor: wholeNumber(
      'KASSA_WALLET_IP_LIMIT_FACTOR',
      env.KASSA_WALLET_IP_LIMIT_FACTOR,
      [1, 1000],
      'a whole number from 1 to 1000',
    ),
    unactivatedPaymentMethodTypes: methodTypes(
      'KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES',
      env.KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES,
    ),
    accountBranding: accountBranding(env),
  };
}
