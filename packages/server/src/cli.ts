#!/usr/bin/env node
import { loadConfig } from './config.js';
import { startServer } from './start-server.js';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  // Test-mode keys are meant to be copied from here; they are never written to request logs.
  console.log(`Kassa provider listening on ${server.url}`);
  console.log(`  storage          ${storage}`);
  console.log(`  publishable key  ${server.publishableKey}`);
  console.log(`  secret key       ${server.secretKey}`);
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
