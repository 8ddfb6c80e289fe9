#!/usr/bin/env node
import { loadConfig } from './config.js';
import { logSafe } from './http/env.js';
import { startBanner } from './start-banner.js';
import { startServer } from './start-server.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  for (const line of startBanner(config, server)) console.log(line);
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(logSafe(error instanceof Error ? error.message : String(error)));
  process.exit(1);
});
