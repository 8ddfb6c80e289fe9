// @kassa/core: pure rules. No DOM, no I/O; functions return codes, the UI translates them.
export * from './address/index.js';
export * from './appearance/index.js';
export * from './card/index.js';
export * from './email/index.js';
export * from './errors/index.js';
export * from './forms/index.js';
export * from './intent/index.js';
export * from './locale/index.js';
export * from './payment-methods/index.js';
export * from './phone/index.js';
export * from './tax-id/index.js';
export * from './wallet/index.js';
