export * from './credential-cache.js';
export * from './request-surface.js';
