export * from './controller-errors.js';
export * from './decline-errors.js';
export * from './describe-value.js';
export * from './form-errors.js';
export * from './integration-errors.js';
export * from './message-format.js';
export * from './wallet-errors.js';
