/**
 * The fixed addresses and test keys of the servers Playwright starts (see playwright.config.ts).
 * Ports differ from `npm start`'s 4242/4243 so a running dev server does not collide.
 */
export const PROVIDER_PORT = 4252;
export const DEMO_PORT = 4253;
export const PROVIDER_URL = `http://127.0.0.1:${PROVIDER_PORT}`;
/** localhost, not 127.0.0.1: the shop is a different origin from the provider on purpose. */
export const DEMO_URL = `http://localhost:${DEMO_PORT}`;
export const SECRET_KEY = 'sk_test_e2eKassaSecretKey000000000000';
export const PUBLISHABLE_KEY = 'pk_test_e2eKassaPublishableKey0000000';
