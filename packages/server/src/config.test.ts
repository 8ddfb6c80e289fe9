import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DEFAULT_CONSUMER_LIMITS, withIpLimitFactor } from './consumers/wallet-limits.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 4242,
      host: '127.0.0.1',
      dataDir: resolve('.kassa'),
      databaseUrl: undefined,
      databasePoolSize: undefined,
      secretKey: undefined,
      publishableKey: undefined,
      publicDir: undefined,
      logRequests: true,
      publicUrl: undefined,
      messaging: {
        smtpUrl: undefined,
        smtpFrom: undefined,
        smsWebhookUrl: undefined,
        smsWebhookSecret: undefined,
      },
      unactivatedPaymentMethodTypes: undefined,
    });
  });

  it('tells an unset activation variable (keep the stored setting) from an empty one (every type active)', () => {
    expect(loadConfig({}).unactivatedPaymentMethodTypes).toBeUndefined();
    expect(
      loadConfig({ KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES: ' ' }).unactivatedPaymentMethodTypes,
    ).toEqual([]);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      KASSA_PORT: '5000',
      KASSA_HOST: '0.0.0.0',
      KASSA_DATA_DIR: '/tmp/kassa-data',
      DATABASE_URL: 'postgres://u@h/db',
      KASSA_DATABASE_POOL_SIZE: '12',
      KASSA_SECRET_KEY: 'sk_test_abcdefgh123',
      KASSA_PUBLISHABLE_KEY: 'pk_test_abcdefgh123',
      KASSA_PUBLIC_DIR: '/srv/public',
      KASSA_LOG_REQUESTS: '0',
      KASSA_PUBLIC_URL: 'https://pay.example.test/',
      KASSA_SMTP_URL: 'smtps://codes:pw@mail.example.test:465',
      KASSA_SMTP_FROM: 'Shop <codes@example.test>',
      KASSA_SMS_WEBHOOK_URL: 'https://sms.example.test/send',
      KASSA_SMS_WEBHOOK_SECRET: 'a-secret-of-sixteen-plus',
      KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES: 'klarna, affirm,,klarna',
      KASSA_WALLET_IP_LIMIT_FACTOR: '20',
    });
    expect(config).toEqual({
      port: 5000,
      host: '0.0.0.0',
      dataDir: '/tmp/kassa-data',
      databaseUrl: 'postgres://u@h/db',
      databasePoolSize: 12,
      secretKey: 'sk_test_abcdefgh123',
      publishableKey: 'pk_test_abcdefgh123',
      publicDir: '/srv/public',
      logRequests: false,
      publicUrl: 'https://pay.example.test',
      messaging: {
        smtpUrl: 'smtps://codes:pw@mail.example.test:465',
        smtpFrom: 'Shop <codes@example.test>',
        smsWebhookUrl: 'https://sms.example.test/send',
        smsWebhookSecret: 'a-secret-of-sixteen-plus',
      },
      walletIpLimitFactor: 20,
      unactivatedPaymentMethodTypes: ['klarna', 'affirm'],
    });
  });

  it("multiplies only the wallet's per-address limits, within 1 to 1000", () => {
    expect(() => loadConfig({ KASSA_WALLET_IP_LIMIT_FACTOR: '0' })).toThrow(
      'KASSA_WALLET_IP_LIMIT_FACTOR must be a whole number from 1 to 1000, but received "0".',
    );
    const scaled = withIpLimitFactor(DEFAULT_CONSUMER_LIMITS, 20);
    expect(scaled.sendsPerIp).toEqual({
      limit: DEFAULT_CONSUMER_LIMITS.sendsPerIp.limit * 20,
      windowSeconds: DEFAULT_CONSUMER_LIMITS.sendsPerIp.windowSeconds,
    });
    expect(scaled.lookupPerIp.limit).toBe(DEFAULT_CONSUMER_LIMITS.lookupPerIp.limit * 20);
    expect(scaled.sendsPerConsumer).toEqual(DEFAULT_CONSUMER_LIMITS.sendsPerConsumer);
    expect(scaled.lookupPerEmail).toEqual(DEFAULT_CONSUMER_LIMITS.lookupPerEmail);
  });

  it('refuses an unactivated payment method type the spec table does not know', () => {
    expect(() => loadConfig({ KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES: 'klarna,kllarna' })).toThrow(
      'KASSA_UNACTIVATED_PAYMENT_METHOD_TYPES must list payment method types such as klarna,affirm, but "kllarna" is not one.',
    );
  });

  it("reads the default account's name and branding, and refuses a bad icon or colour", () => {
    expect(loadConfig({}).accountBranding).toBeUndefined();
    expect(
      loadConfig({
        KASSA_ACCOUNT_NAME: ' Jenny Rosen Coffee ',
        KASSA_ACCOUNT_ICON_URL: 'https://shop.example/icon.png',
        KASSA_ACCOUNT_PRIMARY_COLOR: '#0A2540',
      }).accountBranding,
    ).toEqual({
      displayName: 'Jenny Rosen Coffee',
      iconUrl: 'https://shop.example/icon.png',
      primaryColor: '#0a2540',
    });
    expect(() => loadConfig({ KASSA_ACCOUNT_ICON_URL: 'javascript:alert(1)' })).toThrow(
      'KASSA_ACCOUNT_ICON_URL must be an http(s) URL, but received "javascript:alert(1)".',
    );
    expect(() => loadConfig({ KASSA_ACCOUNT_SECONDARY_COLOR: 'red' })).toThrow(
      'KASSA_ACCOUNT_SECONDARY_COLOR must be a hex colour such as #0a2540, but received "red".',
    );
  });

  it('takes a known Stripe API version as the default and refuses an unknown one', () => {
    expect(loadConfig({ KASSA_API_VERSION: '2022-08-01' }).apiVersion).toBe('2022-08-01');
    expect(loadConfig({ KASSA_API_VERSION: '2025-04-30.basil' }).apiVersion).toBe(
      '2025-04-30.basil',
    );
    expect(() => loadConfig({ KASSA_API_VERSION: '2022-08-02' })).toThrow(/KASSA_API_VERSION/);
  });

  it.each([
    [{ KASSA_PORT: 'http' }, /KASSA_PORT/],
    [{ KASSA_PORT: '70000' }, /KASSA_PORT/],
    [{ KASSA_SECRET_KEY: 'pk_test_abcdefgh123' }, /KASSA_SECRET_KEY must look like sk_test_/],
    [{ KASSA_PUBLISHABLE_KEY: 'sk_live_abcdefgh' }, /KASSA_PUBLISHABLE_KEY/],
    [{ KASSA_DATABASE_POOL_SIZE: '0' }, /KASSA_DATABASE_POOL_SIZE must be a whole number/],
    [{ KASSA_DATABASE_POOL_SIZE: '2.5' }, /KASSA_DATABASE_POOL_SIZE/],
    [{ KASSA_DATABASE_POOL_SIZE: 'ten' }, /KASSA_DATABASE_POOL_SIZE/],
    [{ KASSA_SMTP_URL: 'mail.example.test' }, /KASSA_SMTP_URL must be a smtp: or smtps:/],
    [{ KASSA_SMS_WEBHOOK_URL: 'ftp://sms.example.test' }, /KASSA_SMS_WEBHOOK_URL/],
    [{ KASSA_SMS_WEBHOOK_URL: 'https://sms.example.test' }, /KASSA_SMS_WEBHOOK_SECRET must be set/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
  it('refuses a KASSA_PUBLIC_URL that is not an http(s) origin', () => {
    for (const value of [
      'pay.example.test',
      'ftp://pay.example.test',
      'https://pay.example.test/kassa',
    ]) {
      expect(() => loadConfig({ KASSA_PUBLIC_URL: value })).toThrow(/KASSA_PUBLIC_URL must be/);
    }
  });
});
