import type { ServerConfig } from './config.js';
import type { RunningServer } from './start-server.js';

/**
 * What the CLI prints once listening. A test-mode secret key Kassa generated is meant to be
 * copied from here; one the operator supplied (KASSA_SECRET_KEY) they already have, and it is
 * never echoed into logs that others may read.
 */
export function startBanner(
  config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'secretKey'>,
  server: Pick<RunningServer, 'url' | 'publishableKey' | 'secretKey'>,
): string[] {
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const secretKey = config.secretKey ? '[redacted] (from KASSA_SECRET_KEY)' : server.secretKey;
  return [
    `Kassa provider listening on ${server.url}`,
    `  storage          ${storage}`,
    `  publishable key  ${server.publishableKey}`,
    `  secret key       ${secretKey}`,
    ...stripeCliHint(server.url, config.secretKey ? '$KASSA_SECRET_KEY' : server.secretKey),
  ];
}

/**
 * How to point the official Stripe CLI at this server (docs/stripe-cli.md): its key and
 * --api-base; the socket `stripe listen` opens is plain ws:// on the same origin, so no --no-wss.
 */
export function stripeCliHint(url: string, secretKey: string): string[] {
  return [
    `  Stripe CLI       export STRIPE_API_KEY=${secretKey}`,
    `                   stripe listen --api-base ${url} --all-snapshot --forward-to localhost:3000/webhook`,
    `                   stripe trigger payment_intent.succeeded --api-base ${url}`,
  ];
}
