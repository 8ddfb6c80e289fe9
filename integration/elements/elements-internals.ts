// The one door from these tests into @kassa/elements' internals: the hosted pages' components
// are built into frame bundles, not exported, yet these tests render them against the real
// provider. Keeping every such import here keeps the exception visible.

export { LinkingPage } from '../../packages/elements/src/bank-linking/linking-page.js';
export { readLinkingParams } from '../../packages/elements/src/bank-linking/linking-params.js';
export { BankPage } from '../../packages/elements/src/bank-redirect/bank-page.js';
export { readBankPageParams } from '../../packages/elements/src/bank-redirect/bank-params.js';
export { ChallengePage } from '../../packages/elements/src/three-ds/challenge-page.js';
export { readChallengeParams } from '../../packages/elements/src/three-ds/challenge-params.js';
