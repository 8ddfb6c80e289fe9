export * from './challenge.js';
export * from './element-types.js';
export * from './frame-url.js';
export * from './guards.js';
export * from './messages.js';
export * from './origin.js';
export * from './rpc.js';
