// Kept for routes/payment-intents.ts (another engineer's hot-path file): the one expand
// mechanism is ./expand.js.
export { listItemPaths as itemPaths } from './expand.js';
