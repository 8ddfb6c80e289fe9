import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startBanner } from './start-banner.js';

const server = {
  url: 'http://127.0.0.1:4242',
  publishableKey: 'pk_test_Generated0001',
  secretKey: 'sk_test_Generated0001',
};

describe('startBanner', () => {
  it('shows a secret key Kassa generated, to be copied', () => {
    const lines = startBanner(loadConfig({ KASSA_DATA_DIR: '/tmp/kassa' }), server);
    expect(lines).toEqual([
      'Kassa provider listening on http://127.0.0.1:4242',
      '  storage          PGlite in /tmp/kassa',
      '  publishable key  pk_test_Generated0001',
      '  secret key       sk_test_Generated0001',
      '  Stripe CLI       export STRIPE_API_KEY=sk_test_Generated0001',
      '                   stripe listen --api-base http://127.0.0.1:4242 --all-snapshot --forward-to localhost:3000/webhook',
      '                   stripe trigger payment_intent.succeeded --api-base http://127.0.0.1:4242',
    ]);
  });

  it('never prints a secret key the operator supplied', () => {
    const supplied = 'sk_test_OperatorOwnKey42';
    const config = loadConfig({ KASSA_SECRET_KEY: supplied, DATABASE_URL: 'postgres://db/kassa' });
    const lines = startBanner(config, { ...server, secretKey: supplied });
    expect(lines.join('\n')).not.toContain(supplied);
    expect(lines).toContain('  secret key       [redacted] (from KASSA_SECRET_KEY)');
    expect(lines).toContain('  storage          PostgreSQL (DATABASE_URL)');
    expect(lines).toContain('  Stripe CLI       export STRIPE_API_KEY=$KASSA_SECRET_KEY');
  });
});
