import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import {
  type CheckoutExpiryOptions,
  startConfiguredCheckoutExpiryWorker,
} from './checkout-sessions/checkout-expiry-worker.js';
import type { ServerConfig } from './config.js';
import { DEFAULT_CONSUMER_LIMITS, withIpLimitFactor } from './consumers/consumer-service.js';
import type { DebitWorkerOptions } from './debits/debit-worker.js';
import { startConfiguredDebitWorker } from './debits/debit-worker-env.js';
import {
  type PageOutcomeWorkerOptions,
  startConfiguredPageOutcomeWorker,
} from './hosted-pages/page-outcome-worker.js';
import { answerClientErrorsWithJson } from './http/client-error.js';
import { consoleLogger, silentLogger } from './http/env.js';
import { ensureDefaultAccount } from './platform/accounts.js';
import { openStore } from './store/open-store.js';
import type { WebhookWorkerOptions } from './webhooks/webhook-worker.js';
import { startConfiguredWebhookWorker } from './webhooks/webhook-worker-env.js';

export interface RunningServer {
  readonly url: string;
  readonly publishableKey: string;
  readonly secretKey: string;
  close(): Promise<void>;
}

/** Opens the store, makes sure the default account has its keys and starts listening. */
export async function startServer(
  config: ServerConfig,
  options: {
    webhooks?: WebhookWorkerOptions | false;
    debits?: DebitWorkerOptions | false;
    pages?: PageOutcomeWorkerOptions | false;
    checkoutExpiry?: CheckoutExpiryOptions | false;
  } = {},
): Promise<RunningServer> {
  const store = await openStore({
    databaseUrl: config.databaseUrl,
    databasePoolSize: config.databasePoolSize,
    dataDir: config.dataDir,
  });
  try {
    const keys = await ensureDefaultAccount(store, {
      secretKey: config.secretKey,
      publishableKey: config.publishableKey,
      unactivatedPaymentMethodTypes: config.unactivatedPaymentMethodTypes,
    });
    const app = createApp({
      store,
      logger: config.logRequests ? consoleLogger : { ...silentLogger, error: consoleLogger.error },
      ...(config.publicDir ? { publicDir: config.publicDir } : {}),
      publicUrl: config.publicUrl,
      apiVersion: config.apiVersion,
      services: {
        messaging: config.messaging,
        ...(config.walletIpLimitFactor === undefined
          ? {}
          : {
              consumerLimits: withIpLimitFactor(
                DEFAULT_CONSUMER_LIMITS,
                config.walletIpLimitFactor,
              ),
            }),
      },
    });
    const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
      const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
        resolve(listening),
      );
      listening.once('error', reject);
    });
    answerClientErrorsWithJson(server);
    const webhooks = startConfiguredWebhookWorker(store, options.webhooks, consoleLogger.error);
    const debits = startConfiguredDebitWorker(store, options.debits, consoleLogger.error);
    const pages = startConfiguredPageOutcomeWorker(store, options.pages, consoleLogger.error);
    const checkoutExpiry = startConfiguredCheckoutExpiryWorker(
      store,
      options.checkoutExpiry,
      consoleLogger.error,
    );
    const { port } = server.address() as AddressInfo;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    return {
      url: `http://${host}:${port}`,
      publishableKey: keys.publishableKey,
      secretKey: keys.secretKey,
      async close() {
        await webhooks?.stop();
        await debits?.stop();
        await pages?.stop();
        await checkoutExpiry?.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
