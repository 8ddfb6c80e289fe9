import type { Caller } from '../platform/accounts.js';
import { escapeControlChars } from './control-chars.js';

export interface Logger {
  info(line: string): void;
  error(line: string, error?: unknown): void;
}

/**
 * The service container as requests see it. src/services.ts fills it in by declaration merging,
 * so http/ and the domain folders name the container without importing it (it imports them).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by src/services.ts (declaration merging)
export interface AppServices {}

export interface AppEnv {
  Variables: {
    requestId: string;
    services: AppServices;
    logger: Logger;
    caller: Caller;
    params: Record<string, unknown>;
    /** The API version the request is answered in (Stripe-Version, else the account's). */
    apiVersion: string;
  };
}

// API and ephemeral keys, intent / customer-session / 3DS source client secrets, webhook signing
// secrets and whatever follows a Basic or Bearer scheme.
const SECRET_PATTERN = new RegExp(
  [
    String.raw`\b(?:sk|pk|rk|ek)_(?:test|live)_[A-Za-z0-9]+`,
    String.raw`\b(?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+`,
    String.raw`\b(?:cuss|src_client|pa_nonce|csmrs)_secret_[A-Za-z0-9]+`,
    String.raw`\bwhsec_[A-Za-z0-9+/=]+`,
    String.raw`\b(?:[Bb]earer|[Bb]asic) +[A-Za-z0-9._~+/=-]+`,
  ].join('|'),
  'g',
);

/** Keys and client secrets never reach a log line. */
export function redact(text: string): string {
  return text.replace(SECRET_PATTERN, '[redacted]');
}

/**
 * A line fit for a log: no secrets, and no control characters, so a request path holding
 * %0D%0A cannot start a forged line and escape sequences never reach the terminal.
 */
export function logSafe(text: string): string {
  return escapeControlChars(redact(text));
}

// A stack keeps its line breaks only before indented lines (its frames): whatever an error
// message holds, no line of it starts where a log line would.
function logSafeStack(stack: string): string {
  return stack
    .split('\n')
    .map(logSafe)
    .reduce((out, part) => (/^[ \t]/.test(part) ? `${out}\n${part}` : `${out}\\x0a${part}`));
}

export const consoleLogger: Logger = {
  info: (line) => console.log(logSafe(line)),
  error: (line, error) =>
    console.error(
      logSafe(line),
      error instanceof Error ? logSafeStack(error.stack ?? error.message) : '',
    ),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
