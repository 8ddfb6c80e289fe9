// @kassa/server: the provider API (routes -> services -> store), the test processor and the
// static loader/frame assets.
export type {
  AddressSuggestion,
  AddressSuggestionProvider,
  SuggestedAddress,
  SuggestionQuery,
} from './address-suggestions/suggestion-provider.js';
export { type AppDeps, createApp, DEFAULT_PUBLIC_DIR } from './app.js';
export { loadConfig, type ServerConfig } from './config.js';
export {
  createDebitWorker,
  type DebitWorkerOptions,
  type ManualDebitWorker,
} from './debits/debit-worker.js';
export { ApiError } from './errors/api-error.js';
export type { ApiErrorCode, ApiErrorType } from './errors/error-codes.js';
export type { Logger } from './http/env.js';
export { consoleLogger, silentLogger } from './http/env.js';
export { type AccountKeys, ensureDefaultAccount } from './platform/accounts.js';
export { stripeCliHint } from './start-banner.js';
export { type RunningServer, startServer } from './start-server.js';
export { migrate } from './store/migrate.js';
export { openStore, type StoreOptions } from './store/open-store.js';
export type { Queryable, Store } from './store/store.js';
