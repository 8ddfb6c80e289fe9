// Servers started for the official `stripe` SDK suites: one listening server per adapter with
// its own PGlite folder or PostgreSQL database, and SDK clients pointed at it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { inject } from 'vitest';
import { loadConfig, type ServerConfig } from '../config.js';
import { type RunningServer, startServer } from '../start-server.js';
import type { StoreKind } from './harness.js';
import { createTestDatabase } from './test-database.js';

export interface ServerStorage {
  readonly config: ServerConfig;
  /** Drops the database or removes the folder; the server must be closed first. */
  dispose(): Promise<void>;
}

/** A place for a server's data that outlives one server (restarts reuse it). */
export async function serverStorage(kind: StoreKind, name: string): Promise<ServerStorage> {
  const dataDir = await mkdtemp(join(tmpdir(), `kassa-${name}-`));
  const database =
    kind === 'postgres' ? await createTestDatabase(inject('kassaPostgresUrl')) : undefined;
  const config = loadConfig({
    KASSA_PORT: '0',
    KASSA_DATA_DIR: dataDir,
    KASSA_LOG_REQUESTS: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  return {
    config,
    async dispose() {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An SDK client for a started server, with its secret key unless another key is given. */
export function sdkClient(
  server: RunningServer,
  key = server.secretKey,
  options: Stripe.StripeConfig = {},
): Stripe {
  return new Stripe(key, {
    host: '127.0.0.1',
    port: Number(new URL(server.url).port),
    protocol: 'http',
    maxNetworkRetries: 0,
    ...options,
  });
}

export interface SdkServer {
  readonly server: RunningServer;
  readonly stripe: Stripe;
  close(): Promise<void>;
}

/** A started server on the given adapter and an SDK client with its secret key. */
export async function startSdkServer(
  kind: StoreKind,
  name: string,
  options: Parameters<typeof startServer>[1] = {},
): Promise<SdkServer> {
  const storage = await serverStorage(kind, name);
  const server = await startServer(storage.config, options).catch(async (error: unknown) => {
    await storage.dispose();
    throw error;
  });
  return {
    server,
    stripe: sdkClient(server),
    async close() {
      await server.close();
      await storage.dispose();
    },
  };
}
