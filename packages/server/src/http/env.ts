import type { Caller } from '../platform/accounts.js';

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
  };
}

// API and ephemeral keys, intent / customer-session / 3DS source client secrets, webhook signing
// secrets and whatever follows a Basic or Bearer scheme.
const SECRET_PATTERN = new RegExp(
  [
    String.raw`\b(?:sk|pk|rk|ek)_(?:test|live)_[A-Za-z0-9]+`,
    String.raw`\b(?:pi|seti)_[A-Za-z0-9]+_secret_[A-Za-z0-9]+`,
    String.raw`\b(?:cuss|src_client|pa_nonce)_secret_[A-Za-z0-9]+`,
    String.raw`\bwhsec_[A-Za-z0-9+/=]+`,
    String.raw`\b(?:[Bb]earer|[Bb]asic) +[A-Za-z0-9._~+/=-]+`,
  ].join('|'),
  'g',
);

/** Keys and client secrets never reach a log line. */
export function redact(text: string): string {
  return text.replace(SECRET_PATTERN, '[redacted]');
}

export const consoleLogger: Logger = {
  info: (line) => console.log(redact(line)),
  error: (line, error) =>
    console.error(redact(line), error instanceof Error ? redact(error.stack ?? error.message) : ''),
};

export const silentLogger: Logger = { info: () => undefined, error: () => undefined };
