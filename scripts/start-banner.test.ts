import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { launcherBanner } from './start-banner.mjs';

const running = {
  providerUrl: 'http://localhost:4242',
  demoUrl: 'http://localhost:4243',
  publishableKey: 'pk_test_public',
  secretKey: 'sk_test_operatorsOwnSecret123',
};

describe("npm start's banner", () => {
  it('prints a secret key given in KASSA_SECRET_KEY as [redacted]', () => {
    const banner: string = launcherBanner(running, {
      KASSA_SECRET_KEY: 'sk_test_operatorsOwnSecret123',
    });
    expect(banner).not.toContain('sk_test_operatorsOwnSecret123');
    expect(banner).toContain('Secret key               [redacted] (from KASSA_SECRET_KEY)');
    expect(banner).toContain('Publishable key          pk_test_public');
  });

  it('prints the key Kassa generated when none was given', () => {
    const banner: string = launcherBanner(running, {});
    expect(banner).toContain('Secret key               sk_test_operatorsOwnSecret123');
    expect(launcherBanner(running, { KASSA_SECRET_KEY: '' })).toContain(running.secretKey);
  });

  it('is what the launcher prints: start.mjs writes no key of its own', () => {
    const launcher = readFileSync(join(import.meta.dirname, 'start.mjs'), 'utf8');
    expect(launcher).toContain('launcherBanner(');
    expect(launcher).not.toMatch(/\$\{provider\.secretKey\}/);
  });
});
