export * from './email-address.js';
