// The phone rule, in a chunk of its own: its number metadata is large, and only sessions that
// collect a phone number load it (phone_number_collection.enabled).
export { validatePhone } from '@kassa/core';
