#!/usr/bin/env node
// `npm start`: the provider (API, loader, frames; embedded database unless DATABASE_URL is set)
// and the demo shop, in one process. Run after scripts/build.mjs (npm start does both).
import { shopperProviderUrl, startDemo } from '../apps/demo/dist/server/index.js';
import { loadConfig, startServer, stripeCliHint } from '../packages/server/dist/index.js';
import { launcherBanner } from './start-banner.mjs';

const provider = await startServer(loadConfig(process.env));
// Browsers reach the provider by a host name (passkeys refuse an IP address): see
// shopperProviderUrl. KASSA_DEMO_PROVIDER_URL sets the address the shop's pages use instead
// (the end-to-end suite keeps 127.0.0.1, so its shop and provider are different sites).
const providerUrl =
  process.env.KASSA_DEMO_PROVIDER_URL ??
  shopperProviderUrl(provider.url, process.env.KASSA_PUBLIC_URL);
const demo = await startDemo({
  port: Number(process.env.DEMO_PORT ?? 4243),
  providerUrl,
  publishableKey: provider.publishableKey,
  secretKey: provider.secretKey,
});

console.log(
  launcherBanner(
    {
      providerUrl,
      demoUrl: demo.url,
      publishableKey: provider.publishableKey,
      secretKey: provider.secretKey,
    },
    process.env,
  ),
);
console.log(
  `The official Stripe CLI (docs/stripe-cli.md):\n${stripeCliHint(provider.url, process.env.KASSA_SECRET_KEY ? '$KASSA_SECRET_KEY' : provider.secretKey).join('\n')}\n`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([demo.close(), provider.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
