import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { LATEST_API_VERSION } from './api-versions/versions.js';
import { createApp } from './app.js';
import { startBalanceAvailableWorker } from './balance/balance-available.js';
import {
  type CheckoutExpiryOptions,
  startConfiguredCheckoutExpiryWorker,
} from './checkout-sessions/checkout-expiry-worker.js';
import type { ServerConfig } from './config.js';
import { DEFAULT_CONSUMER_LIMITS, withIpLimitFactor } from './consumers/wallet-limits.js';
import type { DebitWorkerOptions } from './debits/debit-worker.js';
import { startConfiguredDebitWorker } from './debits/debit-worker-env.js';
import {
  type PageOutcomeWorkerOptions,
  startConfiguredPageOutcomeWorker,
} from './hosted-pages/page-outcome-worker.js';
import { answerClientErrorsWithJson } from './http/client-error.js';
import { consoleLogger, silentLogger } from './http/env.js';
import { ensureDefaultAccount } from './platform/accounts.js';
import { RequestLogWriter } from './request-logs/request-log-writer.js';
import { openStore } from './store/open-store.js';
import { type CliHubOptions, CliSocketHub } from './stripe-cli/cli-socket-hub.js';
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
    /** Time-outs and poll interval of the Stripe CLI's sockets (tests shorten them). */
    stripeCli?: Partial<Omit<CliHubOptions, 'latestVersion' | 'onError'>>;
    /** The balance.available announcer (false: none in this process). */
    balanceAvailable?: { intervalMs?: number } | false;
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
      branding: config.accountBranding,
    });
    const requestLogs = new RequestLogWriter(store, {
      onError: (error) => consoleLogger.error('request log write failed', error),
    });
    const cliHub = new CliSocketHub(store, {
      latestVersion: LATEST_API_VERSION,
      onError: (error) => consoleLogger.error('stripe cli socket failed', error),
      ...options.stripeCli,
    });
    const app = createApp({
      store,
      requestLogs,
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
    server.on('upgrade', (request, socket, head) => {
      if (!cliHub.handleUpgrade(request, socket, head)) socket.destroy();
    });
    const webhooks = startConfiguredWebhookWorker(store, options.webhooks, consoleLogger.error);
    const debits = startConfiguredDebitWorker(store, options.debits, consoleLogger.error);
    const pages = startConfiguredPageOutcomeWorker(store, options.pages, consoleLogger.error);
    const checkoutExpiry = startConfiguredCheckoutExpiryWorker(
      store,
      options.checkoutExpiry,
      consoleLogger.error,
    );
    const balanceAvailable =
      options.balanceAvailable === false
        ? undefined
        : startBalanceAvailableWorker(store, {
            ...options.balanceAvailable,
            onError: (error) => consoleLogger.error('balance.available worker failed', error),
          });
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
        await balanceAvailable?.stop();
        await cliHub.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          if ('closeAllConnections' in server) server.closeAllConnections();
        });
        await requestLogs.close();
        await store.close();
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
