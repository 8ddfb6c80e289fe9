/**
 * The addresses and fixed test keys of the servers Playwright starts (see playwright.config.ts).
 * Ports default to 4252/4253, apart from `npm start`'s 4242/4243 so a running dev server does not
 * collide; KASSA_E2E_PORT / KASSA_E2E_DEMO_PORT move them so two runs can share one machine.
 * Workers inherit the environment, so every process computes the same addresses.
 */
function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a TCP port (1-65535), but received ${JSON.stringify(raw)}.`);
  }
  return port;
}

export const PROVIDER_PORT = portFrom('KASSA_E2E_PORT', 4252);
export const DEMO_PORT = portFrom('KASSA_E2E_DEMO_PORT', 4253);
if (PROVIDER_PORT === DEMO_PORT) {
  throw new Error(
    `KASSA_E2E_PORT and KASSA_E2E_DEMO_PORT must differ (both are ${PROVIDER_PORT}).`,
  );
}
export const PROVIDER_URL = `http://127.0.0.1:${PROVIDER_PORT}`;
/** localhost, not 127.0.0.1: the shop is a different origin from the provider on purpose. */
export const DEMO_URL = `http://localhost:${DEMO_PORT}`;
export const SECRET_KEY = 'sk_test_e2eKassaSecretKey000000000000';
export const PUBLISHABLE_KEY = 'pk_test_e2eKassaPublishableKey0000000';
