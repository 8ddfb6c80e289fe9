export * from './tax-id.js';
export * from './tax-id-types.js';
