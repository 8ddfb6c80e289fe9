export * from './adaptive-pricing.js';
export * from './billing-match.js';
export * from './client-secret.js';
export * from './customer-session.js';
export * from './intent-result.js';
export * from './intent-type.js';
export * from './three-ds.js';
