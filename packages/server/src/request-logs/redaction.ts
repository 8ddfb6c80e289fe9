import { redact } from '../http/env.js';

// What a stored request log may hold: never a card number, a CVC, a bank account number, a key
// or a client secret. Fields are dropped by name wherever they sit (card[number],
// payment_method_data[card][cvc], a response's client_secret…); any other text is passed
// through http/env's redact, which blanks keys and client secrets found inside values.
const SECRET_FIELDS = new Set([
  'number',
  'cvc',
  'cvv',
  'account_number',
  'iban',
  'client_secret',
  'secret',
  'key',
  'password',
]);

const MAX_DEPTH = 12;
const MAX_TEXT = 2_000;

export const REDACTED = '[redacted]';

/** A deep copy of a request's parameters or a response's JSON fit for the request log. */
export function redactForLog(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (typeof value === 'string') {
    const safe = redact(value);
    return safe.length > MAX_TEXT ? `${safe.slice(0, MAX_TEXT)}…` : safe;
  }
  if (Array.isArray(value)) return value.map((item) => redactForLog(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [name, item] of Object.entries(value)) {
      out[name] =
        SECRET_FIELDS.has(name) && item !== null && typeof item !== 'object'
          ? REDACTED
          : redactForLog(item, depth + 1);
    }
    return out;
  }
  return value;
}
