export * from './auth-state.js';
export * from './credential-cache.js';
export * from './request-surface.js';
