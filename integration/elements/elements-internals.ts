// The one door from these tests into @kassa/elements' internals: the hosted pages' components
// are built into frame bundles, not exported, yet these tests render them against the real
// provider. Keeping every such import here keeps the exception visible.

export { LinkingPage } from '../../packages/elements/src/bank-linking/linking-page.js';
export { readLinkingParams } from '../../packages/elements/src/bank-linking/linking-params.js';
export { BankPage } from '../../packages/elements/src/bank-redirect/bank-page.js';
export { readBankPageParams } from '../../packages/elements/src/bank-redirect/bank-params.js';
// Real locale modules, as the provider serves them at /frames/locales/<tag>.js.
export { default as ARABIC_TEXTS } from '../../packages/elements/src/i18n/locales/ar.js';
export { default as GERMAN_TEXTS } from '../../packages/elements/src/i18n/locales/de.js';
export { ChallengePage } from '../../packages/elements/src/three-ds/challenge-page.js';
export { readChallengeParams } from '../../packages/elements/src/three-ds/challenge-params.js';
