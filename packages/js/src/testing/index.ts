// @kassa/js/testing: helpers for end-to-end tests of a Kassa integration (Playwright; docs/testing.md
// shows the same for Cypress). Node-side only; Playwright's types are matched structurally.
export {
  type CardDetails,
  type CardField,
  type CardFormOptions,
  expiryDigits,
  FIELD_SELECTORS,
  fieldValues,
  fillCard,
  readElementError,
} from './fill-card.js';
export { type CardForm, frameFor, frameSelector, type KitElementType } from './frames.js';
export type { FrameLocatorLike, LocatorLike, PageLike } from './playwright-like.js';
export { futureExpiry, TEST_CARDS, type TestCardOutcome } from './test-cards.js';
