// The one door from these tests into @kassa/js's internals: the controller frame's classes are not
// in the package's `exports` map (merchants never reach them), yet these white-box tests drive
// them against the real provider. Keeping every such import here keeps the exception visible.

export { ApiClient } from '../../packages/js/src/controller/api-client.js';
export {
  ChallengeRunner,
  type ChallengeStatus,
} from '../../packages/js/src/controller/challenge-runner.js';
export { Controller, type ControllerOptions } from '../../packages/js/src/controller/controller.js';
export { CredentialSync } from '../../packages/js/src/controller/credential-sync.js';
export {
  FrameLoginStore,
  type StorageTarget,
} from '../../packages/js/src/controller/login-storage.js';
export { WalletClient } from '../../packages/js/src/controller/wallet-client.js';
export { answerStorageRequest } from '../../packages/js/src/link-storage/storage-frame.js';
// The merchant-page loader, for tests that run merchants' code (Stripe.js-shaped, React) on it.
export { createFactory } from '../../packages/js/src/loader/factory.js';
